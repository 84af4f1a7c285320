/**
 * The words of the consultation rules' refusals (core/consultations/rules.ts), for the server's
 * errors. Apart from the rules so the pages that import them carry no server messages.
 */
import type { ChangeProblem, PaymentChangeProblem, TransitionProblem } from './rules';

export const CHANGE_MESSAGES = {
  cancelled: 'booking.alreadyCancelled',
  final: 'booking.notChangeable',
  'too-late': 'booking.changeTooLate',
} as const satisfies Record<ChangeProblem, string>;

export const TRANSITION_MESSAGES = {
  same: 'staff.transitionSame',
  final: 'staff.transitionFinal',
  'not-allowed': 'staff.transitionNotAllowed',
  'too-early': 'staff.transitionTooEarly',
} as const satisfies Record<TransitionProblem, string>;

export const PAYMENT_CHANGE_MESSAGES = {
  paid: 'staff.paymentAlreadyPaid',
  cancelled: 'staff.paymentCancelled',
} as const satisfies Record<PaymentChangeProblem, string>;
