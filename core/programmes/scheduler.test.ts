import fc from 'fast-check';
import { weeklyFromSingle, weekFrame } from '@core/hours';
import { describe, expect, it } from 'vitest';
import { clinicTime, slotStart } from '@core/booking/slots';
import { type RuleFacts, sessionBreach, sessionsBreach } from './rules';
import { alternativesFor, proposeSchedule, replan } from './scheduler';
import type { Interval, ProposedSession, ScheduleInput, Therapist, TherapySpec } from './types';

/** Tuesday 1 Dec 2026, 07:00 in the clinic: before opening. */
const NOW = slotStart('2026-12-01', '07:00');

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
const WEEK = {
  1: [['09:00', '18:00']],
  2: [['09:00', '18:00']],
  3: [['09:00', '18:00']],
  4: [['09:00', '18:00']],
  5: [['09:00', '18:00']],
  6: [['09:00', '18:00']],
} as const;
const therapist = (id: string, over: Partial<Therapist> = {}): Therapist => ({
  id,
  gender: 'female',
  therapies: ['abhyanga', 'snehana', 'shirodhara', 'virechana'],
  hours: WEEK,
  leave: [],
  ...over,
});
const iv = (date: string, from: string, to: string): Interval => ({ start: slotStart(date, from), end: slotStart(date, to) });

function input(over: Partial<ScheduleInput> = {}): ScheduleInput {
  return {
    therapies: [
      spec('abhyanga'),
      spec('snehana', { sessionMinutes: 30, prepMinutes: 10, cleanupMinutes: 5 }),
      spec('virechana', { roomCapability: 'basti-room' }),
    ],
    therapists: [therapist('t1'), therapist('t2')],
    rooms: [
      { id: 'r1', capabilities: ['massage-table'] },
      { id: 'r2', capabilities: ['massage-table', 'basti-room'] },
    ],
    busy: { therapists: {}, rooms: {}, patient: [] },
    clinic: { hours: weeklyFromSingle({ days: [1, 2, 3, 4, 5, 6], open: '09:00', close: '18:00' }), holidays: [] },
    patient: { gender: 'female', band: 'morning' },
    programme: { startDate: '2026-12-01', days: [['abhyanga']], prescribed: true },
    horizonDays: 60,
    now: NOW,
    ...over,
  };
}
const programme = (days: string[][], startDate = '2026-12-01') => ({ startDate, days, prescribed: true });
const times = (s: ProposedSession) =>
  `${s.date} ${clinicTime(s.start)}-${clinicTime(s.end)} [${clinicTime(s.blockedStart)}-${clinicTime(s.blockedEnd)}] ${s.roomId} ${s.therapistIds.join('+')}`;

function sessionsOf(result: ReturnType<typeof proposeSchedule>): ProposedSession[] {
  if (!result.ok) throw new Error(`no proposal: ${JSON.stringify(result.reason)}`);
  return result.sessions;
}

