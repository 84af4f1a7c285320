/**
 * Rules against slot hoarding, pure (the server applies them inside the booking transaction, the
 * tests on a fixed clock). One account emptied a doctor's day in one burst, because paying at the
 * clinic or claiming a payment without a UTR removed the 30-minute hold and nothing capped how
 * many bookings an account held. The rules (docs/booking.md, docs/decisions/0014-booking-limits.md):
 *
 * 1. At most LIMITS.maxUnpaidBookings (2) future bookings not yet paid per patient: unpaid holds,
 *    payment claims staff have not verified, pay-at-clinic bookings.
 * 2. At most one booking per patient with one doctor on one day (paid or not).
 * 3. A payment claim without a UTR keeps the hold: with the UTR, or staff verifying the payment,
 *    it ends.
 * 4. Paying at the clinic ends the hold for a returning patient (a completed visit or a verified
 *    payment before). A new patient's booking waits for the clinic's confirmation call: it holds
 *    its slot until LIMITS.confirmCallHoursBefore hours before the slot (never less than its
 *    current hold); confirming it (status confirmed) ends the hold, else it is released then.
 */
import { LIMITS, type ConsultationStatus, type PaymentStatus } from '@core/constants';
import { holdsSlotAt } from '@core/consultations/rules';
import { slotStart } from './slots';

/** What the rules need to know of a booking. */
export interface HeldBooking {
  doctorId: string;
  date: string;
  timeSlot: string;
  status: ConsultationStatus;
  paymentStatus: PaymentStatus;
  holdExpiresAt: Date | null;
}

export type BookingLimitProblem = 'unpaid-limit' | 'same-doctor-day';

export const BOOKING_LIMIT_MESSAGES: Record<BookingLimitProblem, 'booking.limit.unpaid' | 'booking.limit.sameDoctorDay'> = {
  'unpaid-limit': 'booking.limit.unpaid',
  'same-doctor-day': 'booking.limit.sameDoctorDay',
};

/**
 * Why this patient may not take one more booking, or null. `mine`: the patient's bookings (only
 * the future ones still holding a slot count); `wanted`: the slot, and whether it is paid at once
 * (a free consultation). A reschedule passes the patient's other bookings and `countUnpaid: false`:
 * moving a booking adds no unpaid one, but may not land on a day with the same doctor.
 */
export function bookingLimitProblem(
  mine: readonly HeldBooking[],
  wanted: { doctorId: string; date: string; paid: boolean },
  now: Date,
  options: { countUnpaid?: boolean } = {},
): BookingLimitProblem | null {
  const ahead = mine.filter((c) => holdsSlotAt(c, now) && slotStart(c.date, c.timeSlot).getTime() > now.getTime());
  if (ahead.some((c) => c.doctorId === wanted.doctorId && c.date === wanted.date)) return 'same-doctor-day';
  if ((options.countUnpaid ?? true) && !wanted.paid && ahead.filter((c) => c.paymentStatus !== 'paid').length >= LIMITS.maxUnpaidBookings)
    return 'unpaid-limit';
  return null;
}

/**
 * The hold of a booking paid at the clinic: none for a returning patient; for a new one, until the
 * confirmation call's deadline (confirmCallHoursBefore the slot), never shorter than `current`
 * (or a fresh unpaid hold when there is none).
 */
export function payAtClinicHold(input: {
  returning: boolean;
  now: Date;
  slot: { date: string; timeSlot: string };
  current: Date | null;
}): Date | null {
  if (input.returning) return null;
  const deadline = slotStart(input.slot.date, input.slot.timeSlot).getTime() - LIMITS.confirmCallHoursBefore * 3_600_000;
  const floor = input.current?.getTime() ?? input.now.getTime() + LIMITS.unpaidHoldMinutes * 60_000;
  return new Date(Math.max(deadline, floor));
}

/** The hold of a new booking: none when free, the pay-at-clinic rule, else the 30-minute hold. */
export function initialHold(input: {
  free: boolean;
  payAtClinic: boolean;
  returning: boolean;
  now: Date;
  slot: { date: string; timeSlot: string };
}): Date | null {
  if (input.free) return null;
  if (input.payAtClinic) return payAtClinicHold({ ...input, current: null });
  return new Date(input.now.getTime() + LIMITS.unpaidHoldMinutes * 60_000);
}
