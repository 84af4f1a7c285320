/**
 * Stock by batch (decision 0062): the kinds of movement of the one ledger, the sign each carries,
 * the expiry rule, and the bodies of receiving, issuing and adjusting.
 */
import { isIsoDate } from '@core/booking/slots';
import { z } from '@core/schemas/z';
import { MAX_QUANTITY, quantityField, rupeesField } from './catalogue';

/**
 * Every change of stock is one row of `dispensary_movements`: received (a purchase), dispensed (to
 * a patient), consumed (by a therapy session), adjusted (a count correction, with a reason),
 * returned (back into stock: a patient's unopened return or a session's unused material), expired
 * (an expired batch written off).
 */
/** Into stock: received, returned; out of it: dispensed, consumed, expired; either way: adjusted. */
export type MovementKind = 'received' | 'dispensed' | 'consumed' | 'adjusted' | 'returned' | 'expired';

/**
 * A batch may be issued up to and including its expiry date; from the next day it is expired. A
 * label that gives only a month ('EXP 03/2027') is entered as the month's last day.
 */
export function isExpired(expiryDate: string, today: string): boolean {
  return expiryDate < today;
}

const isoDate = (error: string) => z.string().refine(isIsoDate, { error });
const text = (max: number) => z.string().trim().min(1, { error: 'staff.required' }).max(max, { error: 'staff.tooLong' });
const optionalText = (max: number) => z.string().trim().max(max, { error: 'staff.tooLong' }).default('');

/** A purchase received into a new batch of one item. */
export const ReceiveSchema = z
  .object({
    itemId: z.uuid({ error: 'dispensary.chooseItem' }),
    batchNo: text(40),
    /** Manufacture date, when the label gives one. */
    mfgDate: isoDate('dispensary.mfgDateInvalid').nullable().default(null),
    expiryDate: isoDate('dispensary.expiryInvalid'),
    quantity: quantityField(),
    /** Cost of one unit to the clinic, in rupees. */
    cost: rupeesField('dispensary.costInvalid'),
    /** MRP printed on this batch, per unit; null: the catalogue's. */
    mrp: rupeesField('dispensary.mrpInvalid').nullable().default(null),
    supplier: text(120),
    invoiceRef: text(60),
  })
  .superRefine((r, ctx) => {
    if (r.mfgDate && r.mfgDate > r.expiryDate) ctx.addIssue({ code: 'custom', path: ['mfgDate'], message: 'dispensary.mfgAfterExpiry' });
  });
export type ReceiveInput = z.infer<typeof ReceiveSchema>;
export type ReceiveFormValues = z.input<typeof ReceiveSchema>;

/** Stock out of the dispensary, first expiry first out (`issueStock`). */
export const IssueSchema = z.object({
  itemId: z.uuid({ error: 'dispensary.itemNotFound' }),
  quantity: quantityField(),
  /** What took it: a counter sale or prescription (dispensed), a therapy session (consumed). */
  kind: z.enum(['dispensed', 'consumed'], { error: 'dispensary.kindInvalid' }).default('dispensed'),
  reason: optionalText(200),
  /** What it was for (a prescription's or session's id, a bill number). */
  ref: optionalText(80),
});
export type IssueInput = z.infer<typeof IssueSchema>;

/** An admin's correction of one batch: a counted difference (adjusted) or an expired batch written off. */
export const AdjustSchema = z
  .object({
    batchId: z.uuid({ error: 'dispensary.batchNotFound' }),
    kind: z.enum(['adjusted', 'expired', 'returned'], { error: 'dispensary.kindInvalid' }),
    /** Signed for an adjustment (+ found, - missing); a positive count for the others. */
    quantity: z
      .number({ error: 'dispensary.quantityInvalid' })
      .int({ error: 'dispensary.quantityWhole' })
      .min(-MAX_QUANTITY, { error: 'dispensary.quantityInvalid' })
      .max(MAX_QUANTITY, { error: 'dispensary.quantityInvalid' })
      .refine((q) => q !== 0, { error: 'dispensary.quantityInvalid' }),
    reason: text(200),
  })
  .superRefine((a, ctx) => {
    if (a.kind !== 'adjusted' && a.quantity < 0)
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'dispensary.quantityInvalid' });
  });
export type AdjustInput = z.infer<typeof AdjustSchema>;

export const StockQuerySchema = z.object({
  /** Batches expiring within this many days (default 90). */
  days: z.coerce
    .number({ error: 'dispensary.daysInvalid' })
    .int({ error: 'dispensary.daysInvalid' })
    .min(1, { error: 'dispensary.daysInvalid' })
    .max(730, { error: 'dispensary.daysInvalid' })
    .default(90),
});

/** A page of an item's ledger: `before` is the last movement of the page before (its "older" link). */
export const LedgerQuerySchema = z.object({
  before: z.uuid({ error: 'dispensary.movementNotFound' }).optional(),
});

/** Movements on one page of an item's ledger. */
export const LEDGER_PAGE = 50;

/** Items a page on the stock screen. */
export const STOCK_ITEMS_PAGE = 50;

/** The stock screen: the figures' `days`, and the item list's search and page. */
export const StockPageQuerySchema = StockQuerySchema.extend({
  q: z.string().trim().max(80, { error: 'staff.tooLong' }).default(''),
  page: z.coerce
    .number({ error: 'dispensary.pageInvalid' })
    .int({ error: 'dispensary.pageInvalid' })
    .min(1, { error: 'dispensary.pageInvalid' })
    .max(10_000, { error: 'dispensary.pageInvalid' })
    .default(1),
});
