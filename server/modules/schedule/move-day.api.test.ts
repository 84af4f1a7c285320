/**
 * A whole programme day moved in one step (decision 0072): its sessions keep their times of day,
 * rooms and therapists on the new date, through the one session validator; a clash moves nothing
 * and names what stands in the way; the patient is told once.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createPatient } from '../../db/factories.ts';
import { createProgramme, createRoom, createTherapist, ensureTherapySettings } from '../../db/programme-factories.ts';
import { auditLog, clinicProfile, jobs, programmes, sessionTherapists, therapistLeaves, therapySessions } from '../../db/schema/index.ts';
import { bookSession } from '../programmes/sessions/sessions.server.ts';
import { slotStart } from '@core/booking/slots';
import { DEFAULT_CLINIC_PROFILE } from '../../../core/clinic.ts';

const env = await setupTestApp();
const db = () => env.database.db;
const DATE = '2026-12-01'; // a Tuesday
const TO = '2026-12-03'; // the Thursday
const at = (hhmm: string, date = DATE) => slotStart(date, hhmm);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(cookie: string, url: string, body: unknown, locale = 'en') {
  const res = await env.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'accept-language': locale, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, json: res.json() as Json };
}

/** Day 1: Abhyanga at 10:30 (Meera and Lata), then Swedana at 12:00 (Meera); day 2 is a week later. */
async function programmeDay() {
  env.clock.now = new Date('2026-11-25T04:00:00Z');
  await ensureTherapySettings(db());
  const meera = await createTherapist(db(), { name: `Meera ${Math.random()}` });
  const lata = await createTherapist(db(), { name: `Lata ${Math.random()}` });
  const room = await createRoom(db(), { name: `Room ${Math.random()}` });
  const steam = await createRoom(db(), { name: `Steam ${Math.random()}`, capabilities: ['steam-chamber'] });
  const patient = await createPatient(db(), { name: 'Asha Devi' });
  const programme = await createProgramme(db(), { patientId: patient.id, days: [['abhyanga', 'swedana'], ['abhyanga']], startDate: DATE });
  await db().update(programmes).set({ status: 'accepted' }).where(eq(programmes.id, programme.id));
  const book = (therapySlug: string, startsAt: Date, day: number, roomId: string, therapistIds: string[]) =>
    bookSession(env.ctx, { therapySlug, patientId: patient.id, roomId, therapistIds, startsAt, programmeId: programme.id, day });
  const abhyanga = await book('abhyanga', at('10:30'), 1, room.id, [meera.id, lata.id]);
  const swedana = await book('swedana', at('12:00'), 1, steam.id, [meera.id]);
  const second = await book('abhyanga', at('10:30', '2026-12-08'), 2, room.id, [meera.id, lata.id]);
  const { cookie } = await env.signInStaff('reception');
  return { meera, lata, room, steam, patient, programme, abhyanga, swedana, second, cookie };
}

const sessionOf = async (id: string) => (await db().select().from(therapySessions).where(eq(therapySessions.id, id)))[0]!;
const therapistsOf = async (id: string) =>
  (await db().select().from(sessionTherapists).where(eq(sessionTherapists.sessionId, id))).map((r) => r.therapistId).sort();

