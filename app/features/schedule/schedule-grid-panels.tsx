/**
 * The grid's panels: a session's move panel (its free slots that day, each with "Move here", and
 * cancelling it), and "Needs attention" (sessions hit by leave, cancelled programme sessions
 * without a replacement, patients' move requests), each with proposals reception applies.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { clinicDate, clinicTime } from '@core/booking/slots';
import { formatClinicDate, formatClinicDateTime, formatSlotTime } from '@core/i18n/clinic-time';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import type { needsAttention, sessionAlternatives } from '@server/modules/schedule/attention.server';
import { AttendanceBadge, AttendanceButtons } from '~/features/staff-console/attendance';
import { useNow } from '~/features/consultations/card/use-now';
import type { GridData, GridSession } from './schedule-grid';

/** A free slot for a session (GET /api/staff/sessions/:id/alternatives, and the proposals of "Needs attention"). */
export type Proposal = Awaited<ReturnType<typeof sessionAlternatives>>[number];
/** "Needs attention", as the server loads it (needsAttention). */
export type AttentionData = Awaited<ReturnType<typeof needsAttention>>;
export type Item = AttentionData['cancelled'][number];

/** A change to a session or a move request, for `useAction().run`: answered with the server's message (in the reader's language). */
const change =
  (path: string, method: 'PATCH' | 'POST', body: unknown = {}) =>
  () =>
    api(path, { method, body });
export const answered = { success: (answer: { message: string }) => answer.message };

export const moveBody = (p: Proposal) => ({ startsAt: p.startsAt, roomId: p.roomId, therapistIds: p.therapistIds });

function ProposalList({
  proposals,
  action,
  busy,
  onPick,
}: {
  proposals: Proposal[];
  action: string;
  busy: boolean;
  onPick: (p: Proposal) => void;
}) {
  const { t, locale, intl } = useT();
  return (
    <ul className="mt-2 space-y-2">
      {proposals.map((p) => {
        const text = t('staff.grid.proposal', {
          date: formatClinicDate(p.date, intl, { weekday: 'short', day: 'numeric', month: 'short' }),
          start: formatSlotTime(p.start, locale),
          end: formatSlotTime(p.end, locale),
          room: p.room,
          therapists: p.therapists.join(', '),
        });
        return (
          <li
            key={`${p.startsAt}-${p.roomId}-${p.therapistIds.join()}`}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-stone-200 p-2"
          >
            <span className="text-sm text-stone-800">{text}</span>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onPick(p)} aria-label={`${action}: ${text}`}>
              {action}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function useAlternatives(session: GridSession) {
  const [proposals, setProposals] = useState<Proposal[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api<{ proposals: Proposal[] }>(`/staff/sessions/${session.id}/alternatives`, { signal: controller.signal })
      .then((res) => setProposals(res.data.proposals))
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setProposals([]);
      });
    return () => controller.abort();
  }, [session.id, session.startsAt]);
  return proposals;
}

function CancelFooter(props: { confirming: boolean; setConfirming: (on: boolean) => void; busy: boolean; onCancel: () => void }) {
  const { t } = useT();
  if (!props.confirming)
    return (
      <Button variant="dangerGhost" onClick={() => props.setConfirming(true)}>
        {t('staff.grid.cancelSession')}
      </Button>
    );
  return (
    <>
      <Button variant="ghost" onClick={() => props.setConfirming(false)}>
        {t('staff.grid.keep')}
      </Button>
      <Button variant="danger" disabled={props.busy} onClick={props.onCancel}>
        {t('staff.grid.cancelSession')}
      </Button>
    </>
  );
}

/** The session's attendance: where it stands and the steps the desk may take now (decision 0051). */
function SessionAttendance({ session, now }: { session: GridSession; now: string }) {
  const { t, locale } = useT();
  const clock = useNow(now);
  return (
    <section className="mt-4" aria-labelledby={`attendance-${session.id}`}>
      <h3 id={`attendance-${session.id}`} className="font-semibold text-stone-900">
        {t('staff.attendance.label')}
      </h3>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <AttendanceBadge visit={session} />
        <AttendanceButtons
          visit={session}
          startsAt={new Date(session.startsAt)}
          now={clock}
          url={`/staff/sessions/${session.id}/attendance`}
          name={session.patientName}
          when={`${session.therapy}, ${formatSlotTime(clinicTime(new Date(session.startsAt)), locale)}`}
        />
      </div>
    </section>
  );
}

export function MovePanel({
  session,
  data,
  now: serverNow,
  onClose,
  onMove,
}: {
  session: GridSession;
  data: GridData;
  now: string;
  onClose: () => void;
  /** A proposal picked: asked first, then saved (./move-confirm.tsx). */
  onMove: (p: Proposal) => void;
}) {
  const { t, locale, intl } = useT();
  const proposals = useAlternatives(session);
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useAction();
  const time = (at: string) => formatSlotTime(clinicTime(new Date(at)), locale);
  const now = t('staff.grid.now', {
    date: formatClinicDateTime(session.startsAt, intl, { weekday: 'short', day: 'numeric', month: 'short' }),
    start: time(session.startsAt),
    end: time(session.endsAt),
    room: data.rooms.find((r) => r.id === session.roomId)?.name ?? '',
    therapists: session.therapistIds.map((id) => data.therapists.find((p) => p.id === id)?.name ?? '').join(', '),
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('staff.grid.panelTitle', { therapy: session.therapy, patient: session.patientName })}
      description={now}
      footer={
        <CancelFooter
          confirming={confirming}
          setConfirming={setConfirming}
          busy={busy}
          onCancel={() => void run(change(`/staff/sessions/${session.id}/cancel`, 'POST'), { ...answered, onSuccess: onClose })}
        />
      }
    >
      {confirming ? <p className="mt-3 rounded-lg bg-red-50 p-3 text-red-900">{t('staff.grid.cancelConfirm')}</p> : null}
      <SessionAttendance session={session} now={serverNow} />
      <h3 className="mt-4 font-semibold text-stone-900">{t('staff.grid.alternatives')}</h3>
      {proposals === null ? (
        <p role="status" className="mt-2 text-stone-700">
          {t('staff.grid.loading')}
        </p>
      ) : proposals.length === 0 ? (
        <p role="status" className="mt-2 text-stone-700">
          {t('staff.grid.noAlternatives')}
        </p>
      ) : (
        <>
          {proposals.every((p) => p.date !== clinicDate(new Date(session.startsAt))) ? (
            <p role="status" className="mt-2 text-stone-700">
              {t('staff.grid.otherDays')}
            </p>
          ) : null}
          <ProposalList
            proposals={proposals}
            action={t('staff.grid.moveHere')}
            busy={busy}
            onPick={(p) => {
              onClose();
              onMove(p);
            }}
          />
        </>
      )}
    </Dialog>
  );
}

function ItemHead({ item, children }: { item: Item; children?: React.ReactNode }) {
  const { t, locale, intl } = useT();
  const date = clinicDate(new Date(item.startsAt));
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div>
        <p className="font-semibold text-stone-900">
          {t('staff.grid.itemTitle', {
            therapy: item.therapy,
            patient: item.patientName,
            date: formatClinicDateTime(item.startsAt, intl, { weekday: 'short', day: 'numeric', month: 'short' }),
            time: formatSlotTime(clinicTime(new Date(item.startsAt)), locale),
          })}
        </p>
        {children}
      </div>
      <Link to={`/staff/schedule?date=${date}&session=${item.id}`} className="text-sm text-brand-800 underline">
        {t('staff.grid.openOnGrid')}
      </Link>
    </div>
  );
}

/** An item's proposals, or why there are none. */
function Proposals(props: { proposals: Proposal[]; action: string; busy: boolean; onPick: (p: Proposal) => void; quiet?: boolean }) {
  const { t } = useT();
  if (props.proposals.length) return <ProposalList {...props} />;
  return props.quiet ? null : <p className="mt-2 text-sm text-stone-700">{t('staff.grid.noProposal')}</p>;
}

function RequestActions({ requestId, busy, run }: { requestId: string; busy: boolean; run: ReturnType<typeof useAction>['run'] }) {
  const { t } = useT();
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() => void run(change(`/staff/move-requests/${requestId}`, 'POST', { status: 'done' }), answered)}
      >
        {t('staff.grid.markDone')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={busy}
        onClick={() => void run(change(`/staff/move-requests/${requestId}`, 'POST', { status: 'declined' }), answered)}
      >
        {t('staff.grid.decline')}
      </Button>
    </div>
  );
}

