/**
 * Reception's resource grid: therapists and rooms against time for a day or a
 * week, with every active session (its buffers as the blocked range), the therapists' hours and
 * leave, and the clinic's hours. Four reads in parallel whatever the number of sessions (no N+1).
 */
import { openWeekdays, weekFrame } from '@core/hours';
import { firstName } from '@core/text';
import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { therapyName } from '@content/therapies/catalogue';
import { addDays, clinicDate, slotStart } from '@core/booking/slots';
import type { Locale } from '@core/i18n/locales';
import type { AppContext } from '@server/context';
import { patients, therapistLeaves, therapists, therapySessions, treatmentRooms } from '@server/db/schema';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';

export type GridView = 'day' | 'week';

async function gridSessions(ctx: AppContext, from: Date, to: Date) {
  return ctx.db
    .select({
      id: therapySessions.id,
      therapySlug: therapySessions.therapySlug,
      patientName: patients.name,
      startsAt: therapySessions.startsAt,
      endsAt: therapySessions.endsAt,
      blockedFrom: therapySessions.blockedFrom,
      blockedTo: therapySessions.blockedTo,
      roomId: therapySessions.roomId,
      status: therapySessions.status,
      arrivedAt: therapySessions.arrivedAt,
      startedAt: therapySessions.startedAt,
      programmeId: therapySessions.programmeId,
      day: therapySessions.day,
      therapistIds: sql<string[]>`coalesce((select array_agg(st.therapist_id::text order by st.therapist_id)
        from session_therapists st where st.session_id = "therapy_sessions"."id"), '{}'::text[])`,
      moveRequested: sql<boolean>`exists (select 1 from session_move_requests m
        where m.session_id = "therapy_sessions"."id" and m.status = 'open')`,
    })
    .from(therapySessions)
    .innerJoin(patients, sql`${patients.id} = ${therapySessions.patientId}`)
    .where(and(ne(therapySessions.status, 'cancelled'), lt(therapySessions.blockedFrom, to), gt(therapySessions.blockedTo, from)))
    .orderBy(asc(therapySessions.startsAt), asc(therapySessions.id));
}

/** The grid of `date` (day) or of the 7 days from `date` (week). */
export async function scheduleGrid(ctx: AppContext, query: { date: string; view: GridView }, locale: Locale) {
  const days = query.view === 'week' ? 7 : 1;
  const dates = Array.from({ length: days }, (_, i) => addDays(query.date, i));
  const from = slotStart(query.date, '00:00');
  const to = slotStart(addDays(query.date, days), '00:00');
  const [profile, sessions, people, rooms] = await Promise.all([
    clinicProfile(ctx),
    gridSessions(ctx, from, to),
    ctx.db
      .select({
        id: therapists.id,
        name: therapists.name,
        gender: therapists.gender,
        weeklyHours: therapists.weeklyHours,
        active: therapists.active,
        leave: sql<string[]>`coalesce((select array_agg(l.date::text order by l.date) from ${therapistLeaves} l
          where l.therapist_id = "therapists"."id" and l.date >= ${query.date}::date and l.date < ${dates.at(-1)!}::date + 1), '{}'::text[])`,
      })
      .from(therapists)
      .orderBy(asc(therapists.name), asc(therapists.id)),
    ctx.db
      .select({
        id: treatmentRooms.id,
        name: treatmentRooms.name,
        capabilities: treatmentRooms.capabilities,
        removedAt: treatmentRooms.removedAt,
      })
      .from(treatmentRooms)
      .where(or(isNull(treatmentRooms.removedAt), gte(treatmentRooms.removedAt, from)))
      .orderBy(asc(treatmentRooms.name)),
  ]);
  const busy = new Set(sessions.flatMap((s) => s.therapistIds));
  const roomIds = new Set(sessions.map((s) => s.roomId));
  return {
    dates,
    clinic: {
      // The grid's frame: the earliest opening to the latest closing of the week; each day's own hours and breaks in `hours`.
      ...weekFrame(profile.hours),
      days: openWeekdays(profile.hours),
      hours: profile.hours,
      holidays: profile.holidays.filter((h) => dates.includes(h.date)).map((h) => ({ date: h.date, name: h.name[locale] })),
    },
    // An inactive therapist still holding sessions stays on the grid: those sessions need attention.
    therapists: people
      .filter((t) => t.active || busy.has(t.id))
      .map((t) => ({ id: t.id, name: t.name, gender: t.gender, active: t.active, weeklyHours: t.weeklyHours, leave: t.leave })),
    // A removed room shows while it still holds sessions of these days.
    rooms: rooms
      .filter((r) => r.removedAt === null || roomIds.has(r.id))
      .map((r) => ({ id: r.id, name: r.name, capabilities: [...r.capabilities] })),
    sessions: sessions.map((s) => ({
      ...s,
      therapy: therapyName(s.therapySlug, locale),
      patientName: firstName(s.patientName),
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      blockedFrom: s.blockedFrom.toISOString(),
      blockedTo: s.blockedTo.toISOString(),
      arrivedAt: s.arrivedAt?.toISOString() ?? null,
      startedAt: s.startedAt?.toISOString() ?? null,
    })),
  };
}

/** Names of rooms and therapists by id, for proposals. */
export async function resourceNames(ctx: AppContext, roomIds: string[], therapistIds: string[]) {
  const [rooms, people] = await Promise.all([
    roomIds.length
      ? ctx.db.select({ id: treatmentRooms.id, name: treatmentRooms.name }).from(treatmentRooms).where(inArray(treatmentRooms.id, roomIds))
      : [],
    therapistIds.length
      ? ctx.db.select({ id: therapists.id, name: therapists.name }).from(therapists).where(inArray(therapists.id, therapistIds))
      : [],
  ]);
  const names = new Map([...rooms, ...people].map((r) => [r.id, r.name]));
  return (id: string) => names.get(id) ?? '';
}

/** The clinic date of a session (the grid opens on it for `?session=`), or null for no such session. */
export async function sessionDate(ctx: AppContext, id: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await ctx.db.select({ startsAt: therapySessions.startsAt }).from(therapySessions).where(eq(therapySessions.id, id));
  return row ? clinicDate(row.startsAt) : null;
}
