import { describe, expect, it } from 'vitest';
import { normalizeUtr, reconcilePayment, type PaymentState } from './payments';

const now = new Date('2026-11-20T05:00:00Z');
const claimed: PaymentState = { status: 'pending', paymentStatus: 'submitted', paymentMethod: 'upi', paymentUtr: '412345678901' };
const unclaimed: PaymentState = { status: 'confirmed', paymentStatus: 'pending', paymentMethod: null, paymentUtr: null };

describe('payment reconciliation', () => {
  it('marks a claimed payment paid when the bank UTR matches, ignoring case and spaces', () => {
    const result = reconcilePayment(claimed, { kind: 'mark-paid', utr: '4123 4567 8901' }, now);
    expect(result).toEqual({
      ok: true,
      patch: { paymentStatus: 'paid', paymentMethod: 'upi', paymentUtr: '412345678901', paymentVerifiedAt: now, holdExpiresAt: null },
    });
  });

  it('accepts the claim without a typed UTR, refuses a different one', () => {
    expect(reconcilePayment(claimed, { kind: 'mark-paid' }, now).ok).toBe(true);
    expect(reconcilePayment(claimed, { kind: 'mark-paid', utr: '999999999999' }, now)).toEqual({ ok: false, message: 'staff.utrMismatch' });
  });

  it('needs a UTR when the patient claimed none', () => {
    expect(reconcilePayment(unclaimed, { kind: 'mark-paid' }, now)).toEqual({ ok: false, message: 'staff.utrRequired' });
    const result = reconcilePayment(unclaimed, { kind: 'mark-paid', utr: 'abc123' }, now);
    expect(result.ok && result.patch.paymentUtr).toBe('ABC123');
  });

  it('records cash, card or UPI at the counter with an optional reference', () => {
    const result = reconcilePayment(unclaimed, { kind: 'record-at-clinic', method: 'clinic-card', reference: ' slip 42 ' }, now);
    expect(result).toEqual({
      ok: true,
      patch: {
        paymentStatus: 'paid',
        paymentMethod: 'clinic-card',
        paymentReference: 'slip 42',
        paymentVerifiedAt: now,
        holdExpiresAt: null,
        payAtClinic: true,
      },
    });
  });

  it('marks a claim failed once, and never touches a paid or cancelled consultation', () => {
    expect(reconcilePayment(claimed, { kind: 'mark-failed' }, now)).toEqual({
      ok: true,
      patch: { paymentStatus: 'failed', paymentUtr: null, paymentVerifiedAt: null },
    });
    expect(reconcilePayment({ ...claimed, paymentStatus: 'failed' }, { kind: 'mark-failed' }, now)).toEqual({
      ok: false,
      message: 'staff.paymentNotFailable',
    });
    const paid = { ...claimed, paymentStatus: 'paid' as const };
    for (const action of [
      { kind: 'mark-paid' as const },
      { kind: 'mark-failed' as const },
      { kind: 'record-at-clinic' as const, method: 'clinic-cash' as const },
    ]) {
      expect(reconcilePayment(paid, action, now)).toEqual({ ok: false, message: 'staff.paymentAlreadyPaid' });
      expect(reconcilePayment({ ...claimed, status: 'cancelled' }, action, now)).toEqual({ ok: false, message: 'staff.paymentCancelled' });
    }
  });

  it('lets a failed claim be paid later at the counter', () => {
    expect(reconcilePayment({ ...claimed, paymentStatus: 'failed' }, { kind: 'record-at-clinic', method: 'clinic-cash' }, now).ok).toBe(
      true,
    );
  });

  it('normalizes UTRs', () => {
    expect(normalizeUtr(' ab 12 ')).toBe('AB12');
    expect(normalizeUtr(null)).toBe('');
  });
});
