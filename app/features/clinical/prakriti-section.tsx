/**
 * The patient page's Prakriti section (decision 0063): the latest assessment as three bars with
 * the numbers as text, and every assessment, each labelled questionnaire or examination, with its
 * date and assessor. The data comes with the patient page (its loader reads it for whoever has the
 * clinical record; the read is audited).
 */
import { Link, useRouteLoaderData } from 'react-router';
import { DOSHAS, type Dosha, type PrakritiAssessment, type PrakritiHistory } from '@core/clinical/prakriti';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { Card, Empty } from '~/features/staff-console/ui';
import { formatDate } from '~/features/consultations/format';

/** The bar colour of each dosha (the numbers are always written beside it). */
const BAR: Record<Dosha, string> = { vata: 'bg-sky-700', pitta: 'bg-amber-600', kapha: 'bg-emerald-700' };

export function PrakritiSection({ patientId }: { patientId: string }) {
  const { t } = useT();
  const data = useRouteLoaderData<{ prakriti: PrakritiHistory | null }>('routes/staff-patient');
  const history = data?.prakriti;
  if (!history) return null;
  const [latest] = history.assessments;
  return (
    <Card title={<span id="prakriti">{t('staff.prakriti.title')}</span>}>
      {latest ? <Latest assessment={latest} /> : <Empty>{t('staff.prakriti.none')}</Empty>}
      {history.canRecord ? (
        <Link to={`/staff/patients/${patientId}/prakriti`} className={buttonClasses('secondary', 'md', 'mt-3')}>
          {t('staff.prakriti.record')}
        </Link>
      ) : null}
      {history.assessments.length ? <History assessments={history.assessments} /> : null}
      <p className="mt-3 text-sm text-stone-700">{t('staff.prakriti.screening')}</p>
    </Card>
  );
}

function useLabel() {
  const { t, locale } = useT();
  return (a: PrakritiAssessment) =>
    t('staff.prakriti.by', {
      method: t(`staff.prakriti.method.${a.method}`),
      date: formatDate(a.assessedOn, locale, 'medium'),
      name: a.assessorName,
    });
}

/** The latest assessment: one bar per dosha, its percentage written beside it. */
function Latest({ assessment: a }: { assessment: PrakritiAssessment }) {
  const { t } = useT();
  const label = useLabel();
  return (
    <figure data-testid="prakriti-chart">
      <figcaption className="mb-2 text-sm text-stone-800">
        <span className="font-semibold">{t('staff.prakriti.latest')}:</span> {label(a)}
      </figcaption>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2">
        {DOSHAS.map((d) => (
          <div key={d} className="contents">
            <dt className="font-medium text-stone-900">{t(`staff.prakriti.dosha.${d}`)}</dt>
            <dd className="contents">
              <span className="h-4 rounded bg-stone-100" aria-hidden="true">
                <span className={`block h-4 rounded ${BAR[d]}`} style={{ width: `${a[d]}%` }} />
              </span>
              <span className="text-right font-semibold text-stone-900 tabular-nums">{a[d]}%</span>
            </dd>
          </div>
        ))}
      </dl>
      {a.note ? <p className="mt-2 text-sm break-words whitespace-pre-line text-stone-800">{a.note}</p> : null}
    </figure>
  );
}

/** Every assessment, newest first: a stacked bar and the numbers in words. */
function History({ assessments }: { assessments: PrakritiAssessment[] }) {
  const { t } = useT();
  const label = useLabel();
  return (
    <>
      <h3 className="mt-4 mb-2 font-semibold text-brand-900">{t('staff.prakriti.history')}</h3>
      <ol className="space-y-2" data-testid="prakriti-history">
        {assessments.map((a) => (
          <li key={a.id} className="rounded-lg border border-stone-200 p-2">
            <p className="text-sm font-medium text-stone-900">{label(a)}</p>
            <div className="my-1 flex h-2 overflow-hidden rounded" aria-hidden="true">
              {DOSHAS.map((d) => (
                <span key={d} className={BAR[d]} style={{ width: `${a[d]}%` }} />
              ))}
            </div>
            <p className="text-sm text-stone-800">{t('staff.prakriti.proportions', { vata: a.vata, pitta: a.pitta, kapha: a.kapha })}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
