import { describe, expect, it } from 'vitest';
import { weeklyFromSingle } from '@core/hours';
import { slotStart } from '@core/booking/slots';
import { type PlacedSession, type RuleFacts, sessionBreach, sessionsBreach, therapyOrderWarning } from './rules';
import type { Therapist, TherapySpec } from './types';

// Tuesday 1 Dec 2026; the clinic opens Monday to Saturday, 09:00 to 18:00.
const DATE = '2026-12-01';
const spec = (slug: string, over: Partial<TherapySpec> = {}): TherapySpec => ({
  slug,
  sessionMinutes: 60,
  prepMinutes: 15,
  cleanupMinutes: 15,
  roomCapability: 'massage-table',
  therapistsNeeded: 1,
  genderRule: 'any',
  needsPrescription: false,
  ...over,
});
const WEEK = { 1: [['09:00', '18:00']], 2: [['09:00', '18:00']], 3: [['09:00', '18:00']], 4: [['09:00', '18:00']] } as const;
const therapist = (id: string, over: Partial<Therapist> = {}): Therapist => ({
  id,
  gender: 'female',
  therapies: ['abhyanga', 'shirodhara'],
  hours: WEEK,
  leave: [],
  ...over,
});

function facts(over: Partial<RuleFacts> = {}): RuleFacts {
  return {
    therapies: [spec('abhyanga', { genderRule: 'same' }), spec('shirodhara', { roomCapability: 'shirodhara-table' })],
    therapists: [therapist('t1'), therapist('t2', { gender: 'male' }), therapist('t3', { therapies: ['shirodhara'] })],
    rooms: [
      { id: 'r1', capabilities: ['massage-table'] },
      { id: 'r2', capabilities: ['massage-table', 'shirodhara-table'] },
    ],
    clinic: {
      hours: weeklyFromSingle({ days: [1, 2, 3, 4, 5, 6], open: '09:00', close: '18:00' }),
      holidays: [{ date: '2026-12-03', name: { en: 'Festival', hi: 'त्योहार' } }],
    },
    patientGender: 'female',
    ...over,
  };
}
const at = (time: string, date = DATE) => slotStart(date, time);
const session = (over: Partial<PlacedSession> = {}): PlacedSession => ({
  day: 1,
  therapy: 'abhyanga',
  start: at('10:00'),
  roomId: 'r1',
  therapistIds: ['t1'],
  ...over,
});