/** An independent check of every rule, used on every proposal the tests get. */
function expectValid(inp: ScheduleInput, sessions: ProposedSession[]) {
  const taken: [string, ProposedSession][] = [];
  for (const s of sessions) {
    const therapy = inp.therapies.find((t) => t.slug === s.therapy)!;
    expect(s.blockedStart.getTime()).toBe(s.start.getTime() - therapy.prepMinutes * 60_000);
    expect(s.blockedEnd.getTime()).toBe(s.end.getTime() + therapy.cleanupMinutes * 60_000);
    expect(s.end.getTime() - s.start.getTime()).toBe(therapy.sessionMinutes * 60_000);
    expect(s.blockedStart.getTime()).toBeGreaterThanOrEqual(inp.now.getTime());
    expect(
      clinicTime(s.blockedStart) >= weekFrame(inp.clinic.hours).open && clinicTime(s.blockedEnd) <= weekFrame(inp.clinic.hours).close,
    ).toBe(true);
    expect(s.therapistIds).toHaveLength(therapy.therapistsNeeded);
    expect(inp.rooms.find((r) => r.id === s.roomId)!.capabilities).toContain(therapy.roomCapability);
    for (const id of s.therapistIds) {
      const t = inp.therapists.find((x) => x.id === id)!;
      expect(t.therapies).toContain(s.therapy);
      expect(t.leave).not.toContain(s.date);
      if (therapy.genderRule === 'same') expect(t.gender).toBe(inp.patient.gender);
      const ranges = t.hours[new Date(s.date).getUTCDay() as 0] ?? [];
      expect(ranges.some(([f, to]) => f <= clinicTime(s.blockedStart) && clinicTime(s.blockedEnd) <= to)).toBe(true);
      for (const b of inp.busy.therapists[id] ?? []) expect(b.end <= s.blockedStart || b.start >= s.blockedEnd).toBe(true);
      taken.push([`t:${id}`, s]);
    }
    for (const b of inp.busy.rooms[s.roomId] ?? []) expect(b.end <= s.blockedStart || b.start >= s.blockedEnd).toBe(true);
    for (const b of inp.busy.patient) expect(b.end <= s.blockedStart || b.start >= s.blockedEnd).toBe(true);
    taken.push([`r:${s.roomId}`, s], ['p', s]);
  }
  for (const [i, [key, a]] of taken.entries())
    for (const [otherKey, b] of taken.slice(i + 1))
      if (key === otherKey && a !== b) expect(a.blockedEnd <= b.blockedStart || b.blockedEnd <= a.blockedStart).toBe(true);
}

/**
 * The scheduler through the one session validator (./rules, docs/decisions/0031-one-session-validator.md):
 * whatever it proposes passes the rules the server re-checks on accept, move and replacement.
 */
const factsOf = (inp: ScheduleInput): RuleFacts => ({ ...inp, patientGender: inp.patient.gender });
function proposeChecked(inp: ScheduleInput): ReturnType<typeof proposeSchedule> {
  const result = proposeSchedule(inp);
  if (result.ok) expect(sessionsBreach(factsOf(inp), result.sessions)).toBeNull();
  return result;
}
function alternativesChecked(...args: Parameters<typeof alternativesFor>): ReturnType<typeof alternativesFor> {
  const found = alternativesFor(...args);
  for (const s of found) expect(sessionBreach(factsOf(args[0]), s, args[2] ?? [])).toBeNull();
  return found;
}
function replanChecked(...args: Parameters<typeof replan>): ReturnType<typeof replan> {
  const answers = replan(...args);
  const kept = [...args[2]];
  for (const a of answers)
    if (a.proposal) {
      expect(sessionBreach(factsOf(args[0]), a.proposal, kept)).toBeNull();
      kept.push(a.proposal);
    }
  return answers;
}

describe('proposeSchedule: buffers', () => {
  it('a 60-minute session with 15 + 15 minutes of buffers blocks 90 minutes, the first at opening', () => {
    const inp = input();
    const [s] = sessionsOf(proposeChecked(inp));
    expect(times(s!)).toBe('2026-12-01 09:15-10:15 [09:00-10:30] r1 t1');
    expect(s!.blockedEnd.getTime() - s!.blockedStart.getTime()).toBe(90 * 60_000);
  });

  it("back to back: a day's sessions follow in the given order, each preparation starting when the last clean-up ends", () => {
    const inp = input({ programme: programme([['snehana', 'abhyanga', 'snehana']]) });
    const sessions = sessionsOf(proposeChecked(inp));
    expect(sessions.map(times)).toEqual([
      '2026-12-01 09:10-09:40 [09:00-09:45] r1 t1',
      '2026-12-01 10:00-11:00 [09:45-11:15] r1 t1',
      '2026-12-01 11:25-11:55 [11:15-12:00] r1 t1',
    ]);
    expectValid(inp, sessions);
  });

  it("an existing session's buffers keep the room: the next session's preparation starts at their end", () => {
    const inp = input({
      therapists: [therapist('t1')],
      rooms: [{ id: 'r1', capabilities: ['massage-table'] }],
      busy: { therapists: {}, rooms: { r1: [iv('2026-12-01', '08:45', '10:20')] }, patient: [] },
    });
    const sessions = sessionsOf(proposeChecked(inp));
    expect(times(sessions[0]!)).toBe('2026-12-01 10:35-11:35 [10:20-11:50] r1 t1');
    expectValid(inp, sessions);
  });
});

