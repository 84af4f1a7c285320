import { addDays, clinicDate, isIsoDate } from '@core/booking/slots';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/schedule';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { SchedulePage } from '~/features/schedule/schedule-grid-page';
import { needsAttention } from '@server/modules/schedule/attention.server';
import { scheduleGrid, sessionDate } from '@server/modules/schedule/grid.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, 'schedule.view');
  const today = clinicDate(context.ctx.now());
  const params = new URL(request.url).searchParams;
  const view = params.get('view') === 'week' ? 'week' : 'day';
  const session = params.get('session');
  const asked = params.get('date') ?? '';
  // A session asked for without a date opens on its own day; a date that is not one shows today.
  const date = isIsoDate(asked) ? asked : ((session ? await sessionDate(context.ctx, session) : null) ?? today);
  const step = view === 'week' ? 7 : 1;
  const [grid, attention] = await Promise.all([
    scheduleGrid(context.ctx, { date, view }, context.locale),
    needsAttention(context.ctx, date < today ? today : date, context.locale),
  ]);
  return {
    now: context.ctx.now().toISOString(),
    date,
    today,
    view,
    prev: addDays(date, -step),
    next: addDays(date, step),
    session,
    grid,
    attention,
  } as const;
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.grid.title');
}

export default function StaffSchedule({ loaderData }: Route.ComponentProps) {
  return <SchedulePage data={{ ...loaderData, view: loaderData.view, session: loaderData.session }} />;
}
