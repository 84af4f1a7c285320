import { describe, expect, it } from 'vitest';
import { LIMITS } from '@core/constants';
import { bookingLimitProblem, initialHold, payAtClinicHold, type HeldBooking } from './booking-limits';
import { slotStart } from './slots';

/** Friday 20 November 2026, noon in Raipur. */
const NOW = slotStart('2026-11-20', '12:00');
const MIN = 60_000;
const DOCTOR = 'd1';

const booking = (over: Partial<HeldBooking> = {}): HeldBooking => ({
  doctorId: DOCTOR,
  date: '2026-11-23',
  timeSlot: '10:00',
  status: 'pending',
  paymentStatus: 'pending',
  holdExpiresAt: new Date(NOW.getTime() + 20 * MIN),
  ...over,
});

describe('booking limits', () => {
  const wanted = { doctorId: 'd2', date: '2026-11-25', paid: false };

  it(`allows ${LIMITS.maxUnpaidBookings} unpaid future bookings per patient, not one more`, () => {
    expect(bookingLimitProblem([], wanted, NOW)).toBeNull();
    expect(bookingLimitProblem([booking()], wanted, NOW)).toBeNull();
    const two = [booking(), booking({ date: '2026-11-24', paymentStatus: 'submitted', holdExpiresAt: null })];
    expect(bookingLimitProblem(two, wanted, NOW)).toBe('unpaid-limit');
    // Paid at once (a free consultation): no unpaid one more.
    expect(bookingLimitProblem(two, { ...wanted, paid: true }, NOW)).toBeNull();
  });

  it('does not count paid, past, cancelled or run-out bookings towards the unpaid limit', () => {
    const others = [
      booking({ paymentStatus: 'paid', holdExpiresAt: null, status: 'confirmed' }),
      booking({ date: '2026-11-19' }), // past
      booking({ date: '2026-11-20', timeSlot: '11:30', holdExpiresAt: null }), // today, already started
      booking({ date: '2026-11-24', status: 'cancelled' }),
      booking({ date: '2026-11-26', holdExpiresAt: new Date(NOW.getTime() - MIN) }), // hold ran out
      booking({ date: '2026-11-27', status: 'completed' }),
    ];
    expect(bookingLimitProblem(others, wanted, NOW)).toBeNull();
    expect(bookingLimitProblem([...others, booking(), booking({ date: '2026-11-28' })], wanted, NOW)).toBe('unpaid-limit');
  });

  it('allows one booking with one doctor on one day, paid or not', () => {
    const paid = booking({ paymentStatus: 'paid', status: 'confirmed', holdExpiresAt: null });
    expect(bookingLimitProblem([paid], { doctorId: DOCTOR, date: '2026-11-23', paid: false }, NOW)).toBe('same-doctor-day');
    expect(bookingLimitProblem([paid], { doctorId: DOCTOR, date: '2026-11-23', paid: true }, NOW)).toBe('same-doctor-day');
    expect(bookingLimitProblem([paid], { doctorId: DOCTOR, date: '2026-11-24', paid: false }, NOW)).toBeNull();
    expect(bookingLimitProblem([paid], { doctorId: 'd2', date: '2026-11-23', paid: false }, NOW)).toBeNull();
    // A reschedule checks only the day rule.
    expect(bookingLimitProblem([booking(), booking({ date: '2026-11-24' })], wanted, NOW, { countUnpaid: false })).toBeNull();
  });
});

describe('pay at the clinic', () => {
  const slot = { date: '2026-11-23', timeSlot: '10:00' };

  it('ends the hold for a returning patient', () => {
    expect(payAtClinicHold({ returning: true, now: NOW, slot, current: new Date(NOW.getTime() + 10 * MIN) })).toBeNull();
    expect(initialHold({ free: false, payAtClinic: true, returning: true, now: NOW, slot })).toBeNull();
  });

  it(`holds a new patient's slot until the confirmation call, ${LIMITS.confirmCallHoursBefore} hours before the slot`, () => {
    const current = new Date(NOW.getTime() + 10 * MIN);
    expect(payAtClinicHold({ returning: false, now: NOW, slot, current })).toEqual(new Date('2026-11-23T01:30:00Z')); // 07:00 in Raipur
    expect(initialHold({ free: false, payAtClinic: true, returning: false, now: NOW, slot })).toEqual(new Date('2026-11-23T01:30:00Z'));
  });

  it('never shortens a hold when the slot is near', () => {
    const near = { date: '2026-11-20', timeSlot: '15:00' }; // 3 hours ahead: the deadline is now
    const current = new Date(NOW.getTime() + 10 * MIN);
    expect(payAtClinicHold({ returning: false, now: NOW, slot: near, current })).toEqual(current);
    expect(payAtClinicHold({ returning: false, now: NOW, slot: near, current: null })).toEqual(
      new Date(NOW.getTime() + LIMITS.unpaidHoldMinutes * MIN),
    );
  });

  it('gives other bookings the 30-minute hold and free ones none', () => {
    expect(initialHold({ free: false, payAtClinic: false, returning: true, now: NOW, slot })).toEqual(new Date(NOW.getTime() + 30 * MIN));
    expect(initialHold({ free: true, payAtClinic: false, returning: false, now: NOW, slot })).toBeNull();
  });
});
