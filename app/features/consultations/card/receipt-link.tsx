/** "Download receipt": the PDF of a paid consultation's receipt (GET /api/consultations/:id/receipt). */
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { Download } from '~/ui/icons';

/** A paid consultation with a fee has a receipt (a free one has none). */
export function hasReceipt(c: { paymentStatus: string; amount: number }): boolean {
  return c.paymentStatus === 'paid' && c.amount > 0;
}

export function ReceiptLink({ consultationId, size = 'sm' }: { consultationId: string; size?: 'sm' | 'md' }) {
  const { t } = useT();
  return (
    <a href={`/api/consultations/${consultationId}/receipt`} download className={buttonClasses('outline', size)}>
      <Download aria-hidden className="h-4 w-4" />
      {t('common.receipt.download')}
    </a>
  );
}
