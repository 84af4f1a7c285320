/**
 * The server re-checks every session against the rules the scheduler proposes with (one validator:
 * core/programmes/rules.ts, docs/decisions/0031-one-session-validator.md): accepting a programme,
 * moving a session and booking a replacement refuse a session off the clinic's calendar or hours,
 * with a therapist on leave, untrained, of the wrong gender or off their hours, out of the
 * programme's day order or inside another session's buffers: 409/422 naming the session and the
 * rule, in English and Hindi, and nothing is saved.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLINIC_PROFILE } from '../../../../core/clinic.ts';
import { insertConsultation } from '../../../../tests/helpers/consultation-rows.ts';
import { setupTestApp } from '../../../../tests/helpers/test-app.ts';
import { createDoctor, createPatient } from '../../../db/factories.ts';
import { createProgramme, createRoom, createTherapist, ensureTherapySettings } from '../../../db/programme-factories.ts';
import { auditLog, clinicProfile, jobs, programmes, therapistLeaves, therapySessions } from '../../../db/schema/index.ts';

const env = await setupTestApp();
const db = () => env.database.db;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const HOUR = 3_600_000;

/** A clinic with a holiday on Thursday 3 Dec 2026, four therapists (Ravi a man, Uma trained in Nasya only), and a prescribed programme from Tuesday 1 Dec. */
async function clinic(days: string[][]) {
  env.clock.now = new Date('2026-11-25T04:00:00Z');
  const profile = { ...DEFAULT_CLINIC_PROFILE, holidays: [{ date: '2026-12-03', name: { en: 'Clinic day off', hi: 'क्लिनिक अवकाश' } }] };
  await db().insert(clinicProfile).values({ id: 1, profile });
  await ensureTherapySettings(db());
  for (const name of ['Asha', 'Bela']) await createTherapist(db(), { name });
  const ravi = await createTherapist(db(), { name: 'Ravi', gender: 'male' });
  const uma = await createTherapist(db(), { name: 'Uma', therapies: ['nasya'] });
  for (const name of ['Room 1', 'Room 2']) await createRoom(db(), { name });
  const doctor = (await createDoctor(db(), { name: 'Dr. Meera Sharma' }))!;
  const patient = await createPatient(db(), { name: 'Kiran' });
  const consultation = await insertConsultation(db(), { doctor, patient, date: '2026-11-24', status: 'completed' });
  const programme = await createProgramme(db(), {
    patientId: patient.id,
    doctorId: doctor.id,
    consultationId: consultation.id,
    days,
    startDate: '2026-12-01',
  });
  const { cookie: desk } = await env.signInStaff('reception', { phone: '9000000012' });
  return { programme, desk, ravi, uma };
}

async function call(cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, locale = 'en') {
  const res = await env.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': locale, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, json: res.json() as Json };
}

interface Proposed {
  day: number;
  therapySlug: string;
  startsAt: string;
  roomId: string;
  therapistIds: string[];
}

async function proposal(cookie: string, id: string): Promise<Proposed[]> {
  const res = await call(cookie, 'GET', `/api/staff/programmes/${id}/proposal`);
  expect(res.status).toBe(200);
  return (res.json.data.sessions as Json[]).map((s) => ({
    day: s.day,
    therapySlug: s.therapySlug,
    startsAt: s.startsAt,
    roomId: s.roomId,
    therapistIds: s.therapistIds,
  }));
}

const shift = (s: Proposed, ms: number): Proposed => ({ ...s, startsAt: new Date(new Date(s.startsAt).getTime() + ms).toISOString() });
const accept = (cookie: string, id: string, sessions: Proposed[], locale = 'en') =>
  call(cookie, 'POST', `/api/staff/programmes/${id}/accept`, { sessions }, locale);

/** Nothing was saved: no session, the programme still proposed, no notice queued, nothing audited. */
async function nothingSaved(id: string) {
  expect(await db().select().from(therapySessions)).toHaveLength(0);
  expect((await db().select().from(programmes).where(eq(programmes.id, id)))[0]!.status).toBe('proposed');
  expect(await db().select().from(jobs)).toHaveLength(0);
  expect(await db().select().from(auditLog).where(eq(auditLog.action, 'programme.accepted'))).toHaveLength(0);
}