describe('proposeSchedule: skills and gender', () => {
  it('chooses only therapists trained in the therapy', () => {
    const inp = input({ therapists: [therapist('t1', { therapies: ['snehana'] }), therapist('t2')] });
    expect(sessionsOf(proposeChecked(inp))[0]!.therapistIds).toEqual(['t2']);
  });

  it('says no-trained-therapist, with the therapy, when nobody is trained in it', () => {
    const inp = input({ therapists: [therapist('t1', { therapies: ['snehana'] })] });
    expect(proposeChecked(inp)).toEqual({ ok: false, reason: { code: 'no-trained-therapist', therapy: 'abhyanga' } });
  });

  it("gender rule 'same': only therapists of the patient's gender, even when another is free earlier", () => {
    const inp = input({
      therapies: [spec('abhyanga', { genderRule: 'same' })],
      therapists: [therapist('t1', { gender: 'male' }), therapist('t2', { gender: 'female' })],
      busy: { therapists: { t2: [iv('2026-12-01', '09:00', '10:00')] }, rooms: {}, patient: [] },
    });
    const sessions = sessionsOf(proposeChecked(inp));
    expect(times(sessions[0]!)).toBe('2026-12-01 10:15-11:15 [10:00-11:30] r1 t2');
    const male = { ...inp, patient: { ...inp.patient, gender: 'male' as const } };
    expect(sessionsOf(proposeChecked(male))[0]!.therapistIds).toEqual(['t1']);
  });

  it("gender rule 'any' takes either; 'same' with nobody of the patient's gender says so", () => {
    const men = [therapist('t1', { gender: 'male' })];
    expect(sessionsOf(proposeChecked(input({ therapists: men })))[0]!.therapistIds).toEqual(['t1']);
    const same = input({ therapists: men, therapies: [spec('abhyanga', { genderRule: 'same' })] });
    expect(proposeChecked(same)).toEqual({ ok: false, reason: { code: 'no-therapist-of-gender', therapy: 'abhyanga', gender: 'female' } });
  });

  it('says prescription-required for a therapy that needs one when the programme is not prescribed', () => {
    const inp = input({
      therapies: [spec('abhyanga', { needsPrescription: true })],
      programme: { ...programme([['abhyanga']]), prescribed: false },
    });
    expect(proposeChecked(inp)).toEqual({ ok: false, reason: { code: 'prescription-required', therapy: 'abhyanga' } });
  });

  it('says unknown-therapy for a slug outside the catalogue, and empty-programme for no days', () => {
    expect(proposeChecked(input({ programme: programme([['nasya']]) }))).toEqual({
      ok: false,
      reason: { code: 'unknown-therapy', therapy: 'nasya' },
    });
    expect(proposeChecked(input({ programme: programme([]) }))).toEqual({ ok: false, reason: { code: 'empty-programme' } });
  });
});

describe('proposeSchedule: two therapists', () => {
  it('two-therapist therapies get two trained therapists free for the same interval', () => {
    const inp = input({
      therapies: [spec('abhyanga', { therapistsNeeded: 2, genderRule: 'same' })],
      therapists: [therapist('t1'), therapist('t2'), therapist('t3', { therapies: ['snehana'] }), therapist('t4', { gender: 'male' })],
      busy: { therapists: { t2: [iv('2026-12-01', '09:00', '10:45')] }, rooms: {}, patient: [] },
    });
    const sessions = sessionsOf(proposeChecked(inp));
    expect(times(sessions[0]!)).toBe('2026-12-01 11:00-12:00 [10:45-12:15] r1 t1+t2');
    expectValid(inp, sessions);
  });

  it('says no-trained-therapist when fewer are trained than the therapy needs', () => {
    const inp = input({
      therapies: [spec('abhyanga', { therapistsNeeded: 2 })],
      therapists: [therapist('t1'), therapist('t2', { therapies: [] })],
    });
    expect(proposeChecked(inp)).toEqual({ ok: false, reason: { code: 'no-trained-therapist', therapy: 'abhyanga' } });
  });
});

