/**
 * Consultations: the functions API routes, page loaders, the patient pages and the staff console
 * share. Slot rules are in core/booking/slots.ts; the database's partial unique index
 * `consultations_active_slot` is what makes double booking impossible.
 */
import { and, eq, gt, gte, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import { newConsultationId, normalizeConsultationId } from '@core/booking/consultation-id';
import {
  CLINIC_TIME_ZONE,
  addDays,
  availability,
  clinicDate,
  horizonEnd,
  reminderTimes,
  slotProblem,
  slotStart,
  weekdayOf,
  type DoctorCalendar,
  type SlotProblem,
} from '@core/booking/slots';
import { BOOKING_LIMIT_MESSAGES, bookingLimitProblem, initialHold, payAtClinicHold } from '@core/booking/booking-limits';
import {
  ACTIVE_STATUSES,
  awaitsConfirmationCall,
  changeProblem,
  checkTransition,
  holdRunsOut,
  refundOnCancel,
  staffReaches,
} from '@core/consultations/rules';
import { CHANGE_MESSAGES, TRANSITION_MESSAGES } from '@core/consultations/rule-messages';
import { isUuid } from '@core/uuid';
import { LIMITS } from '@core/constants';
import { can } from '@core/policy';
import type { Locale } from '@core/i18n/locales';
import type { Availability, BookingRequestParsed } from '@core/schemas/consultation';
import type { AppContext } from '@server/context';
import type { Actor } from '@server/domain/actor';
import { cachedPublicData, invalidatePublicData } from '@server/cache/public-data';
import { listActiveDoctors, weekOf } from '@server/modules/doctors/doctors.server';
import { consultations, doctorLeaves, doctorSchedules, doctors, patients } from '@server/db/schema';
import type { Db, Tx } from '@server/db/client';
import { BadRequest, Conflict, Forbidden, NotFound } from '@server/domain/errors';
import { uniqueViolationAs } from '@server/db/errors';
import { writeAudit } from '@server/modules/staff/audit.server';
import { cancelJobs, enqueueJob, wakeWorker } from '@server/jobs/queue';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { notifyConsultation } from '@server/notify/consultation-notices';
import { newVideoRoomName } from './video-room';
import { bookingNoticeChannel } from '@server/modules/profile/notice-channel.server';

export type ConsultationRow = typeof consultations.$inferSelect;

/** A consultation by id in any accepted spelling, or null. */
export async function getConsultationRow(ctx: AppContext, id: string): Promise<ConsultationRow | null> {
  const compact = normalizeConsultationId(id);
  if (!compact) return null;
  const [row] = await ctx.db.select().from(consultations).where(eq(consultations.id, compact)).limit(1);
  return row ?? null;
}

/** The owner, staff within their scope, or the system may see and act; anyone else gets "not found" (existence is not revealed). */
export function canAccess(row: ConsultationRow, actor: Actor): boolean {
  if (actor.kind === 'patient') return row.patientId !== null && row.patientId === actor.patientId;
  if (actor.kind === 'staff') return staffReaches(actor.staff, row);
  return true;
}

async function requireAccess(ctx: AppContext, id: string, actor: Actor): Promise<ConsultationRow> {
  const row = await getConsultationRow(ctx, id);
  if (!row || !canAccess(row, actor)) throw new NotFound('booking.consultationNotFound');
  return row;
}

/** Rows that hold a slot at `now`: active, and not an unpaid hold that has run out (holdsSlotAt in SQL). */
function holdsSlot(now: Date) {
  return and(
    inArray(consultations.status, ACTIVE_STATUSES),
    or(
      ne(consultations.status, 'pending'),
      eq(consultations.paymentStatus, 'paid'),
      isNull(consultations.holdExpiresAt),
      gt(consultations.holdExpiresAt, now),
    ),
  );
}

/** The clinic's holidays (clinic profile) between two dates: no doctor is bookable on them. */
async function clinicHolidays(ctx: AppContext, from: string, to: string): Promise<string[]> {
  return (await clinicProfile(ctx)).holidays.map((h) => h.date).filter((d) => d >= from && d <= to);
}

/** The doctor's week, leave (with the clinic's holidays) and active bookings between two dates. */
async function loadCalendar(
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
  const weekly: DoctorCalendar['weekly'] = knownWeek ? { ...knownWeek } : {};
  for (const s of schedules) weekly[s.weekday] = s.startTimes;
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

async function activeDoctor(ctx: AppContext, doctorId: string) {
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
  const week = weekOf(await listActiveDoctors(ctx), doctorId);
  if (!week) return null;
  if (to && from && to < from) throw new BadRequest('booking.selectDate');
  const now = ctx.now();
  const taken = await takenOverHorizon(ctx, doctorId, clinicDate(now), horizonEnd(now));
  return { availability: computeAvailability(doctorId, week, taken, now, from, to), validUntil: answerValidUntil(week, taken, now) };
}

const PROBLEM_MESSAGES: Record<SlotProblem, string> = {
  invalid: 'booking.selectTimeSlot',
  past: 'booking.slotPast',
  'beyond-horizon': 'booking.slotBeyondHorizon',
  'day-off': 'booking.slotDayOff',
  leave: 'booking.slotLeave',
  'not-a-slot': 'booking.slotNotOffered',
  taken: 'booking.slotTaken',
};

/** Refuses a slot the rules do not offer: 409 when taken, 400 otherwise. */
/** Runs a write that takes a slot: the `consultations_active_slot` index refusing it means another booking took the slot meanwhile. */
const takingSlot = <T>(write: () => Promise<T>): Promise<T> =>
  uniqueViolationAs(write, () => new Conflict('booking.slotTaken'), 'consultations_active_slot');

function assertSlotOffered(problem: SlotProblem | null) {
  if (!problem) return;
  if (problem === 'taken') throw new Conflict('booking.slotTaken');
  throw new BadRequest(PROBLEM_MESSAGES[problem], { timeSlot: PROBLEM_MESSAGES[problem] });
}

/** Releases unpaid holds that ran out (status cancelled, reason unpaid). Returns the released rows. */
export async function releaseExpiredHolds(
  ctx: AppContext,
  where: { id?: string; doctorId?: string; date?: string; timeSlot?: string } = {},
): Promise<ConsultationRow[]> {
  const now = ctx.now();
  const released = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(consultations)
      .set({ status: 'cancelled', cancelReason: 'unpaid', cancelledAt: now, updatedAt: now, holdExpiresAt: null })
      .where(
        and(
          eq(consultations.status, 'pending'),
          ne(consultations.paymentStatus, 'paid'),
          lte(consultations.holdExpiresAt, now),
          where.id ? eq(consultations.id, where.id) : undefined,
          where.doctorId ? eq(consultations.doctorId, where.doctorId) : undefined,
          where.date ? eq(consultations.date, where.date) : undefined,
          where.timeSlot ? eq(consultations.timeSlot, where.timeSlot) : undefined,
        ),
      )
      .returning();
    // The patient's notice is queued with the release: both happen or neither does.
    for (const row of rows) await notifyConsultation(ctx, row, 'cancelled', tx);
    return rows;
  });
  if (released.length) {
    slotsChanged(ctx);
    wakeWorker(ctx);
  }
  for (const row of released) await cancelJobs(ctx.db, `c:${row.id}:`);
  return released;
}

