/**
 * Consultations: the functions API routes, page loaders, the patient pages and the staff console
 * share. Slot rules are in core/booking/slots.ts; the database's partial unique index
 * `consultations_active_slot` is what makes double booking impossible.
 */
import { and, eq, gte, inArray } from 'drizzle-orm';
import { newConsultationId } from '@core/booking/consultation-id';
import { slotProblem, type SlotProblem } from '@core/booking/slots';
import { initialHold, payAtClinicHold } from '@core/booking/booking-limits';
import {
  ACTIVE_STATUSES,
  awaitsConfirmationCall,
  changeProblem,
  checkTransition,
  holdRunsOut,
  refundOnCancel,
} from '@core/consultations/rules';
import { CHANGE_MESSAGES, TRANSITION_MESSAGES } from '@core/consultations/rule-messages';
import { can } from '@core/policy';
import type { Locale } from '@core/i18n/locales';
import type { BookingRequestParsed } from '@core/schemas/booking/consultation';
import type { AppContext } from '@server/context';
import type { Actor } from '@server/domain/actor';
import { consultations } from '@server/db/schema';
import { BadRequest, Conflict, Forbidden } from '@server/domain/errors';
import { uniqueViolationAs } from '@server/db/errors';
import { writeAudit } from '@server/audit/audit.server';
import { cancelJobs, wakeWorker } from '@server/jobs/queue';
import { notifyConsultation } from '@server/notify/consultation-notices';
import { newVideoRoomName } from './video-room';
import { bookingNoticeChannel } from '@server/modules/profile/notice-channel.server';
import { type ConsultationRow, getConsultationRow, requireAccess } from './booking/access.server';
import { activeDoctor, loadCalendar, slotsChanged } from './booking/availability.server';
import { releaseExpiredHolds, scheduleHoldExpiry, scheduleJobs } from './booking/holds.server';
import { assertBookingLimits, isReturningPatient } from './booking/limits.server';

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

/** The doctor booked (active, of the department) and, for a follow-up, the patient's own earlier consultation. */
async function bookingTarget(ctx: AppContext, patientId: string, input: BookingRequestParsed) {
  const doctor = await activeDoctor(ctx, input.doctor.doctorId);
  if (!doctor) throw new BadRequest('booking.doctorNotFound', { 'doctor.doctorId': 'booking.doctorNotFound' });
  if (!doctor.department.includes(input.department)) {
    throw new BadRequest('booking.doctorNotInDepartment', { 'doctor.doctorId': 'booking.doctorNotInDepartment' });
  }
  let previousConsultationId: string | null = null;
  if (input.consultationType === 'Follow-up') {
    const previous = input.previousConsultationId ? await getConsultationRow(ctx, input.previousConsultationId) : null;
    if (!previous || previous.patientId !== patientId) {
      throw new BadRequest('booking.previousIdNotFound', { previousConsultationId: 'booking.previousIdNotFound' });
    }
    previousConsultationId = previous.id;
  }
  return { doctor, previousConsultationId };
}

/**
 * THE way to book a consultation: the patient's own booking (`POST /api/consultations`) and the
 * desk's booking for a patient (`POST /api/staff/bookings`, decision 0054) both come here, so one
 * set of slot rules, limits, the `consultations_active_slot` index and the booking notice hold for
 * both. The amount comes from the doctor's fee. `by` is the patient (the default) or a staff member
 * of the desk: their booking of an in-person visit is paid at the clinic, needs no confirmation call
 * (the desk has just spoken to the patient) and is audited under their name.
 */
export async function createConsultation(
  ctx: AppContext,
  patient: BookingPatient,
  input: BookingRequestParsed,
  options: { locale?: Locale; by?: Actor } = {},
): Promise<ConsultationRow> {
  const desk = options.by?.kind === 'staff' ? options.by.staff : null;
  if (options.by && options.by.kind !== 'patient' && !(desk && can(desk, 'consultations.book-for-patient'))) throw new Forbidden();
  const { doctor, previousConsultationId } = await bookingTarget(ctx, patient.id, input);
  const now = ctx.now();
  await releaseExpiredHolds(ctx, { doctorId: doctor.id, date: input.date, timeSlot: input.timeSlot });
  const calendar = await loadCalendar(ctx, doctor.id, input.date, input.date);
  assertSlotOffered(slotProblem(calendar, input.date, input.timeSlot, now));

  const amount = doctor.fees[input.consultationType];
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0) throw new BadRequest('booking.doctorNotFound');
  const id = newConsultationId();
  const payAtClinic = input.mode === 'offline' && (input.payAtClinic || desk !== null);
  const free = amount === 0;
  const returning = desk !== null || (payAtClinic && !free ? await isReturningPatient(ctx.db, patient.id) : false);
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
      if (inserted && desk) {
        await writeAudit(tx, ctx, desk, {
          action: 'consultation.booked-at-desk',
          entity: 'consultation',
          entityId: inserted.id,
          after: inserted,
        });
      }
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
