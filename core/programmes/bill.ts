/**
 * A programme's final bill (decision 0067): what was delivered, what it costs and what was paid, as
 * one list of charge lines (the programme's price, its discount; dispensary items later join as lines
 * of their own kind) and one list of money in (the deposit, each balance payment, with its receipt).
 * Pure, for the screen and the PDF alike; the totals are read from the lines, never stored.
 */
import { attendanceState } from '@core/attendance';

/** A charge (positive) or an allowance (negative) on the bill. New kinds (e.g. 'dispensary') add lines, not fields. */
export interface BillLine {
  kind: 'programme' | 'discount';
  amount: number;
  /** The discount's reason; a dispensary item's name later. */
  note: string | null;
}

/** Money in towards the programme: the deposit or a balance payment, with its receipt. */
export interface BillPayment {
  kind: 'deposit' | 'balance';
  amount: number;
  /** ISO instant the money came. */
  at: string;
  mode: string;
  receipt: { id: string; number: string } | null;
}

export type SessionOutcome = 'done' | 'missed' | 'to-come' | 'cancelled';
/** A day of the programme: done (every session done), partly (some), missed (none done, none to come), to come. */
export type DayOutcome = 'done' | 'partly' | 'missed' | 'to-come';

interface BillSession {
  day: number | null;
  date: string;
  therapy: string;
  status: string;
}

interface BillDay {
  day: number | null;
  date: string;
  sessions: { therapy: string; outcome: SessionOutcome }[];
  outcome: DayOutcome;
}

export interface BillInput {
  status: 'proposed' | 'accepted' | 'cancelled' | 'completed';
  price: number;
  discount: number;
  discountReason: string | null;
  sessions: readonly BillSession[];
  payments: readonly BillPayment[];
  /** Money already paid back (a cancelled programme's refund once the clinic paid it). */
  refunded: number;
  /** Materials the sessions used (decision 0071): listed for information, never charged (in the therapies' price). */
  materials?: readonly BillMaterial[];
  /**
   * Medicines the dispensary sold the patient during the programme (decision 0070): each paid on its
   * own GST tax invoice, listed so the bill shows the whole course, never added to its balance.
   */
  medicines?: readonly BillMedicine[];
}

/** A tax invoice of the dispensary issued to the patient while the programme ran. */
export interface BillMedicine {
  invoiceNo: string;
  date: string;
  /** The invoice's lines, "Dashamoola Churna, 100 g jar × 2". */
  items: string[];
  /** Paid on the invoice, whole rupees. */
  amount: number;
  /** Reversed by a credit note since. */
  credited: boolean;
}

/** A material the programme's sessions used, its unit in the bill's language. */
interface BillMaterial {
  name: string;
  quantity: number;
  unit: string;
}

export interface Bill {
  lines: BillLine[];
  payments: BillPayment[];
  days: BillDay[];
  materials: BillMaterial[];
  medicines: BillMedicine[];
  sessions: { done: number; missed: number; toCome: number; total: number };
  payable: number;
  paid: number;
  refunded: number;
  balanceDue: number;
  refundDue: number;
}

/** A session's outcome on the bill, read from attendance's state (core/attendance.ts). */
function sessionOutcome(status: string): SessionOutcome {
  const state = attendanceState({ status, arrivedAt: null, startedAt: null });
  if (state === 'done') return 'done';
  if (state === 'no-show') return 'missed';
  if (state === 'cancelled') return 'cancelled';
  return 'to-come';
}

function dayOutcome(outcomes: SessionOutcome[]): DayOutcome {
  const held = outcomes.filter((o) => o !== 'cancelled');
  const done = held.filter((o) => o === 'done').length;
  if (held.length && done === held.length) return 'done';
  if (done > 0) return 'partly';
  return held.some((o) => o === 'to-come') || !held.length ? 'to-come' : 'missed';
}

/** The bill of a programme. A cancelled programme charges nothing: all that was paid is owed back. */
export function programmeBill(input: BillInput): Bill {
  const lines: BillLine[] = input.status === 'cancelled' ? [] : [{ kind: 'programme', amount: input.price, note: null }];
  if (input.status !== 'cancelled' && input.discount > 0)
    lines.push({ kind: 'discount', amount: -input.discount, note: input.discountReason });
  const byDay = new Map<string, BillDay>();
  for (const s of input.sessions) {
    const key = `${s.day ?? ''}|${s.date}`;
    const day = byDay.get(key) ?? { day: s.day, date: s.date, sessions: [], outcome: 'to-come' as DayOutcome };
    day.sessions.push({ therapy: s.therapy, outcome: sessionOutcome(s.status) });
    byDay.set(key, day);
  }
  const days = [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date) || (a.day ?? 0) - (b.day ?? 0));
  for (const d of days) d.outcome = dayOutcome(d.sessions.map((s) => s.outcome));
  const all = days.flatMap((d) => d.sessions.map((s) => s.outcome)).filter((o) => o !== 'cancelled');
  const payable = Math.max(
    0,
    lines.reduce((sum, l) => sum + l.amount, 0),
  );
  const paid = input.payments.reduce((sum, p) => sum + p.amount, 0);
  return {
    lines,
    payments: [...input.payments].sort((a, b) => a.at.localeCompare(b.at)),
    days,
    materials: [...(input.materials ?? [])],
    medicines: [...(input.medicines ?? [])],
    sessions: {
      done: all.filter((o) => o === 'done').length,
      missed: all.filter((o) => o === 'missed').length,
      toCome: all.filter((o) => o === 'to-come').length,
      total: all.length,
    },
    payable,
    paid,
    refunded: input.refunded,
    balanceDue: Math.max(0, payable - paid),
    refundDue: Math.max(0, paid - payable - input.refunded),
  };
}
