/** A programme's days: each a disclosure (today's or the next day open) listing its sessions. */
import { CheckCircle2, Clock, MapPin } from '~/ui/icons';
import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import { clinicDate } from '@core/booking/slots';
import { formatSlotTime } from '@core/i18n/clinic-time';
import type { PatientProgramme, PatientProgrammeSession } from '@core/schemas/programmes/patient-programmes';
import { useT } from '~/i18n/provider';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { FieldError, selectClass } from '~/features/booking/form-parts';
import { useProgrammeDate } from './programme-date';
import type { ProgrammeActionData } from './patient-programmes.server';

export function ProgrammeDays({ programme: p, now }: { programme: PatientProgramme; now: Date }) {
  const { t } = useT();
  const dateOf = useProgrammeDate();
  const today = clinicDate(now);
  // The day of the next session to come (today's or a later one), else today's; once all are past, none.
  const next = p.days.find((d) => d.sessions.some((s) => s.status === 'booked' && new Date(s.startsAt) > now));
  const focus = (next ?? p.days.find((d) => d.date >= today))?.date;
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold text-stone-800">{t('patientProgrammes.days')}</h4>
      <ul className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200">
        {p.days.map((d) => (
          <li key={d.date}>
            <details open={d.date === focus} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-3 py-2.5 text-sm hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700">
                <span className="font-medium text-stone-900">
                  {d.day ? `${t('patientProgrammes.day', { day: d.day })} · ` : ''}
                  {dateOf(d.date, true)}
                  {d.date === today && (
                    <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-900">
                      {t('patientProgrammes.today')}
                    </span>
                  )}
                </span>
                <span aria-hidden className="text-stone-600 transition group-open:rotate-180">
                  ▾
                </span>
              </summary>
              <ul className="space-y-3 px-3 pb-3">
                {d.sessions.map((s) => (
                  <SessionItem key={s.id} session={s} />
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

const SESSION_TONE: Record<PatientProgrammeSession['status'], string> = {
  booked: 'bg-blue-100 text-blue-900 ring-blue-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
  'no-show': 'bg-stone-200 text-stone-800 ring-stone-300',
};

function SessionItem({ session: s }: { session: PatientProgrammeSession }) {
  const { t, locale } = useT();
  return (
    <li className="rounded-lg bg-stone-50 p-3" data-testid="programme-session">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-stone-900">{s.therapy}</p>
        <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', SESSION_TONE[s.status])}>
          {t(`patientProgrammes.session.${s.status}`)}
        </span>
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden className="h-4 w-4" />
          {formatSlotTime(s.start, locale)}–{formatSlotTime(s.end, locale)}
        </span>
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden className="h-4 w-4" />
          <span className="sr-only">{t('patientProgrammes.session.room')}: </span>
          {s.room}
        </span>
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
          {t('patientProgrammes.preparation')}
        </summary>
        <p className="mt-1 text-stone-800">{s.preparation}</p>
      </details>
      {s.moveRequested ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-brand-900" data-testid="move-requested">
          <CheckCircle2 aria-hidden className="h-4 w-4" />
          {t('patientProgrammes.move.requested')}
        </p>
      ) : (
        s.movable && <MoveRequest session={s} />
      )}
    </li>
  );
}

/** "Ask to move": an inline form (a note) posted to My Appointments' action, with or without the page's code. */
function MoveRequest({ session: s }: { session: PatientProgrammeSession }) {
  const { t, locale } = useT();
  const id = useId();
  const fetcher = useFetcher<ProgrammeActionData>();
  const details = useRef<HTMLDetailsElement>(null);
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  useEffect(() => {
    if (fetcher.state === 'idle' && failed) details.current?.querySelector('textarea')?.focus();
  }, [fetcher.state, failed]);
  return (
    <details ref={details} className="mt-2 text-sm">
      <summary
        className="inline-flex cursor-pointer list-none rounded-lg border border-stone-300 bg-white px-3 py-1.5 font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        aria-label={t('patientProgrammes.move.askFor', { therapy: s.therapy, time: formatSlotTime(s.start, locale) })}
      >
        {t('patientProgrammes.move.ask')}
      </summary>
      <fetcher.Form method="post" action="/appointments" className="mt-2 max-w-md">
        <input type="hidden" name="sessionId" value={s.id} />
        <label htmlFor={id} className="mb-1 block font-medium text-stone-800">
          {t('patientProgrammes.move.noteLabel')}
        </label>
        <textarea
          id={id}
          name="note"
          rows={2}
          maxLength={500}
          className={selectClass(!!failed, true)}
          aria-invalid={!!failed}
          aria-describedby={`${id}-error`}
        />
        <FieldError id={`${id}-error`} message={failed ? (failed.fieldErrors.note ?? failed.message) : undefined} />
        <Button type="submit" size="sm" className="mt-2" disabled={fetcher.state !== 'idle'}>
          {t('patientProgrammes.move.send')}
        </Button>
      </fetcher.Form>
    </details>
  );
}
