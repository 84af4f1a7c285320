/**
 * The words of a programme bill (decision 0067), for the screen and the PDF: each charge line's kind,
 * each day's and session's outcome (catalog keys), and a line's amount as written. Apart from
 * bill.ts so that a page shows a bill without the attendance rules' staff messages.
 */
import { formatRupees } from '@core/money';
import type { BillLine, BillPayment, DayOutcome, SessionOutcome } from './bill';

/** The words of each charge line's kind, each day's and each session's outcome (catalog keys, screen and PDF). */
export const BILL_LINE_KEYS = {
  programme: 'programmes.bill.line.programme',
  discount: 'programmes.bill.discount',
} as const satisfies Record<BillLine['kind'], string>;

export const DAY_OUTCOME_KEYS = {
  done: 'programmes.bill.outcome.done',
  partly: 'programmes.bill.outcome.partly',
  missed: 'programmes.bill.outcome.missed',
  'to-come': 'programmes.bill.outcome.toCome',
} as const satisfies Record<DayOutcome, string>;

export const SESSION_OUTCOME_KEYS = {
  done: 'programmes.bill.session.done',
  missed: 'programmes.bill.session.missed',
  'to-come': 'programmes.bill.session.toCome',
  cancelled: 'programmes.bill.session.cancelled',
} as const satisfies Record<SessionOutcome, string>;

export const billPaymentKey = (kind: BillPayment['kind']) =>
  kind === 'deposit' ? 'programmes.bill.deposit' : 'programmes.bill.balancePayment';

/** A bill line's amount as written: an allowance with a hyphen-minus before the rupee sign ('-₹500'; the PDF fonts have no U+2212). */
export const formatLineAmount = (amount: number) => (amount < 0 ? `-${formatRupees(-amount)}` : formatRupees(amount));
