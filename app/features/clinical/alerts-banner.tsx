/** A patient's allergies and standing alerts, shown at the top of every clinical screen (decision 0059). */
import { TriangleAlert } from '~/ui/icons';
import { useT } from '~/i18n/provider';

export function AlertsBanner({ facts }: { facts: { allergies: string[]; alerts: string[] } | null }) {
  const { t } = useT();
  if (!facts || (!facts.allergies.length && !facts.alerts.length)) return null;
  return (
    <div role="note" data-testid="patient-alerts" className="mb-4 flex gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
      <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {facts.allergies.length ? (
          <>
            <dt className="font-semibold">{t('staff.patients.allergies')}</dt>
            <dd>{facts.allergies.join(', ')}</dd>
          </>
        ) : null}
        {facts.alerts.length ? (
          <>
            <dt className="font-semibold">{t('staff.patients.alerts')}</dt>
            <dd>{facts.alerts.join(', ')}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
