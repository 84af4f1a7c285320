/** A programme's sessions at the desk: the proposed schedule with Accept (every session booked at once), or the booked sessions, each with a Move link to the schedule grid. */
import { Link } from 'react-router';
import { formatSlotTime } from '@core/i18n/clinic-time';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button, buttonClasses } from '~/ui/button';
import { Badge, Card } from '~/features/staff-console/ui';
import type { Programme, ProgrammePageProps } from './programme-data';
import { clinicDay } from './programmes-list-page';
import { MoveDays } from './move-day';

type Row = {
  key: string;
  day: number | null;
  date: string;
  start: string;
  end: string;
  therapy: string;
  room: string;
  therapists: string[];
};

function SessionList({ rows, extra }: { rows: Row[]; extra?: (row: Row) => React.ReactNode }) {
  const { t, intl, locale } = useT();
  return (
    <ol className="divide-y divide-stone-200">
      {rows.map((r) => (
        <li key={r.key} className="grid gap-1 py-3 sm:grid-cols-[9.5rem_11rem_1fr_auto] sm:items-center sm:gap-3">
          <div className="font-medium text-stone-900">
            {r.day ? <span className="mr-2 text-sm text-stone-600">{t('staff.programmes.dayN', { day: r.day })}</span> : null}
            {clinicDay(r.date, intl)}
          </div>
          <div className="whitespace-nowrap text-stone-800">
            <time>{formatSlotTime(r.start, locale)}</time>–<time>{formatSlotTime(r.end, locale)}</time>
          </div>
          <div className="min-w-0 text-stone-800">
            <span className="font-semibold text-brand-900">{r.therapy}</span>
            <span className="text-stone-700">
              {' · '}
              {r.room} · {r.therapists.join(', ')}
            </span>
          </div>
          {extra ? <div>{extra(r)}</div> : null}
        </li>
      ))}
    </ol>
  );
}

export function ProposalCard({ programme, proposal, proposalError, desk }: ProgrammePageProps & { desk: boolean }) {
  const { t } = useT();
  const { run, busy } = useAction();
  const accept = () => {
    if (!proposal) return;
    const sessions = proposal.map(({ day, therapySlug, startsAt, roomId, therapistIds }) => ({
      day,
      therapySlug,
      startsAt,
      roomId,
      therapistIds,
    }));
    void run(() => api(`/staff/programmes/${programme.id}/accept`, { method: 'POST', body: { sessions } }), {
      success: (answer) => answer.message,
    });
  };
  return (
    <Card title={t('staff.programmes.proposal')} className="mb-5">
      {proposalError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
          <strong>{t('staff.programmes.noProposal')}:</strong> {proposalError}
        </p>
      ) : proposal ? (
        <>
          {desk ? <p className="mb-2 text-stone-700">{t('staff.programmes.proposalIntro')}</p> : null}
          <SessionList rows={proposal.map((p, i) => ({ ...p, key: `${i}` }))} />
          {desk ? (
            <Button className="mt-4" onClick={accept} disabled={busy}>
              {t('staff.programmes.accept')}
            </Button>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}

export function BookedCard({ programme, desk }: { programme: Programme; desk: boolean }) {
  const { t, intl } = useT();
  const rows = programme.sessions.map((s) => ({ ...s, key: s.id }));
  return (
    <Card title={t('staff.programmes.sessions')} className="mb-5">
      <SessionList
        rows={rows}
        extra={(r) => {
          const s = programme.sessions.find((x) => x.id === r.key)!;
          return (
            <div className="flex items-center gap-2">
              {s.status !== 'booked' ? (
                <Badge className="bg-stone-100 text-stone-800 ring-stone-300">{t(`staff.myDay.status.${s.status}`)}</Badge>
              ) : null}
              {s.status === 'booked' && programme.status === 'accepted' ? (
                <Link
                  to={`/staff/schedule?date=${s.date}&session=${s.id}`}
                  className={buttonClasses('outline', 'sm')}
                  aria-label={t('staff.programmes.moveLabel', { therapy: s.therapy, date: clinicDay(s.date, intl) })}
                >
                  {t('staff.programmes.move')}
                </Link>
              ) : null}
            </div>
          );
        }}
      />
      {desk ? <MoveDays programme={programme} /> : null}
    </Card>
  );
}
