/**
 * The day's therapy sessions on paper (decision 0051): the list the day sheet prints after the
 * consultations, and the therapy schedule of the day by room or by therapist (one page each).
 * Cancelled sessions are left out. For the desk (`schedule.view`): the full name, as on the grid's
 * panel; a therapist's own day stays their page.
 */
import { and, asc, gte, lt, ne, eq } from 'drizzle-orm';
import { therapyName } from '@content/therapies/catalogue';
import { attendanceState, type AttendanceState } from '@core/attendance';
import { addDays, clinicTime, slotStart } from '@core/booking/slots';
import type { Locale } from '@core/i18n/locales';
import type { AppContext } from '@server/context';
import { patients, therapySessions, treatmentRooms } from '@server/db/schema';
import { therapistNames } from '@server/modules/programmes/sessions/session-therapists.server';

export interface SessionSheetRow {
  id: string;
  start: string;
  end: string;
  therapy: string;
  patient: string;
  room: string;
  therapists: string[];
  day: number | null;
  state: AttendanceState;
}

/** The date's sessions (not cancelled) in time order, then by room. */
export async function daySessions(ctx: AppContext, date: string, locale: Locale): Promise<SessionSheetRow[]> {
  const s = therapySessions;
  const rows = await ctx.db
    .select({
      id: s.id,
      therapySlug: s.therapySlug,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      status: s.status,
      arrivedAt: s.arrivedAt,
      startedAt: s.startedAt,
      day: s.day,
      patient: patients.name,
      room: treatmentRooms.name,
    })
    .from(s)
    .innerJoin(patients, eq(patients.id, s.patientId))
    .innerJoin(treatmentRooms, eq(treatmentRooms.id, s.roomId))
    .where(and(ne(s.status, 'cancelled'), gte(s.startsAt, slotStart(date, '00:00')), lt(s.startsAt, slotStart(addDays(date, 1), '00:00'))))
    .orderBy(asc(s.startsAt), asc(treatmentRooms.name));
  const people = await therapistNames(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    start: clinicTime(r.startsAt),
    end: clinicTime(r.endsAt),
    therapy: therapyName(r.therapySlug, locale),
    patient: r.patient,
    room: r.room,
    therapists: people(r.id),
    day: r.day,
    state: attendanceState(r),
  }));
}

export type ScheduleBy = 'rooms' | 'therapists';

/** The therapy schedule of the date: a page per room, or per therapist, each in time order. */
export async function therapySchedule(ctx: AppContext, date: string, by: ScheduleBy, locale: Locale) {
  const rows = await daySessions(ctx, date, locale);
  const pages = new Map<string, SessionSheetRow[]>();
  for (const row of rows) for (const key of by === 'rooms' ? [row.room] : row.therapists) pages.set(key, [...(pages.get(key) ?? []), row]);
  return [...pages.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([title, list]) => ({ title, rows: list }));
}
