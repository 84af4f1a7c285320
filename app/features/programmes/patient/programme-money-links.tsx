/** On the patient's programme card: the receipts of what they paid and the final bill (decisions 0055, 0067). */
import { Link } from 'react-router';
import type { PatientProgramme } from '@core/schemas/programmes/patient-programmes';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { ReceiptList } from '~/features/programmes/money/receipt-list';

export function ProgrammeMoneyLinks({ programme: p }: { programme: PatientProgramme }) {
  const { t } = useT();
  if (p.status === 'proposed') return null;
  return (
    <div className="mt-4 rounded-xl border border-stone-200 p-3">
      {p.receipts.length ? (
        <>
          <h4 className="font-semibold text-stone-900">{t('programmes.bill.receipts')}</h4>
          <ReceiptList receipts={p.receipts} docLocale={p.locale} />
        </>
      ) : null}
      <Link to={`/programme/${p.id}/bill`} className={`${buttonClasses('outline', 'sm')} mt-2`} data-testid="open-bill">
        {t('programmes.bill.open')}
      </Link>
    </div>
  );
}
