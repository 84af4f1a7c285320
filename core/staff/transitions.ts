/**
 * Which consultation status changes staff may make. Anything not listed is refused (409).
 * pending -> confirmed | cancelled; confirmed -> completed | cancelled | no-show; the rest are final.
 * Completed and no-show say the visit happened or did not: only from the slot's start time (clinic
 * time, `slotStart`) on. Marked earlier, the slot looked free again and feedback opened before the visit.
 */
import { slotStart } from '../booking/slots.ts';
import type { ConsultationStatus } from '../constants.ts';

export const STATUS_TRANSITIONS: Record<ConsultationStatus, readonly ConsultationStatus[]> = {
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

export type TransitionCheck =
  | { ok: true }
  | { ok: false; message: 'staff.transitionSame' | 'staff.transitionFinal' | 'staff.transitionNotAllowed' | 'staff.transitionTooEarly' };

/** The consultation as the rules need it: its status and its slot (clinic date and start time). */
export interface TransitionSubject {
  status: ConsultationStatus;
  date: string;
  timeSlot: string;
}

export function checkTransition(c: TransitionSubject, to: ConsultationStatus, now: Date): TransitionCheck {
  if (c.status === to) return { ok: false, message: 'staff.transitionSame' };
  const next = allowedNextStatuses(c.status);
  if (!next.length) return { ok: false, message: 'staff.transitionFinal' };
  if (!next.includes(to)) return { ok: false, message: 'staff.transitionNotAllowed' };
  if (FROM_SLOT_START.includes(to) && now.getTime() < slotStart(c.date, c.timeSlot).getTime()) return { ok: false, message: 'staff.transitionTooEarly' };
  return { ok: true };
}

/** The statuses staff may set now: what the board offers. */
export function nextStatuses(c: TransitionSubject, now: Date): ConsultationStatus[] {
  return allowedNextStatuses(c.status).filter((to) => checkTransition(c, to, now).ok);
}

/** Statuses in which a consultation still holds its slot and may be rescheduled. */
export function isActiveStatus(status: ConsultationStatus): boolean {
  return status === 'pending' || status === 'confirmed';
}