describe('accepting a programme re-checks every session', () => {
  it('sessions shifted by 13 hours (22:10, after closing): 409 naming the session and the clinic hours, in both languages; nothing saved', async () => {
    const { programme, desk } = await clinic([['shiro-dhara'], ['shiro-dhara']]);
    const sessions = (await proposal(desk, programme.id)).map((s) => shift(s, 13 * HOUR));
    const en = await accept(desk, programme.id, sessions);
    expect(en.status).toBe(409);
    expect(en.json.message).toBe(
      'Day 1, Shiro Dhara, 1 Dec 2026, 10:10 pm: That is outside the clinic’s hours (9:00 AM to 6:00 PM, preparation and clean-up included).',
    );
    expect(en.json).toMatchObject({ rule: 'clinic-hours', day: 1, therapySlug: 'shiro-dhara' });
    const hi = await accept(desk, programme.id, sessions, 'hi');
    expect(hi.status).toBe(409);
    expect(hi.json.message).toMatch(/^दिन 1, शिरोधारा, .*क्लिनिक के समय \(09:00 से 18:00\) से बाहर है/);
    await nothingSaved(programme.id);
  });

  it("a therapist's leave day: 409 naming the session and the therapist; nothing saved", async () => {
    const { programme, desk } = await clinic([['shiro-dhara'], ['shiro-dhara']]);
    const sessions = await proposal(desk, programme.id);
    const [who] = sessions[1]!.therapistIds;
    await db().insert(therapistLeaves).values({ therapistId: who!, date: '2026-12-02' });
    const res = await accept(desk, programme.id, sessions);
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/^Day 2, Shiro Dhara, 2 Dec 2026, 9:10 am: (Asha|Bela|Ravi) is on leave that day\.$/);
    expect(res.json).toMatchObject({ rule: 'leave', day: 2, index: 1 });
    await nothingSaved(programme.id);
  });

  it('a holiday and a closed weekday: 409 naming the session and the day; nothing saved', async () => {
    const { programme, desk } = await clinic([['shiro-dhara']]);
    const [session] = await proposal(desk, programme.id);
    const holiday = await accept(desk, programme.id, [shift(session!, 2 * 24 * HOUR)]);
    expect(holiday.status).toBe(409);
    expect(holiday.json.message).toBe(
      'Day 1, Shiro Dhara, 3 Dec 2026, 9:10 am: The clinic is closed on 3 Dec 2026 for a holiday (Clinic day off).',
    );
    const sunday = await accept(desk, programme.id, [shift(session!, 5 * 24 * HOUR)], 'hi');
    expect(sunday.status).toBe(409);
    expect(sunday).toMatchObject({ json: { rule: 'closed-day' } });
    expect(sunday.json.message).toMatch(/^दिन 1, शिरोधारा, .*: क्लिनिक 6 दिस॰ 2026 को बंद रहता है।$/);
    await nothingSaved(programme.id);
  });

  it('a therapist without the skill, or of the other gender where the therapy asks: 422 naming the session and the therapist', async () => {
    const { programme, desk, ravi, uma } = await clinic([['swedana']]);
    const [session] = await proposal(desk, programme.id);
    const untrained = await accept(desk, programme.id, [{ ...session!, therapistIds: [uma.id] }]);
    expect(untrained.status).toBe(422);
    expect(untrained.json.message).toBe('Day 1, Swedana, 1 Dec 2026, 9:05 am: Uma is not trained in this therapy.');
    const man = await accept(desk, programme.id, [{ ...session!, therapistIds: [ravi.id] }], 'hi');
    expect(man.status).toBe(422);
    expect(man.json).toMatchObject({ rule: 'gender' });
    expect(man.json.message).toMatch(/^दिन 1, स्वेदन, .*: यह थेरेपी मरीज़ के ही लिंग का थेरेपिस्ट देता है; Ravi नहीं।$/);
    await nothingSaved(programme.id);
  });

  it('day 2 before day 1: 409 naming the session and the order; nothing saved', async () => {
    const { programme, desk } = await clinic([['shiro-dhara'], ['shiro-dhara']]);
    const [one, two] = await proposal(desk, programme.id);
    const swapped = [
      { ...one!, startsAt: two!.startsAt },
      { ...two!, startsAt: one!.startsAt },
    ];
    const res = await accept(desk, programme.id, swapped);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      'Day 2, Shiro Dhara, 1 Dec 2026, 9:10 am: That breaks the programme’s order: day 1 is on 2 Dec 2026, and each day comes after the one before.',
    );
    await nothingSaved(programme.id);
  });

  it("a session inside another's preparation and clean-up: 409 naming both; nothing saved", async () => {
    const { programme, desk } = await clinic([['abhyanga', 'swedana']]);
    const [abhyanga, swedana] = await proposal(desk, programme.id);
    // Swedana right at the end of Abhyanga: Abhyanga's 15 minutes of clean-up and Swedana's 5 of preparation overlap.
    const ends = new Date(new Date(abhyanga!.startsAt).getTime() + 60 * 60_000).toISOString();
    const res = await accept(desk, programme.id, [abhyanga!, { ...swedana!, startsAt: ends }]);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ rule: 'buffers' });
    expect(res.json.message).toMatch(/^Day 1, Abhyanga, 1 Dec 2026, 9:10 am: That is too close to the patient’s Swedana session of/);
    await nothingSaved(programme.id);
  });

  it("the scheduler's own proposal passes: accepted", async () => {
    const { programme, desk } = await clinic([['abhyanga', 'swedana'], ['shiro-dhara']]);
    expect((await accept(desk, programme.id, await proposal(desk, programme.id))).status).toBe(200);
  });
});

