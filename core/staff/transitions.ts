/**
 * Which consultation status changes staff may make. Anything not listed is refused (409).
 * pending -> confirmed | cancelled; confirmed -> completed | cancelled | no-show; the rest are final.
 */
import type { ConsultationStatus } from '../constants.ts';

export const STATUS_TRANSITIONS: Record<ConsultationStatus, readonly ConsultationStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled', 'no-show'],
  completed: [],
  cancelled: [],
  'no-show': [],
};

export function allowedNextStatuses(from: ConsultationStatus): readonly ConsultationStatus[] {
  return STATUS_TRANSITIONS[from] ?? [];
}

export type TransitionCheck = { ok: true } | { ok: false; message: 'staff.transitionSame' | 'staff.transitionFinal' | 'staff.transitionNotAllowed' };

export function checkTransition(from: ConsultationStatus, to: ConsultationStatus): TransitionCheck {
  if (from === to) return { ok: false, message: 'staff.transitionSame' };
  const next = allowedNextStatuses(from);
  if (!next.length) return { ok: false, message: 'staff.transitionFinal' };
  if (!next.includes(to)) return { ok: false, message: 'staff.transitionNotAllowed' };
  return { ok: true };
}

/** Statuses in which a consultation still holds its slot and may be rescheduled. */
export function isActiveStatus(status: ConsultationStatus): boolean {
  return status === 'pending' || status === 'confirmed';
}
