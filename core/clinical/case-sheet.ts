/**
 * The case sheet of one consultation (decision 0060): its shape, the choices of the Ashtavidha
 * Pariksha, Agni and Koshtha, and the plausible ranges of the vitals, written once for the editor,
 * the API and the OpenAPI document. Every field is optional: a draft is saved as the doctor types.
 * A number outside its range is refused with a message naming the field and the range (both
 * languages: the catalog words them from VITAL_RANGES below).
 */
import { z } from '@core/schemas/z';

import { TERMINOLOGY_SYSTEMS } from '@core/terminology/systems';
import { VITAL_RANGES, type Vital } from './vital-ranges';

export { VITAL_RANGES, type Vital } from './vital-ranges';
export const VITALS = Object.keys(VITAL_RANGES) as Vital[];

/** Body-mass index from kilograms and centimetres, one decimal; null when either is missing. */
export function bmi(weightKg: number | null | undefined, heightCm: number | null | undefined): number | null {
  if (!weightKg || !heightCm) return null;
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

const DOSHAS = ['vata', 'pitta', 'kapha', 'vata-pitta', 'pitta-kapha', 'vata-kapha', 'tridosha'] as const;

/** The eight examinations and the choices each offers (labels: `staff.clinical.choice.<value>`). */
export const ASHTAVIDHA = {
  nadi: DOSHAS,
  mutra: ['prakrita', 'pita', 'avila', 'alpa', 'bahu', 'rakta'],
  mala: ['prakrita', 'baddha', 'drava', 'sama', 'nirama'],
  jihva: ['nirama', 'sama', 'ruksha', 'rakta'],
  shabda: ['prakrita', 'guru', 'ruksha', 'ksheena'],
  sparsha: ['prakrita', 'ushna', 'sheeta', 'ruksha', 'snigdha'],
  drik: ['prakrita', 'raktabh', 'pitabh', 'shushka'],
  akriti: ['krisha', 'madhyama', 'sthula'],
} as const;
export type Pariksha = keyof typeof ASHTAVIDHA;
export const PARIKSHAS = Object.keys(ASHTAVIDHA) as Pariksha[];
export const AGNI = ['sama', 'vishama', 'tikshna', 'manda'] as const;
export const KOSHTHA = ['mridu', 'madhyama', 'krura'] as const;
export const VIKRITI = DOSHAS;

const note = (max: number) => z.string().trim().max(max, { error: 'staff.tooLong' }).optional().default('');
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(''), z.enum(values)], { error: 'staff.clinical.choiceInvalid' })
    .optional()
    .default('');

/** A vital: empty ('' or null) or a number in its range; a string of digits as a form sends it. */
const vital = (name: Vital) => {
  const { min, max } = VITAL_RANGES[name];
  const error = `staff.clinical.vitals.${name}Range`;
  return z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\s*\d{1,4}(\.\d{1,2})?\s*$/.test(v) ? Number(v) : v),
    z.number({ error }).min(min, { error }).max(max, { error }).nullable(),
  );
};

/** A vital as answers carry it (no preprocessing: the answer's serializer encodes through the schema). */
const storedVital = z.number().nullable();

const vitalsOf = (field: (name: Vital) => typeof storedVital | ReturnType<typeof vital>) =>
  z.object({
    pulse: field('pulse'),
    systolic: field('systolic'),
    diastolic: field('diastolic'),
    temperature: field('temperature'),
    weight: field('weight'),
    height: field('height'),
  });

export const VitalsSchema = vitalsOf(vital).refine((v) => v.systolic == null || v.diastolic == null || v.diastolic < v.systolic, {
  path: ['diastolic'],
  error: 'staff.clinical.vitals.diastolicAboveSystolic',
});

/** One examination of the eight: a choice among its own, and notes. */
const exam = <P extends Pariksha>(p: P) => z.object({ choice: choice(ASHTAVIDHA[p]), notes: note(500) }).prefault({});

/**
 * A coded diagnosis: a code of an imported terminology (decision 0061). The shape only; the server
 * checks that the code came from an imported file (assertCodeExists) before the sheet is saved.
 */
