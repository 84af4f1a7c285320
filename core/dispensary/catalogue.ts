/**
 * The dispensary's catalogue (decision 0062): medicines (classical formulations and branded
 * products) and therapy materials, the units they are counted in, and the one schema the admin's
 * form, the API and the CSV import parse. HSN codes and GST rates are data on each item, never
 * constants here: the clinic enters them from the published schedule.
 */
import { z } from '@core/schemas/z';
import { STOCK_UNITS } from './units';

export const ITEM_KINDS = ['medicine', 'material'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** Dosage forms of Ayurvedic medicines (classical names) and the branded forms beside them. */
export const MEDICINE_FORMS = [
  'churna',
  'vati',
  'gutika',
  'kashaya',
  'arishta',
  'asava',
  'taila',
  'ghrita',
  'lehya',
  'bhasma',
  'tablet',
  'capsule',
  'syrup',
  'ointment',
  'other',
] as const;
/** What a therapy material is. */
export const MATERIAL_FORMS = ['oil', 'powder', 'decoction', 'consumable', 'other'] as const;
const ITEM_FORMS = [...new Set([...MEDICINE_FORMS, ...MATERIAL_FORMS])] as const;
export type ItemForm = (typeof ITEM_FORMS)[number];

export { STOCK_UNITS, type StockUnit } from './units';

/** Largest quantity of one movement and of a reorder level (a year of a busy clinic's oil in ml fits). */
export const MAX_QUANTITY = 10_000_000;
/** Largest price of one unit, in paise (₹10 lakh). */
const MAX_PRICE_PAISE = 100_000_000;

const text = (max: number) => z.string().trim().min(1, { error: 'staff.required' }).max(max, { error: 'staff.tooLong' });
const optionalText = (max: number) => z.string().trim().max(max, { error: 'staff.tooLong' }).default('');

/** HSN codes are 4, 6 or 8 digits (chapter 30 medicaments: 3004...). */
const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

/** A whole number of rupees and paise, as typed: '85', '85.5', '85.50'. Returned in paise. */
export function paiseFromRupees(value: number): number {
  return Math.round(value * 100);
}

export const rupeesField = (error: string) =>
  z
    .number({ error })
    .min(0, { error })
    .max(MAX_PRICE_PAISE / 100, { error })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error });

/** A quantity of stock: a whole number from 1. `error` names the field's message key. */
export const quantityField = (error = 'dispensary.quantityInvalid') =>
  z.number({ error }).int({ error: 'dispensary.quantityWhole' }).min(1, { error }).max(MAX_QUANTITY, { error });

export const ItemSchema = z
  .object({
    kind: z.enum(ITEM_KINDS, { error: 'dispensary.kindInvalid' }),
    name: text(120),
    form: z.enum(ITEM_FORMS, { error: 'dispensary.formInvalid' }),
    /** e.g. '500 mg', '10% w/w'; may be empty for a classical formulation. */
    strength: optionalText(60),
    /** The pack as sold, e.g. '60 tablets', '450 ml bottle'. */
    pack: optionalText(60),
    manufacturer: optionalText(120),
    unit: z.enum(STOCK_UNITS, { error: 'dispensary.unitInvalid' }),
    hsnCode: z.string().trim().regex(HSN_PATTERN, { error: 'dispensary.hsnInvalid' }),
    /** Percent, e.g. 5 or 12 (up to two decimals). */
    gstRate: z
      .number({ error: 'dispensary.gstInvalid' })
      .min(0, { error: 'dispensary.gstInvalid' })
      .max(40, { error: 'dispensary.gstInvalid' })
      .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
        error: 'dispensary.gstInvalid',
      }),
    /** MRP of one stock unit, in rupees (two decimals). */
    mrp: rupeesField('dispensary.mrpInvalid'),
    reorderLevel: z
      .number({ error: 'dispensary.reorderInvalid' })
      .int({ error: 'dispensary.quantityWhole' })
      .min(0, { error: 'dispensary.reorderInvalid' })
      .max(MAX_QUANTITY, { error: 'dispensary.reorderInvalid' }),
    active: z.boolean().default(true),
  })
  .superRefine((item, ctx) => {
    const forms: readonly string[] = item.kind === 'medicine' ? MEDICINE_FORMS : MATERIAL_FORMS;
    if (!forms.includes(item.form)) ctx.addIssue({ code: 'custom', path: ['form'], message: 'dispensary.formNotOfKind' });
  });
export type ItemFormValues = z.input<typeof ItemSchema>;
export type ItemInput = z.infer<typeof ItemSchema>;

export const ImportSchema = z.object({
  csv: z.string().min(1, { error: 'dispensary.importEmpty' }).max(250_000, { error: 'dispensary.importTooLarge' }),
});
