/**
 * The resource grid: one row per therapist and per room, time across. Each
 * session shows in its room's row and each of its therapists' rows, its preparation and clean-up
 * shaded; a therapist's leave and hours off are hatched. In the day view a session can be dragged
 * (pointer) to another time (15-minute steps) or row; a click or Enter opens its move panel
 * (free slots to pick from: the keyboard and phone path). Only the grid scrolls sideways.
 */
import { attendanceState, type AttendanceState } from '@core/attendance';
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { clinicDate, clinicTime, slotStart, weekdayOf } from '@core/booking/slots';
import { formatClinicDate, formatSlotTime } from '@core/i18n/clinic-time';
import { useT } from '~/i18n/provider';
import { cn } from '~/ui/cn';
import type { scheduleGrid } from '@server/modules/schedule/grid.server';

/** The grid of a day or a week, as the server loads it (scheduleGrid). */
export type GridData = Awaited<ReturnType<typeof scheduleGrid>>;
export type GridSession = GridData['sessions'][number];

export interface Drop {
  session: GridSession;
  startsAt: Date;
  roomId: string;
  therapistIds: string[];
}

type Row = { kind: 'therapist' | 'room'; id: string; name: string };

const MINUTE = 60_000;
const STEP = 15;
/** Hatched: the therapist is away (leave, day off, outside hours); striped: a session's preparation or clean-up. */
const HATCHED = 'bg-[repeating-linear-gradient(135deg,#e7e5e4_0_4px,#fafaf9_4px_8px)]';
const BUFFER = 'bg-[repeating-linear-gradient(135deg,#a7c4a0_0_3px,#dfeadb_3px_6px)]';
const HOUR_LINES = 'bg-[linear-gradient(to_right,#e7e5e4_1px,transparent_1px)]';
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Where a session lands after a drag of `dx` pixels onto `row`: snapped to 15 minutes. */
function dropOf(session: GridSession, from: Row, to: Row, dx: number, scale: number): Drop | null {
  const shift = Math.round(dx / scale / STEP) * STEP;
  const startsAt = new Date(new Date(session.startsAt).getTime() + shift * MINUTE);
  let { roomId, therapistIds } = session;
  if (to.kind === 'room' && from.kind === 'room') roomId = to.id;
  else if (to.kind === 'therapist' && from.kind === 'therapist' && !therapistIds.includes(to.id))
    therapistIds = therapistIds.map((id) => (id === from.id ? to.id : id));
  else if (to.id !== from.id) return null;
  if (shift === 0 && roomId === session.roomId && therapistIds.join() === session.therapistIds.join()) return null;
  return { session, startsAt, roomId, therapistIds };
}

interface Drag {
  id: string;
  row: Row;
  x: number;
  y: number;
  dx: number;
  dy: number;
}

interface GridProps {
  data: GridData;
  view: 'day' | 'week';
  highlight: string | null;
  onOpen: (session: GridSession) => void;
  onDrop: (drop: Drop) => Promise<void>;
}

/** The grid's geometry: pixels per minute, the day's first minute and span, and x of an instant on a date. */
function frameOf(data: GridData, view: 'day' | 'week') {
  const open = minutesOf(data.clinic.open);
  const span = minutesOf(data.clinic.close) - open;
  const scale = view === 'day' ? 2 : 0.25;
  const x = (date: string, at: string) => ((new Date(at).getTime() - slotStart(date, data.clinic.open).getTime()) / MINUTE) * scale;
  return { open, span, scale, width: span * scale, x };
}
type Frame = ReturnType<typeof frameOf>;

