import { z } from '@core/schemas/z';
import { LOCALES } from '@core/i18n/locales';

/** A receipt's download: in the booking's language, or `lang` (the reader's current one). */
export const ReceiptLangQuery = z.object({ lang: z.enum(LOCALES, { error: 'receipts.langInvalid' }).optional() });
