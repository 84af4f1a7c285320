/**
 * Payment reconciliation by staff: pure rules, so the desk sees the same answer the server gives.
 * - mark paid: the patient's claimed UTR (if any) must match what the desk sees in the bank
 *   statement; without a claim the desk types the UTR it found;
 * - mark failed: a claim or an unpaid booking that never arrived (the claimed UTR is taken off: it
 *   is not this booking's payment, and a payment reference pays for one thing: decision 0030);
 * - record payment at the clinic: cash, card or UPI at the counter.
 * A paid consultation is final; cancelled consultations take no payment changes (paymentChangeProblem
 * in core/consultations/rules.ts, the same rule the staff page shows its payment buttons by).
 */
import type { ClinicMethod, ConsultationStatus, PaymentMethod, PaymentStatus } from '@core/constants';
import { paymentChangeProblem } from '@core/consultations/rules';
import { PAYMENT_CHANGE_MESSAGES } from '@core/consultations/rule-messages';

export type PaymentAction =
  { kind: 'mark-paid'; utr?: string } | { kind: 'mark-failed' } | { kind: 'record-at-clinic'; method: ClinicMethod; reference?: string };

export interface PaymentState {
  status: ConsultationStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod | null;
  paymentUtr: string | null;
}

interface PaymentPatch {
  paymentStatus: PaymentStatus;
  paymentMethod?: PaymentMethod;
  paymentUtr?: string | null;
  paymentReference?: string | null;
  paymentVerifiedAt?: Date | null;
  holdExpiresAt?: null;
  payAtClinic?: boolean;
}

type PaymentError =
  | (typeof PAYMENT_CHANGE_MESSAGES)[keyof typeof PAYMENT_CHANGE_MESSAGES]
  | 'staff.utrRequired'
  | 'staff.utrMismatch'
  | 'staff.paymentNotFailable';

export type Reconciliation = { ok: true; patch: PaymentPatch } | { ok: false; message: PaymentError };

/** UTRs compared the way banks print them: case and spaces do not matter. */
export function normalizeUtr(utr: string | null | undefined): string {
  return (utr ?? '').replace(/\s+/g, '').toUpperCase();
}

export function reconcilePayment(state: PaymentState, action: PaymentAction, now: Date): Reconciliation {
  const problem = paymentChangeProblem(state);
  if (problem) return { ok: false, message: PAYMENT_CHANGE_MESSAGES[problem] };

  switch (action.kind) {
    case 'mark-paid': {
      const claimed = normalizeUtr(state.paymentUtr);
      const seen = normalizeUtr(action.utr);
      if (!claimed && !seen) return { ok: false, message: 'staff.utrRequired' };
      if (claimed && seen && claimed !== seen) return { ok: false, message: 'staff.utrMismatch' };
      return {
        ok: true,
        patch: {
          paymentStatus: 'paid',
          paymentMethod: state.paymentMethod ?? 'upi',
          paymentUtr: claimed || seen,
          paymentVerifiedAt: now,
          holdExpiresAt: null,
        },
      };
    }
    case 'mark-failed': {
      if (state.paymentStatus === 'failed') return { ok: false, message: 'staff.paymentNotFailable' };
      // No money came under the claimed UTR for this booking: the number is free for its real payment.
      return { ok: true, patch: { paymentStatus: 'failed', paymentUtr: null, paymentVerifiedAt: null } };
    }
    case 'record-at-clinic':
      return {
        ok: true,
        patch: {
          paymentStatus: 'paid',
          paymentMethod: action.method,
          paymentReference: action.reference?.trim() || null,
          paymentVerifiedAt: now,
          holdExpiresAt: null,
          payAtClinic: true,
        },
      };
  }
}