/** Pointer dragging of a block: moves it with the pointer, and on release works out the drop (15-minute steps, the row under the pointer). */
function useDrag(rows: Row[], scale: number, enabled: boolean, onDrop: (drop: Drop) => Promise<void>) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const moved = useRef(false);
  const start = (event: ReactPointerEvent, session: GridSession, row: Row) => {
    if (!enabled || event.button !== 0) return;
    moved.current = false;
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    setDrag({ id: session.id, row, x: event.clientX, y: event.clientY, dx: 0, dy: 0 });
  };
  const move = (event: ReactPointerEvent) => {
    if (!drag) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (Math.abs(dx) > 4 || Math.abs(dy) > 4) moved.current = true;
    setDrag({ ...drag, dx, dy });
  };
  const end = async (event: ReactPointerEvent, session: GridSession) => {
    if (!drag) return;
    const current = drag;
    if (!moved.current) return setDrag(null);
    const target = document.elementsFromPoint(event.clientX, event.clientY).find((e) => e instanceof HTMLElement && e.dataset.rowId);
    const to = rows.find((r) => r.id === (target as HTMLElement | undefined)?.dataset.rowId);
    const drop = to ? dropOf(session, current.row, to, current.dx, scale) : null;
    try {
      if (drop) await onDrop(drop);
    } finally {
      setDrag(null); // refused or not: the block goes back to where the data puts it
    }
  };
  return { drag, moved, start, move, end, cancel: () => setDrag(null) };
}
type DragState = ReturnType<typeof useDrag>;

const closedOn = (data: GridData, date: string) =>
  !data.clinic.days.includes(weekdayOf(date)) || data.clinic.holidays.some((h) => h.date === date);

/** A shaded span of a row from `from` to `to` (clinic times); nothing when it falls outside the frame. */
function Span({ frame, from, to, className, title }: { frame: Frame; from: string; to: string; className: string; title: string }) {
  const left = Math.max(0, (minutesOf(from) - frame.open) * frame.scale);
  const right = Math.min(frame.width, (minutesOf(to) - frame.open) * frame.scale);
  if (right <= left) return null;
  return <div className={cn(className, 'absolute inset-y-0')} style={{ left, width: right - left }} title={title} />;
}

/** The clinic's own closed time of a weekday within the frame: before opening, its breaks (lunch), after closing (decision 0057). */
function ClinicClosed({ data, date, frame }: { data: GridData; date: string; frame: Frame }) {
  const { t } = useT();
  const day = data.clinic.hours[weekdayOf(date)];
  if (!day) return null;
  const end = `${String(Math.floor((frame.open + frame.span) / 60)).padStart(2, '0')}:${String((frame.open + frame.span) % 60).padStart(2, '0')}`;
  const grey = 'bg-stone-200/70';
  return (
    <>
      <Span frame={frame} from={data.clinic.open} to={day.from} className={grey} title={t('staff.grid.closed')} />
      {day.breaks.map((b) => (
        <Span key={b.from} frame={frame} from={b.from} to={b.to} className={grey} title={t('staff.grid.clinicBreak')} />
      ))}
      <Span frame={frame} from={day.to} to={end} className={grey} title={t('staff.grid.closed')} />
    </>
  );
}

/** A row's unavailable time on a date: the clinic closed or on a break, leave, inactive, a day off, outside working hours or in a break. */
function Unavailable({ data, row, date, view, frame }: { data: GridData; row: Row; date: string; view: 'day' | 'week'; frame: Frame }) {
  const { t } = useT();
  if (closedOn(data, date)) return <div className="absolute inset-0 bg-stone-200/70" title={t('staff.grid.closed')} />;
  const clinic = <ClinicClosed data={data} date={date} frame={frame} />;
  if (row.kind !== 'therapist') return clinic;
  const person = data.therapists.find((p) => p.id === row.id)!;
  if (!person.active || person.leave.includes(date))
    return (
      <div className={cn(HATCHED, 'absolute inset-0 flex items-center px-2 text-xs font-medium text-stone-800')}>
        {view === 'day' ? t(person.active ? 'staff.grid.leave' : 'staff.grid.inactive') : null}
      </div>
    );
  const h = person.weeklyHours[weekdayOf(date)];
  if (!h) return <div className={cn(HATCHED, 'absolute inset-0')} title={t('staff.grid.dayOff')} />;
  const before = Math.max(0, (minutesOf(h.from) - frame.open) * frame.scale);
  const after = Math.max(0, (frame.open + frame.span - minutesOf(h.to)) * frame.scale);
  return (
    <>
      {clinic}
      {before ? <div className={cn(HATCHED, 'absolute inset-y-0 left-0')} style={{ width: before }} /> : null}
      {after ? <div className={cn(HATCHED, 'absolute inset-y-0 right-0')} style={{ width: after }} /> : null}
      {(h.breaks ?? []).map((b) => (
        <Span key={b.from} frame={frame} from={b.from} to={b.to} className={HATCHED} title={t('staff.grid.breakTime')} />
      ))}
    </>
  );
}

