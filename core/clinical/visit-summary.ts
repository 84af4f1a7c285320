/**
 * The patient's side of the case sheet (decision 0065): what of a SIGNED sheet (and of its latest
 * amendment) reaches the patient. Only these fields: the diagnosis and advice the doctor wrote for
 * the patient, pathya-apathya and the follow-up date. Everything else on the sheet (complaints,
 * history, vitals, the eight-fold examination, Agni, Koshtha, Vikriti, the clinical diagnosis, the
 * plan) is the doctor's record and never leaves the staff side.
 */
import { z } from '@core/schemas/z';
import type { CaseSheet } from './case-sheet';

/** The sheet's fields the patient reads, the one list (`patientFacingOf` below: the view, the PDF and the DPDP export). */
type PatientFacing = 'patientDiagnosis' | 'patientAdvice' | 'pathya' | 'apathya' | 'followUpDate';

export const VisitSummarySchema = z.object({
  consultationId: z.string(),
  /** The visit's date (YYYY-MM-DD) and doctor. */
  date: z.string(),
  doctorName: z.string(),
  /** When the sheet was signed (the visit was completed), and when its patient-facing text was last amended. */
  signedAt: z.string(),
  amendedAt: z.string().nullable(),
  diagnosis: z.string(),
  advice: z.string(),
  pathya: z.string(),
  apathya: z.string(),
  followUpDate: z.string(),
});
export type VisitSummary = z.infer<typeof VisitSummarySchema>;

/** The patient-facing fields of a sheet's text, and nothing else. */
export function patientFacingOf(
  content: Partial<CaseSheet>,
): Pick<VisitSummary, 'diagnosis' | 'advice' | 'pathya' | 'apathya' | 'followUpDate'> {
  const pick = (field: PatientFacing) => (typeof content[field] === 'string' ? content[field].trim() : '');
  return {
    diagnosis: pick('patientDiagnosis'),
    advice: pick('patientAdvice'),
    pathya: pick('pathya'),
    apathya: pick('apathya'),
    followUpDate: pick('followUpDate'),
  };
}

/** Whether a sheet's text says anything to the patient (an empty summary is not shown). */
export function saysSomething(summary: ReturnType<typeof patientFacingOf>): boolean {
  return Object.values(summary).some(Boolean);
}

/** Whether two texts differ in what the patient reads (an amendment of private notes only is not shown as one). */
export function patientFacingChanged(before: Partial<CaseSheet>, after: Partial<CaseSheet>): boolean {
  return JSON.stringify(patientFacingOf(before)) !== JSON.stringify(patientFacingOf(after));
}

export const VisitSummaryLangQuery = z.object({
  lang: z.enum(['en', 'hi'], { error: 'documents.visit.langInvalid' }).optional(),
});