describe('sessionBreach: the rules of one session', () => {
  it('passes a session that keeps every rule, its buffers exactly at opening and closing', () => {
    expect(sessionBreach(facts(), session())).toBeNull();
    expect(sessionBreach(facts(), session({ start: at('09:15') }))).toBeNull();
    expect(sessionBreach(facts(), session({ start: at('16:45') }))).toBeNull();
  });

  it('the clinic: a closed weekday, a holiday, before opening (buffers included), after closing', () => {
    expect(sessionBreach(facts(), session({ start: at('10:00', '2026-12-06') }))).toEqual({ rule: 'closed-day', date: '2026-12-06' });
    expect(sessionBreach(facts(), session({ start: at('10:00', '2026-12-03') }))).toEqual({ rule: 'holiday', date: '2026-12-03' });
    const hours = { rule: 'clinic-hours', date: DATE, open: '09:00', close: '18:00' };
    expect(sessionBreach(facts(), session({ start: at('08:10') }))).toEqual(hours);
    expect(sessionBreach(facts(), session({ start: at('09:10') }))).toEqual(hours); // preparation from 08:55
    expect(sessionBreach(facts(), session({ start: at('16:50') }))).toEqual(hours); // clean-up until 18:05
    expect(sessionBreach(facts(), session({ start: at('22:10') }))).toEqual(hours);
  });

  it('the clinic’s lunch break: a session across it is refused naming the break, not the day’s hours', () => {
    const lunch = facts();
    lunch.clinic.hours[2] = { from: '09:00', to: '18:00', breaks: [{ from: '13:00', to: '14:00' }] };
    const breach = { rule: 'clinic-break', date: DATE, from: '13:00', to: '14:00' };
    expect(sessionBreach(lunch, session({ start: at('12:30') }))).toEqual(breach);
    expect(sessionBreach(lunch, session({ start: at('13:15') }))).toEqual(breach);
    expect(sessionBreach(lunch, session({ start: at('13:50') }))).toEqual(breach); // preparation from 13:35
    expect(sessionBreach(lunch, session({ start: at('14:15') }))).toBeNull();
    expect(sessionBreach(lunch, session({ start: at('11:45') }))).toBeNull(); // clean-up until 13:00
    expect(sessionBreach(lunch, session({ start: at('08:10') }))).toMatchObject({ rule: 'clinic-hours' });
  });

  it('the therapists: trained, of the patient’s gender when the therapy asks, not on leave, working the whole blocked time', () => {
    expect(sessionBreach(facts(), session({ therapistIds: ['t3'] }))).toEqual({ rule: 'skill', therapistId: 't3' });
    expect(sessionBreach(facts(), session({ therapistIds: ['t2'] }))).toEqual({ rule: 'gender', therapistId: 't2' });
    expect(sessionBreach(facts({ patientGender: 'male' }), session({ therapistIds: ['t2'] }))).toBeNull();
    expect(sessionBreach(facts({ patientGender: null }), session({ therapistIds: ['t2'] }))).toBeNull();
    // 'any' takes either gender.
    expect(sessionBreach(facts(), session({ therapy: 'shirodhara', roomId: 'r2', therapistIds: ['t2'] }))).toBeNull();
    const onLeave = facts({ therapists: [therapist('t1', { leave: [DATE] })] });
    expect(sessionBreach(onLeave, session())).toEqual({ rule: 'leave', therapistId: 't1', date: DATE });
    const mornings = facts({ therapists: [therapist('t1', { hours: { 2: [['09:00', '13:00']] } })] });
    expect(sessionBreach(mornings, session({ start: at('11:50') }))).toEqual({ rule: 'therapist-hours', therapistId: 't1' });
    expect(sessionBreach(mornings, session({ start: at('11:45') }))).toBeNull();
    expect(sessionBreach(mornings, session({ start: at('10:00', '2026-12-02') }))).toEqual({ rule: 'therapist-hours', therapistId: 't1' });
  });

  it('the resources: the therapy known, its number of therapists, a room in service with the equipment, therapists known', () => {
    expect(sessionBreach(facts(), session({ therapy: 'nasya' }))).toEqual({ rule: 'unknown-therapy' });
    expect(sessionBreach(facts(), session({ therapistIds: ['t1', 't2'] }))).toEqual({ rule: 'therapist-count', count: 1 });
    expect(sessionBreach(facts(), session({ roomId: 'gone' }))).toEqual({ rule: 'unknown-room' });
    expect(sessionBreach(facts(), session({ therapy: 'shirodhara', therapistIds: ['t3'] }))).toEqual({
      rule: 'room-equipment',
      roomId: 'r1',
      capability: 'shirodhara-table',
    });
    expect(sessionBreach(facts(), session({ therapistIds: ['t9'] }))).toEqual({ rule: 'unknown-therapist', therapistId: 't9' });
  });

  it('the programme: a later day on a later date, an earlier day on an earlier date', () => {
    const day1 = session({ day: 1, start: at('10:00', '2026-12-01') });
    const day2 = session({ day: 2, start: at('10:00', '2026-12-02') });
    const day6 = session({ day: 6, start: at('10:00', '2026-12-08') });
    expect(sessionBreach(facts(), day6, [day1, day2])).toBeNull();
    // Day 6 moved before day 1.
    const early = { ...day6, start: at('12:00', '2026-11-30') };
    expect(sessionBreach(facts(), early, [day1, day2])).toEqual({ rule: 'day-order', otherDay: 1, otherDate: '2026-12-01' });
    // Day 1 moved onto day 2's date.
    const late = { ...day1, start: at('14:00', '2026-12-02') };
    expect(sessionBreach(facts(), late, [day2, day6])).toEqual({ rule: 'day-order', otherDay: 2, otherDate: '2026-12-02' });
    // Two sessions of one day may share its date.
    expect(sessionBreach(facts(), { ...day1, start: at('14:00') }, [day1])).toBeNull();
  });

  it("the patient's buffers: another session of theirs may start only when this one's clean-up ends", () => {
    const first = session({ start: at('10:00') });
    // 10:00-11:00, clean-up to 11:15; the next one's preparation (15 min) may start at 11:15.
    expect(sessionBreach(facts(), session({ start: at('11:30'), therapistIds: ['t1'] }), [first])).toBeNull();
    expect(sessionBreach(facts(), session({ start: at('11:15') }), [first])).toEqual({
      rule: 'buffers',
      otherTherapy: 'abhyanga',
      otherStart: '2026-12-01 10:00',
    });
  });
});