/** The hold-expiry job of a consultation at its (new) `holdExpiresAt`, or none when it has no hold. */
export async function scheduleHoldExpiry(ctx: AppContext, row: ConsultationRow) {
  await cancelJobs(ctx.db, `c:${row.id}:hold`);
  if (row.holdExpiresAt) {
    await enqueueJob(ctx.db, {
      kind: 'hold-expiry',
      payload: { consultationId: row.id },
      runAt: row.holdExpiresAt,
      dedupeKey: `c:${row.id}:hold`,
    });
  }
}

/** Jobs of a consultation: hold expiry and the two reminders, keyed so each exists once. */
async function scheduleJobs(ctx: AppContext, row: ConsultationRow) {
  const now = ctx.now();
  if (row.holdExpiresAt) await scheduleHoldExpiry(ctx, row);
  for (const reminder of reminderTimes(slotStart(row.date, row.timeSlot), now)) {
    await enqueueJob(ctx.db, {
      kind: 'reminder',
      payload: { consultationId: row.id, date: row.date, timeSlot: row.timeSlot, reminder: reminder.kind },
      runAt: reminder.at,
      dedupeKey: `c:${row.id}:${reminder.kind}:${row.date}T${row.timeSlot}`,
    });
  }
}

/** A returning patient: a completed visit, or a verified payment, on another consultation. */
export async function isReturningPatient(db: Db, patientId: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(
      and(
        eq(consultations.patientId, patientId),
        exceptId ? ne(consultations.id, exceptId) : undefined,
        or(eq(consultations.status, 'completed'), and(eq(consultations.paymentStatus, 'paid'), gt(consultations.amount, 0))),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Inside a booking transaction: takes the patient's row lock (so one account's parallel requests
 * run one after another) and refuses what the hoarding rules forbid (409 with `rule`).
 */
async function assertBookingLimits(
  tx: Tx,
  patientId: string,
  wanted: { doctorId: string; date: string; paid: boolean; exceptId?: string },
  now: Date,
  countUnpaid = true,
) {
  await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId)).for('update');
  const mine = await tx
    .select({
      doctorId: consultations.doctorId,
      date: consultations.date,
      timeSlot: consultations.timeSlot,
      status: consultations.status,
      paymentStatus: consultations.paymentStatus,
      holdExpiresAt: consultations.holdExpiresAt,
    })
    .from(consultations)
    .where(
      and(
        eq(consultations.patientId, patientId),
        inArray(consultations.status, ACTIVE_STATUSES),
        gte(consultations.date, clinicDate(now)),
        wanted.exceptId ? ne(consultations.id, wanted.exceptId) : undefined,
      ),
    );
  const problem = bookingLimitProblem(mine, wanted, now, { countUnpaid });
  if (problem) throw new Conflict(BOOKING_LIMIT_MESSAGES[problem], { max: LIMITS.maxUnpaidBookings }, { rule: problem });
}