interface BlockProps {
  data: GridData;
  session: GridSession;
  row: Row;
  date: string;
  view: 'day' | 'week';
  frame: Frame;
  dnd: DragState;
  highlight: boolean;
  onOpen: (session: GridSession) => void;
}

/** A session's colour by its attendance (decision 0051); the state is also in its name. */
const STATE_BLOCK: Record<AttendanceState, string> = {
  unconfirmed: 'bg-brand-100 text-brand-950',
  expected: 'bg-brand-100 text-brand-950',
  arrived: 'bg-teal-200 text-teal-950',
  'in-progress': 'bg-violet-200 text-violet-950',
  done: 'bg-green-200 text-green-950',
  'no-show': 'bg-stone-300 text-stone-900',
  cancelled: 'bg-red-100 text-red-950',
};

function SessionBlock({ data, session, row, date, view, frame, dnd, highlight, onOpen }: BlockProps) {
  const { t, locale } = useT();
  const left = frame.x(date, session.blockedFrom);
  const total = frame.x(date, session.blockedTo) - left;
  const prep = frame.x(date, session.startsAt) - left;
  const main = frame.x(date, session.endsAt) - frame.x(date, session.startsAt);
  const drag = dnd.drag?.id === session.id && dnd.drag.row.id === row.id ? dnd.drag : null;
  const time = (at: string) => formatSlotTime(clinicTime(new Date(at)), locale);
  const params = {
    therapy: session.therapy,
    patient: session.patientName,
    start: time(session.startsAt),
    end: time(session.endsAt),
    room: data.rooms.find((r) => r.id === session.roomId)?.name ?? '',
    therapists: session.therapistIds.map((id) => data.therapists.find((p) => p.id === id)?.name ?? '').join(', '),
  };
  const state = attendanceState(session);
  const label = `${t('staff.grid.sessionLabel', params)} · ${t(`staff.attendance.state.${state}`)}`;
  // The day view shows the therapy and the patient: the button's name is that text and the rest
  // unseen, so it contains what is shown (WCAG 2.5.3); the week view shows nothing, so it has a label.
  const shown = view === 'day';
  return (
    <button
      type="button"
      aria-label={shown ? undefined : label}
      title={label}
      data-session-id={session.id}
      onPointerDown={(e) => dnd.start(e, session, row)}
      onPointerMove={dnd.move}
      onPointerUp={(e) => void dnd.end(e, session)}
      onPointerCancel={dnd.cancel}
      onClick={() => {
        if (!dnd.moved.current) onOpen(session);
      }}
      className={cn(
        'absolute inset-y-1 flex touch-none overflow-hidden rounded-md text-left text-xs ring-1 ring-brand-700/40 select-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-800',
        view === 'day' ? 'cursor-grab' : 'cursor-pointer',
        drag && 'z-20 cursor-grabbing opacity-80 shadow-lg',
        highlight && 'ring-4 ring-amber-500',
      )}
      style={{ left, width: Math.max(total, 6), transform: drag ? `translate(${drag.dx}px, ${drag.dy}px)` : undefined }}
    >
      <span className={cn(BUFFER, 'h-full shrink-0')} style={{ width: prep }} aria-hidden="true" />
      <span className={cn('h-full shrink-0 overflow-hidden px-1 py-0.5', STATE_BLOCK[state])} style={{ width: main }} data-state={state}>
        {view === 'day' ? (
          <>
            <span className="block truncate font-semibold">
              {session.moveRequested ? (
                <>
                  <span aria-hidden="true">⟳ </span>
                  <span className="sr-only">{t('staff.grid.moveRequested')}: </span>
                </>
              ) : null}
              {session.therapy}
              <span className="sr-only">, </span>
            </span>
            <span className="block truncate">
              {session.patientName}
              <span className="sr-only">
                , {t('staff.grid.sessionDetails', params)}, {t(`staff.attendance.state.${state}`)}
              </span>
            </span>
          </>
        ) : null}
      </span>
      <span className={cn(BUFFER, 'h-full grow')} aria-hidden="true" />
    </button>
  );
}

