/**
 * A patient's short number, given by the database in order of registration (decision 0052):
 * written 'SA-000123' on prescriptions, receipts and staff screens instead of the account's uuid.
 * The desk may type it back in any of the ways people read it out: 'SA-000123', 'sa 123', '#123'.
 */
import { PATIENT_NUMBER_PREFIX } from '@core/constants';

/** 'SA-000123'; six digits at least, more once the clinic passes 999,999 patients. */
export function formatPatientNumber(n: number): string {
  return `${PATIENT_NUMBER_PREFIX}-${String(n).padStart(6, '0')}`;
}

const NUMBER_RE = new RegExp(`^(?:${PATIENT_NUMBER_PREFIX}\\s*[-/]?\\s*|#)(\\d{1,9})$`, 'i');

/** The number a search means when it is written as a patient number ('SA-000123', 'sa123', '#123'), else null. */
export function parsePatientNumber(input: string): number | null {
  const m = NUMBER_RE.exec(input.trim());
  if (!m) return null;
  const n = Number(m[1]);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}
