/**
 * CSV that Excel opens right (decision 0027): UTF-8 with a byte order mark (or Excel reads Hindi
 * and ₹ as mojibake), CRLF line ends, RFC 4180 quoting, dates as dd/mm/yyyy (Indian), rupees as
 * plain numbers, and text that would start a formula (= + - @, tab, CR) prefixed with an apostrophe.
 */
import { clinicDate } from '@core/booking/slots';

export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A cell written as Excel's text formula `="..."` (decision 0055): digits that must stay text (a UTR). */
class CsvText {
  constructor(readonly value: string) {}
}

export type CsvValue = string | number | CsvText | null | undefined;

/**
 * A reference as text: a UTR of digits only becomes ="612345678901", which Excel and LibreOffice
 * (formulas evaluated) show as the digits, never 6.12E+11; anything else is an ordinary cell.
 */
export function csvText(value: string | null): CsvValue {
  if (!value) return value;
  return /^\d+$/.test(value) ? new CsvText(value) : value;
}

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  // Only digits inside: the formula can do nothing but show them.
  if (value instanceof CsvText) return `"=""${value.value.replace(/\D/g, '')}"""`;
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A clinic date ('2026-11-05') or an instant (its clinic date) as '05/11/2026'. */
export function csvDate(value: string | Date | null): string {
  if (!value) return '';
  const iso = typeof value === 'string' ? value : clinicDate(value);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}
