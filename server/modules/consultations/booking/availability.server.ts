/** A doctor's free slots: their week, leave, the clinic's holidays and the slots taken, cached briefly (docs/decisions/0005). */
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  CLINIC_TIME_ZONE,
  addDays,
  availability,
  clinicDate,
  horizonEnd,
  slotStart,
  weekdayOf,
  type DoctorCalendar,
} from '@core/booking/slots';
import { ACTIVE_STATUSES, holdRunsOut } from '@core/consultations/rules';
import { isUuid } from '@core/uuid';
import { weekWithinClinic } from '@core/hours';
import type { Availability } from '@core/schemas/booking/consultation';
import type { AppContext } from '@server/context';
import { cachedPublicData, invalidatePublicData } from '@server/cache/public-data';
import { listActiveDoctors, weekOf } from '@server/modules/doctors/doctors.server';
import { consultations, doctorLeaves, doctorSchedules, doctors } from '@server/db/schema';
import { BadRequest } from '@server/domain/errors';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { holdsSlot } from './access.server';

/** The clinic's holidays (clinic profile) between two dates: no doctor is bookable on them. */
async function clinicHolidays(ctx: AppContext, from: string, to: string): Promise<string[]> {
  return (await clinicProfile(ctx)).holidays.map((h) => h.date).filter((d) => d >= from && d <= to);
}

/** The doctor's week, leave (with the clinic's holidays) and active bookings between two dates. */
export async function loadCalendar(
  ctx: AppContext,
  doctorId: string,
  from: string,
  to: string,
  exceptId?: string,
  knownWeek?: DoctorCalendar['weekly'],
): Promise<DoctorCalendar> {
  const now = ctx.now();
  const [schedules, leaves, booked, holidays] = await Promise.all([
    knownWeek ? [] : ctx.db.select().from(doctorSchedules).where(eq(doctorSchedules.doctorId, doctorId)),
    ctx.db
      .select({ date: doctorLeaves.date })
      .from(doctorLeaves)
      .where(and(eq(doctorLeaves.doctorId, doctorId), gte(doctorLeaves.date, from), lte(doctorLeaves.date, to))),
    ctx.db
      .select({ id: consultations.id, date: consultations.date, timeSlot: consultations.timeSlot })
      .from(consultations)
      .where(and(eq(consultations.doctorId, doctorId), gte(consultations.date, from), lte(consultations.date, to), holdsSlot(now))),
    clinicHolidays(ctx, from, to),
  ]);
  const week: DoctorCalendar['weekly'] = knownWeek ? { ...knownWeek } : {};
  for (const s of schedules) week[s.weekday] = s.startTimes;
  // No slot while the clinic is closed (its breaks, a half-day's afternoon): refused when booked, not only hidden (decision 0057).
  const weekly = weekWithinClinic(week, (await clinicProfile(ctx)).hours);
  return { weekly, leaves: [...new Set([...leaves.map((l) => l.date), ...holidays])], booked: booked.filter((b) => b.id !== exceptId) };
}

/** How long a snapshot of taken slots may serve availability reads (writes here invalidate it at once). */
export const TAKEN_SLOTS_TTL_MS = 10_000;

interface TakenSlots {
  leaves: string[];
  /** Active bookings; `holdUntil` is when an unpaid hold stops holding its slot (ms), else null. */
  booked: { id: string; date: string; timeSlot: string; holdUntil: number | null }[];
}

/**
 * A doctor's leave and taken slots over the booking horizon, shared by availability reads: the
 * hottest read of the booking page, served from memory. Kept for TAKEN_SLOTS_TTL_MS at most and
 * dropped by `slotsChanged` after every write that takes or frees a slot; a snapshot read by
 * another process may be up to that old, which only means a slot shown free is refused (409)
 * when booked: booking itself always checks the database.
 */
