/**
 * How long a visit's clinical record is kept after the patient erases their account (decision
 * 0065): three years from the visit's date, the period of the Indian Medical Council (Professional
 * Conduct, Etiquette and Ethics) Regulations 2002, regulation 1.3.1, which the clinic applies to its
 * outpatient records. Until then the record is kept and restricted; after, it is erased.
 */
export const CLINICAL_RETENTION_YEARS = 3;

/** The calendar date (YYYY-MM-DD) `years` after `date`; 29 February falls to 28 February. */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, d));
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/** The last day a visit's clinical record must be kept. */
export function retainedUntil(visitDate: string): string {
  return addYears(visitDate, CLINICAL_RETENTION_YEARS);
}

/** Whether a visit's record may go on `today` (its retention has run out). */
export function retentionOver(visitDate: string, today: string): boolean {
  return retainedUntil(visitDate) < today;
}

/** A date in a message that is worded later in either language: day first, as India reads it (decision 0052). */
export function dayFirst(date: string): string {
  return date.split('-').reverse().join('/');
}