export function AttentionPanel({ data, onMove }: { data: AttentionData; onMove: (item: Item, p: Proposal) => void }) {
  const { t } = useT();
  const { busy, run } = useAction();
  const empty = data.absent.length + data.cancelled.length + data.moveRequests.length === 0;
  return (
    <section aria-labelledby="attention-heading" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="attention-heading" className="text-lg font-semibold text-stone-900">
        {t('staff.grid.attention')}
      </h2>
      {empty ? <p className="mt-1 text-stone-800">{t('staff.grid.attentionEmpty')}</p> : null}
      <ul className="mt-2 space-y-3">
        {data.absent.map((item) => (
          <li key={`a-${item.id}`} className="rounded-lg bg-white p-3 shadow-sm">
            <ItemHead item={item}>
              <p className="text-sm text-red-900">
                {item.absent
                  .map((a) => t(a.why === 'leave' ? 'staff.grid.absentLeave' : 'staff.grid.absentInactive', { name: a.name }))
                  .join(' · ')}
              </p>
            </ItemHead>
            <Proposals proposals={item.proposals} action={t('staff.grid.moveHere')} busy={busy} onPick={(p) => onMove(item, p)} />
          </li>
        ))}
        {data.cancelled.map((item) => (
          <li key={`c-${item.id}`} className="rounded-lg bg-white p-3 shadow-sm">
            <ItemHead item={item}>
              <p className="text-sm text-red-900">{t('staff.grid.cancelledItem')}</p>
            </ItemHead>
            <Proposals
              proposals={item.proposals}
              action={t('staff.grid.bookHere')}
              busy={busy}
              onPick={(p) => void run(change(`/staff/sessions/${item.id}/replacement`, 'POST', moveBody(p)), answered)}
            />
          </li>
        ))}
        {data.moveRequests.map((item) => (
          <li key={`r-${item.requestId}`} className="rounded-lg bg-white p-3 shadow-sm">
            <ItemHead item={item}>
              <p className="text-sm text-stone-800">{t('staff.grid.requestItem')}</p>
              {item.note ? <p className="text-sm text-stone-700">{t('staff.grid.requestNote', { note: item.note })}</p> : null}
            </ItemHead>
            <Proposals quiet proposals={item.proposals} action={t('staff.grid.moveHere')} busy={busy} onPick={(p) => onMove(item, p)} />
            <RequestActions requestId={item.requestId} busy={busy} run={run} />
          </li>
        ))}
      </ul>
    </section>
  );
}
