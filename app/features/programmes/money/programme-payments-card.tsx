/**
 * The desk's balance card on a programme's page (decision 0055): the balance form while something is
 * due (the deposit confirmed), every receipt of the programme's money in, and the final bill.
 */
import { Link } from 'react-router';
import { clinicDate } from '@core/booking/slots';
import type { Locale } from '@core/i18n/locales';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { Card } from '~/features/staff-console/ui';
import { BalanceForm } from './balance-form';
import { ReceiptList, type ProgrammeReceipt } from './receipt-list';

interface MoneyOfProgramme {
  id: string;
  status: string;
  locale: Locale;
  amounts: { balance: number; deposit: number };
  deposit: { status: string };
  receipts: readonly ProgrammeReceipt[];
  payments: readonly { recordedAt: string; countsOn: string; receipt: { id: string } | null }[];
}

/** Receipt id -> the later day its payment counts on, for payments taken after their day was closed (decision 0056). */
const lateDays = (payments: MoneyOfProgramme['payments']) =>
  Object.fromEntries(
    payments.filter((p) => p.receipt && p.countsOn !== clinicDate(new Date(p.recordedAt))).map((p) => [p.receipt!.id, p.countsOn]),
  );

export function ProgrammePaymentsCard({ programme: p, desk }: { programme: MoneyOfProgramme; desk: boolean }) {
  const { t } = useT();
  const open = p.status === 'accepted' || p.status === 'completed';
  const depositIn = p.amounts.deposit <= 0 || p.deposit.status === 'paid';
  return (
    <Card title={t('programmes.balance.title')} className="mb-5">
      {desk && open && depositIn && p.amounts.balance > 0 ? <BalanceForm programmeId={p.id} balance={p.amounts.balance} /> : null}
      <h3 className="mt-4 font-semibold text-stone-900">{t('programmes.bill.receipts')}</h3>
      <ReceiptList receipts={p.receipts} docLocale={p.locale} countedOn={desk ? lateDays(p.payments) : {}} />
      {p.status !== 'proposed' ? (
        <Link to={`/staff/programmes/${p.id}/bill`} className={`${buttonClasses('outline')} mt-4`} data-testid="open-bill">
          {t('programmes.bill.open')}
        </Link>
      ) : null}
    </Card>
  );
}
