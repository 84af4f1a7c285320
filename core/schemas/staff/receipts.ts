/** The desk's receipt list: a range of clinic dates, at most 92 days (a quarter), start before end. */
import { isIsoDate } from '@core/booking/slots';
import { z } from '@core/schemas/z';
import { LOCALES } from '@core/i18n/locales';

const DAY_MS = 86_400_000;
const Day = z.string({ error: 'receipts.invalidRange' }).refine(isIsoDate, { error: 'receipts.invalidRange' });

export const ReceiptRangeQuery = z
  .object({ from: Day, to: Day })
  .refine(({ from, to }) => from <= to && Date.parse(to) - Date.parse(from) < 92 * DAY_MS, { error: 'receipts.invalidRange' });

/** A receipt's download: in the booking's language, or `lang` (the reader's current one). */
export const ReceiptLangQuery = z.object({ lang: z.enum(LOCALES, { error: 'receipts.langInvalid' }).optional() });
