/**
 * The patient page's "Outcomes" (decision 0068): each chosen measure charted over time with its
 * readings as a table, and the forms to choose a measure and record a reading (a doctor of the
 * patient). Its data comes with the page (the route's loader: `outcomes`, null when the caller does
 * not read the clinical record).
 */
import { useRouteLoaderData } from 'react-router';
import type { PatientOutcomes } from '@core/clinical/outcomes';
import { useT } from '~/i18n/provider';
import { Card, Empty } from '~/features/staff-console/ui';
import { OutcomeChart } from './outcome-chart';
import { ChooseMeasureForm, RecordReadingForm, useMeasureName } from './outcome-forms';

export function OutcomesSection({ patientId }: { patientId: string }) {
  const { t } = useT();
  const name = useMeasureName();
  const data = useRouteLoaderData('routes/staff-patient') as { outcomes?: PatientOutcomes | null } | undefined;
  const outcomes = data?.outcomes;
  if (!outcomes) return null;
  return (
    <section aria-labelledby="outcomes-title" className="mt-4" data-testid="outcomes">
      <h2 id="outcomes-title" className="mb-1 text-xl font-semibold text-brand-900">
        {t('staff.outcomes.title')}
      </h2>
      <p className="mb-3 text-sm text-stone-700">{t('staff.outcomes.intro')}</p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-4">
          {outcomes.measures.length ? (
            outcomes.measures.map((m) => (
              <Card key={m.id} title={name(m)} headingLevel={3}>
                <OutcomeChart measure={m} title={name(m)} />
              </Card>
            ))
          ) : (
            <Empty>{t('staff.outcomes.none')}</Empty>
          )}
        </div>
        {outcomes.canChoose || outcomes.canRecord ? (
          <div className="space-y-4">
            {outcomes.canRecord && outcomes.measures.length ? (
              <Card title={t('staff.outcomes.record')} headingLevel={3}>
                <RecordReadingForm
                  path={`/staff/patients/${patientId}/outcome-readings`}
                  measures={outcomes.measures}
                  visits={outcomes.visits}
                />
              </Card>
            ) : null}
            {outcomes.canChoose ? (
              <Card title={t('staff.outcomes.choose')} headingLevel={3}>
                <ChooseMeasureForm patientId={patientId} />
              </Card>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
