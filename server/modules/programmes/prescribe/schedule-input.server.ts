/**
 * The scheduler's input (core/programmes/types.ts) read from the tables. The tables and
 * the pure scheduler name a few things differently; this file is the one place that maps them:
 * - therapy_settings.therapistCount -> TherapySpec.therapistsNeeded (1 | 2);
 * - gender rule 'same-as-patient' -> 'same';
 * - roomCapability null (any room does) -> ANY_ROOM, a capability every room in service gets here;
 * - weeklyHours, seven entries (null: a day off) -> hours by weekday, one range each;
 * - time band 'any' -> the clinic's opening hours.
 * Busy time: every session not cancelled that overlaps the days the programme may use (from its
 * start to the booking horizon), buffers included, as the exclusion constraints count it.
 */
import { openSpans, weekFrame } from '@core/hours';
import { and, asc, eq, gt, inArray, isNull, lt, ne } from 'drizzle-orm';
import { addDays, horizonEnd, slotStart } from '@core/booking/slots';
import { LIMITS, type Gender, type TimeBand as StoredBand } from '@core/constants';
import type { Interval, Room, ScheduleInput, Therapist, TherapySpec, TimeBand, Weekday } from '@core/programmes/types';
import type { ClinicProfile } from '@core/schemas/staff/clinic-profile';
import type { AppContext } from '@server/context';
import { sessionTherapists, therapistLeaves, therapists, therapySessions, therapySettings, treatmentRooms } from '@server/db/schema';
import type { WorkingHours } from '@server/db/schema';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';

/** The capability of "any room": a therapy needing no equipment asks for it, every room in service has it. */
export const ANY_ROOM = 'any-room';

export function therapySpecOf(row: typeof therapySettings.$inferSelect): TherapySpec {
  return {
    slug: row.therapySlug,
    sessionMinutes: row.sessionMinutes,
    prepMinutes: row.prepMinutes,
    cleanupMinutes: row.cleanupMinutes,
    roomCapability: row.roomCapability ?? ANY_ROOM,
    therapistsNeeded: row.therapistCount === 2 ? 2 : 1,
    genderRule: row.genderRule === 'same-as-patient' ? 'same' : 'any',
    needsPrescription: row.needsPrescription,
  };
}

export function roomOf(row: { id: string; capabilities: readonly string[] }): Room {
  return { id: row.id, capabilities: [...row.capabilities, ANY_ROOM] };
}

export function hoursOf(week: readonly WorkingHours[]): Therapist['hours'] {
  const hours: Therapist['hours'] = {};
  week.forEach((day, i) => {
    if (day && i < 7) hours[i as Weekday] = openSpans(day);
  });
  return hours;
}

export function bandOf(band: StoredBand, hours: ClinicProfile['hours']): TimeBand {
  if (band !== 'any') return band;
  // Any time the clinic is open: from its earliest opening to its latest closing (each day's own hours and breaks still apply).
  const week = weekFrame(hours);
  return { from: week.open, to: week.close };
}

export interface ScheduleRequest {
  /** The patient's record (null: a guest consultation, no sessions of their own yet). */
  patientId: string | null;
  patientGender: Gender;
  timeBand: StoredBand;
  startDate: string;
  days: readonly (readonly string[])[];
  prescribed: boolean;
}

function push(map: Record<string, Interval[]>, key: string, interval: Interval) {
  (map[key] ??= []).push(interval);
}

/** Busy time of therapists, rooms and the patient in [from, to). */
async function busyBetween(ctx: AppContext, from: Date, to: Date, patientId: string | null): Promise<ScheduleInput['busy']> {
  const overlapping = and(
    ne(therapySessions.status, 'cancelled'),
    lt(therapySessions.blockedFrom, to),
    gt(therapySessions.blockedTo, from),
  );
  const sessions = await ctx.db
    .select({
      id: therapySessions.id,
      roomId: therapySessions.roomId,
      patientId: therapySessions.patientId,
      start: therapySessions.blockedFrom,
      end: therapySessions.blockedTo,
    })
    .from(therapySessions)
    .where(overlapping)
    .orderBy(asc(therapySessions.blockedFrom), asc(therapySessions.id));
  const held = await ctx.db
    .select({ therapistId: sessionTherapists.therapistId, start: sessionTherapists.blockedFrom, end: sessionTherapists.blockedTo })
    .from(sessionTherapists)
    .where(and(eq(sessionTherapists.active, true), lt(sessionTherapists.blockedFrom, to), gt(sessionTherapists.blockedTo, from)))
    .orderBy(asc(sessionTherapists.blockedFrom));
  const busy = { therapists: {} as Record<string, Interval[]>, rooms: {} as Record<string, Interval[]>, patient: [] as Interval[] };
  for (const s of sessions) {
    push(busy.rooms, s.roomId, { start: s.start, end: s.end });
    if (patientId && s.patientId === patientId) busy.patient.push({ start: s.start, end: s.end });
  }
  for (const h of held) push(busy.therapists, h.therapistId, { start: h.start, end: h.end });
  return busy;
}

async function activeTherapists(ctx: AppContext, from: string): Promise<Therapist[]> {
  const rows = await ctx.db.select().from(therapists).where(eq(therapists.active, true)).orderBy(asc(therapists.id));
  const ids = rows.map((r) => r.id);
  const leaves = ids.length
    ? await ctx.db
        .select({ therapistId: therapistLeaves.therapistId, date: therapistLeaves.date })
        .from(therapistLeaves)
        .where(and(inArray(therapistLeaves.therapistId, ids), gt(therapistLeaves.date, addDays(from, -1))))
        .orderBy(asc(therapistLeaves.date))
    : [];
  return rows.map((r) => ({
    id: r.id,
    gender: r.gender,
    therapies: r.therapies,
    hours: hoursOf(r.weeklyHours),
    leave: leaves.filter((l) => l.therapistId === r.id).map((l) => l.date),
  }));
}

/** Everything the scheduler needs to propose this programme, read in one go. */
export async function loadScheduleInput(ctx: AppContext, request: ScheduleRequest): Promise<ScheduleInput> {
  const now = ctx.now();
  const horizonDays = LIMITS.bookingHorizonDays;
  const profile = await clinicProfile(ctx);
  const from = slotStart(addDays(request.startDate, -1), '00:00');
  const to = slotStart(addDays(horizonEnd(now, horizonDays), 2), '00:00');
  const [settings, staff, rooms, busy] = await Promise.all([
    ctx.db.select().from(therapySettings).orderBy(asc(therapySettings.therapySlug)),
    activeTherapists(ctx, request.startDate),
    ctx.db
      .select({ id: treatmentRooms.id, capabilities: treatmentRooms.capabilities })
      .from(treatmentRooms)
      .where(isNull(treatmentRooms.removedAt))
      .orderBy(asc(treatmentRooms.id)),
    busyBetween(ctx, from, to, request.patientId),
  ]);
  return {
    therapies: settings.map(therapySpecOf),
    therapists: staff,
    rooms: rooms.map(roomOf),
    busy,
    clinic: { hours: profile.hours, holidays: profile.holidays },
    patient: { gender: request.patientGender, band: bandOf(request.timeBand, profile.hours) },
    programme: { startDate: request.startDate, days: request.days, prescribed: request.prescribed },
    horizonDays,
    now,
  };
}
