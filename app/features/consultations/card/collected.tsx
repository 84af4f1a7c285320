/** What the clinic's dispensary has given of a prescription and what is still to collect (decision 0069). */
import { isCatalogueLine } from '@core/dispensary/prescription-text';
import type { PatientConsultation } from '@core/schemas/booking/consultation-views';
import type { StockUnit } from '@core/dispensary/units';
import { useT } from '~/i18n/provider';

export function Collected({ consultation: c }: { consultation: PatientConsultation }) {
  const { t } = useT();
  const lines = (c.prescription?.medicines ?? []).filter(isCatalogueLine);
  if (!lines.length) return null;
  const unit = (u: StockUnit | undefined, n: number) => `${n} ${t(`dispensary.unit.${u ?? 'piece'}`)}`;
  const all = lines.every((l) => (c.collected[l.key] ?? 0) >= l.quantity);
  return (
    <div className="mt-3 rounded-lg border border-stone-200 p-3">
      <h4 className="font-medium text-stone-900">{t('dispensing.patient.title')}</h4>
      <ul className="mt-2 space-y-1 text-sm text-stone-900">
        {lines.map((l) => {
          const given = c.collected[l.key] ?? 0;
          const left = Math.max(0, l.quantity - given);
          return (
            <li key={l.key}>
              <span className="font-medium">{l.name}</span>: {t('dispensing.patient.collected')} {unit(l.unit, given)}
              {left > 0 ? (
                <>
                  {' · '}
                  <strong className="text-amber-900">
                    {t('dispensing.patient.toCollect')} {unit(l.unit, left)}
                  </strong>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      {all ? <p className="mt-2 text-sm text-stone-700">{t('dispensing.patient.allCollected')}</p> : null}
    </div>
  );
}
