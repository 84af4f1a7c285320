/**
 * /staff/insights: the period switcher, the key figures against the previous period, and the charts
 * (each with its table view). The figures come from computeInsights (GET /api/staff/insights).
 */
import { Form, Link } from 'react-router';
import { INSIGHT_PERIODS, type Insights } from '@core/schemas/staff/insights';
import { useT } from '~/i18n/provider';
import { formatClinicDate } from '@core/i18n/clinic-time';
import { consultationTypeLabel, departmentLabel } from '@core/i18n/labels';
import { buttonClasses } from '~/ui/button';
import { DateField } from '~/ui/forms/date-field';
import { ComparisonBars, Heatmap, PeriodLegend, SeriesChart, TableView } from './insights-charts';
import { InsightsFeedback, InsightsKpis, InsightsMoney, useInsightsFormat } from './insights-sections';
import { SessionAttendanceKpis, type SessionAttendance } from './session-attendance';
import { Card, inputClass, labelClass, PageTitle } from '~/features/staff-console/ui';
import type { OutcomeInsights } from '@core/clinical/outcome-stats';
import { OutcomeInsightsView } from '~/features/outcomes/outcome-insights';
import { DispensarySales } from './dispensary-sales';
import { DoctorSelect } from './doctor-select';
import type { DaySales } from '@server/modules/dispensary/sales-register.server';

interface PageProps {
  insights: Insights;
  sessionAttendance: SessionAttendance;
  query: { period: string; from: string; to: string; doctorId: string };
  error: string | null;
  doctors: { id: string; name: string }[];
  /** Outcomes by diagnosis and programme (decision 0068); null for the desk. */
  outcomes: OutcomeInsights | null;
  /** The dispensary's sales of the period (decision 0070); null for those who do not see sales. */
  sales: DaySales[] | null;
}

