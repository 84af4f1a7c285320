/**
 * My Appointments' "Therapy programmes": one card per programme with its dates, progress, deposit,
 * the doctor's notes and the days (today's or the next day open), each session with its time,
 * therapy, room, status, preparation advice and "Ask to move".
 */
import { CalendarDays, IndianRupee, Info } from '~/ui/icons';
import { Link } from 'react-router';
import type { PatientProgramme } from '@core/schemas/programmes/patient-programmes';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { cn } from '~/ui/cn';
import { formatRupees } from '@core/money';
import { ProgrammeDays } from './programme-days';
import { ProgrammeMoneyLinks } from './programme-money-links';
import { useProgrammeDate } from './programme-date';
import { clinicDate } from '@core/booking/slots';

export function ProgrammesSection({ programmes, now }: { programmes: PatientProgramme[]; now: Date }) {
  const { t } = useT();
  if (programmes.length === 0) return null;
  return (
    <section aria-labelledby="programmes-title" className="mt-8">
      <h2 id="programmes-title" className="font-serif text-2xl font-semibold text-brand-900">
        {t('patientProgrammes.section.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('patientProgrammes.section.intro')}</p>
      <div className="mt-4 grid gap-4">
        {programmes.map((p) => (
          <ProgrammeCard key={p.id} programme={p} now={now} />
        ))}
      </div>
    </section>
  );
}

function ProgrammeCard({ programme: p, now }: { programme: PatientProgramme; now: Date }) {
  const { t } = useT();
  const dateOf = useProgrammeDate();
  const titleId = `programme-${p.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="programme-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold text-stone-900">
            {p.title}
          </h3>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-stone-700">
            <CalendarDays aria-hidden className="h-4 w-4 shrink-0" />
            {p.endDate
              ? t('patientProgrammes.dates', { from: dateOf(p.days[0]?.date ?? p.startDate), to: dateOf(p.endDate) })
              : t('patientProgrammes.from', { from: dateOf(p.startDate) })}
          </p>
        </div>
        <span
          className={cn(
            'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset',
            p.status === 'proposed'
              ? 'bg-amber-100 text-amber-900 ring-amber-300'
              : p.status === 'cancelled'
                ? 'bg-stone-100 text-stone-800 ring-stone-300'
                : 'bg-green-100 text-green-900 ring-green-300',
          )}
        >
          {t(`patientProgrammes.status.${p.status}`)}
        </span>
      </div>
      <Progress programme={p} />
      <Deposit programme={p} />
      <ProgrammeMoneyLinks programme={p} />
      {p.notes && (
        <div className="mt-4 flex gap-3 rounded-xl border border-earth-200 bg-earth-50 p-3 text-sm text-earth-900">
          <Info aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
          <div>
            <h4 className="font-semibold">{t('patientProgrammes.notes')}</h4>
            <p className="mt-0.5 whitespace-pre-line">{p.notes}</p>
          </div>
        </div>
      )}
      {p.days.length > 0 ? (
        <ProgrammeDays programme={p} now={now} />
      ) : p.status === 'cancelled' ? null : (
        <p className="mt-4 text-sm text-stone-700">{t('patientProgrammes.noSessions')}</p>
      )}
    </article>
  );
}

function Progress({ programme: p }: { programme: PatientProgramme }) {
  const { t } = useT();
  const { sessionsDone: done, sessionsTotal: total } = p.progress;
  if (total === 0) return null;
  const text = t('patientProgrammes.progress', { done, total });
  return (
    <div className="mt-4">
      <p className="text-sm font-medium text-stone-800" id={`progress-${p.id}`}>
        {text}
      </p>
      <div
        role="progressbar"
        aria-labelledby={`progress-${p.id}`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${Math.round((done / total) * 100)}%` }} />
      </div>
    </div>
  );
}

function Deposit({ programme: p }: { programme: PatientProgramme }) {
  const { t, intl } = useT();
  const dateOf = useProgrammeDate();
  const a = p.amounts;
  // A cancelled programme shows what was paid and the refund due; with nothing paid, no money to show.
  if (a.price === 0 || (p.status === 'cancelled' && a.depositStatus === 'due')) return null;
  const due = p.status === 'accepted' && a.depositStatus === 'due' && a.deposit > 0;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-stone-50 p-3 text-sm">
      <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1">
        <dt className="text-stone-700">{t('patientProgrammes.amounts.price')}</dt>
        <dd className="font-medium text-stone-900">
          {formatRupees(a.price - a.discount)}
          {a.discount > 0 && <span className="ml-1 text-stone-600 line-through">{formatRupees(a.price)}</span>}
        </dd>
        <dt className="text-stone-700">{t('patientProgrammes.amounts.deposit')}</dt>
        <dd className="font-medium text-stone-900">
          {formatRupees(a.deposit)} · {t(`patientProgrammes.depositState.${a.depositStatus}`)}
        </dd>
        {p.status === 'cancelled' ? (
          a.refundDue !== null && (
            <>
              <dt className="text-stone-700">{t('patientProgrammes.amounts.refund')}</dt>
              <dd className="font-medium text-stone-900">
                {a.refundedAt
                  ? t('patientProgrammes.refundState.paid', {
                      amount: formatRupees(a.refundDue),
                      date: dateOf(clinicDate(new Date(a.refundedAt))),
                    })
                  : t('patientProgrammes.refundState.due', { amount: formatRupees(a.refundDue) })}
              </dd>
            </>
          )
        ) : (
          <>
            <dt className="text-stone-700">{t('patientProgrammes.amounts.balance')}</dt>
            <dd className="font-medium text-stone-900">{formatRupees(a.balance - (a.depositStatus === 'paid' ? 0 : a.deposit))}</dd>
          </>
        )}
      </dl>
      {due && (
        <Link to={`/programme/${p.id}/deposit`} className={buttonClasses('primary', 'sm')}>
          <IndianRupee aria-hidden className="h-4 w-4" />
          {t('patientProgrammes.payDeposit', { amount: a.deposit.toLocaleString(intl) })}
        </Link>
      )}
    </div>
  );
}
