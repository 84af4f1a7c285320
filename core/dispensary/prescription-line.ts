/**
 * One line of a prescription (decision 0069): a medicine from the dispensary's catalogue (`itemId`,
 * with a whole quantity to dispense) or free text for something bought outside; dose, timing
 * relative to food, anupana (the vehicle it is taken with) and duration in days. The doctor's form,
 * the API and the stored jsonb share this schema. Lines written before it existed have only name,
 * dosage, duration (free text) and perhaps timing: every new field is optional, so they still parse
 * and display.
 */
import { MEDICINE_TIMINGS } from '@core/constants';
import { z } from '@core/schemas/z';
import { MAX_QUANTITY, STOCK_UNITS } from './catalogue';
import { ANUPANAS } from './prescription-text';

/** Longest course one line prescribes, in days. */
const MAX_DAYS = 365;

const text = (max: number, required: string) => z.string().trim().min(1, { error: required }).max(max, { error: 'staff.tooLong' });

/** A whole number of the item's unit, from 1: a fraction or a negative number names the field. */
const wholeQuantity = z
  .number({ error: 'dispensing.quantityInvalid' })
  .int({ error: 'dispensary.quantityWhole' })
  .min(1, { error: 'dispensing.quantityInvalid' })
  .max(MAX_QUANTITY, { error: 'dispensing.quantityInvalid' });

export const PrescriptionLineSchema = z
  .object({
    /** A catalogue line's id within its prescription, given by the server; dispensations refer to it. */
    key: z.uuid({ error: 'dispensing.lineNotFound' }).optional(),
    /** The catalogue item; absent for free text (bought outside, not dispensed here). */
    itemId: z.uuid({ error: 'dispensing.itemNotFound' }).optional(),
    name: text(120, 'staff.medicineNameRequired'),
    dosage: text(120, 'staff.dosageRequired'),
    /** Free-text duration ('2 weeks'): lines written before `days` existed. */
    duration: z.string().trim().max(60, { error: 'staff.tooLong' }).optional(),
    days: z
      .number({ error: 'dispensing.daysInvalid' })
      .int({ error: 'dispensing.daysInvalid' })
      .min(1, { error: 'dispensing.daysInvalid' })
      .max(MAX_DAYS, { error: 'dispensing.daysInvalid' })
      .optional(),
    /** Relative to food; '' when not given. */
    timing: z.union([z.literal(''), z.enum(MEDICINE_TIMINGS)], { error: 'documents.rx.timingInvalid' }).optional(),
    anupana: z.union([z.literal(''), z.enum(ANUPANAS)], { error: 'dispensing.anupanaInvalid' }).optional(),
    /** Whole units of the item to dispense (catalogue lines). */
    quantity: wholeQuantity.optional(),
    /** The item's stock unit, copied by the server from the catalogue. */
    unit: z.enum(STOCK_UNITS).optional(),
  })
  .superRefine((line, ctx) => {
    if (line.days === undefined && !line.duration) ctx.addIssue({ code: 'custom', path: ['days'], message: 'staff.durationRequired' });
    if (line.itemId && line.quantity === undefined)
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'dispensing.quantityRequired' });
  });
export type PrescriptionLine = z.infer<typeof PrescriptionLineSchema>;

/** The desk's dispensing: per catalogue line of the prescription (its key), the whole units given now. */
export const DispenseSchema = z.object({
  lines: z
    .array(z.object({ key: z.uuid({ error: 'dispensing.lineNotFound' }), quantity: wholeQuantity }))
    .min(1, { error: 'dispensing.nothingToDispense' })
    .max(30, { error: 'staff.tooMany' })
    .refine((lines) => new Set(lines.map((l) => l.key)).size === lines.length, { error: 'dispensing.lineTwice' }),
});
export type DispenseInput = z.infer<typeof DispenseSchema>;

/** Catalogue search while prescribing: medicines whose name (or strength, pack, maker) contains `q`. */
export const MedicineSearchSchema = z.object({
  q: z.string().trim().min(1, { error: 'dispensing.searchShort' }).max(60, { error: 'staff.tooLong' }),
});

/** A label's language: the patient's (the consultation's), or the one asked. */
export const LabelQuerySchema = z.object({ lang: z.enum(['en', 'hi']).optional() });