describe('proposeSchedule: calendar', () => {
  it("skips holidays and closed weekdays: the programme's day N moves to the next open day, the order kept", () => {
    const inp = input({
      clinic: {
        hours: weeklyFromSingle({ days: [1, 2, 3, 4, 5, 6], open: '09:00', close: '18:00' }),
        holidays: [{ date: '2026-12-07', name: { en: 'x', hi: 'x' } }],
      },
      programme: programme([['snehana'], ['abhyanga'], ['virechana']], '2026-12-05'),
    });
    const sessions = sessionsOf(proposeChecked(inp));
    expect(sessions.map((s) => [s.day, s.date, s.therapy])).toEqual([
      [1, '2026-12-05', 'snehana'],
      [2, '2026-12-08', 'abhyanga'],
      [3, '2026-12-09', 'virechana'],
    ]);
    expectValid(inp, sessions);
  });

  it('says holiday-every-day when no day of the horizon is open', () => {
    const holidays = Array.from({ length: 5 }, (_, i) => ({ date: `2026-12-0${i + 1}`, name: { en: 'x', hi: 'x' } }));
    const inp = input({
      clinic: { hours: weeklyFromSingle({ days: [1, 2, 3, 4, 5, 6], open: '09:00', close: '18:00' }), holidays },
      horizonDays: 4,
    });
    expect(proposeChecked(inp)).toEqual({ ok: false, reason: { code: 'holiday-every-day', from: '2026-12-01', to: '2026-12-05' } });
  });

  it('says beyond-horizon, with the day and its date, for a programme longer than the horizon', () => {
    const inp = input({ programme: programme(Array.from({ length: 21 }, () => ['abhyanga'])), horizonDays: 14 });
    expect(proposeChecked(inp)).toEqual({
      ok: false,
      reason: { code: 'beyond-horizon', day: 14, date: '2026-12-16', lastBookable: '2026-12-15' },
    });
  });

  it('skips a therapist on leave that day and takes them back the next', () => {
    const inp = input({
      therapists: [therapist('t1', { leave: ['2026-12-01'] }), therapist('t2')],
      programme: programme([['abhyanga'], ['abhyanga']]),
    });
    const sessions = sessionsOf(proposeChecked(inp));
    expect(sessions.map((s) => s.therapistIds[0])).toEqual(['t2', 't2']);
    const alone = input({ therapists: [therapist('t1', { leave: ['2026-12-01'] })], programme: programme([['abhyanga'], ['abhyanga']]) });
    expect(proposeChecked(alone)).toEqual({
      ok: false,
      reason: { code: 'no-time-in-band', day: 1, date: '2026-12-01', therapy: 'abhyanga' },
    });
  });

  it("respects the therapist's weekly hours", () => {
    const inp = input({ therapists: [therapist('t1', { hours: { 2: [['10:00', '13:00']] } })] });
    expect(times(sessionsOf(proposeChecked(inp))[0]!)).toBe('2026-12-01 10:15-11:15 [10:00-11:30] r1 t1');
  });

  it('says no-room-with-capability when no room has the equipment', () => {
    const inp = input({ rooms: [{ id: 'r1', capabilities: ['massage-table'] }], programme: programme([['virechana']]) });
    expect(proposeChecked(inp)).toEqual({
      ok: false,
      reason: { code: 'no-room-with-capability', therapy: 'virechana', capability: 'basti-room' },
    });
  });

  it('says start-in-past for a programme starting before today', () => {
    expect(proposeChecked(input({ programme: programme([['abhyanga']], '2026-11-30') }))).toEqual({
      ok: false,
      reason: { code: 'start-in-past', startDate: '2026-11-30', today: '2026-12-01' },
    });
  });
});