export interface BookingPatient {
  id: string;
  name: string;
  contact: string;
  email: string | null;
  locale: Locale;
}

/**
 * The patient's booking of this doctor, date and time made since `since`, if any: what a retry
 * whose first try died after booking (its idempotency key taken over: decision 0042) answers
 * instead of refusing the patient's own slot as taken.
 */
export async function bookedSince(
  ctx: AppContext,
  patientId: string,
  input: Pick<BookingRequestParsed, 'doctor' | 'date' | 'timeSlot'>,
  since: Date,
): Promise<ConsultationRow | null> {
  const [row] = await ctx.db
    .select()
    .from(consultations)
    .where(
      and(
        eq(consultations.patientId, patientId),
        eq(consultations.doctorId, input.doctor.doctorId),
        eq(consultations.date, input.date),
        eq(consultations.timeSlot, input.timeSlot),
        inArray(consultations.status, ACTIVE_STATUSES),
        gte(consultations.createdAt, since),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Books a consultation for a signed-in patient. The amount comes from the doctor's fee. */
export async function createConsultation(
  ctx: AppContext,
  patient: BookingPatient,
  input: BookingRequestParsed,
  options: { locale?: Locale } = {},
): Promise<ConsultationRow> {
  const doctor = await activeDoctor(ctx, input.doctor.doctorId);
  if (!doctor) throw new BadRequest('booking.doctorNotFound', { 'doctor.doctorId': 'booking.doctorNotFound' });
  if (!doctor.department.includes(input.department)) {
    throw new BadRequest('booking.doctorNotInDepartment', { 'doctor.doctorId': 'booking.doctorNotInDepartment' });
  }
  let previousConsultationId: string | null = null;
  if (input.consultationType === 'Follow-up') {
    const previous = input.previousConsultationId ? await getConsultationRow(ctx, input.previousConsultationId) : null;
    if (!previous || previous.patientId !== patient.id) {
      throw new BadRequest('booking.previousIdNotFound', { previousConsultationId: 'booking.previousIdNotFound' });
    }
    previousConsultationId = previous.id;
  }
  const now = ctx.now();
  await releaseExpiredHolds(ctx, { doctorId: doctor.id, date: input.date, timeSlot: input.timeSlot });
  const calendar = await loadCalendar(ctx, doctor.id, input.date, input.date);
  assertSlotOffered(slotProblem(calendar, input.date, input.timeSlot, now));

  const amount = doctor.fees[input.consultationType];
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0) throw new BadRequest('booking.doctorNotFound');
  const id = newConsultationId();
  const payAtClinic = input.mode === 'offline' && input.payAtClinic;
  const free = amount === 0;
  const returning = payAtClinic && !free ? await isReturningPatient(ctx.db, patient.id) : false;
  const slot = { date: input.date, timeSlot: input.timeSlot };
  const row = await takingSlot(() =>
    ctx.db.transaction(async (tx) => {
      await assertBookingLimits(tx, patient.id, { doctorId: doctor.id, date: input.date, paid: free }, now);
      const noticeChannel = await bookingNoticeChannel(tx, patient.id, input.noticeChannel, now);
      const [inserted] = await tx
        .insert(consultations)
        .values({
          id,
          patientId: patient.id,
          name: patient.name,
          contact: patient.contact,
          // The account's e-mail, never an address sent with the booking (docs/decisions/0033).
          email: patient.email || null,
          doctorId: doctor.id,
          doctorName: doctor.name,
          consultationType: input.consultationType,
          department: input.department,
          date: input.date,
          timeSlot: input.timeSlot,
          symptoms: input.symptoms.trim(),
          mode: input.mode,
          previousConsultationId,
          amount,
          status: 'pending',
          paymentStatus: free ? 'paid' : 'pending',
          payAtClinic,
          holdExpiresAt: initialHold({ free, payAtClinic, returning, now, slot }),
          videoRoom: input.mode === 'online' ? newVideoRoomName() : null,
          locale: options.locale ?? patient.locale,
          noticeChannel,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      // The booking notice is queued with the booking: both happen or neither does.
      if (inserted) await notifyConsultation(ctx, inserted, 'booked', tx);
      return inserted;
    }),
  );
  if (!row) throw new Error('consultation not created');
  slotsChanged(ctx);
  wakeWorker(ctx);
  await scheduleJobs(ctx, row);
  return row;
}

/**
 * THE way to cancel a consultation (patient page, payment screen, staff console, account deletion),
 * with one rule set: the owner until 24 hours before the slot (an unpaid hold at any time); staff
 * within their scope, only reception and admin (never a doctor), with a reason, through the staff
 * transition rules; the system (account deletion) with its reason. It frees the slot at once,
 * drops pending reminders, writes an audit entry with the reason, records the refund due when the
 * booking was paid or claimed paid, and tells the patient.
 */
export async function cancelConsultation(ctx: AppContext, id: string, options: { by: Actor; reason?: string }): Promise<ConsultationRow> {
  const by = options.by;
  const row = await requireAccess(ctx, id, by);
  const given = options.reason?.trim();
  if (by.kind === 'staff') {
    if (!can(by.staff, 'consultations.cancel')) throw new Forbidden('staff.cancelByDesk');
    if (!given) throw new BadRequest('staff.reasonRequired', { reason: 'staff.reasonRequired' });
    const check = checkTransition(row, 'cancelled', ctx.now());
    if (!check.ok) throw new Conflict(TRANSITION_MESSAGES[check.problem], { from: row.status, to: 'cancelled' });
  }
  const now = ctx.now();
  const problem = changeProblem(row, by.kind, now);
  if (problem) throw new Conflict(CHANGE_MESSAGES[problem]);
  const reason =
    given || (by.kind === 'patient' ? (holdRunsOut(row) ? 'cancelled-unpaid-by-patient' : 'cancelled-by-patient') : 'cancelled-by-clinic');
  const updated = await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(consultations)
      .set({
        status: 'cancelled',
        cancelReason: reason.slice(0, 500),
        cancelledAt: now,
        updatedAt: now,
        holdExpiresAt: null,
        refundDue: refundOnCancel(row),
      })
      .where(and(eq(consultations.id, row.id), inArray(consultations.status, ACTIVE_STATUSES)))
      .returning();
    if (!changed) throw new Conflict('booking.notChangeable');
    const staff = by.kind === 'staff' ? by.staff : null;
    await writeAudit(tx, ctx, staff, {
      action: 'consultation.status.cancelled',
      entity: 'consultation',
      entityId: row.id,
      before: row,
      after: changed,
    });
    await notifyConsultation(ctx, changed, 'cancelled', tx);
    return changed;
  });
  slotsChanged(ctx);
  wakeWorker(ctx);
  await cancelJobs(ctx.db, `c:${row.id}:`);
  return updated;
}

/** Moves an active consultation to another free slot of the same doctor, in one statement. */
export async function rescheduleConsultation(
  ctx: AppContext,
  id: string,
  options: { date: string; timeSlot: string; by: Actor },
): Promise<ConsultationRow> {
  const row = await requireAccess(ctx, id, options.by);
  const now = ctx.now();
  const problem = changeProblem(row, options.by.kind, now);
  if (problem) throw new Conflict(CHANGE_MESSAGES[problem]);
  if (row.date === options.date && row.timeSlot === options.timeSlot) return row;
  await releaseExpiredHolds(ctx, { doctorId: row.doctorId, date: options.date, timeSlot: options.timeSlot });
  const calendar = await loadCalendar(ctx, row.doctorId, options.date, options.date, row.id);
  assertSlotOffered(slotProblem(calendar, options.date, options.timeSlot, now));
  // A new patient's pay-at-clinic booking waits for the call: its deadline follows the new slot.
  const confirmCallHold = awaitsConfirmationCall(row) ? payAtClinicHold({ returning: false, now, slot: options, current: null }) : null;
  const updated = await takingSlot(() =>
    ctx.db.transaction(async (tx) => {
      // The patient may not move it onto a day they already have with this doctor (staff may).
      if (options.by.kind === 'patient' && row.patientId) {
        await assertBookingLimits(
          tx,
          row.patientId,
          { doctorId: row.doctorId, date: options.date, paid: true, exceptId: row.id },
          now,
          false,
        );
      }
      const [moved] = await tx
        .update(consultations)
        .set({
          date: options.date,
          timeSlot: options.timeSlot,
          updatedAt: now,
          ...(confirmCallHold ? { holdExpiresAt: confirmCallHold } : {}),
        })
        .where(and(eq(consultations.id, row.id), inArray(consultations.status, ACTIVE_STATUSES)))
        .returning();
      if (moved) await notifyConsultation(ctx, moved, 'rescheduled', tx);
      return moved;
    }),
  );
  if (!updated) throw new Conflict('booking.notChangeable');
  slotsChanged(ctx);
  await cancelJobs(ctx.db, `c:${row.id}:reminder`);
  await scheduleJobs(ctx, { ...updated, holdExpiresAt: null });
  if (confirmCallHold) await scheduleHoldExpiry(ctx, updated);
  wakeWorker(ctx);
  return updated;
}
