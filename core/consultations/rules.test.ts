import { describe, expect, it } from 'vitest';
import { slotStart } from '@core/booking/slots';
import {
  CONSULTATION_STATUSES,
  PAYMENT_STATUSES,
  STAFF_ROLES,
  type ConsultationStatus,
  type PaymentStatus,
  type StaffRole,
} from '@core/constants';
import {
  allowedNextStatuses,
  awaitsUtr,
  canReconcilePayment,
  canStaffReschedule,
  canWritePrescription,
  changeProblem,
  checkTransition,
  holdRunsOut,
  holdsSlotAt,
  isActive,
  isPayable,
  nextStatuses,
  offersPayNow,
  patientChangeDeadline,
  patientMayChange,
  paymentChangeProblem,
  refundOnCancel,
  staffReaches,
  staffStatusOptions,
} from './rules';

/** A consultation on Monday 23 November 2026 at 10:30 in Raipur (05:00 UTC). */
const DATE = '2026-11-23';
const TIME = '10:30';
const START = slotStart(DATE, TIME);
const MIN = 60_000;
const HOUR = 60 * MIN;
const AFTER = new Date(START.getTime() + HOUR);
const at = (status: ConsultationStatus) => ({ status, date: DATE, timeSlot: TIME });

type Subject = {
  status: ConsultationStatus;
  paymentStatus: PaymentStatus;
  paymentUtr: string | null;
  payAtClinic: boolean;
  holdExpiresAt: Date | string | null;
  amount: number;
  doctorId: string;
  date: string;
  timeSlot: string;
};
const consultation = (over: Partial<Subject> = {}): Subject => ({
  status: 'pending',
  paymentStatus: 'pending',
  paymentUtr: null,
  payAtClinic: false,
  holdExpiresAt: null,
  amount: 800,
  doctorId: 'd1',
  date: DATE,
  timeSlot: TIME,
  ...over,
});

describe('active and payable', () => {
  it('is active while pending or confirmed, else final', () => {
    const active = CONSULTATION_STATUSES.filter((status) => isActive({ status }));
    expect(active).toEqual(['pending', 'confirmed']);
  });

  it.each([
    ['pending', 'pending', true],
    ['pending', 'failed', true],
    ['confirmed', 'pending', true],
    ['pending', 'submitted', false],
    ['pending', 'paid', false],
    ['cancelled', 'pending', false],
    ['completed', 'failed', false],
    ['no-show', 'pending', false],
  ] as const)('status %s, payment %s: payable %s', (status, paymentStatus, payable) => {
    expect(isPayable({ status, paymentStatus })).toBe(payable);
  });

  it('awaits the UTR only for an active claim made without one', () => {
    expect(awaitsUtr(consultation({ paymentStatus: 'submitted' }))).toBe(true);
    expect(awaitsUtr(consultation({ paymentStatus: 'submitted', paymentUtr: '123456789012' }))).toBe(false);
    expect(awaitsUtr(consultation({ paymentStatus: 'submitted', status: 'cancelled' }))).toBe(false);
    expect(awaitsUtr(consultation({ paymentStatus: 'pending' }))).toBe(false);
  });

  it('offers Pay now only on a pending, unpaid, unclaimed booking not paid at the clinic', () => {
    expect(offersPayNow(consultation())).toBe(true);
    expect(offersPayNow(consultation({ payAtClinic: true }))).toBe(false);
    expect(offersPayNow(consultation({ status: 'confirmed' }))).toBe(false);
    expect(offersPayNow(consultation({ paymentStatus: 'submitted' }))).toBe(false);
    expect(offersPayNow(consultation({ paymentStatus: 'failed' }))).toBe(false);
  });

  it('owes a refund on cancelling only what was paid or claimed', () => {
    for (const paymentStatus of PAYMENT_STATUSES) {
      const owed = paymentStatus === 'paid' || paymentStatus === 'submitted' ? 800 : null;
      expect(refundOnCancel({ amount: 800, paymentStatus }), paymentStatus).toBe(owed);
    }
    expect(refundOnCancel({ amount: 0, paymentStatus: 'paid' })).toBeNull();
  });
});

