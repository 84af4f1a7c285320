import { describe, expect, it } from 'vitest';
import { CONSULTATION_STATUSES, type ConsultationStatus } from '../constants.ts';
import { allowedNextStatuses, checkTransition } from './transitions.ts';

const allowed: [ConsultationStatus, ConsultationStatus][] = [
  ['pending', 'confirmed'],
  ['pending', 'cancelled'],
  ['confirmed', 'completed'],
  ['confirmed', 'cancelled'],
  ['confirmed', 'no-show'],
];

describe('consultation status transitions', () => {
  it('allows exactly the five listed changes', () => {
    for (const from of CONSULTATION_STATUSES) {
      for (const to of CONSULTATION_STATUSES) {
        const expected = allowed.some(([f, t]) => f === from && t === to);
        expect(checkTransition(from, to).ok, `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it('names why a change is refused', () => {
    expect(checkTransition('pending', 'pending')).toEqual({ ok: false, message: 'staff.transitionSame' });
    expect(checkTransition('completed', 'cancelled')).toEqual({ ok: false, message: 'staff.transitionFinal' });
    expect(checkTransition('cancelled', 'confirmed')).toEqual({ ok: false, message: 'staff.transitionFinal' });
    expect(checkTransition('pending', 'completed')).toEqual({ ok: false, message: 'staff.transitionNotAllowed' });
    expect(checkTransition('pending', 'no-show')).toEqual({ ok: false, message: 'staff.transitionNotAllowed' });
  });

  it('lists the next statuses for the board buttons', () => {
    expect(allowedNextStatuses('pending')).toEqual(['confirmed', 'cancelled']);
    expect(allowedNextStatuses('no-show')).toEqual([]);
  });
});
