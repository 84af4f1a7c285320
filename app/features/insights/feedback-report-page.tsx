import { Form, Link } from 'react-router';
import { FEEDBACK_COMMENTS_MAX, FEEDBACK_COMMENTS_PAGE, type FeedbackReport } from '@core/staff/feedback-report';
import { useT } from '~/i18n/provider';
import { ComparisonBars } from './insights-charts';
import { DoctorSelect } from './doctor-select';
import { useInsightsFormat } from './insights-sections';
import { questionShortKey } from './question-short-label';
import { Card, Empty, PageTitle } from '~/features/staff-console/ui';
import { formatClinicDate, formatClinicDateTime } from '@core/i18n/clinic-time';
import { Button, buttonClasses } from '~/ui/button';

/** Months shown in the chart; the table by month keeps every month. */
const CHART_MONTHS = 12;

type Averages = FeedbackReport['all'];

interface FeedbackGroup extends Averages {
  key: string;
  label: string;
}

/** The figures of one group (a doctor or a month), named: the responses, each question, overall and on time. */
function useFigures(questions: string[]) {
  const { t, tm } = useT();
  const { num, pct, rating } = useInsightsFormat();
  return (g: Averages): { label: string; value: string; total?: boolean }[] => [
    { label: t('staff.feedback.count'), value: num(g.count) },
    ...questions.map((q) => ({ label: tm(questionShortKey(q)), value: rating(g.questions[q]) })),
    { label: t('staff.feedback.overall'), value: rating(g.overall), total: true },
    { label: t('staff.feedback.onTime'), value: pct(g.onTimeShare) },
  ];
}

/**
 * One set of averages, a group per doctor or per month: a table on wide screens (a column per
 * question, scrolling in its box if still too wide), and on narrower screens a card per group with the
 * same figures.
 */
