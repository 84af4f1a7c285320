/** Parts of /staff/insights: the key figures, the money and the feedback (insights-page.tsx). */
import { RECEIPT_MODES } from '@core/constants';
import type { Insights } from '@core/schemas/staff/insights';
import { useT } from '~/i18n/provider';
import { ComparisonBars, LineChart, PeriodLegend, TableView } from './insights-charts';
import { questionShortKey } from './question-short-label';
import { formatRupees } from '@core/money';
import { formatClinicDate } from '@core/i18n/clinic-time';
import { Card } from '~/features/staff-console/ui';

/** Number, percent, duration and date formats of the page's language. */
export function useInsightsFormat() {
  const { t, intl } = useT();
  const num = (n: number) => n.toLocaleString(intl);
  return {
    num,
    pct: (n: number | null) => (n === null ? '–' : `${n.toLocaleString(intl)}%`),
    /** A rating out of 10, to one decimal. */
    rating: (n: number | null | undefined) => (n === null || n === undefined ? '–' : n.toLocaleString(intl, { maximumFractionDigits: 1 })),
    lead: (h: number | null) =>
      h === null
        ? '–'
        : h < 48
          ? t('staff.insights.hours', { hours: num(Math.round(h * 10) / 10) })
          : t('staff.insights.days', { days: num(Math.round((h / 24) * 10) / 10) }),
    day: (iso: string) => (iso ? formatClinicDate(iso, intl, { day: 'numeric', month: 'short' }) : ''),
  };
}

function Change({ current, previous, show }: { current: number | null; previous: number | null; show: (n: number) => string }) {
  const { t } = useT();
  if (current === null || previous === null) return null;
  const diff = Math.round((current - previous) * 10) / 10;
  if (diff === 0) return <span className="text-stone-700">{t('staff.insights.same')}</span>;
  return (
    <span className={diff > 0 ? 'text-brand-800' : 'text-earth-700'}>
      <span aria-hidden="true">{diff > 0 ? '▲ ' : '▼ '}</span>
      {t(diff > 0 ? 'staff.insights.up' : 'staff.insights.down', { change: show(Math.abs(diff)) })}
    </span>
  );
}

export function Kpi({
  label,
  current,
  previous,
  show,
}: {
  label: string;
  current: number | null;
  previous: number | null;
  show: (n: number | null) => string;
}) {
  const { t } = useT();
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-brand-900">{show(current)}</dd>
      <dd className="mt-1 text-xs">
        <Change current={current} previous={previous} show={(n) => show(n)} />
      </dd>
      <dd className="text-xs text-stone-700">{t('staff.insights.previous', { value: show(previous) })}</dd>
    </div>
  );
}

export function InsightsKpis({ insights }: { insights: Insights }) {
  const { t } = useT();
  const f = useInsightsFormat();
  const count = (n: number | null) => (n === null ? '–' : f.num(n));
  const { totals } = insights;
  const rows: [string, { current: number | null; previous: number | null }, (n: number | null) => string][] = [
    [t('staff.insights.bookings'), totals.bookings, count],
    [t('staff.insights.cancellationRate'), totals.cancellationRate, f.pct],
    [t('staff.insights.noShowRate'), totals.noShowRate, f.pct],
    [t('staff.insights.newPatients'), totals.newPatients, count],
    [t('staff.insights.returningPatients'), totals.returningPatients, count],
    [t('staff.insights.medianLead'), totals.medianLeadHours, f.lead],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {rows.map(([label, v, show]) => (
        <Kpi key={label} label={label} current={v.current} previous={v.previous} show={show} />
      ))}
    </dl>
  );
}