function PeriodSwitcher({ query, doctors }: Pick<PageProps, 'query' | 'doctors'>) {
  const { t } = useT();
  const href = (period: string) => `?${new URLSearchParams({ period, ...(query.doctorId ? { doctorId: query.doctorId } : {}) })}`;
  return (
    <div className="mb-5 space-y-3">
      <nav aria-label={t('staff.insights.period')}>
        <ul className="flex flex-wrap gap-2">
          {INSIGHT_PERIODS.filter((p) => p !== 'custom').map((p) => (
            <li key={p}>
              <Link
                to={href(p)}
                aria-current={query.period === p ? 'page' : undefined}
                className={buttonClasses(query.period === p ? 'primary' : 'outline', 'md')}
              >
                {t(`staff.insights.period.${p}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form
        method="get"
        className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      >
        <input type="hidden" name="period" value="custom" />
        <div>
          <label htmlFor="insights-from" className={labelClass}>
            {t('staff.insights.from')}
          </label>
          <DateField id="insights-from" name="from" defaultValue={query.from} inputClassName={inputClass} />
        </div>
        <div>
          <label htmlFor="insights-to" className={labelClass}>
            {t('staff.insights.to')}
          </label>
          <DateField id="insights-to" name="to" defaultValue={query.to} inputClassName={inputClass} />
        </div>
        {doctors.length ? (
          <div>
            <DoctorSelect
              id="insights-doctor"
              name="doctorId"
              label={t('staff.insights.doctor')}
              allLabel={t('staff.insights.allDoctors')}
              doctors={doctors}
              defaultValue={query.doctorId}
            />
          </div>
        ) : (
          <div />
        )}
        <button type="submit" className={buttonClasses('primary', 'md')}>
          {t('staff.insights.period.custom')}: {t('staff.insights.show')}
        </button>
      </Form>
    </div>
  );
}

function Breakdowns({ insights }: { insights: Insights }) {
  const { t } = useT();
  const sections = [
    { title: t('staff.insights.byDepartment'), rows: insights.byDepartment.map((r) => ({ ...r, label: departmentLabel(r.key, t) })) },
    { title: t('staff.insights.byDoctor'), rows: insights.byDoctor },
    { title: t('staff.insights.byType'), rows: insights.byType.map((r) => ({ ...r, label: consultationTypeLabel(r.key, t) })) },
    {
      title: t('staff.insights.byMode'),
      rows: insights.byMode.map((r) => ({ ...r, label: t(r.key === 'online' ? 'booking.modeOnline' : 'booking.modeOffline') })),
    },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {sections.map((s) => (
        <Card key={s.title} title={s.title}>
          <PeriodLegend />
          <ComparisonBars rows={s.rows} />
          <TableView
            caption={s.title}
            columns={[
              { label: s.title },
              { label: t('staff.insights.current'), numeric: true },
              { label: t('staff.insights.previousColumn'), numeric: true },
            ]}
            rows={s.rows.map((r) => [r.label, r.current, r.previous])}
          />
        </Card>
      ))}
    </div>
  );
}

function Series({ insights }: { insights: Insights }) {
  const { t } = useT();
  const { day } = useInsightsFormat();
  const title = t(insights.period.bucket === 'week' ? 'staff.insights.byWeek' : 'staff.insights.byDay');
  const { current, previous } = insights.series;
  return (
    <Card title={title}>
      <PeriodLegend />
      <SeriesChart
        current={current.map((b) => b.count)}
        previous={previous.map((b) => b.count)}
        tick={(i) => day(current[i]?.bucket ?? '')}
      />
      <TableView
        caption={title}
        columns={[
          { label: t(insights.period.bucket === 'week' ? 'staff.insights.weekFrom' : 'staff.insights.date') },
          { label: t('staff.insights.current'), numeric: true },
          { label: t('staff.insights.previousColumn'), numeric: true },
        ]}
        rows={current.map((b, i) => [day(b.bucket), b.count, `${previous[i]?.count ?? 0} (${day(previous[i]?.bucket ?? '')})`])}
      />
    </Card>
  );
}

function Occupancy({ insights }: { insights: Insights }) {
  const { t } = useT();
  const { pct } = useInsightsFormat();
  const rows = insights.occupancy.map((d) => ({ label: d.doctorName, current: d.current.rate ?? 0, previous: d.previous.rate ?? 0 }));
  return (
    <Card title={t('staff.insights.occupancy')}>
      <PeriodLegend />
      <ComparisonBars rows={rows} format={pct} scale={Math.max(100, ...rows.flatMap((r) => [r.current, r.previous]))} />
      <TableView
        caption={t('staff.insights.occupancy')}
        columns={[
          { label: t('staff.insights.doctor') },
          { label: t('staff.insights.booked'), numeric: true },
          { label: t('staff.insights.offered'), numeric: true },
          { label: t('staff.insights.rate'), numeric: true },
          { label: `${t('staff.insights.previousColumn')}: ${t('staff.insights.rate')}`, numeric: true },
        ]}
        rows={insights.occupancy.map((d) => [d.doctorName, d.current.booked, d.current.offered, pct(d.current.rate), pct(d.previous.rate)])}
      />
    </Card>
  );
}

export function InsightsPage({ insights, sessionAttendance, query, error, doctors, outcomes, sales }: PageProps) {
  const { t, intl, tm } = useT();
  const { day } = useInsightsFormat();
  // Sunday 15 November 2026 and the six days after it: a week's names in the page's language.
  const weekday = (d: number) => formatClinicDate(`2026-11-${15 + d}`, intl, { weekday: 'short' });
  const { period } = insights;
  return (
    <>
      <PageTitle>{t('staff.insights.title')}</PageTitle>
      <p className="-mt-3 mb-4 text-stone-700">{t('staff.insights.intro')}</p>
      <PeriodSwitcher query={query} doctors={doctors} />
      {error ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          {tm(error)}
        </p>
      ) : null}
      <p className="mb-4 text-sm text-stone-800" aria-live="polite">
        <strong>{t('staff.insights.range', { from: day(period.from), to: day(period.to) })}</strong>{' '}
        <span className="text-stone-700">
          {t('staff.insights.comparedWith', { from: day(period.previousFrom), to: day(period.previousTo) })}
        </span>
      </p>
      {insights.totals.bookings.current === 0 ? (
        <p className="mb-4 rounded-lg bg-earth-50 p-3 text-stone-800">{t('staff.insights.none')}</p>
      ) : null}
      <div className="space-y-4">
        <InsightsKpis insights={insights} />
        <SessionAttendanceKpis figures={sessionAttendance} />
        <Series insights={insights} />
        {insights.revenue ? <InsightsMoney revenue={insights.revenue} /> : null}
        {sales ? <DispensarySales days={sales} /> : null}
        <Breakdowns insights={insights} />
        <div className="grid gap-4 lg:grid-cols-2">
          <Occupancy insights={insights} />
          <Card title={t('staff.insights.heatmap')}>
            <Heatmap cells={insights.heatmap} weekdayName={weekday} />
          </Card>
        </div>
        <InsightsFeedback insights={insights} />
        {outcomes ? <OutcomeInsightsView outcomes={outcomes} /> : null}
      </div>
    </>
  );
}
