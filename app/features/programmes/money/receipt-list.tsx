/**
 * The receipts of a programme's money in (decision 0055), for the desk and the patient: each with its
 * number, what it was for, the amount and when, and its PDF in the programme's language and, when
 * it differs, the current one (GET /api/receipts/:id?lang=).
 */
import type { Locale } from '@core/i18n/locales';
import { formatClinicDate, formatClinicDateTime } from '@core/i18n/clinic-time';
import { formatRupees } from '@core/money';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { Download } from '~/ui/icons';

export interface ProgrammeReceipt {
  id: string;
  number: string;
  paysFor: 'consultation' | 'deposit' | 'balance' | 'sale';
  amount: number;
  issuedAt: string;
}

/** The download links of one document: in its own language, and in the current one when that differs. */
export function LanguageLinks({ href, docLocale, label }: { href: string; docLocale: Locale; label: 'receipt' | 'bill' }) {
  const { t, locale } = useT();
  const key = label === 'bill' ? 'programmes.bill.downloadIn' : 'common.receipt.downloadIn';
  const languages: Locale[] = locale === docLocale ? [docLocale] : [docLocale, locale];
  return (
    <span className="flex flex-wrap gap-2">
      {languages.map((l) => (
        <a
          key={l}
          href={l === docLocale ? href : `${href}?lang=${l}`}
          download
          className={buttonClasses('outline', 'sm')}
          data-testid={`${label}-download-${l}`}
        >
          <Download aria-hidden className="h-4 w-4" />
          {t(key, { language: t(`common.language.${l}`) })}
        </a>
      ))}
    </span>
  );
}

/**
 * The receipts; `countedOn` (the desk's): for a payment taken after its day was closed, the receipt's
 * id and the later day it counts on (decision 0056), shown beside it.
 */
export function ReceiptList({
  receipts,
  docLocale,
  countedOn = {},
}: {
  receipts: readonly ProgrammeReceipt[];
  docLocale: Locale;
  countedOn?: Readonly<Record<string, string>>;
}) {
  const { t, intl } = useT();
  if (!receipts.length) return <p className="text-sm text-stone-700">{t('programmes.balance.none')}</p>;
  return (
    <ul className="divide-y divide-stone-200" data-testid="programme-receipts">
      {receipts.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-stone-900">
              {t(r.paysFor === 'deposit' ? 'programmes.bill.deposit' : 'programmes.bill.balancePayment')} · {formatRupees(r.amount)}
            </p>
            <p className="text-stone-700">
              <span className="font-mono">{r.number}</span> · {formatClinicDateTime(r.issuedAt, intl)}
              {countedOn[r.id] ? (
                <span data-testid="counted-on">
                  {' '}
                  · {t('programmes.balance.countsOn', { date: formatClinicDate(countedOn[r.id]!, intl) })}
                </span>
              ) : null}
            </p>
          </div>
          <LanguageLinks href={`/api/receipts/${r.id}`} docLocale={docLocale} label="receipt" />
        </li>
      ))}
    </ul>
  );
}
