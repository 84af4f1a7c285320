/** Booking limits: returning patients and how many open bookings one patient may hold (docs/decisions/0014). */
import { and, eq, gt, gte, inArray, ne, or } from 'drizzle-orm';
import { clinicDate } from '@core/booking/slots';
import { BOOKING_LIMIT_MESSAGES, bookingLimitProblem } from '@core/booking/booking-limits';
import { ACTIVE_STATUSES } from '@core/consultations/rules';
import { LIMITS } from '@core/constants';
import { consultations, patients } from '@server/db/schema';
import type { Db, Tx } from '@server/db/client';
import { Conflict } from '@server/domain/errors';

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
export async function assertBookingLimits(
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