describe('holds', () => {
  const NOW = new Date(START.getTime() - 3 * 24 * HOUR);
  const held = (over: Partial<Subject> = {}) => consultation({ holdExpiresAt: new Date(NOW.getTime() + 20 * MIN), ...over });

  it('runs out only for a pending, unpaid booking with a hold time', () => {
    expect(holdRunsOut(held())).toBe(true);
    expect(holdRunsOut(held({ paymentStatus: 'submitted' }))).toBe(true); // a claim without a UTR keeps it
    expect(holdRunsOut(held({ holdExpiresAt: null }))).toBe(false);
    expect(holdRunsOut(held({ status: 'confirmed' }))).toBe(false);
    expect(holdRunsOut(held({ paymentStatus: 'paid' }))).toBe(false);
  });

  it('holds the slot until the hold time, and never once cancelled', () => {
    expect(holdsSlotAt(held(), NOW)).toBe(true);
    expect(holdsSlotAt(held(), new Date(NOW.getTime() + 20 * MIN))).toBe(false);
    expect(holdsSlotAt(held({ holdExpiresAt: new Date(NOW.getTime() - MIN), status: 'confirmed' }), NOW)).toBe(true);
    expect(holdsSlotAt(held({ status: 'cancelled' }), NOW)).toBe(false);
    // The API's ISO string reads the same as the row's instant.
    expect(holdsSlotAt(held({ holdExpiresAt: new Date(NOW.getTime() + MIN).toISOString() }), NOW)).toBe(true);
  });
});

describe('patient cancel and reschedule', () => {
  const cutoff = START.getTime() - 24 * HOUR;

  it.each([
    ['a minute before the 24-hour cutoff', cutoff - MIN, null],
    ['at the cutoff (clinic time)', cutoff, null],
    ['a minute after the cutoff', cutoff + MIN, 'too-late'],
    ['after the slot', START.getTime() + MIN, 'too-late'],
  ] as const)('a paid booking, %s', (_, now, problem) => {
    const paid = consultation({ status: 'confirmed', paymentStatus: 'paid' });
    expect(changeProblem(paid, 'patient', new Date(now))).toBe(problem);
    expect(changeProblem(paid, 'staff', new Date(now))).toBeNull();
  });

  it('lets the patient change an unpaid hold at any time, and nobody a final one', () => {
    const late = new Date(START.getTime() - HOUR);
    expect(changeProblem(consultation({ holdExpiresAt: new Date(START.getTime() - 2 * HOUR) }), 'patient', late)).toBeNull();
    expect(changeProblem(consultation({ status: 'cancelled' }), 'staff', late)).toBe('cancelled');
    for (const status of ['completed', 'no-show'] as const) expect(changeProblem(consultation({ status }), 'system', late)).toBe('final');
  });

  it('sends the deadline the rule keeps: the cutoff, or a later hold; none once final', () => {
    expect(patientChangeDeadline(consultation({ paymentStatus: 'paid' }))?.getTime()).toBe(cutoff);
    // 10:30 in Raipur on the 22nd is 05:00 UTC, whatever the server's time zone.
    expect(patientChangeDeadline(consultation())?.toISOString()).toBe('2026-11-22T05:00:00.000Z');
    const lateHold = new Date(cutoff + HOUR);
    expect(patientChangeDeadline(consultation({ holdExpiresAt: lateHold }))).toEqual(lateHold);
    expect(patientChangeDeadline(consultation({ holdExpiresAt: new Date(cutoff - HOUR) }))?.getTime()).toBe(cutoff);
    expect(patientChangeDeadline(consultation({ status: 'cancelled' }))).toBeNull();
  });

  it('lets the page offer the change up to and including the deadline', () => {
    const until = '2026-11-22T05:00:00.000Z';
    expect(patientMayChange({ changeableUntil: until }, new Date(until))).toBe(true);
    expect(patientMayChange({ changeableUntil: until }, new Date(Date.parse(until) + 1))).toBe(false);
    expect(patientMayChange({ changeableUntil: null }, new Date(0))).toBe(false);
  });
});