const NAME = 'sticky left-0 z-10 w-28 shrink-0 border-r border-stone-200 bg-white px-2 py-1 text-sm font-medium text-stone-900 sm:w-36';
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

function TimeHeader({ data, view, frame }: { data: GridData; view: 'day' | 'week'; frame: Frame }) {
  const { t, locale, intl } = useT();
  const hours = Array.from({ length: Math.ceil(frame.span / 60) }, (_, i) => frame.open + i * 60);
  return (
    <div className="flex border-b border-stone-200 bg-stone-50 text-xs text-stone-700">
      <div className={cn(NAME, 'bg-stone-50')}>{t('staff.grid.time')}</div>
      {data.dates.map((date) => (
        <div key={date} className="relative border-r border-stone-200" style={{ width: frame.width }}>
          {view === 'week' ? (
            <div className="px-1 py-1 font-medium">
              {formatClinicDate(date, intl, { weekday: 'short', day: 'numeric', month: 'short' })}
            </div>
          ) : (
            <div className="relative h-6">
              {hours.map((m) => (
                <span key={m} className="absolute top-1 pl-1" style={{ left: (m - frame.open) * frame.scale }}>
                  {formatSlotTime(hhmm(m), locale)}
                </span>
              ))}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}

export function ScheduleGrid({ data, view, highlight, onOpen, onDrop }: GridProps) {
  const { t } = useT();
  const frame = frameOf(data, view);
  const rows: Row[] = [
    ...data.therapists.map((r) => ({ kind: 'therapist' as const, id: r.id, name: r.name })),
    ...data.rooms.map((r) => ({ kind: 'room' as const, id: r.id, name: r.name })),
  ];
  const dnd = useDrag(rows, frame.scale, view === 'day', onDrop);
  const inRow = (row: Row, date: string) =>
    data.sessions.filter(
      (s) => (row.kind === 'room' ? s.roomId === row.id : s.therapistIds.includes(row.id)) && clinicDate(new Date(s.startsAt)) === date,
    );
  return (
    <div
      className="max-w-full overflow-x-auto rounded-xl border border-stone-200 bg-white"
      role="region"
      aria-label={t('staff.grid.title')}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling grid must be reachable by keyboard, also with no session in it
      tabIndex={0}
    >
      <div className="min-w-max">
        <TimeHeader data={data} view={view} frame={frame} />
        {(['therapist', 'room'] as const).map((kind) => (
          <div key={kind} role="group" aria-label={t(kind === 'therapist' ? 'staff.grid.therapists' : 'staff.grid.rooms')}>
            <div className="sticky left-0 w-fit bg-stone-100 px-2 py-1 text-xs font-semibold tracking-wide text-stone-700 uppercase">
              {t(kind === 'therapist' ? 'staff.grid.therapists' : 'staff.grid.rooms')}
            </div>
            {rows
              .filter((r) => r.kind === kind)
              .map((row) => (
                <div key={row.id} className="flex border-b border-stone-100">
                  <div className={NAME}>{row.name}</div>
                  {data.dates.map((date) => (
                    <div
                      key={date}
                      data-row-id={row.id}
                      className={cn(view === 'day' && HOUR_LINES, 'relative h-12 border-r border-stone-200')}
                      style={{ width: frame.width, backgroundSize: `${60 * frame.scale}px 100%` }}
                    >
                      <Unavailable data={data} row={row} date={date} view={view} frame={frame} />
                      {inRow(row, date).map((s) => (
                        <SessionBlock
                          key={s.id}
                          {...{ data, row, date, view, frame, dnd, onOpen }}
                          session={s}
                          highlight={highlight === s.id}
                        />
                      ))}
                    </div>
                  ))}
                </div>
              ))}
          </div>
        ))}
      </div>
    </div>
  );
}
