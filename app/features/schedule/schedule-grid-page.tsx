/**
 * /staff/schedule: reception's resource grid of a day or a week, a session's
 * move panel (`?session=<id>` opens it), and "Needs attention". Moves go through the API
 * (PATCH /api/staff/sessions/:id), each asked first and undoable for a short time (./move-confirm.tsx);
 * the database refuses a clash and the toast says what clashed.
 */
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { clinicTime } from '@core/booking/slots';
import { formatClinicDate, formatClinicDateTime, formatSlotTime } from '@core/i18n/clinic-time';
import { useT } from '~/i18n/provider';
import { Button, buttonClasses } from '~/ui/button';
import { cn } from '~/ui/cn';
import { DateField } from '~/ui/forms/date-field';
import { ChevronLeft, ChevronRight } from '~/ui/icons';
import { ScheduleGrid, type Drop, type GridData, type GridSession } from './schedule-grid';
import { AttentionPanel, answered, MovePanel, moveBody, type AttentionData } from './schedule-grid-panels';
import { type MoveBody, useMoveFlow } from './move-confirm';
import { SCHEDULE_QUIET_MINUTES } from '@core/constants';
import { api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { PageTitle, inputClass, labelClass } from '~/features/staff-console/ui';

export interface SchedulePageData {
  /** The server's clock when the page was loaded (the attendance buttons start from it). */
  now: string;
  date: string;
  today: string;
  view: 'day' | 'week';
  prev: string;
  next: string;
  session: string | null;
  grid: GridData;
  attention: AttentionData;
}

function Nav({ data }: { data: SchedulePageData }) {
  const { t } = useT();
  const to = (date: string, view = data.view) => `/staff/schedule?date=${date}&view=${view}`;
  return (
    <nav aria-label={t('staff.grid.date')} className="mb-4 flex flex-wrap items-end gap-2">
      <div role="group" aria-label={t('staff.grid.view')} className="inline-flex rounded-full border border-brand-700 p-0.5">
        {(['day', 'week'] as const).map((view) => (
          <Link
            key={view}
            to={to(data.date, view)}
            aria-current={data.view === view ? 'page' : undefined}
            className={cn(
              'rounded-full px-3 py-1.5 text-sm font-medium',
              data.view === view ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50',
            )}
          >
            {t(view === 'day' ? 'staff.grid.day' : 'staff.grid.week')}
          </Link>
        ))}
      </div>
      <Link to={to(data.prev)} className={buttonClasses('outline', 'sm')}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {t('staff.grid.previous')}
      </Link>
      {data.date !== data.today ? (
        <Link to={to(data.today)} className={buttonClasses('ghost', 'sm')}>
          {t('staff.grid.today')}
        </Link>
      ) : null}
      <Link to={to(data.next)} className={buttonClasses('outline', 'sm')}>
        {t('staff.grid.next')}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Link>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="view" value={data.view} />
        <div className="w-44">
          <label htmlFor="schedule-date" className={labelClass}>
            {t('staff.grid.date')}
          </label>
          <DateField key={data.date} id="schedule-date" name="date" defaultValue={data.date} inputClassName={inputClass} />
        </div>
        <Button type="submit" variant="outline" size="sm">
          {t('staff.myDay.show')}
        </Button>
      </Form>
    </nav>
  );
}

/** Where a move takes a session, in words: "Tue 1 Dec, 10:30 am, Room 2, Meera Joshi". */
function usePlaceText(grid: GridData) {
  const { t, intl, locale } = useT();
  return (body: MoveBody) =>
    t('staff.grid.place', {
      date: formatClinicDateTime(body.startsAt, intl, { weekday: 'short', day: 'numeric', month: 'short' }),
      start: formatSlotTime(clinicTime(new Date(body.startsAt)), locale),
      room: grid.rooms.find((r) => r.id === body.roomId)?.name ?? '',
      therapists: body.therapistIds.map((id) => grid.therapists.find((p) => p.id === id)?.name ?? '').join(', '),
    });
}

export function SchedulePage({ data }: { data: SchedulePageData }) {
  const { t, intl } = useT();
  const [openId, setOpenId] = useState<string | null>(data.session);
  const { ask, element } = useMoveFlow();
  const { run: notify, busy: notifying } = useAction();
  const placeText = usePlaceText(data.grid);
  const open: GridSession | undefined = data.grid.sessions.find((s) => s.id === openId);
  /** A move of a session (on the grid, or one of "Needs attention"): asked first, undoable once saved. */
  const askMove = (id: string, what: { therapy: string; patientName: string }, body: MoveBody) => {
    const shown = data.grid.sessions.find((s) => s.id === id);
    ask({
      sessionId: id,
      what: t('staff.grid.what', { therapy: what.therapy, patient: what.patientName }),
      to: placeText(body),
      body,
      back: shown ? { startsAt: shown.startsAt, roomId: shown.roomId, therapistIds: shown.therapistIds } : undefined,
    });
  };
  const onDrop = async (drop: Drop) => {
    askMove(drop.session.id, drop.session, {
      startsAt: drop.startsAt.toISOString(),
      roomId: drop.roomId,
      therapistIds: drop.therapistIds,
    });
    return Promise.resolve();
  };
  const heading =
    data.view === 'day'
      ? formatClinicDate(data.date, intl, { dateStyle: 'full' })
      : `${formatClinicDate(data.grid.dates[0] ?? data.date, intl, { dateStyle: 'medium' })} – ${formatClinicDate(data.grid.dates.at(-1) ?? data.date, intl, { dateStyle: 'medium' })}`;
  return (
    <>
      <PageTitle>{t('staff.grid.title')}</PageTitle>
      <p className="-mt-3 mb-4 max-w-3xl text-stone-700">{t('staff.grid.intro')}</p>
      <Nav data={data} />
      <div className="mb-1 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-stone-900">{heading}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/staff/day-sheet?date=${data.date}&view=rooms`} className={buttonClasses('ghost', 'sm')}>
            {t('staff.daySheet.printSchedule')}
          </Link>
          <Button
            size="sm"
            variant="outline"
            disabled={notifying}
            onClick={() => void notify(() => api('/staff/schedule/notify', { method: 'POST', body: {} }), answered)}
          >
            {t('staff.grid.notify')}
          </Button>
        </div>
      </div>
      <p className="mb-2 text-sm text-stone-700">{t('staff.grid.notifyHint', { minutes: SCHEDULE_QUIET_MINUTES })}</p>
      <p className="mb-2 text-sm text-stone-700">
        {t('staff.grid.sessions', { count: data.grid.sessions.length })} · {t('staff.grid.buffers')}
      </p>
      {element}
      <ScheduleGrid data={data.grid} view={data.view} highlight={data.session} onOpen={(s) => setOpenId(s.id)} onDrop={onDrop} />
      {open ? (
        <MovePanel
          key={open.id}
          session={open}
          data={data.grid}
          now={data.now}
          onClose={() => setOpenId(null)}
          onMove={(p) => askMove(open.id, open, moveBody(p))}
        />
      ) : null}
      <AttentionPanel data={data.attention} onMove={(item, p) => askMove(item.id, item, moveBody(p))} />
    </>
  );
}
