/**
 * Receipt numbers: one gap-free series per Indian financial year (1 April to 31 March, in clinic
 * time), written 'SA/2026-27/000123' on the receipt, the staff page and the patient's download.
 */
import { clinicDate } from '@core/booking/slots';

const RECEIPT_PREFIX = 'SA';

/** The financial year an instant falls in, in clinic time: '2026-27' from 1 April 2026 to 31 March 2027. */
export function financialYear(at: Date): string {
  const date = clinicDate(at);
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'SA/2026-27/000123': the one way a receipt number is written. */
export function formatReceiptNumber(year: string, n: number): string {
  return `${RECEIPT_PREFIX}/${year}/${String(n).padStart(6, '0')}`;
}