describe("proposeSchedule: the patient's time band and the clock", () => {
  it('keeps every session inside an evening band, and inside an explicit band', () => {
    const evening = input({ patient: { gender: 'female', band: 'evening' }, programme: programme([['abhyanga', 'snehana']]) });
    expect(sessionsOf(proposeChecked(evening)).map(times)).toEqual([
      '2026-12-01 16:00-17:00 [15:45-17:15] r1 t1',
      '2026-12-01 17:25-17:55 [17:15-18:00] r1 t1',
    ]);
    // The other order does not fit before closing (18:00) and the evening has no earlier start.
    const reversed = { ...evening, programme: programme([['snehana', 'abhyanga']]) };
    expect(proposeChecked(reversed)).toEqual({
      ok: false,
      reason: { code: 'no-time-in-band', day: 1, date: '2026-12-01', therapy: 'abhyanga' },
    });
    const explicit = input({ patient: { gender: 'female', band: { from: '13:30', to: '15:00' } } });
    expect(times(sessionsOf(proposeChecked(explicit))[0]!)).toBe('2026-12-01 13:30-14:30 [13:15-14:45] r1 t1');
  });

  it('says no-time-in-band with the date when the band is full that day', () => {
    const inp = input({
      patient: { gender: 'female', band: { from: '09:00', to: '11:00' } },
      busy: { therapists: {}, rooms: {}, patient: [iv('2026-12-01', '09:30', '10:00')] },
    });
    expect(proposeChecked(inp)).toEqual({
      ok: false,
      reason: { code: 'no-time-in-band', day: 1, date: '2026-12-01', therapy: 'abhyanga' },
    });
  });

  it('never proposes a session in the past: starting today at 10:40, the first preparation starts at 10:45', () => {
    const inp = input({ now: slotStart('2026-12-01', '10:40') });
    expect(times(sessionsOf(proposeChecked(inp))[0]!)).toBe('2026-12-01 11:00-12:00 [10:45-12:15] r1 t1');
    const late = input({ now: slotStart('2026-12-01', '12:00'), programme: programme([['abhyanga'], ['abhyanga']]) });
    expect(proposeChecked(late)).toEqual({
      ok: false,
      reason: { code: 'no-time-in-band', day: 1, date: '2026-12-01', therapy: 'abhyanga' },
    });
  });

  it('plans a day as a whole: gives up continuity for the first session when keeping it leaves no time for the next', () => {
    const inp = input({
      patient: { gender: 'female', band: { from: '09:00', to: '11:45' } },
      busy: { therapists: { t1: [iv('2026-12-02', '09:00', '10:00')] }, rooms: {}, patient: [] },
      programme: programme([
        ['abhyanga', 'virechana'],
        ['abhyanga', 'virechana'],
      ]),
    });
    const sessions = sessionsOf(proposeChecked(inp));
    expect(sessions.map(times)).toEqual([
      '2026-12-01 09:15-10:15 [09:00-10:30] r1 t1',
      '2026-12-01 10:45-11:45 [10:30-12:00] r2 t1',
      '2026-12-02 09:15-10:15 [09:00-10:30] r1 t2',
      '2026-12-02 10:45-11:45 [10:30-12:00] r2 t1',
    ]);
    expectValid(inp, sessions);
  });
});

