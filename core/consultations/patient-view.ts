/**
 * Pure rules of what a patient sees of a consultation: the public name on the tracking screen
 * and when the video room of an online consultation is open.
 */
import { slotStart } from '@core/booking/slots';
import { LIMITS, type ConsultationStatus } from '@core/constants';
import { isActive } from './rules';

/** The video room stays open this long after the slot starts. */
const VIDEO_CALL_OPEN_AFTER_MINUTES = 120;

/** 'Ravi Kumar Sharma' -> 'Ravi S.'; one word stays as it is. Used for anyone who is not the owner. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  if (words.length < 2) return first;
  const last = words.at(-1) ?? '';
  return `${first} ${last.charAt(0).toLocaleUpperCase('en-IN')}.`;
}

export interface VideoCallWindow {
  opensAt: Date;
  closesAt: Date;
}

export function videoCallWindow(startsAt: Date): VideoCallWindow {
  return {
    opensAt: new Date(startsAt.getTime() - LIMITS.videoCallOpensMinutes * 60_000),
    closesAt: new Date(startsAt.getTime() + VIDEO_CALL_OPEN_AFTER_MINUTES * 60_000),
  };
}

export type VideoCallState = 'not-online' | 'inactive' | 'too-early' | 'open' | 'over';

/** Whether the owner may join the video room now. */
export function videoCallState(
  consultation: { mode: string; status: ConsultationStatus; date: string; timeSlot: string },
  now: Date,
): VideoCallState {
  if (consultation.mode !== 'online') return 'not-online';
  if (!isActive(consultation)) return 'inactive';
  const { opensAt, closesAt } = videoCallWindow(slotStart(consultation.date, consultation.timeSlot));
  if (now < opensAt) return 'too-early';
  if (now > closesAt) return 'over';
  return 'open';
}

/** Spec statuses and their badge tone; 'no-show' is ours. */
export const STATUS_TONE = {
  pending: 'yellow',
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'red',
  'no-show': 'grey',
} as const;
