/**
 * Every rule about one consultation, written once: the server enforces them and the pages show or
 * hide their buttons with the same functions (named policies, in the style of bulletproof-react's
 * POLICIES). Pure, with the clock passed in; slot times are clinic time (`slotStart`).
 *
 * - Active: pending or confirmed. An active consultation holds its slot (unless an unpaid hold ran
 *   out), may be paid, cancelled and rescheduled; the other statuses are final.
 * - Payable: active and not paid nor claimed paid (pending or failed).
 * - The patient cancels or reschedules until 24 hours before the slot; an unpaid booking also while
 *   its hold lasts. Staff (reception and admin) at any time while it is active.
 * - Staff status changes: pending -> confirmed | cancelled; confirmed -> completed | cancelled |
 *   no-show. Completed and no-show only from the slot's start on (marked earlier, the slot looked
 *   free again and feedback opened before the visit). Only the desk cancels.
 * - The prescription: written by admin or the consultation's own doctor, once it is confirmed.
 *
 * Refusals are named by codes; the server words them (rule-messages.ts), so the pages that import
 * these rules carry no server messages.
 */
import { canChange, slotStart } from '@core/booking/slots';
import { LIMITS, type ConsultationStatus, type PaymentStatus, type StaffRole } from '@core/constants';
import { can, scopeOf, type Capability } from '@core/policy';

interface HasStatus {
  status: ConsultationStatus;
}
interface HasSlot {
  date: string;
  timeSlot: string;
}
interface HasPayment extends HasStatus {
  paymentStatus: PaymentStatus;
}
/** The consultation's hold: an instant (server rows) or an ISO string (API views); null when none. */
interface HasHold extends HasPayment {
  holdExpiresAt: Date | string | null;
}
/** Who on the staff acts: the role, and for a doctor the doctor profile they are. */
interface StaffSubject {
  role?: StaffRole;
  doctorId?: string | null;
}

// Status

/** Statuses in which a consultation still holds its slot and may change. */
export const ACTIVE_STATUSES = ['pending', 'confirmed'] as const satisfies readonly ConsultationStatus[];

export function isActive(c: HasStatus): boolean {
  return (ACTIVE_STATUSES as readonly ConsultationStatus[]).includes(c.status);
}

// Holds (core/booking/booking-limits.ts applies them against hoarding)

/** A booking whose hold runs out at `holdExpiresAt` unless paid or confirmed before. */
export function holdRunsOut(c: HasHold): boolean {
  return c.status === 'pending' && c.paymentStatus !== 'paid' && c.holdExpiresAt !== null;
}

/** Whether a booking holds its slot at `now`: active, and not a hold that has run out. */
export function holdsSlotAt(c: HasHold, now: Date): boolean {
  if (!isActive(c)) return false;
  return !holdRunsOut(c) || new Date(c.holdExpiresAt as Date | string).getTime() > now.getTime();
}

/**
 * A new patient's booking paid at the clinic: it holds its slot until the confirmation call's
 * deadline; reception calls, then confirms it (the hold ends) or it is released.
 */
export function awaitsConfirmationCall(c: HasHold & { payAtClinic: boolean }): boolean {
  return c.payAtClinic && holdRunsOut(c);
}

// Payment

/** Whether the payment screen can still take a payment for it. */
export function isPayable(c: HasPayment): boolean {
  return isActive(c) && (c.paymentStatus === 'pending' || c.paymentStatus === 'failed');
}

/** A claim without a UTR: it keeps the booking's hold, and the patient may still add the UTR. */
export function awaitsUtr(c: HasPayment & { paymentUtr: string | null }): boolean {
  return isActive(c) && c.paymentStatus === 'submitted' && !c.paymentUtr;
}

/** My Appointments offers "Pay now": a pending booking nobody has paid or claimed, not paid at the clinic. */
export function offersPayNow(c: HasPayment & { payAtClinic: boolean }): boolean {
  return c.status === 'pending' && c.paymentStatus === 'pending' && !c.payAtClinic;
}

/** Rupees to pay back when this booking is cancelled now: its amount once it was paid or claimed paid. */
export function refundOnCancel(c: { amount: number; paymentStatus: PaymentStatus }): number | null {
  return c.amount > 0 && (c.paymentStatus === 'paid' || c.paymentStatus === 'submitted') ? c.amount : null;
}

// Cancel and reschedule

export type ChangeProblem = 'cancelled' | 'final' | 'too-late';

/** Why `by` may not cancel or reschedule this consultation at `now`, or null. */
export function changeProblem(c: HasHold & HasSlot, by: 'patient' | 'staff' | 'system', now: Date): ChangeProblem | null {
  if (c.status === 'cancelled') return 'cancelled';
  if (!isActive(c)) return 'final';
  if (by === 'patient' && !holdRunsOut(c) && !canChange(slotStart(c.date, c.timeSlot), now)) return 'too-late';
  return null;
}