describe('proposeSchedule: continuity and determinism', () => {
  it('keeps the same therapist and room across the course even when another is free earlier', () => {
    const inp = input({
      programme: programme([['abhyanga'], ['abhyanga'], ['abhyanga']]),
      busy: {
        therapists: { t1: [iv('2026-12-02', '09:00', '10:00')] },
        rooms: { r1: [iv('2026-12-03', '09:00', '09:30')] },
        patient: [],
      },
    });
    const sessions = sessionsOf(proposeChecked(inp));
    expect(sessions.map(times)).toEqual([
      '2026-12-01 09:15-10:15 [09:00-10:30] r1 t1',
      '2026-12-02 10:15-11:15 [10:00-11:30] r1 t1',
      '2026-12-03 09:45-10:45 [09:30-11:00] r1 t1',
    ]);
  });

  it('changes therapist only when the same one cannot fit in the band that day', () => {
    const inp = input({
      programme: programme([['abhyanga'], ['abhyanga']]),
      busy: { therapists: { t1: [iv('2026-12-02', '09:00', '12:00')] }, rooms: {}, patient: [] },
    });
    expect(sessionsOf(proposeChecked(inp)).map((s) => s.therapistIds[0])).toEqual(['t1', 't2']);
  });

  it('gives the same output for the same input, whatever the order of therapists, rooms and busy intervals', () => {
    const inp = input({
      therapies: [spec('abhyanga', { therapistsNeeded: 2 }), spec('snehana'), spec('virechana', { roomCapability: 'basti-room' })],
      therapists: ['t1', 't2', 't3', 't4'].map((id) => therapist(id)),
      programme: programme([['snehana', 'abhyanga'], ['abhyanga', 'virechana'], ['virechana']]),
      busy: { therapists: { t1: [iv('2026-12-01', '09:00', '10:00'), iv('2026-12-02', '11:00', '12:00')] }, rooms: {}, patient: [] },
    });
    const first = proposeChecked(inp);
    expect(proposeChecked(inp)).toEqual(first);
    const shuffled = {
      ...inp,
      therapists: [...inp.therapists].reverse(),
      rooms: [...inp.rooms].reverse(),
      busy: { ...inp.busy, therapists: { t1: [...inp.busy.therapists.t1!].reverse() } },
    };
    expect(proposeChecked(shuffled)).toEqual(first);
    expectValid(inp, sessionsOf(first));
  });
});

describe('alternativesFor', () => {
  it('offers other valid slots for one session, on its day, in its place in the order, never its own', () => {
    const inp = input({
      programme: programme([['snehana', 'abhyanga', 'snehana']]),
      patient: { gender: 'female', band: { from: '09:00', to: '14:00' } },
    });
    const sessions = sessionsOf(proposeChecked(inp));
    const last = sessions[2]!;
    const others = sessions.slice(0, 2);
    const alternatives = alternativesChecked(inp, last, others);
    expect(alternatives).toHaveLength(5);
    for (const alt of alternatives) {
      expect(times(alt)).not.toBe(times(last));
      expect(alt.blockedStart >= sessions[1]!.blockedEnd).toBe(true);
      expectValid(inp, [...others, alt]);
    }
    // The middle one is held between its neighbours with no minute to spare: nothing else fits.
    expect(alternativesChecked(inp, sessions[1]!, [sessions[0]!, last])).toEqual([]);
  });

  it('ignores the session itself when it is already in the busy intervals (a booked session being moved)', () => {
    const inp = input({ patient: { gender: 'female', band: { from: '09:00', to: '12:00' } } });
    const [booked] = sessionsOf(proposeChecked(inp));
    const held = (s: ProposedSession) => [{ start: s.blockedStart, end: s.blockedEnd }];
    const withBooked = { ...inp, busy: { therapists: { t1: held(booked!) }, rooms: { r1: held(booked!) }, patient: held(booked!) } };
    const alternatives = alternativesChecked(withBooked, booked!, [], 3);
    expect(alternatives.map(times)).toEqual([
      '2026-12-01 09:30-10:30 [09:15-10:45] r1 t1',
      '2026-12-01 09:45-10:45 [09:30-11:00] r1 t1',
      '2026-12-01 10:00-11:00 [09:45-11:15] r1 t1',
    ]);
  });
});