const CodedDiagnosisSchema = z.object({
  system: z.enum(TERMINOLOGY_SYSTEMS, { error: 'staff.clinical.codeInvalid' }),
  code: z.string().trim().min(1, { error: 'staff.clinical.codeInvalid' }).max(40, { error: 'staff.tooLong' }),
});
export type CodedDiagnosis = z.output<typeof CodedDiagnosisSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'staff.dateInvalid' });

const sheetOf = (vitals: typeof VitalsSchema | ReturnType<typeof vitalsOf>) =>
  z.object({
    complaints: z
      .array(z.object({ text: z.string().trim().max(300, { error: 'staff.tooLong' }), duration: note(60) }))
      .max(20, { error: 'staff.tooMany' })
      .optional()
      .default([]),
    history: z.object({ present: note(4000), past: note(4000), family: note(2000), medication: note(2000) }).prefault({}),
    vitals: vitals.prefault({ pulse: null, systolic: null, diastolic: null, temperature: null, weight: null, height: null }),
    ashtavidha: z
      .object({
        nadi: exam('nadi'),
        mutra: exam('mutra'),
        mala: exam('mala'),
        jihva: exam('jihva'),
        shabda: exam('shabda'),
        sparsha: exam('sparsha'),
        drik: exam('drik'),
        akriti: exam('akriti'),
      })
      .prefault({}),
    agni: choice(AGNI),
    koshtha: choice(KOSHTHA),
    vikriti: choice(VIKRITI),
    vikritiNotes: note(1000),
    diagnosis: note(2000),
    /** The diagnosis coded (NAMASTE, ICD-11), beside the doctor's words above. */
    diagnoses: z.array(CodedDiagnosisSchema).max(10, { error: 'staff.tooMany' }).optional().default([]),
    plan: note(4000),
    pathya: note(2000),
    apathya: note(2000),
    /** For the patient (decision 0065): the diagnosis in plain words and the advice, as the doctor words them. */
    patientDiagnosis: note(1000),
    patientAdvice: note(2000),
    /** The date to come back ('' when none): the page offers the patient a booking then. */
    followUpDate: z
      .union([z.literal(''), isoDate])
      .optional()
      .default(''),
  });

export const CaseSheetSchema = sheetOf(VitalsSchema);
/** The sheet as the API answers it (the same shape, without the form's number reading). */
const CaseSheetAnswer = sheetOf(vitalsOf(() => storedVital));
export type CaseSheet = z.output<typeof CaseSheetSchema>;

/** An empty sheet (what a new consultation's editor starts from). */
export function emptyCaseSheet(): CaseSheet {
  return CaseSheetSchema.parse({});
}

/** PUT: the draft and the version it was read at (a stale version is a 409). */
export const CaseSheetDraftSchema = z.object({
  version: z.number({ error: 'staff.clinical.versionInvalid' }).int().min(0),
  content: CaseSheetSchema,
});

/** POST an amendment of a signed sheet: the whole new text and why. */
export const CaseSheetAmendSchema = z.object({
  version: z.number({ error: 'staff.clinical.versionInvalid' }).int().min(0),
  content: CaseSheetSchema,
  reason: z.string().trim().min(1, { error: 'staff.clinical.amendReasonRequired' }).max(500, { error: 'staff.tooLong' }),
});

const Signature = z.object({ by: z.string().nullable(), at: z.string() });
export const CaseSheetViewSchema = z.object({
  consultationId: z.string(),
  version: z.number(),
  content: CaseSheetAnswer,
  bmi: z.number().nullable(),
  updatedAt: z.string().nullable(),
  signed: Signature.nullable(),
  /** The text as signed (never changed), when amendments followed. */
  signedContent: CaseSheetAnswer.nullable(),
  amendments: z.array(Signature.extend({ reason: z.string() })),
  /** Whether the caller may write it (the consultation's own doctor). */
  canWrite: z.boolean(),
  /** The imported terms of the coded diagnoses (of the sheet and of its signed text), by `codedKey`. */
  codedTerms: z.record(z.string(), z.string()),
});
export type CaseSheetView = z.infer<typeof CaseSheetViewSchema>;