/**
 * Until when the patient may cancel or reschedule, as `changeProblem` rules it (the pages show the
 * buttons and the words by it): up to 24 hours before the slot; an unpaid booking also as long as
 * it is unpaid, which ends with its hold (it is then released). Null when never.
 */
export function patientChangeDeadline(c: HasHold & HasSlot): Date | null {
  if (!isActive(c)) return null;
  const cutoff = new Date(slotStart(c.date, c.timeSlot).getTime() - LIMITS.changeCutoffHours * 3_600_000);
  const hold = c.holdExpiresAt === null ? null : new Date(c.holdExpiresAt);
  return holdRunsOut(c) && hold && hold > cutoff ? hold : cutoff;
}

/** The pages: whether the patient may still cancel or reschedule, from the deadline the server sent. */
export function patientMayChange(c: { changeableUntil: string | null }, now: Date): boolean {
  return c.changeableUntil !== null && now.getTime() <= new Date(c.changeableUntil).getTime();
}

// Staff

/**
 * Whether a staff member reaches this consultation, by the scope of `consultations.view` in the
 * permission table (core/policy.ts, decision 0032): 'own' (a doctor) only those of the doctor
 * profile they are (none without one); 'all' (the desk) every one; a therapist none (they see
 * their own sessions only).
 */
export function staffReaches(staff: StaffSubject, c: { doctorId: string }, capability: Capability = 'consultations.view'): boolean {
  const scope = scopeOf(staff.role, capability);
  if (scope === 'own') return !!staff.doctorId && staff.doctorId === c.doctorId;
  return scope === 'all';
}

const STATUS_TRANSITIONS: Record<ConsultationStatus, readonly ConsultationStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled', 'no-show'],
  completed: [],
  cancelled: [],
  'no-show': [],
};

/** Statuses that may only be set once the slot has started. */
const FROM_SLOT_START: readonly ConsultationStatus[] = ['completed', 'no-show'];

export function allowedNextStatuses(from: ConsultationStatus): readonly ConsultationStatus[] {
  return STATUS_TRANSITIONS[from] ?? [];
}

export type TransitionProblem = 'same' | 'final' | 'not-allowed' | 'too-early';
type TransitionCheck = { ok: true } | { ok: false; problem: TransitionProblem };

/** The consultation as the transition rules need it: its status and its slot (clinic date and start time). */
type TransitionSubject = HasStatus & HasSlot;

/** Whether staff may change the status to `to` at `now` (any role; `staffStatusOptions` adds the role). */
export function checkTransition(c: TransitionSubject, to: ConsultationStatus, now: Date): TransitionCheck {
  if (c.status === to) return { ok: false, problem: 'same' };
  const next = allowedNextStatuses(c.status);
  if (!next.length) return { ok: false, problem: 'final' };
  if (!next.includes(to)) return { ok: false, problem: 'not-allowed' };
  if (FROM_SLOT_START.includes(to) && now.getTime() < slotStart(c.date, c.timeSlot).getTime()) return { ok: false, problem: 'too-early' };
  return { ok: true };
}

/** The statuses staff may set now, whatever the role. */
export function nextStatuses(c: TransitionSubject, now: Date): ConsultationStatus[] {
  return allowedNextStatuses(c.status).filter((to) => checkTransition(c, to, now).ok);
}

/** The status buttons the console offers this role: cancelling is the desk's. */
export function staffStatusOptions(role: StaffRole, c: TransitionSubject, now: Date): ConsultationStatus[] {
  return nextStatuses(c, now).filter((to) => to !== 'cancelled' || can(role, 'consultations.cancel'));
}

/** The desk may move an active consultation to another free slot. */
export function canStaffReschedule(role: StaffRole, c: HasStatus): boolean {
  return can(role, 'consultations.reschedule') && isActive(c);
}

export type PaymentChangeProblem = 'paid' | 'cancelled';

/** Why the payment of this consultation takes no more changes (a paid one is final; a cancelled one takes none), or null. */
export function paymentChangeProblem(c: HasPayment): PaymentChangeProblem | null {
  if (c.paymentStatus === 'paid') return 'paid';
  if (c.status === 'cancelled') return 'cancelled';
  return null;
}

/** The desk may mark paid or failed, or record a payment at the clinic, until it is paid or cancelled. */
export function canReconcilePayment(role: StaffRole, c: HasPayment): boolean {
  return can(role, 'payments.reconcile') && paymentChangeProblem(c) === null;
}

// Prescription

/** A prescription is written once the consultation is confirmed, and may be corrected after the visit. */
export function isPrescriptionOpen(c: HasStatus): boolean {
  return c.status === 'confirmed' || c.status === 'completed';
}

/** Who writes prescriptions: `prescriptions.write` (a doctor their own consultations, and admin). */
export function isPrescriber(role: StaffRole | undefined): boolean {
  return can(role, 'prescriptions.write');
}

export function canWritePrescription(staff: StaffSubject, c: HasStatus & { doctorId: string }): boolean {
  return isPrescriber(staff.role) && staffReaches(staff, c, 'prescriptions.write') && isPrescriptionOpen(c);
}
