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

/** What a medicine is taken with (anupana); each has a label in both catalogs (`dispensing.anupana.*`). */
export const ANUPANAS = ['warm-water', 'water', 'honey', 'milk', 'ghee', 'buttermilk', 'jaggery', 'coconut-water'] as const;
export type Anupana = (typeof ANUPANAS)[number];

/** Longest course one line prescribes, in days. */
export const MAX_DAYS = 365;

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
export type PrescriptionLineValues = z.input<typeof PrescriptionLineSchema>;

/** A line the dispensary dispenses: from the catalogue, with its key and quantity. */
export function isCatalogueLine(
  line: Partial<PrescriptionLine>,
): line is PrescriptionLine & { key: string; itemId: string; quantity: number } {
  return !!line.itemId && !!line.key && typeof line.quantity === 'number';
}

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a catalog's typed `t` or a plain translate
type Translate = (key: any, params?: Record<string, string | number>) => string;

/** A line's duration as read: '14 days' (`days`), or the free text of older lines. */
export function durationText(line: Pick<PrescriptionLine, 'days' | 'duration'>, t: Translate): string {
  return line.days !== undefined ? t('dispensing.days', { n: line.days }) : (line.duration ?? '');
}

/** When and with what it is taken: 'After food · with warm water' ('' when neither is given). */
export function takenText(line: Pick<PrescriptionLine, 'timing' | 'anupana'>, t: Translate): string {
  return [line.timing ? t(`documents.rx.timing.${line.timing}`) : '', line.anupana ? t(`dispensing.anupana.${line.anupana}`) : '']
    .filter(Boolean)
    .join(' · ');
}
