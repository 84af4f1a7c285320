/**
 * Outcomes over time (decision 0068): the measures a doctor chooses for a patient and the readings
 * taken at visits and sessions. One rule for a reading's plausible range (`readingProblems`), used
 * by the form before it sends and by the server before it stores. Pain is 0-10; weight and blood
 * pressure take the case sheet's vital ranges (vital-ranges.ts, the one place); a symptom score and
 * a measure of the doctor's own carry the range the doctor gave them.
 */
import { z } from '@core/schemas/z';
import { VITAL_RANGES } from './vital-ranges';
import { PAIN_RANGE } from './outcome-ranges';

export { PAIN_RANGE } from './outcome-ranges';

export const MEASURE_KINDS = ['pain-0-10', 'weight-kg', 'blood-pressure', 'symptom-score', 'custom'] as const;
export type MeasureKind = (typeof MEASURE_KINDS)[number];

/** Kinds whose name and range the doctor gives (the others have fixed ones). */
export const OWN_RANGE_KINDS: readonly MeasureKind[] = ['symptom-score', 'custom'];

/** The widest bounds a doctor's own range may take (a sanity limit, not a clinical one). */
const BOUND_LIMIT = 100_000;

/** An optional number as a form or a JSON body gives it: '' and null are none. */
const optionalNumber = (error: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\s*-?\d{1,6}(\.\d{1,2})?\s*$/.test(v) ? Number(v) : v),
    z.number({ error }).min(-BOUND_LIMIT, { error }).max(BOUND_LIMIT, { error }).nullable(),
  );

/** Choose a measure: a fixed kind, or a symptom score / the doctor's own with name, unit and range. */
export const MeasureChoiceSchema = z
  .object({
    kind: z.enum(MEASURE_KINDS, { error: 'staff.outcomes.kindInvalid' }),
    name: z.string().trim().max(80, { error: 'staff.tooLong' }).optional().default(''),
    unit: z.string().trim().max(20, { error: 'staff.tooLong' }).optional().default(''),
    min: optionalNumber('staff.outcomes.boundInvalid').optional().default(null),
    max: optionalNumber('staff.outcomes.boundInvalid').optional().default(null),
  })
  .superRefine((m, ctx) => {
    if (!OWN_RANGE_KINDS.includes(m.kind)) return;
    if (!m.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'staff.outcomes.nameRequired' });
    if (m.min === null) ctx.addIssue({ code: 'custom', path: ['min'], message: 'staff.outcomes.boundRequired' });
    if (m.max === null) ctx.addIssue({ code: 'custom', path: ['max'], message: 'staff.outcomes.boundRequired' });
    else if (m.min !== null && m.max <= m.min) ctx.addIssue({ code: 'custom', path: ['max'], message: 'staff.outcomes.maxAboveMin' });
  });
export type MeasureChoice = z.output<typeof MeasureChoiceSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'staff.dateInvalid' });

/** Record a reading: the value (systolic for blood pressure), the diastolic, the day, where it was taken. */
export const ReadingInputSchema = z.object({
  measureId: z.uuid({ error: 'staff.outcomes.measureRequired' }),
  value: optionalNumber('staff.outcomes.valueInvalid'),
  value2: optionalNumber('staff.outcomes.valueInvalid').optional().default(null),
  /** The clinic date it was taken (today when empty); never in the future. */
  takenOn: z
    .union([z.literal(''), isoDate])
    .optional()
    .default(''),
  /** The visit it was taken at (the doctor's own consultation of this patient). */
  consultationId: z.string().trim().max(30, { error: 'staff.tooLong' }).optional().default(''),
});
export type ReadingInput = z.output<typeof ReadingInputSchema>;
/** At a session, the session is the path's: the same body without the visit. */
export const SessionReadingInputSchema = ReadingInputSchema.omit({ consultationId: true });

/** A measure as stored: its kind, name, unit and range (null for the fixed kinds). */
export interface MeasureDef {
  kind: MeasureKind;
  name: string;
  unit: string;
  min: number | null;
  max: number | null;
}