describe('replan', () => {
  it("proposes a new therapist for sessions hit by a therapist's leave, moving nothing else", () => {
    const base = input({ programme: programme([['snehana', 'abhyanga'], ['abhyanga']]) });
    const sessions = sessionsOf(proposeChecked(base));
    const onLeave = { ...base, therapists: [therapist('t1', { leave: ['2026-12-02'] }), therapist('t2')] };
    const hit = sessions.filter((s) => s.date === '2026-12-02');
    const proposals = replanChecked(
      onLeave,
      hit,
      sessions.filter((s) => !hit.includes(s)),
    );
    expect(proposals).toHaveLength(1);
    expect(proposals[0]!.session).toBe(hit[0]);
    const proposal = proposals[0]!.proposal!;
    expect(times(proposal)).toBe(times({ ...hit[0]!, therapistIds: ['t2'] }));
  });

  it('moves a session out of a room taken out of service to another capable room at the same time, and keeps a still-valid session as it is', () => {
    const base = input({ programme: programme([['abhyanga'], ['abhyanga']]) });
    const sessions = sessionsOf(proposeChecked(base));
    const held = (list: ProposedSession[]) => list.map((s) => ({ start: s.blockedStart, end: s.blockedEnd }));
    const booked = { ...base, busy: { therapists: { t1: held(sessions) }, rooms: { r1: held(sessions) }, patient: held(sessions) } };
    const withoutR1 = { ...booked, rooms: booked.rooms.filter((r) => r.id !== 'r1') };
    const [moved] = replanChecked(withoutR1, [sessions[0]!], [sessions[1]!]);
    expect(times(moved!.proposal!)).toBe(times({ ...sessions[0]!, roomId: 'r2' }));
    const [kept] = replanChecked(booked, [sessions[1]!], [sessions[0]!]);
    expect(kept!.proposal).toEqual(sessions[1]);
  });

  it('proposes nothing, with the reason, when no slot is left that day', () => {
    const base = input({ therapists: [therapist('t1')] });
    const [s] = sessionsOf(proposeChecked(base));
    const onLeave = { ...base, therapists: [therapist('t1', { leave: ['2026-12-01'] })] };
    expect(replanChecked(onLeave, [s!], [])).toEqual([
      { session: s, proposal: null, reason: { code: 'no-time-in-band', day: 1, date: '2026-12-01', therapy: 'abhyanga' } },
    ]);
  });
});

