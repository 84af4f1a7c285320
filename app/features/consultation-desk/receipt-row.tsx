/** The receipt of a paid consultation on the staff page: its number, when it was issued, and a reprint. */
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { Download } from '~/ui/icons';
import { formatClinicDateTime } from '@core/i18n/clinic-time';
import type { receiptSummary } from '@server/modules/receipts/receipt-documents.server';

export type ReceiptSummary = NonNullable<Awaited<ReturnType<typeof receiptSummary>>>;

export function ReceiptRow({ consultationId, receipt }: { consultationId: string; receipt: ReceiptSummary }) {
  const { t, intl } = useT();
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 pt-3" data-testid="receipt">
      <p className="text-sm text-stone-700">
        {t('staff.receipt.title')}{' '}
        <span className="font-mono font-semibold text-stone-900" data-testid="receipt-number">
          {receipt.number}
        </span>
        <br />
        {t('staff.receipt.issued', { when: formatClinicDateTime(receipt.issuedAt, intl) })}
      </p>
      <a href={`/api/consultations/${consultationId}/receipt`} download className={buttonClasses('outline', 'sm')}>
        <Download aria-hidden className="h-4 w-4" />
        {t('staff.receipt.reprint')}
      </a>
    </div>
  );
}
