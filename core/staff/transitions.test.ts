import { describe, expect, it } from 'vitest';
import { slotStart } from '../booking/slots.ts';
import { CONSULTATION_STATUSES, type ConsultationStatus } from '../constants.ts';
import { allowedNextStatuses, checkTransition, nextStatuses } from './transitions.ts';

const allowed: [ConsultationStatus, ConsultationStatus][] = [
  ['pending', 'confirmed'],
  ['pending', 'cancelled'],
  ['confirmed', 'completed'],
  ['confirmed', 'cancelled'],
  ['confirmed', 'no-show'],
];

/** A consultation on Monday 23 November 2026 at 10:30 in Raipur (05:00 UTC). */
const at = (status: ConsultationStatus) => ({ status, date: '2026-11-23', timeSlot: '10:30' });
const START = slotStart('2026-11-23', '10:30');
const AFTER = new Date(START.getTime() + 60 * 60_000);

describe('consultation status transitions', () => {
  it('allows exactly the five listed changes once the slot has started', () => {
    for (const from of CONSULTATION_STATUSES) {
      for (const to of CONSULTATION_STATUSES) {
        const expected = allowed.some(([f, t]) => f === from && t === to);
        expect(checkTransition(at(from), to, AFTER).ok, `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it('names why a change is refused', () => {
    expect(checkTransition(at('pending'), 'pending', AFTER)).toEqual({ ok: false, message: 'staff.transitionSame' });
    expect(checkTransition(at('completed'), 'cancelled', AFTER)).toEqual({ ok: false, message: 'staff.transitionFinal' });
    expect(checkTransition(at('cancelled'), 'confirmed', AFTER)).toEqual({ ok: false, message: 'staff.transitionFinal' });
    expect(checkTransition(at('pending'), 'completed', AFTER)).toEqual({ ok: false, message: 'staff.transitionNotAllowed' });
    expect(checkTransition(at('pending'), 'no-show', AFTER)).toEqual({ ok: false, message: 'staff.transitionNotAllowed' });
  });

  it('marks completed or no-show only from the slot start in clinic time, confirm and cancel at any time', () => {
    const threeDaysBefore = new Date(START.getTime() - 3 * 86_400_000);
    const oneMinuteBefore = new Date(START.getTime() - 60_000);
    for (const now of [threeDaysBefore, oneMinuteBefore]) {
      expect(checkTransition(at('confirmed'), 'completed', now)).toEqual({ ok: false, message: 'staff.transitionTooEarly' });
      expect(checkTransition(at('confirmed'), 'no-show', now)).toEqual({ ok: false, message: 'staff.transitionTooEarly' });
      expect(checkTransition(at('confirmed'), 'cancelled', now).ok).toBe(true);
      expect(checkTransition(at('pending'), 'confirmed', now).ok).toBe(true);
    }
    // 10:30 in Raipur is 05:00 UTC, whatever the server's time zone.
    expect(checkTransition(at('confirmed'), 'completed', new Date('2026-11-23T05:00:00Z')).ok).toBe(true);
    expect(checkTransition(at('confirmed'), 'no-show', new Date('2026-11-23T04:59:59Z')).ok).toBe(false);
  });

  it('lists the next statuses for the board buttons, without completed and no-show before the slot', () => {
    expect(allowedNextStatuses('pending')).toEqual(['confirmed', 'cancelled']);
    expect(allowedNextStatuses('no-show')).toEqual([]);
    expect(nextStatuses(at('confirmed'), new Date(START.getTime() - 60_000))).toEqual(['cancelled']);
    expect(nextStatuses(at('confirmed'), START)).toEqual(['completed', 'cancelled', 'no-show']);
    expect(nextStatuses(at('pending'), new Date(START.getTime() - 86_400_000))).toEqual(['confirmed', 'cancelled']);
  });
});