describe('moving a whole programme day', () => {
  it('moves every session of the day to the new date at the same times, rooms and therapists; the patient is told once', async () => {
    const { programme, abhyanga, swedana, second, room, steam, meera, lata, cookie } = await programmeDay();
    const moved = await call(cookie, `/api/staff/programmes/${programme.id}/move-day`, { day: 1, date: TO });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(moved.json.message).toBe('Day 1 moved to 3 Dec 2026: 2 sessions. The patient is told once, when you are done.');
    expect(moved.json.data.sessions).toHaveLength(2);
    const a = await sessionOf(abhyanga.id);
    const s = await sessionOf(swedana.id);
    expect([a.startsAt, a.roomId, s.startsAt, s.roomId]).toEqual([at('10:30', TO), room.id, at('12:00', TO), steam.id]);
    expect(await therapistsOf(abhyanga.id)).toEqual([meera.id, lata.id].sort());
    expect(await therapistsOf(swedana.id)).toEqual([meera.id]);
    // The buffers moved with them (the therapists' rows hold the range the constraints check).
    const [row] = await db().select().from(sessionTherapists).where(eq(sessionTherapists.sessionId, swedana.id));
    expect(row!.blockedFrom).toEqual(s.blockedFrom);
    expect(s.blockedFrom.getTime()).toBeLessThanOrEqual(at('12:00', TO).getTime());
    // Day 2 stays where it was.
    expect((await sessionOf(second.id)).startsAt).toEqual(at('10:30', '2026-12-08'));
    const notices = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'schedule-changed'), eq(jobs.dedupeKey, `p:${programme.id}:changed`)));
    expect(notices.filter((j) => j.status === 'pending')).toHaveLength(1);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, programme.id));
    expect(audit.filter((r) => r.action === 'programme.day-moved')).toHaveLength(1);
  });

  it('refuses a clash, naming the therapist, and moves nothing', async () => {
    const { programme, abhyanga, swedana, meera, cookie } = await programmeDay();
    const other = await createPatient(db(), { name: 'Ravi Kumar' });
    const busyRoom = await createRoom(db(), { name: `Other ${Math.random()}`, capabilities: ['steam-chamber'] });
    await bookSession(env.ctx, {
      therapySlug: 'swedana',
      patientId: other.id,
      roomId: busyRoom.id,
      therapistIds: [meera.id],
      startsAt: at('12:00', TO),
    });
    const refused = await call(cookie, `/api/staff/programmes/${programme.id}/move-day`, { day: 1, date: TO });
    expect(refused).toMatchObject({ status: 409, json: { success: false, clash: 'therapist', day: 1 } });
    expect(refused.json.message).toContain(meera.name);
    const hindi = await call(cookie, `/api/staff/programmes/${programme.id}/move-day`, { day: 1, date: TO }, 'hi');
    expect(hindi.json.message).toContain('पहले से');
    expect((await sessionOf(abhyanga.id)).startsAt).toEqual(at('10:30'));
    expect((await sessionOf(swedana.id)).startsAt).toEqual(at('12:00'));
    expect(await db().select().from(auditLog).where(eq(auditLog.entityId, programme.id))).toEqual([]);
  });

  it('two desks moving two programmes’ days onto the same therapist at once: one moves, the other is refused whole', async () => {
    const { programme, abhyanga, swedana, meera, cookie } = await programmeDay();
    const other = await createPatient(db(), { name: 'Ravi Kumar' });
    const otherRoom = await createRoom(db(), { name: `Other ${Math.random()}` });
    const asha = await createTherapist(db(), { name: `Asha ${Math.random()}` });
    const second = await createProgramme(db(), { patientId: other.id, days: [['abhyanga']], startDate: '2026-12-02' });
    await db().update(programmes).set({ status: 'accepted' }).where(eq(programmes.id, second.id));
    const ravi = await bookSession(env.ctx, {
      therapySlug: 'abhyanga',
      patientId: other.id,
      roomId: otherRoom.id,
      therapistIds: [meera.id, asha.id],
      startsAt: at('10:30', '2026-12-02'),
      programmeId: second.id,
      day: 1,
    });
    const { cookie: otherDesk } = await env.signInStaff('reception', { phone: '9000000031' });
    const answers = await Promise.all([
      call(cookie, `/api/staff/programmes/${programme.id}/move-day`, { day: 1, date: TO }),
      call(otherDesk, `/api/staff/programmes/${second.id}/move-day`, { day: 1, date: TO }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.json.message).toContain(meera.name);
    // The winner's sessions are on the new date; the loser's all stayed where they were.
    const moved = [await sessionOf(abhyanga.id), await sessionOf(swedana.id), await sessionOf(ravi.id)].map((x) => x.startsAt.getTime());
    if (answers[0]!.status === 200)
      expect(moved).toEqual([at('10:30', TO), at('12:00', TO), at('10:30', '2026-12-02')].map((d) => d.getTime()));
    else expect(moved).toEqual([at('10:30'), at('12:00'), at('10:30', TO)].map((d) => d.getTime()));
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'programme.day-moved'));
    expect(audit).toHaveLength(1);
  });

  it('refuses through the one validator: leave, and the day order across dates', async () => {
    const { programme, abhyanga, lata, cookie } = await programmeDay();
    await db().insert(therapistLeaves).values({ therapistId: lata.id, date: TO });
    const leave = await call(cookie, `/api/staff/programmes/${programme.id}/move-day`, { day: 1, date: TO });
    expect(leave).toMatchObject({ status: 409, json: { rule: 'leave', day: 1 } });
    expect(leave.json.message).toContain(lata.name);
    // Day 1 after day 2 (8 Dec): the programme's days keep their order.
    const late = await call(cookie, `/api/staff/programmes/${programme.id}/move-day`, { day: 1, date: '2026-12-10' });
    expect(late).toMatchObject({ status: 409, json: { rule: 'day-order' } });
    expect((await sessionOf(abhyanga.id)).startsAt).toEqual(at('10:30'));
  });

  it('refuses a day whose sessions would fall in the clinic’s lunch break, naming the break in both languages', async () => {
    // Thursdays: 9 to 6 with lunch from 12:30 to 2 PM (decision 0057); the Swedana at 12:00 runs into it.
    const hours = DEFAULT_CLINIC_PROFILE.hours.map((day, weekday) =>
      weekday === 4 && day ? { ...day, from: '09:00', to: '18:00', breaks: [{ from: '12:30', to: '14:00' }] } : day,
    );
    await db()
      .insert(clinicProfile)
      .values({ id: 1, profile: { ...DEFAULT_CLINIC_PROFILE, hours } });
    const { programme, swedana, cookie } = await programmeDay();
    const url = `/api/staff/programmes/${programme.id}/move-day`;
    const en = await call(cookie, url, { day: 1, date: TO });
    expect(en).toMatchObject({ status: 409, json: { rule: 'clinic-break', index: 1 } });
    expect(en.json.message).toBe(
      'Day 1, Swedana, 3 Dec 2026, 12:00 pm: That falls in the clinic’s break (12:30 PM to 2:00 PM, preparation and clean-up included): choose a time before or after it.',
    );
    expect((await call(cookie, url, { day: 1, date: TO }, 'hi')).json.message).toContain('क्लिनिक के विराम');
    expect((await sessionOf(swedana.id)).startsAt).toEqual(at('12:00'));
  });

  it('answers bad input, the same date, a day without sessions and a begun day clearly', async () => {
    const { programme, abhyanga, cookie } = await programmeDay();
    const url = `/api/staff/programmes/${programme.id}/move-day`;
    const bad = await call(cookie, url, { day: 0, date: '3 Dec' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toMatchObject({ day: 'Give the programme day to move (1, 2, …).', date: 'Choose the new date.' });
    expect((await call(cookie, url, { day: 1, date: '2026-13-01' }, 'hi')).json.errors.date).toBe('नई तारीख़ चुनें।');
    expect(await call(cookie, url, { day: 1, date: DATE })).toMatchObject({ status: 400, json: { errors: { date: expect.any(String) } } });
    expect(await call(cookie, url, { day: 5, date: TO })).toMatchObject({
      status: 409,
      json: { message: 'Day 5 has no booked session to move.' },
    });
    expect((await call(cookie, url, { day: 1, date: '2026-11-20' })).status).toBe(409);
    await db().update(therapySessions).set({ arrivedAt: env.clock.now! }).where(eq(therapySessions.id, abhyanga.id));
    expect(await call(cookie, url, { day: 1, date: TO })).toMatchObject({
      status: 409,
      json: { message: expect.stringMatching(/^A session of day 1 has begun/) },
    });
    expect((await call(cookie, `/api/staff/programmes/00000000-0000-4000-8000-000000000000/move-day`, { day: 1, date: TO })).status).toBe(
      404,
    );
  });

  it('is the desk’s: a therapist and a doctor are refused', async () => {
    const { programme } = await programmeDay();
    for (const role of ['therapist', 'doctor'] as const) {
      const { cookie } = await env.signInStaff(role);
      expect((await call(cookie, `/api/staff/programmes/${programme.id}/move-day`, { day: 1, date: TO })).status).toBe(403);
    }
  });
});