/** The range and step a measure's (first) value takes. */
export function rangeOf(m: MeasureDef): { min: number; max: number; unit: string } {
  switch (m.kind) {
    case 'pain-0-10':
      return { ...PAIN_RANGE, unit: '' };
    case 'weight-kg':
      return { min: VITAL_RANGES.weight.min, max: VITAL_RANGES.weight.max, unit: VITAL_RANGES.weight.unit };
    case 'blood-pressure':
      return { min: VITAL_RANGES.systolic.min, max: VITAL_RANGES.systolic.max, unit: VITAL_RANGES.systolic.unit };
    default:
      return { min: m.min ?? 0, max: m.max ?? 0, unit: m.unit };
  }
}

/** A field's refusal: a message key and what it names. */
export interface Problem {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * What is wrong with a reading of `m`, by field (empty when nothing): a value outside its range,
 * a missing value, a blood pressure without both numbers or with the diastolic not below the systolic.
 */
export function readingProblems(m: MeasureDef, value: number | null, value2: number | null): Record<string, Problem> {
  const out: Record<string, Problem> = {};
  if (value === null) out.value = { key: 'staff.outcomes.valueRequired' };
  if (m.kind === 'blood-pressure') {
    const { systolic, diastolic } = VITAL_RANGES;
    if (value !== null && (value < systolic.min || value > systolic.max)) out.value = { key: 'staff.clinical.vitals.systolicRange' };
    if (value2 === null) out.value2 = { key: 'staff.outcomes.valueRequired' };
    else if (value2 < diastolic.min || value2 > diastolic.max) out.value2 = { key: 'staff.clinical.vitals.diastolicRange' };
    else if (value !== null && !out.value && value2 >= value) out.value2 = { key: 'staff.clinical.vitals.diastolicAboveSystolic' };
    return out;
  }
  if (value === null) return out;
  if (m.kind === 'pain-0-10') {
    if (value < PAIN_RANGE.min || value > PAIN_RANGE.max || !Number.isInteger(value)) out.value = { key: 'staff.outcomes.painRange' };
  } else if (m.kind === 'weight-kg') {
    if (value < VITAL_RANGES.weight.min || value > VITAL_RANGES.weight.max) out.value = { key: 'staff.clinical.vitals.weightRange' };
  } else {
    const r = rangeOf(m);
    if (value < r.min || value > r.max) out.value = { key: 'staff.outcomes.valueRange', params: { min: r.min, max: r.max } };
  }
  return out;
}

const MeasureViewSchema = z.object({
  id: z.string(),
  kind: z.enum(MEASURE_KINDS),
  name: z.string(),
  unit: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  chosenBy: z.string().nullable(),
  chosenAt: z.string(),
});
export type MeasureView = z.infer<typeof MeasureViewSchema>;

const ReadingViewSchema = z.object({
  id: z.string(),
  measureId: z.string(),
  value: z.number(),
  value2: z.number().nullable(),
  takenOn: z.string(),
  recordedAt: z.string(),
  recordedBy: z.string().nullable(),
  /** Where: 'visit' (a consultation), 'session' (a therapy session) or null. */
  at: z.enum(['visit', 'session']).nullable(),
});
export type ReadingView = z.infer<typeof ReadingViewSchema>;

/** A patient's measures and their readings (oldest first), and what the caller may do. */
export const PatientOutcomesSchema = z.object({
  measures: z.array(MeasureViewSchema.extend({ readings: z.array(ReadingViewSchema) })),
  canChoose: z.boolean(),
  canRecord: z.boolean(),
  /** The caller's visits with the patient that a reading may be linked to (newest first). */
  visits: z.array(z.object({ id: z.string(), date: z.string() })),
});
export type PatientOutcomes = z.infer<typeof PatientOutcomesSchema>;

/** What a therapist sees at their session: the patient's measures (no history) to record against. */
export const SessionMeasuresSchema = z.object({ measures: z.array(MeasureViewSchema) });
