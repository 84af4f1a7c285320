/**
 * Insights' outcomes view (decision 0068): per measure, the median change from the first to the last
 * reading by programme length and by diagnosis; a group of too few patients shows only its name and
 * "too few to show" (the server never sends its figures).
 */
import type { OutcomeGroup, OutcomeInsights } from '@core/clinical/outcome-stats';
import { useT } from '~/i18n/provider';
import { Card } from '~/features/staff-console/ui';

function GroupTable({ caption, groups, label }: { caption: string; groups: OutcomeGroup[]; label: (g: OutcomeGroup) => string }) {
  const { t, intl } = useT();
  const change = new Intl.NumberFormat(intl, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  if (!groups.length) return null;
  return (
    <div className="min-w-0">
      <h4 className="mb-1 font-semibold text-stone-900">{caption}</h4>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col" className="py-1.5 pr-3">
              {t('staff.outcomes.insights.group')}
            </th>
            <th scope="col" className="py-1.5 pr-3 text-right">
              {t('staff.outcomes.insights.patients')}
            </th>
            <th scope="col" className="py-1.5 text-right">
              {t('staff.outcomes.insights.median')}
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.label} className="border-b border-stone-100">
              <th scope="row" className="py-1.5 pr-3 font-medium break-words">
                {label(g)}
              </th>
              {g.suppressed ? (
                <td colSpan={2} className="py-1.5 text-right text-stone-700 italic">
                  {t('staff.outcomes.insights.tooFew')}
                </td>
              ) : (
                <>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{g.patients.toLocaleString(intl)}</td>
                  <td className="py-1.5 text-right font-semibold tabular-nums">{change.format(g.medianChange ?? 0)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function OutcomeInsightsView({ outcomes }: { outcomes: OutcomeInsights }) {
  const { t } = useT();
  return (
    <Card title={t('staff.outcomes.insights.title')}>
      <p className="mb-3 text-sm text-stone-700">{t('staff.outcomes.insights.intro')}</p>
      {outcomes.metrics.length ? (
        <div className="space-y-5" data-testid="outcome-insights">
          {outcomes.metrics.map((m) => (
            <section key={m.metric} aria-labelledby={`outcome-metric-${m.metric}`}>
              <h3 id={`outcome-metric-${m.metric}`} className="mb-2 text-lg font-semibold text-brand-900">
                {t(`staff.outcomes.metric.${m.metric}`)}
              </h3>
              <div className="grid gap-4 md:grid-cols-2">
                <GroupTable
                  caption={t('staff.outcomes.insights.byProgramme')}
                  groups={m.byProgramme}
                  label={(g) => t('staff.outcomes.insights.programmeDays', { days: g.label })}
                />
                <GroupTable caption={t('staff.outcomes.insights.byDiagnosis')} groups={m.byDiagnosis} label={(g) => g.label} />
              </div>
            </section>
          ))}
        </div>
      ) : (
        <p className="rounded-lg bg-earth-50 p-3 text-stone-800">{t('staff.outcomes.insights.none')}</p>
      )}
    </Card>
  );
}