describe('staff status transitions', () => {
  const allowed: [ConsultationStatus, ConsultationStatus][] = [
    ['pending', 'confirmed'],
    ['pending', 'cancelled'],
    ['confirmed', 'completed'],
    ['confirmed', 'cancelled'],
    ['confirmed', 'no-show'],
  ];

  it('allows exactly the five listed changes once the slot has started', () => {
    for (const from of CONSULTATION_STATUSES) {
      for (const to of CONSULTATION_STATUSES) {
        const expected = allowed.some(([f, t]) => f === from && t === to);
        expect(checkTransition(at(from), to, AFTER).ok, `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it('names why a change is refused', () => {
    expect(checkTransition(at('pending'), 'pending', AFTER)).toEqual({ ok: false, problem: 'same' });
    expect(checkTransition(at('completed'), 'cancelled', AFTER)).toEqual({ ok: false, problem: 'final' });
    expect(checkTransition(at('cancelled'), 'confirmed', AFTER)).toEqual({ ok: false, problem: 'final' });
    expect(checkTransition(at('pending'), 'completed', AFTER)).toEqual({ ok: false, problem: 'not-allowed' });
    expect(checkTransition(at('pending'), 'no-show', AFTER)).toEqual({ ok: false, problem: 'not-allowed' });
  });

  it('marks completed or no-show only from the slot start in clinic time, confirm and cancel at any time', () => {
    for (const now of [new Date(START.getTime() - 3 * 24 * HOUR), new Date(START.getTime() - MIN)]) {
      expect(checkTransition(at('confirmed'), 'completed', now)).toEqual({ ok: false, problem: 'too-early' });
      expect(checkTransition(at('confirmed'), 'no-show', now)).toEqual({ ok: false, problem: 'too-early' });
      expect(checkTransition(at('confirmed'), 'cancelled', now).ok).toBe(true);
      expect(checkTransition(at('pending'), 'confirmed', now).ok).toBe(true);
    }
    expect(checkTransition(at('confirmed'), 'completed', new Date('2026-11-23T05:00:00Z')).ok).toBe(true);
    expect(checkTransition(at('confirmed'), 'no-show', new Date('2026-11-23T04:59:59Z')).ok).toBe(false);
  });

  it('lists the next statuses, without completed and no-show before the slot', () => {
    expect(allowedNextStatuses('pending')).toEqual(['confirmed', 'cancelled']);
    expect(allowedNextStatuses('no-show')).toEqual([]);
    expect(nextStatuses(at('confirmed'), new Date(START.getTime() - MIN))).toEqual(['cancelled']);
    expect(nextStatuses(at('confirmed'), START)).toEqual(['completed', 'cancelled', 'no-show']);
    expect(nextStatuses(at('pending'), new Date(START.getTime() - 24 * HOUR))).toEqual(['confirmed', 'cancelled']);
  });

  it.each([
    ['reception', ['completed', 'cancelled', 'no-show']],
    ['admin', ['completed', 'cancelled', 'no-show']],
    ['doctor', ['completed', 'no-show']],
  ] as const)('offers %s the buttons %j on a started confirmed consultation', (role, options) => {
    expect(staffStatusOptions(role, at('confirmed'), START)).toEqual(options);
  });
});

describe('staff roles', () => {
  it.each(STAFF_ROLES.flatMap((role) => CONSULTATION_STATUSES.map((status) => [role, status] as [StaffRole, ConsultationStatus])))(
    '%s on a %s consultation: reschedule only as the desk and while active',
    (role, status) => {
      expect(canStaffReschedule(role, { status })).toBe(
        (role === 'reception' || role === 'admin') && (status === 'pending' || status === 'confirmed'),
      );
    },
  );

  it('lets the desk reconcile a payment until it is paid or the booking cancelled', () => {
    expect(canReconcilePayment('reception', consultation({ paymentStatus: 'submitted' }))).toBe(true);
    expect(canReconcilePayment('admin', consultation({ status: 'completed', paymentStatus: 'failed' }))).toBe(true);
    expect(canReconcilePayment('doctor', consultation())).toBe(false);
    expect(canReconcilePayment('admin', consultation({ paymentStatus: 'paid' }))).toBe(false);
    expect(canReconcilePayment('admin', consultation({ status: 'cancelled' }))).toBe(false);
  });

  it('names why a payment takes no more changes: paid first, then cancelled', () => {
    expect(paymentChangeProblem(consultation({ paymentStatus: 'submitted' }))).toBeNull();
    expect(paymentChangeProblem(consultation({ status: 'completed', paymentStatus: 'failed' }))).toBeNull();
    expect(paymentChangeProblem(consultation({ paymentStatus: 'paid' }))).toBe('paid');
    expect(paymentChangeProblem(consultation({ status: 'cancelled', paymentStatus: 'paid' }))).toBe('paid');
    expect(paymentChangeProblem(consultation({ status: 'cancelled' }))).toBe('cancelled');
  });

  it('lets a doctor reach only the consultations of their own profile', () => {
    expect(staffReaches({ role: 'doctor', doctorId: 'd1' }, { doctorId: 'd1' })).toBe(true);
    expect(staffReaches({ role: 'doctor', doctorId: 'd2' }, { doctorId: 'd1' })).toBe(false);
    expect(staffReaches({ role: 'doctor', doctorId: null }, { doctorId: 'd1' })).toBe(false);
    expect(staffReaches({ role: 'reception' }, { doctorId: 'd1' })).toBe(true);
    // A therapist reaches no consultation: their own sessions only, no symptoms, no payments.
    expect(staffReaches({ role: 'therapist' }, { doctorId: 'd1' })).toBe(false);
  });

  it.each([
    [{ role: 'admin' }, 'confirmed', true],
    [{ role: 'admin' }, 'completed', true],
    [{ role: 'doctor', doctorId: 'd1' }, 'confirmed', true],
    [{ role: 'doctor', doctorId: 'd2' }, 'confirmed', false],
    [{ role: 'reception' }, 'confirmed', false],
    [{ role: 'admin' }, 'pending', false],
    [{ role: 'doctor', doctorId: 'd1' }, 'cancelled', false],
    [{ role: 'doctor', doctorId: 'd1' }, 'no-show', false],
  ] as const)('prescription by %j on a %s consultation: %s', (staff, status, may) => {
    expect(canWritePrescription(staff, { status, doctorId: 'd1' })).toBe(may);
  });
});
