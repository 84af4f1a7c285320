import { describe, expect, it } from 'vitest';
import { attendanceProblem, attendanceState, attendanceSteps, type Attending } from './attendance';

const START = new Date('2026-12-01T05:00:00Z'); // 10:30 in the clinic
const EARLY = new Date('2026-12-01T03:30:00Z'); // 09:00 the same clinic day
const LATE = new Date('2026-12-01T05:30:00Z');
const DAY_BEFORE = new Date('2026-11-30T17:00:00Z'); // 22:30 the day before in the clinic
const visit = (v: Partial<Attending> = {}): Attending => ({ status: 'confirmed', arrivedAt: null, startedAt: null, ...v });

describe('attendance', () => {
  it('reads the state from the status and the two instants', () => {
    expect(attendanceState(visit())).toBe('expected');
    expect(attendanceState(visit({ status: 'booked' }))).toBe('expected');
    expect(attendanceState(visit({ arrivedAt: EARLY }))).toBe('arrived');
    expect(attendanceState(visit({ arrivedAt: EARLY, startedAt: START }))).toBe('in-progress');
    expect(attendanceState(visit({ status: 'completed', arrivedAt: EARLY }))).toBe('done');
    expect(attendanceState(visit({ status: 'no-show' }))).toBe('no-show');
    expect(attendanceState(visit({ status: 'cancelled' }))).toBe('cancelled');
    expect(attendanceState(visit({ status: 'pending' }))).toBe('unconfirmed');
  });

  it('checks in only on the clinic day of the visit, and starts only after the check-in', () => {
    expect(attendanceProblem(visit(), START, 'arrived', DAY_BEFORE)).toBe('not-today');
    expect(attendanceProblem(visit(), START, 'arrived', EARLY)).toBeNull();
    expect(attendanceProblem(visit(), START, 'in-progress', EARLY)).toBe('not-arrived');
    expect(attendanceProblem(visit({ arrivedAt: EARLY }), START, 'in-progress', EARLY)).toBeNull();
    expect(attendanceProblem(visit({ arrivedAt: EARLY }), START, 'arrived', EARLY)).toBe('same');
  });

  it('marks done or no-show only from the start; no no-show once arrived; both final', () => {
    expect(attendanceProblem(visit(), START, 'done', EARLY)).toBe('too-early');
    expect(attendanceProblem(visit(), START, 'no-show', EARLY)).toBe('too-early');
    expect(attendanceProblem(visit(), START, 'done', START)).toBeNull();
    expect(attendanceProblem(visit({ arrivedAt: EARLY }), START, 'no-show', LATE)).toBe('arrived');
    expect(attendanceProblem(visit({ status: 'completed' }), START, 'no-show', LATE)).toBe('final');
    expect(attendanceProblem(visit({ status: 'cancelled' }), START, 'arrived', EARLY)).toBe('cancelled');
    expect(attendanceProblem(visit({ status: 'pending' }), START, 'arrived', EARLY)).toBe('unconfirmed');
  });

  it('offers the steps that may be taken now', () => {
    expect(attendanceSteps(visit(), START, EARLY)).toEqual(['arrived']);
    expect(attendanceSteps(visit(), START, LATE)).toEqual(['arrived', 'done', 'no-show']);
    expect(attendanceSteps(visit({ arrivedAt: EARLY }), START, LATE)).toEqual(['in-progress', 'done']);
    expect(attendanceSteps(visit({ status: 'cancelled' }), START, LATE)).toEqual([]);
  });
});
