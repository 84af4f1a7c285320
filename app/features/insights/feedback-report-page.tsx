import type { FeedbackReport } from '@core/staff/feedback-report';
import { useT } from '~/i18n/provider';
import { BarChart } from './bar-chart';
import { questionKey } from '~/features/consultations/feedback/question-label';
import { Card, Empty, PageTitle } from '~/features/staff-console/ui';
import { formatClinicDateTime } from '@core/i18n/clinic-time';

interface FeedbackTableRow {
  key: string;
  label: string;
  count: number;
  questions: Record<string, number>;
  overall: number | null;
  onTimeShare: number | null;
}

/** One table of averages: a row per doctor or per month, a column per question, then overall and on time. */
function FeedbackTable({ caption, questions, rows }: { caption: string; questions: string[]; rows: FeedbackTableRow[] }) {
  const { t, tm } = useT();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable table must be reachable by keyboard
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col" className="py-2 pr-3">
              <span className="sr-only">{caption}</span>
            </th>
            <th scope="col" className="py-2 pr-3">
              n
            </th>
            {questions.map((q) => (
              <th key={q} scope="col" className="py-2 pr-3">
                {tm(questionKey(q))}
              </th>
            ))}
            <th scope="col" className="py-2 pr-3">
              {t('staff.feedback.overall')}
            </th>
            <th scope="col" className="py-2">
              {t('staff.feedback.onTime')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-stone-100">
              <th scope="row" className="py-2 pr-3 font-medium">
                {r.label}
              </th>
              <td className="py-2 pr-3">{r.count}</td>
              {questions.map((q) => (
                <td key={q} className="py-2 pr-3">
                  {r.questions[q] ?? '-'}
                </td>
              ))}
              <td className="py-2 pr-3 font-semibold">{r.overall ?? '-'}</td>
              <td className="py-2">{r.onTimeShare === null ? '-' : `${r.onTimeShare}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /staff/feedback: the overall rating, a chart by month, tables by doctor and by month, and the comments. */
export function FeedbackReportPage({ report }: { report: FeedbackReport }) {
  const { t, intl } = useT();
  if (report.all.count === 0)
    return (
      <>
        <PageTitle>{t('staff.feedback.title')}</PageTitle>
        <Empty>{t('staff.feedback.none')}</Empty>
      </>
    );
  return (
    <>
      <PageTitle>{t('staff.feedback.title')}</PageTitle>
      <div className="space-y-4">
        <Card>
          <p className="text-lg">
            <span className="text-3xl font-semibold text-brand-900">{report.all.overall ?? '-'}</span> / 10 ·{' '}
            {t('staff.feedback.responses', { n: report.all.count })}
          </p>
          <div className="mt-4">
            <BarChart title={t('staff.feedback.chart')} bars={report.byMonth.map((m) => ({ label: m.month, value: m.overall }))} />
          </div>
        </Card>
        <Card title={t('staff.feedback.byDoctor')}>
          <FeedbackTable
            caption={t('staff.feedback.byDoctor')}
            questions={report.questions}
            rows={report.byDoctor.map((d) => ({ key: d.doctorId ?? d.doctorName, label: d.doctorName, ...d }))}
          />
        </Card>
        <Card title={t('staff.feedback.byMonth')}>
          <FeedbackTable
            caption={t('staff.feedback.byMonth')}
            questions={report.questions}
            rows={report.byMonth.map((m) => ({ key: m.month, label: m.month, ...m }))}
          />
        </Card>
        <Card title={t('staff.feedback.comments')}>
          <ul className="space-y-2">
            {report.comments.map((c, i) => (
              <li key={i} className="rounded-lg bg-earth-50 p-3">
                <p>{c.comments}</p>
                <p className="mt-1 text-sm text-stone-700">
                  {c.doctorName} · {formatClinicDateTime(c.createdAt, intl, { dateStyle: 'medium' })}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </>
  );
}
