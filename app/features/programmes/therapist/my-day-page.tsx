/**
 * A therapist's own day: their sessions of one date in time order, each with the time,
 * the room's preparation and clean-up around it, the therapy, room, patient's first name, the
 * other therapist when two work in step, and the status. The date moves a day at a time or by
 * the date field.
 */
import { Form, Link } from 'react-router';
import { formatClinicDate, formatSlotTime } from '@core/i18n/clinic-time';
import { useT } from '~/i18n/provider';
import { Button, buttonClasses } from '~/ui/button';
import { DateField } from '~/ui/forms/date-field';
import { ChevronLeft, ChevronRight } from '~/ui/icons';
import { PageTitle, inputClass, labelClass } from '~/features/staff-console/ui';
import { AttendanceBadge, AttendanceButtons } from '~/features/staff-console/attendance';
import { useNow } from '~/features/consultations/card/use-now';
import { SessionNoteAction } from '~/features/session-notes/note-action';
import type { MyDayData } from './my-day.server';
import { SessionReading } from '~/features/outcomes/session-reading';
import { AlertsBanner } from '~/features/clinical/alerts-banner';

type MyDaySession = MyDayData['sessions'][number];

function DayNav({ data }: { data: MyDayData }) {
  const { t } = useT();
  return (
    <nav aria-label={t('staff.myDay.days')} className="mb-5 flex flex-wrap items-end gap-3">
      <Link to={`/staff/my-day?date=${data.prev}`} className={buttonClasses('outline', 'sm')}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {t('staff.myDay.previous')}
      </Link>
      {data.date !== data.today ? (
        <Link to="/staff/my-day" className={buttonClasses('ghost', 'sm')}>
          {t('staff.myDay.today')}
        </Link>
      ) : null}
      <Link to={`/staff/my-day?date=${data.next}`} className={buttonClasses('outline', 'sm')}>
        {t('staff.myDay.next')}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Link>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div className="w-44">
          <label htmlFor="my-day-date" className={labelClass}>
            {t('staff.date')}
          </label>
          <DateField key={data.date} id="my-day-date" name="date" defaultValue={data.date} inputClassName={inputClass} />
        </div>
        <Button type="submit" variant="outline">
          {t('staff.myDay.show')}
        </Button>
      </Form>
    </nav>
  );
}

/**
 * The session's own actions: its attendance steps (decision 0051). The clinical record adds the
 * session's notes beside them, in this footer.
 */
function SessionFooter({ session, now }: { session: MyDaySession; now: Date }) {
  const { locale } = useT();
  const when = `${session.therapy}, ${formatSlotTime(session.start, locale)}`;
  return (
    <footer className="mt-3 flex flex-wrap items-center gap-2 empty:hidden">
      <AttendanceButtons
        visit={session}
        startsAt={new Date(session.startsAt)}
        now={now}
        url={`/staff/sessions/${session.id}/attendance`}
        name={session.patient}
        when={when}
        materials={session.materials}
      />
      <SessionNoteAction session={session} />
      <SessionReading sessionId={session.id} patient={session.patient} />
    </footer>
  );
}

function SessionCard({ session, now }: { session: MyDaySession; now: Date }) {
  const { t, locale } = useT();
  const time = (hhmm: string) => formatSlotTime(hhmm, locale);
  const buffers = [
    session.prepFrom ? t('staff.myDay.prep', { time: time(session.prepFrom) }) : null,
    session.cleanupTo ? t('staff.myDay.cleanup', { time: time(session.cleanupTo) }) : null,
  ].filter(Boolean);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-lg font-semibold text-stone-900">
            <time>{time(session.start)}</time>–<time>{time(session.end)}</time>
          </p>
          {buffers.length ? (
            <p className="text-sm text-stone-600">
              {buffers.map((text, i) => (
                <span key={text} className="whitespace-nowrap">
                  {i > 0 ? ' · ' : ''}
                  {text}
                </span>
              ))}
            </p>
          ) : null}
        </div>
        <AttendanceBadge visit={session} />
      </div>
      <h3 className="mt-2 font-serif text-xl font-semibold text-brand-900">{session.therapy}</h3>
      <AlertsBanner facts={session.facts} />
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-stone-800 [overflow-wrap:anywhere]">
        <dt className="text-stone-600">{t('staff.myDay.room')}</dt>
        <dd>{session.room}</dd>
        <dt className="text-stone-600">{t('staff.myDay.patient')}</dt>
        <dd>{session.patient}</dd>
        {session.with.length ? (
          <>
            <dt className="text-stone-600">{t('staff.myDay.with')}</dt>
            <dd>{session.with.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      {session.used.length ? (
        <p className="mt-2 text-sm text-stone-800" data-testid="materials-used">
          {t('programmes.materials.usedList', {
            list: session.used.map((m) => t('programmes.materials.used', { name: m.name, quantity: m.quantity, unit: m.unit })).join(', '),
          })}
        </p>
      ) : null}
      <SessionFooter session={session} now={now} />
    </li>
  );
}

export function MyDayPage({ data }: { data: MyDayData }) {
  const { t, intl } = useT();
  const now = useNow(data.now);
  const day = formatClinicDate(data.date, intl, { dateStyle: 'full' });
  return (
    <>
      <PageTitle>{t('staff.nav.myDay')}</PageTitle>
      <p className="-mt-3 mb-4 text-stone-700">{t('staff.myDay.intro')}</p>
      <DayNav data={data} />
      <section aria-labelledby="my-day-heading" className="max-w-3xl">
        <h2 id="my-day-heading" className="mb-3 text-lg font-semibold text-stone-900">
          {day}
        </h2>
        {!data.profile ? (
          <p role="status" className="rounded-xl border border-stone-200 bg-white p-4 text-stone-800">
            {t('staff.myDay.noProfile')}
          </p>
        ) : data.sessions.length === 0 ? (
          <p role="status" className="rounded-xl border border-stone-200 bg-white p-4 text-stone-800">
            {t('staff.myDay.empty')}
          </p>
        ) : (
          <ol className="space-y-3" aria-label={t('staff.myDay.sessions')}>
            {data.sessions.map((s) => (
              <SessionCard key={s.id} session={s} now={now} />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
