/**
 * Therapy attendance in insights (decision 0051): the sessions done and the no-shows of the period
 * and of the previous one, and the no-show rate (no-shows over done plus no-shows, as the
 * consultations' rate). Sessions are counted by their clinic date; a doctor sees those of the
 * programmes they prescribed (the insights scope).
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { addDays, slotStart } from '@core/booking/slots';
import { percent } from '@core/staff/insights';
import type { AppContext } from '@server/context';
import { programmes, therapySessions } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { insightsScope } from './insights.server';

interface Period {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
}
type Pair = { current: number | null; previous: number | null };

async function counts(ctx: AppContext, from: string, to: string, doctorId: string | null) {
  const s = therapySessions;
  const [row] = await ctx.db
    .select({
      done: sql<number>`count(*) filter (where ${s.status} = 'completed')::int`,
      noShows: sql<number>`count(*) filter (where ${s.status} = 'no-show')::int`,
    })
    .from(s)
    .leftJoin(programmes, eq(programmes.id, s.programmeId))
    .where(
      and(
        inArray(s.status, ['completed', 'no-show']),
        gte(s.startsAt, slotStart(from, '00:00')),
        lt(s.startsAt, slotStart(addDays(to, 1), '00:00')),
        doctorId ? eq(programmes.doctorId, doctorId) : undefined,
      ),
    );
  return { done: Number(row?.done ?? 0), noShows: Number(row?.noShows ?? 0) };
}

export async function sessionAttendance(
  ctx: AppContext,
  staff: SignedInStaff,
  period: Period,
  doctorId: string | undefined,
): Promise<{ done: Pair; noShows: Pair; noShowRate: Pair }> {
  const scope = await insightsScope(ctx, staff, doctorId);
  const [cur, prev] = await Promise.all([
    counts(ctx, period.from, period.to, scope.doctorId),
    counts(ctx, period.previousFrom, period.previousTo, scope.doctorId),
  ]);
  const rate = (c: { done: number; noShows: number }) => percent(c.noShows, c.done + c.noShows);
  return {
    done: { current: cur.done, previous: prev.done },
    noShows: { current: cur.noShows, previous: prev.noShows },
    noShowRate: { current: rate(cur), previous: rate(prev) },
  };
}