export function InsightsMoney({ revenue }: { revenue: NonNullable<Insights['revenue']> }) {
  const { t } = useT();
  const money = (n: number | null) => (n === null ? '–' : formatRupees(n));
  const modes = RECEIPT_MODES.map((m) => ({
    label: t(`staff.insights.mode.${m}`),
    current: revenue.collected.current.byMode[m],
    previous: revenue.collected.previous.byMode[m],
  }));
  return (
    <Card title={t('staff.insights.money')}>
      <dl className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Kpi
          label={t('staff.insights.collected')}
          current={revenue.collected.current.total}
          previous={revenue.collected.previous.total}
          show={money}
        />
        <Kpi label={t('staff.insights.pending')} current={revenue.pending.current} previous={revenue.pending.previous} show={money} />
        <Kpi
          label={t('staff.insights.refunded')}
          current={revenue.refunded.current.total}
          previous={revenue.refunded.previous.total}
          show={money}
        />
      </dl>
      <PeriodLegend />
      <ComparisonBars rows={modes} format={formatRupees} />
      <TableView
        caption={t('staff.insights.money')}
        columns={[
          { label: t('staff.insights.money') },
          { label: t('staff.insights.collected'), numeric: true },
          { label: t('staff.insights.refunded'), numeric: true },
          { label: `${t('staff.insights.previousColumn')}: ${t('staff.insights.collected')}`, numeric: true },
          { label: `${t('staff.insights.previousColumn')}: ${t('staff.insights.refunded')}`, numeric: true },
        ]}
        rows={[
          ...RECEIPT_MODES.map((m) => [
            t(`staff.insights.mode.${m}`),
            formatRupees(revenue.collected.current.byMode[m]),
            formatRupees(revenue.refunded.current.byMode[m]),
            formatRupees(revenue.collected.previous.byMode[m]),
            formatRupees(revenue.refunded.previous.byMode[m]),
          ]),
          [
            t('staff.insights.total'),
            formatRupees(revenue.collected.current.total),
            formatRupees(revenue.refunded.current.total),
            formatRupees(revenue.collected.previous.total),
            formatRupees(revenue.refunded.previous.total),
          ],
        ]}
      />
    </Card>
  );
}

export function InsightsFeedback({ insights }: { insights: Insights }) {
  const { t, tm, intl } = useT();
  const f = useInsightsFormat();
  const fb = insights.feedback;
  const { rating } = f;
  const questions = fb.questions.map((q) => ({
    label: tm(questionShortKey(q.question)),
    current: q.current ?? 0,
    previous: q.previous ?? 0,
  }));
  const doctors = fb.doctors.map((d) => ({ label: d.doctorName, current: d.current ?? 0, previous: d.previous ?? 0 }));
  const name = (id: string) => fb.doctors.find((d) => d.doctorId === id)?.doctorName ?? '';
  const when = (b: string) => (fb.seriesBucket === 'month' ? formatClinicDate(b, intl, { month: 'short', year: 'numeric' }) : f.day(b));
  const buckets = [...new Set(fb.series.map((p) => p.bucket))].sort();
  const lines = fb.doctors.map((d) => ({
    name: d.doctorName,
    points: buckets.map((b) => fb.series.find((p) => p.bucket === b && p.doctorId === d.doctorId)?.average ?? null),
  }));
  return (
    <Card
      title={`${t('staff.insights.feedback')} (${t('staff.insights.feedbackCount')}: ${f.num(fb.count.current)}; ${t('staff.insights.previous', { value: f.num(fb.count.previous) })})`}
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="min-w-0">
          <h3 className="mb-2 font-semibold text-brand-900">{t('staff.insights.byQuestion')}</h3>
          <PeriodLegend />
          <ComparisonBars rows={questions} format={rating} scale={10} />
          <TableView
            caption={t('staff.insights.byQuestion')}
            columns={[
              { label: t('staff.insights.question') },
              { label: t('staff.insights.current'), numeric: true },
              { label: t('staff.insights.previousColumn'), numeric: true },
            ]}
            rows={fb.questions.map((q) => [tm(questionShortKey(q.question)), rating(q.current), rating(q.previous)])}
          />
        </div>
        <div className="min-w-0">
          <h3 className="mb-2 font-semibold text-brand-900">{t('staff.insights.perDoctor')}</h3>
          <PeriodLegend />
          <ComparisonBars rows={doctors} format={rating} scale={10} />
          <TableView
            caption={t('staff.insights.perDoctor')}
            columns={[
              { label: t('staff.insights.doctor') },
              { label: t('staff.insights.current'), numeric: true },
              { label: t('staff.insights.previousColumn'), numeric: true },
            ]}
            rows={fb.doctors.map((d) => [d.doctorName, rating(d.current), rating(d.previous)])}
          />
        </div>
      </div>
      <h3 className="mb-1 mt-6 font-semibold text-brand-900">{t('staff.insights.overTime')}</h3>
      {fb.series.length ? <LineChart series={lines} ticks={buckets.map(when)} /> : null}
      <TableView
        caption={t('staff.insights.overTime')}
        columns={[
          { label: t(fb.seriesBucket === 'month' ? 'staff.insights.month' : 'staff.insights.weekFrom') },
          { label: t('staff.insights.doctor') },
          { label: t('staff.insights.average'), numeric: true },
          { label: t('staff.insights.feedbackCount'), numeric: true },
        ]}
        rows={fb.series.map((s) => [when(s.bucket), name(s.doctorId), rating(s.average), s.count])}
      />
    </Card>
  );
}