describe('sessionsBreach: sessions placed together', () => {
  it('names the first session breaking a rule, by index, each checked against the others and the ones that stay', () => {
    const ok = [session({ day: 1 }), session({ day: 2, start: at('10:00', '2026-12-02') })];
    expect(sessionsBreach(facts(), ok)).toBeNull();
    // 13 hours later: 23:00 the same day.
    const shifted = ok.map((s) => ({ ...s, start: new Date(s.start.getTime() + 13 * 3_600_000) }));
    expect(sessionsBreach(facts(), shifted)).toEqual({
      index: 0,
      breach: { rule: 'clinic-hours', date: DATE, open: '09:00', close: '18:00' },
    });
    const swapped = [ok[0]!, { ...ok[1]!, start: at('10:00', '2026-11-30') }];
    expect(sessionsBreach(facts(), swapped)).toMatchObject({ index: 0, breach: { rule: 'day-order', otherDay: 2 } });
    const stays = session({ day: 3, start: at('10:00', '2026-12-02') });
    expect(sessionsBreach(facts(), ok, [stays])).toMatchObject({ index: 1, breach: { rule: 'day-order', otherDay: 3 } });
  });
});

describe("therapyOrderWarning: a day's therapies in the prescribed order", () => {
  const at = (time: string) => slotStart('2026-12-01', time);
  const plan = ['abhyanga', 'swedana', 'shiro-dhara'];
  it('is quiet when the day keeps its order, or a therapy is not in the plan', () => {
    expect(
      therapyOrderWarning(plan, [
        { therapy: 'abhyanga', start: at('09:00') },
        { therapy: 'swedana', start: at('10:00') },
      ]),
    ).toBeNull();
    expect(
      therapyOrderWarning(plan, [
        { therapy: 'nasya', start: at('08:00') },
        { therapy: 'abhyanga', start: at('09:00') },
      ]),
    ).toBeNull();
    expect(therapyOrderWarning(plan, [{ therapy: 'swedana', start: at('10:00') }])).toBeNull();
  });
  it('names the pair out of order: Swedana before its Abhyanga', () => {
    expect(
      therapyOrderWarning(plan, [
        { therapy: 'abhyanga', start: at('11:00') },
        { therapy: 'swedana', start: at('10:00') },
      ]),
    ).toEqual({ first: 'abhyanga', then: 'swedana' });
    expect(
      therapyOrderWarning(plan, [
        { therapy: 'shiro-dhara', start: at('08:00') },
        { therapy: 'abhyanga', start: at('09:00') },
        { therapy: 'swedana', start: at('10:00') },
      ]),
    ).toEqual({ first: 'abhyanga', then: 'shiro-dhara' });
  });
});