describe('moving a session re-checks it', () => {
  async function accepted(days: string[][]) {
    const c = await clinic(days);
    expect((await accept(c.desk, c.programme.id, await proposal(c.desk, c.programme.id))).status).toBe(200);
    const rows = await db().select().from(therapySessions).where(eq(therapySessions.programmeId, c.programme.id));
    const withTherapists = await Promise.all(
      rows.map(async (r) => ({ ...r, therapistIds: (await sessionTherapistsOf(r.id)).map((t) => t.therapistId) })),
    );
    return { ...c, sessions: withTherapists.sort((a, b) => a.day! - b.day!) };
  }
  const sessionTherapistsOf = (id: string) => db().query.sessionTherapists.findMany({ where: (t, { eq: is }) => is(t.sessionId, id) });
  const move = (cookie: string, s: { id: string; roomId: string; therapistIds: string[] }, startsAt: string, locale = 'en') =>
    call(cookie, 'PATCH', `/api/staff/sessions/${s.id}`, { startsAt, roomId: s.roomId, therapistIds: s.therapistIds }, locale);
  const unchanged = async (s: { id: string; startsAt: Date }) =>
    expect((await db().select().from(therapySessions).where(eq(therapySessions.id, s.id)))[0]!.startsAt).toEqual(s.startsAt);

  it('onto a holiday, or at 08:10 before opening: 409 naming the rule, in both languages; nothing moves', async () => {
    const { desk, sessions } = await accepted([['shiro-dhara']]);
    const [s] = sessions;
    const holiday = await move(desk, s!, '2026-12-03T05:00:00.000Z');
    expect(holiday.status).toBe(409);
    expect(holiday.json.message).toBe(
      'Day 1, Shiro Dhara, 3 Dec 2026, 10:30 am: The clinic is closed on 3 Dec 2026 for a holiday (Clinic day off).',
    );
    const early = await move(desk, s!, '2026-12-01T02:40:00.000Z', 'hi');
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ rule: 'clinic-hours' });
    expect(early.json.message).toMatch(/^दिन 1, शिरोधारा, 1 दिस॰ 2026, 08:10: यह समय क्लिनिक के समय \(09:00 से 18:00\) से बाहर है/);
    await unchanged(s!);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'session.moved'))).toHaveLength(0);
  });

  it('day 6 before day 1: 409 naming the order; a move keeping the order is taken', async () => {
    const { desk, sessions } = await accepted(Array.from({ length: 6 }, () => ['shiro-dhara']));
    const day1 = sessions[0]!;
    const day6 = sessions[5]!;
    const before = await move(desk, day6, '2026-11-30T05:00:00.000Z');
    expect(before.status).toBe(409);
    expect(before.json).toMatchObject({ rule: 'day-order', day: 6 });
    expect(before.json.message).toContain('day 1 is on 1 Dec 2026');
    await unchanged(day6);
    // Day 1 later the same day is fine.
    expect((await move(desk, day1, '2026-12-01T08:00:00.000Z')).status).toBe(200);
  });
});

describe('booking a replacement re-checks it', () => {
  it('outside the clinic hours: 409 naming the session and the rule; inside them it is booked', async () => {
    const { programme, desk } = await clinic([['shiro-dhara']]);
    expect((await accept(desk, programme.id, await proposal(desk, programme.id))).status).toBe(200);
    const [s] = await db().select().from(therapySessions).where(eq(therapySessions.programmeId, programme.id));
    expect((await call(desk, 'POST', `/api/staff/sessions/${s!.id}/cancel`)).status).toBe(200);
    const held = await db().query.sessionTherapists.findMany({ where: (t, { eq: is }) => is(t.sessionId, s!.id) });
    const body = (startsAt: string) => ({ startsAt, roomId: s!.roomId, therapistIds: held.map((h) => h.therapistId) });
    const late = await call(desk, 'POST', `/api/staff/sessions/${s!.id}/replacement`, body('2026-12-02T16:40:00.000Z'));
    expect(late.status).toBe(409);
    expect(late.json.message).toMatch(/^Day 1, Shiro Dhara, 2 Dec 2026, 10:10 pm: That is outside the clinic’s hours/);
    expect(await db().select().from(therapySessions)).toHaveLength(1);
    const fine = await call(desk, 'POST', `/api/staff/sessions/${s!.id}/replacement`, body('2026-12-02T05:00:00.000Z'));
    expect(fine.status).toBe(200);
  });
});