function FeedbackGroups({ caption, questions, groups }: { caption: string; questions: string[]; groups: FeedbackGroup[] }) {
  const figures = useFigures(questions);
  const header = figures({ count: 0, questions: {}, overall: null, onTimeShare: null }).map((f) => f.label);
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2 xl:hidden">
        {groups.map((g) => (
          <li key={g.key} className="rounded-lg border border-stone-200 p-3">
            <h3 className="font-semibold text-brand-900">{g.label}</h3>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {figures(g).map((f) => (
                <div key={f.label} className="contents">
                  <dt className="text-stone-700">{f.label}</dt>
                  <dd className={f.total ? 'text-right font-semibold tabular-nums' : 'text-right tabular-nums'}>{f.value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table wider than the window scrolls, by keyboard too */}
      <div className="hidden overflow-x-auto xl:block" role="region" aria-label={caption} tabIndex={0}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-stone-300 align-bottom">
              <th scope="col" className="py-2 pr-3">
                <span className="sr-only">{caption}</span>
              </th>
              {header.map((label) => (
                <th key={label} scope="col" className="py-2 pr-3 text-right font-semibold last:pr-0">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <tr key={g.key} className="border-b border-stone-100">
                <th scope="row" className="min-w-40 py-2 pr-3 font-medium">
                  {g.label}
                </th>
                {figures(g).map((f) => (
                  <td key={f.label} className={`py-2 pr-3 text-right tabular-nums last:pr-0 ${f.total ? 'font-semibold' : ''}`}>
                    {f.value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The newest comments, everyone's or one doctor's (a plain GET form: it works before the page hydrates). */
function Comments({ report }: { report: FeedbackReport }) {
  const { t, intl } = useT();
  const doctors = report.byDoctor.flatMap((d) => (d.doctorId ? [{ id: d.doctorId, name: d.doctorName }] : []));
  const more = report.comments.length < report.commentCount && report.comments.length < FEEDBACK_COMMENTS_MAX;
  const older = new URLSearchParams({
    ...(report.commentsOf ? { doctor: report.commentsOf } : {}),
    comments: String(report.comments.length + FEEDBACK_COMMENTS_PAGE),
  });
  return (
    <Card title={t('staff.feedback.comments')}>
      {doctors.length > 1 ? (
        <Form method="get" preventScrollReset className="mb-3 flex flex-wrap items-end gap-2">
          <div className="w-full max-w-xs">
            <DoctorSelect
              id="feedback-doctor"
              name="doctor"
              label={t('staff.feedback.commentsAbout')}
              allLabel={t('staff.feedback.allDoctors')}
              doctors={doctors}
              defaultValue={report.commentsOf ?? ''}
            />
          </div>
          <Button type="submit" variant="outline">
            {t('staff.feedback.show')}
          </Button>
        </Form>
      ) : null}
      <p className="mb-3 text-sm text-stone-700">
        {report.commentCount === 0
          ? t('staff.feedback.noComments')
          : report.comments.length === report.commentCount
            ? t('staff.feedback.commentsAll', { n: report.commentCount })
            : t('staff.feedback.commentsShown', { shown: report.comments.length, total: report.commentCount })}
      </p>
      <ul className="space-y-2">
        {report.comments.map((c, i) => (
          <li key={i} className="rounded-lg bg-earth-50 p-3">
            <p className="whitespace-pre-line break-words">{c.comments}</p>
            <p className="mt-1 text-sm text-stone-700">
              {c.doctorName} · {formatClinicDateTime(c.createdAt, intl, { dateStyle: 'medium' })}
            </p>
          </li>
        ))}
      </ul>
      {more ? (
        <Link to={`?${older}`} preventScrollReset className={buttonClasses('outline', 'sm', 'mt-3')}>
          {t('staff.feedback.olderComments')}
        </Link>
      ) : null}
    </Card>
  );
}

/** /staff/feedback: the overall rating, a chart by month, averages by doctor and by month, and the newest comments. */
export function FeedbackReportPage({ report }: { report: FeedbackReport }) {
  const { t, intl } = useT();
  const { rating } = useInsightsFormat();
  if (report.all.count === 0)
    return (
      <>
        <PageTitle>{t('staff.feedback.title')}</PageTitle>
        <Empty>{t('staff.feedback.none')}</Empty>
      </>
    );
  const month = (m: string) => formatClinicDate(`${m}-01`, intl, { month: 'short', year: 'numeric' });
  return (
    <>
      <PageTitle>{t('staff.feedback.title')}</PageTitle>
      <div className="space-y-4">
        <Card>
          <p className="text-lg">
            <span className="text-3xl font-semibold text-brand-900">{rating(report.all.overall)}</span> / 10 ·{' '}
            {t('staff.feedback.responses', { n: report.all.count })}
          </p>
          <p className="mb-3 mt-4 text-sm font-medium text-stone-800">
            {t('staff.feedback.chart', { n: Math.min(CHART_MONTHS, report.byMonth.length) })}
          </p>
          <div className="max-w-xl">
            <ComparisonBars
              rows={report.byMonth
                .slice(-CHART_MONTHS)
                .flatMap((m) => (m.overall === null ? [] : [{ label: month(m.month), current: m.overall }]))}
              format={rating}
              scale={10}
            />
          </div>
        </Card>
        <Card title={t('staff.feedback.byDoctor')}>
          <FeedbackGroups
            caption={t('staff.feedback.byDoctor')}
            questions={report.questions}
            groups={report.byDoctor.map((d) => ({ key: d.doctorId ?? d.doctorName, label: d.doctorName, ...d }))}
          />
        </Card>
        <Card title={t('staff.feedback.byMonth')}>
          <FeedbackGroups
            caption={t('staff.feedback.byMonth')}
            questions={report.questions}
            groups={report.byMonth.map((m) => ({ key: m.month, label: month(m.month), ...m })).reverse()}
          />
        </Card>
        <Comments report={report} />
      </div>
    </>
  );
}