function takenOverHorizon(ctx: AppContext, doctorId: string, from: string, to: string): Promise<TakenSlots> {
  return cachedPublicData(
    ctx.db,
    'bookings',
    `${doctorId}:${from}:${to}`,
    async () => {
      const [leaves, rows, holidays] = await Promise.all([
        ctx.db
          .select({ date: doctorLeaves.date })
          .from(doctorLeaves)
          .where(and(eq(doctorLeaves.doctorId, doctorId), gte(doctorLeaves.date, from), lte(doctorLeaves.date, to))),
        ctx.db
          .select({
            id: consultations.id,
            date: consultations.date,
            timeSlot: consultations.timeSlot,
            status: consultations.status,
            holdExpiresAt: consultations.holdExpiresAt,
            paymentStatus: consultations.paymentStatus,
          })
          .from(consultations)
          .where(
            and(
              eq(consultations.doctorId, doctorId),
              gte(consultations.date, from),
              lte(consultations.date, to),
              inArray(consultations.status, ACTIVE_STATUSES),
            ),
          ),
        clinicHolidays(ctx, from, to),
      ]);
      return {
        leaves: [...new Set([...leaves.map((l) => l.date), ...holidays])].sort(),
        // The same rule as holdsSlot(), applied at read time so a hold that runs out frees its slot.
        booked: rows.map((r) => ({
          id: r.id,
          date: r.date,
          timeSlot: r.timeSlot,
          holdUntil: holdRunsOut(r) && r.holdExpiresAt ? r.holdExpiresAt.getTime() : null,
        })),
      };
    },
    TAKEN_SLOTS_TTL_MS,
  );
}

/**
 * Call after a write that takes or frees a slot, or changes whether a hold runs out (booking,
 * cancel, reschedule, status and payment changes, leave): availability reads see it at once.
 */
export function slotsChanged(ctx: AppContext): void {
  invalidatePublicData(ctx.db, 'bookings');
}

export async function activeDoctor(ctx: AppContext, doctorId: string) {
  if (!isUuid(doctorId)) return null;
  const [row] = await ctx.db
    .select()
    .from(doctors)
    .where(and(eq(doctors.id, doctorId), eq(doctors.active, true)))
    .limit(1);
  return row ?? null;
}

/** Free slots per date of a doctor's week and taken slots at `now`. Range clipped to today..horizon. */
function computeAvailability(
  doctorId: string,
  week: DoctorCalendar['weekly'],
  taken: TakenSlots,
  now: Date,
  from?: string,
  to?: string,
): Availability {
  const firstDate = clinicDate(now);
  const lastDate = horizonEnd(now);
  const start = from && from > firstDate ? from : firstDate;
  const end = to && to < lastDate ? to : lastDate;
  const nowMs = now.getTime();
  const calendar: DoctorCalendar = {
    weekly: week,
    leaves: taken.leaves,
    booked: taken.booked.filter((b) => b.holdUntil === null || b.holdUntil > nowMs),
  };
  return {
    doctorId,
    timeZone: CLINIC_TIME_ZONE,
    firstDate,
    lastDate,
    workingWeekdays: Object.entries(calendar.weekly)
      .filter(([, times]) => times?.length)
      .map(([d]) => Number(d))
      .sort(),
    leaves: [...calendar.leaves].sort(),
    days: start <= end ? availability(calendar, start, end, now) : [],
  };
}

/**
 * The first instant at which the same inputs give another answer: a slot of today starts (it
 * becomes past), an unpaid hold runs out, or the clinic's day ends (the window moves on).
 */
function answerValidUntil(week: DoctorCalendar['weekly'], taken: TakenSlots, now: Date): number {
  const nowMs = now.getTime();
  const today = clinicDate(now);
  let until = slotStart(addDays(today, 1), '00:00').getTime();
  for (const time of week[weekdayOf(today)] ?? []) {
    const start = slotStart(today, time).getTime();
    if (start > nowMs && start < until) until = start;
  }
  for (const b of taken.booked) if (b.holdUntil !== null && b.holdUntil > nowMs && b.holdUntil < until) until = b.holdUntil;
  return until;
}

/**
 * A doctor's free slots per date (`GET /api/doctors/:id/availability`), or null for an unknown
 * doctor, and the instant from which the clock alone changes them (answerValidUntil). The week
 * comes from the public-data cache and the taken slots from their snapshot (takenOverHorizon).
 */
export async function doctorAvailability(
  ctx: AppContext,
  doctorId: string,
  from?: string,
  to?: string,
): Promise<{ availability: Availability; validUntil: number } | null> {
  const doctorWeek = weekOf(await listActiveDoctors(ctx), doctorId);
  if (!doctorWeek) return null;
  const week = weekWithinClinic(doctorWeek, (await clinicProfile(ctx)).hours);
  if (to && from && to < from) throw new BadRequest('booking.selectDate');
  const now = ctx.now();
  const taken = await takenOverHorizon(ctx, doctorId, clinicDate(now), horizonEnd(now));
  return { availability: computeAvailability(doctorId, week, taken, now, from, to), validUntil: answerValidUntil(week, taken, now) };
}
