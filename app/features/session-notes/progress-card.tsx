/**
 * A programme's progress day by day on its page (decision 0064), for the doctors who read its notes:
 * each day's sessions with their attendance, the therapists, the note's summary, and an adverse
 * event highlighted with "Mark as seen" for the prescribing doctor.
 */
import { formatClinicDate, formatInstant, formatSlotTime } from '@core/i18n/clinic-time';
import type { ProgrammeProgress } from '@server/modules/session-notes/progress.server';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { AttendanceBadge } from '~/features/staff-console/attendance';
import { Badge, Card } from '~/features/staff-console/ui';

type Session = ProgrammeProgress['days'][number]['sessions'][number];

function Adverse({ sessionId, adverse }: { sessionId: string; adverse: NonNullable<NonNullable<Session['note']>['adverse']> }) {
  const { t, locale } = useT();
  const { run, busy } = useAction();
  return (
    <div className="mt-2 rounded-lg border border-red-300 bg-red-50 p-3 text-red-950" data-testid="adverse-event">
      <p className="font-semibold">
        {t('staff.sessionNotes.adverseBadge')}
        {adverse.severity ? ` · ${t(`staff.sessionNotes.severity.${adverse.severity}`)}` : ''}
      </p>
      <p className="whitespace-pre-line">{adverse.what}</p>
      <p className="whitespace-pre-line">
        {t('staff.sessionNotes.adverseAction')}: {adverse.action}
      </p>
      {adverse.seen ? (
        <p className="mt-1 text-sm">
          {t('staff.sessionNotes.seenBy', { name: adverse.seen.by ?? '-', date: formatInstant(adverse.seen.at, locale) })}
        </p>
      ) : adverse.canAcknowledge ? (
        <Button
          size="sm"
          variant="outline"
          className="mt-2"
          disabled={busy}
          onClick={() =>
            void run(() => api(`/staff/sessions/${sessionId}/note/adverse-seen`, { method: 'POST' }), {
              success: (answer) => answer.message ?? '',
            })
          }
        >
          {t('staff.sessionNotes.acknowledge')}
        </Button>
      ) : null}
    </div>
  );
}

function SessionRow({ s }: { s: Session }) {
  const { t, locale } = useT();
  return (
    <li className="py-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-brand-900">{s.therapy}</span>
        <time className="text-stone-700">{formatSlotTime(s.start, locale)}</time>
        <AttendanceBadge visit={s} />
        {s.therapists.length ? <span className="text-sm text-stone-700">{s.therapists.join(', ')}</span> : null}
      </div>
      {s.note ? (
        <div className="mt-1 text-stone-800 [overflow-wrap:anywhere]">
          <p>
            <span className="font-medium">{t(`staff.sessionNotes.response.${s.note.response}`)}</span>
            {s.note.responseNotes ? ` · ${s.note.responseNotes}` : ''}
          </p>
          {s.note.materials ? (
            <p className="text-sm">
              {t('staff.sessionNotes.used')}: {s.note.materials}
            </p>
          ) : null}
          <p className="text-sm text-stone-700">
            {t('staff.sessionNotes.recordedBy', { name: s.note.by ?? '-' })}
            {s.note.amended ? ` · ${t('staff.patients.sheet.amended')}` : ''}
          </p>
          {s.note.adverse ? <Adverse sessionId={s.id} adverse={s.note.adverse} /> : null}
        </div>
      ) : s.state === 'done' || s.state === 'in-progress' ? (
        <p className="mt-1 text-sm text-stone-700">{t('staff.sessionNotes.noNote')}</p>
      ) : null}
    </li>
  );
}

export function ProgressCard({ progress }: { progress: ProgrammeProgress }) {
  const { t, intl } = useT();
  return (
    <Card title={t('staff.sessionNotes.progress')} className="mb-5">
      <div id="progress" className="scroll-mt-4" />
      <p className="mb-3 flex flex-wrap items-center gap-2 text-stone-800">
        {t('staff.sessionNotes.progressSummary', { done: progress.done, total: progress.total })}
        {progress.adverse ? (
          <Badge className="bg-red-100 text-red-900 ring-red-300">
            {t('staff.sessionNotes.adverseCount', { count: progress.adverse })}
          </Badge>
        ) : null}
      </p>
      {progress.days.length === 0 ? <p className="text-stone-700">{t('staff.sessionNotes.noSessions')}</p> : null}
      <ol className="divide-y divide-stone-200">
        {progress.days.map((d) => (
          <li key={d.date} className="py-2">
            <h3 className="font-semibold text-stone-900">
              {d.day ? `${t('staff.programmes.dayN', { day: d.day })} · ` : ''}
              {formatClinicDate(d.date, intl, { weekday: 'short', day: 'numeric', month: 'short' })}
            </h3>
            <ul className="divide-y divide-stone-100">
              {d.sessions.map((s) => (
                <SessionRow key={s.id} s={s} />
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Card>
  );
}