describe('proposeSchedule against a brute force (random two-day clinics on a 15-minute grid)', () => {
  /** Tuesday and Wednesday; each therapist works the same hours on both. */
  const DATES = ['2026-12-01', '2026-12-02'] as const;
  const grid = (k: number) => `${String(9 + Math.floor(k / 4)).padStart(2, '0')}:${String((k % 4) * 15).padStart(2, '0')}`;
  /** Slots of 15 minutes from 09:00 (k = 0) to 14:00 (k = 20): the clinic's day here. */
  const slot = fc.integer({ min: 0, max: 20 });
  const range = fc
    .tuple(slot, slot)
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
  const busyOn = (date: string) =>
    fc.array(
      range.map(([a, b]) => iv(date, grid(a), grid(b))),
      { maxLength: 2 },
    );
  const busyList = fc.tuple(busyOn(DATES[0]), busyOn(DATES[1])).map(([a, b]) => [...a, ...b]);
  const therapyArb = (slug: string, capability: string) =>
    fc
      .record({
        units: fc.integer({ min: 1, max: 4 }),
        prep: fc.integer({ min: 0, max: 1 }),
        clean: fc.integer({ min: 0, max: 1 }),
        needed: fc.constantFrom(1 as const, 2 as const),
        rule: fc.constantFrom('same' as const, 'any' as const),
      })
      .map((t) =>
        spec(slug, {
          sessionMinutes: t.units * 15,
          prepMinutes: t.prep * 15,
          cleanupMinutes: t.clean * 15,
          roomCapability: capability,
          therapistsNeeded: t.needed,
          genderRule: t.rule,
        }),
      );
  const clinicArb = fc.record({
    therapies: fc.tuple(therapyArb('a', 'x'), therapyArb('b', 'y')),
    therapists: fc.array(
      fc.record({
        gender: fc.constantFrom('female' as const, 'male' as const),
        skills: fc.subarray(['a', 'b']),
        hours: range,
        busy: busyList,
        leave: fc.subarray([...DATES], { maxLength: 1 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    rooms: fc.array(fc.record({ caps: fc.subarray(['x', 'y'], { minLength: 1 }), busy: busyList }), { minLength: 1, maxLength: 3 }),
    patientBusy: busyList,
    band: range,
    day: fc.array(fc.constantFrom('a', 'b'), { minLength: 1, maxLength: 3 }),
  });
  type Clinic = typeof clinicArb extends fc.Arbitrary<infer T> ? T : never;

  function toInput(c: Clinic): ScheduleInput {
    const hours = (t: Clinic['therapists'][number]) => [[grid(t.hours[0]), grid(t.hours[1])]] as const;
    return input({
      therapies: [...c.therapies],
      therapists: c.therapists.map((t, i) =>
        therapist(`t${i}`, { gender: t.gender, therapies: t.skills, hours: { 2: hours(t), 3: hours(t) }, leave: t.leave }),
      ),
      rooms: c.rooms.map((r, i) => ({ id: `r${i}`, capabilities: r.caps })),
      busy: {
        therapists: Object.fromEntries(c.therapists.map((t, i) => [`t${i}`, t.busy])),
        rooms: Object.fromEntries(c.rooms.map((r, i) => [`r${i}`, r.busy])),
        patient: c.patientBusy,
      },
      clinic: { hours: weeklyFromSingle({ days: [1, 2, 3, 4, 5, 6], open: '09:00', close: '14:00' }), holidays: [] },
      patient: { gender: 'female', band: { from: grid(c.band[0]), to: grid(c.band[1]) } },
      programme: programme([c.day, c.day]),
    });
  }

  /** Tries every start on the grid and every team and room for each session of the day in turn. */
  function feasibleDay(inp: ScheduleInput, date: string): boolean {
    const at = (k: number) => slotStart(date, grid(k)).getTime();
    const clock = (time: string) => slotStart(date, time).getTime();
    const free = (list: readonly Interval[] | undefined, s: number, e: number) =>
      !(list ?? []).some((b) => b.start.getTime() < e && s < b.end.getTime());
    const band = inp.patient.band as { from: string; to: string };
    const slugs = inp.programme.days[0]!;
    const place = (i: number, after: number): boolean => {
      if (i === slugs.length) return true;
      const t = inp.therapies.find((x) => x.slug === slugs[i])!;
      const ok = inp.therapists.filter(
        (x) => x.therapies.includes(t.slug) && !x.leave.includes(date) && (t.genderRule === 'any' || x.gender === 'female'),
      );
      for (let k = 0; k <= 20; k++) {
        const s = at(k);
        const e = s + (t.prepMinutes + t.sessionMinutes + t.cleanupMinutes) * 60_000;
        const start = s + t.prepMinutes * 60_000;
        const end = start + t.sessionMinutes * 60_000;
        if (s < after || e > at(20) || start < clock(band.from) || end > clock(band.to) || !free(inp.busy.patient, s, e)) continue;
        const working = ok.filter((x) => {
          const [f, to] = x.hours[2]![0]!;
          return clock(f) <= s && e <= clock(to) && free(inp.busy.therapists[x.id], s, e);
        });
        const room = inp.rooms.some((r) => r.capabilities.includes(t.roomCapability) && free(inp.busy.rooms[r.id], s, e));
        if (working.length >= t.therapistsNeeded && room && place(i + 1, e)) return true;
      }
      return false;
    };
    return place(0, -Infinity);
  }

  it('finds a schedule exactly when one exists, and every schedule it finds keeps every rule', () => {
    fc.assert(
      fc.property(clinicArb, (c) => {
        const inp = toInput(c);
        const result = proposeChecked(inp);
        const exists = DATES.every((date) => feasibleDay(inp, date));
        expect(result.ok, JSON.stringify(result.ok ? null : result.reason)).toBe(exists);
        if (result.ok) expectValid(inp, result.sessions);
      }),
      { numRuns: 500 },
    );
  });
});
