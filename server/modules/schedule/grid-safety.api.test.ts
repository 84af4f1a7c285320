/**
 * The grid, safely (decision 0058): a move that puts a programme day's therapies out of their
 * prescribed order is answered with a warning (409, `warning: 'therapy-order'`, nothing moved)
 * until the desk moves anyway; an undo is a move back through the same validator.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createPatient } from '../../db/factories.ts';
import { createProgramme, createRoom, createTherapist, ensureTherapySettings } from '../../db/programme-factories.ts';
import { auditLog, jobs, programmes, therapistLeaves, therapySessions } from '../../db/schema/index.ts';
import { bookSession } from '../programmes/sessions/sessions.server.ts';
import { slotStart } from '@core/booking/slots';

const env = await setupTestApp();
const db = () => env.database.db;
const DATE = '2026-12-01'; // a Tuesday
const at = (hhmm: string, date = DATE) => slotStart(date, hhmm);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(cookie: string, method: 'GET' | 'PATCH' | 'POST', url: string, body?: unknown, locale = 'en') {
  const res = await env.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': locale, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, json: res.json() as Json };
}

/** Day 1: Abhyanga at 10:30 (two therapists), then Swedana at 12:00, as prescribed; day 2: Abhyanga the next day. */
async function programmeDay() {
  env.clock.now = new Date('2026-11-25T04:00:00Z');
  await ensureTherapySettings(db());
  const meera = await createTherapist(db(), { name: 'Meera' });
  const lata = await createTherapist(db(), { name: 'Lata' });
  const room = await createRoom(db(), { name: `Room ${Math.random()}` });
  const steam = await createRoom(db(), { name: `Steam ${Math.random()}`, capabilities: ['steam-chamber'] });
  const patient = await createPatient(db(), { name: 'Asha Devi' });
  const programme = await createProgramme(db(), { patientId: patient.id, days: [['abhyanga', 'swedana'], ['abhyanga']], startDate: DATE });
  const book = (therapySlug: string, startsAt: Date, day: number, roomId: string, therapistIds: string[]) =>
    bookSession(env.ctx, { therapySlug, patientId: patient.id, roomId, therapistIds, startsAt, programmeId: programme.id, day });
  await db().update(programmes).set({ status: 'accepted' }).where(eq(programmes.id, programme.id));
  const abhyanga = await book('abhyanga', at('10:30'), 1, room.id, [meera.id, lata.id]);
  const swedana = await book('swedana', at('12:00'), 1, steam.id, [meera.id]);
  const { cookie } = await env.signInStaff('reception');
  return { meera, lata, room, steam, patient, programme, abhyanga, swedana, cookie, book };
}

const startOf = async (id: string) => (await db().select().from(therapySessions).where(eq(therapySessions.id, id)))[0]!.startsAt;

describe('the therapy order of a programme day', () => {
  it('warns when Swedana would come before its Abhyanga, and moves only once the desk accepts it', async () => {
    const { swedana, steam, meera, cookie } = await programmeDay();
    const early = { startsAt: at('09:30').toISOString(), roomId: steam.id, therapistIds: [meera.id] };
    const warned = await call(cookie, 'PATCH', `/api/staff/sessions/${swedana.id}`, early);
    expect(warned).toMatchObject({
      status: 409,
      json: { success: false, warning: 'therapy-order', first: 'abhyanga', then: 'swedana', day: 1 },
    });
    expect(warned.json.message).toMatch(/^On day 1, .*Swedana.* would come before .*Abhyanga.*: not the prescribed order\.$/);
    expect((await call(cookie, 'PATCH', `/api/staff/sessions/${swedana.id}`, early, 'hi')).json.message).toMatch(/^दिन 1 पर /);
    expect(await startOf(swedana.id)).toEqual(at('12:00'));
    const bad = await call(cookie, 'PATCH', `/api/staff/sessions/${swedana.id}`, { ...early, acceptOrder: 'yes' });
    expect(bad.status).toBe(400);

    const moved = await call(cookie, 'PATCH', `/api/staff/sessions/${swedana.id}`, { ...early, acceptOrder: true });
    expect(moved.status).toBe(200);
    expect(await startOf(swedana.id)).toEqual(at('09:30'));
    // Already out of order: a further move within the day does not warn again.
    const later = await call(cookie, 'PATCH', `/api/staff/sessions/${swedana.id}`, { ...early, startsAt: at('09:20').toISOString() });
    expect(later.status).toBe(200);
  });

  it('moves without a warning when the order is kept', async () => {
    const { swedana, abhyanga, steam, room, meera, lata, cookie } = await programmeDay();
    const kept = await call(cookie, 'PATCH', `/api/staff/sessions/${swedana.id}`, {
      startsAt: at('13:00').toISOString(),
      roomId: steam.id,
      therapistIds: [meera.id],
    });
    expect(kept.status).toBe(200);
    const earlier = await call(cookie, 'PATCH', `/api/staff/sessions/${abhyanga.id}`, {
      startsAt: at('09:15').toISOString(),
      roomId: room.id,
      therapistIds: [meera.id, lata.id],
    });
    expect(earlier.status).toBe(200);
  });
});

describe('undo: the move back goes through the same validator', () => {
  it('moves a session back where it was, audited as a move; refused when its old place is taken meanwhile', async () => {
    const { swedana, steam, meera, lata, cookie, patient } = await programmeDay();
    const back = { startsAt: at('12:00').toISOString(), roomId: steam.id, therapistIds: [meera.id], acceptOrder: true };
    await call(cookie, 'PATCH', `/api/staff/sessions/${swedana.id}`, { ...back, startsAt: at('13:00').toISOString() });
    const undone = await call(cookie, 'PATCH', `/api/staff/sessions/${swedana.id}`, back);
    expect(undone.status).toBe(200);
    expect(await startOf(swedana.id)).toEqual(at('12:00'));
    const moves = await db().select().from(auditLog).where(eq(auditLog.entityId, swedana.id));
    expect(moves.map((m) => m.action)).toEqual(['session.moved', 'session.moved']);

    // Moved away again; another patient takes the steam room at 12:00; the undo is refused and nothing moves.
    await call(cookie, 'PATCH', `/api/staff/sessions/${swedana.id}`, { ...back, startsAt: at('13:00').toISOString() });
    const other = await createPatient(db(), { name: 'Ravi Kumar' });
    await bookSession(env.ctx, {
      therapySlug: 'swedana',
      patientId: other.id,
      roomId: steam.id,
      therapistIds: [lata.id],
      startsAt: at('12:00'),
    });
    const refused = await call(cookie, 'PATCH', `/api/staff/sessions/${swedana.id}`, back);
    expect(refused).toMatchObject({ status: 409, json: { clash: 'room' } });
    expect(await startOf(swedana.id)).toEqual(at('13:00'));
    expect(patient.id).toBeTruthy();
  });
});

const smsTo = (to: string) => env.smsOutbox().filter((m) => m.to === to);

describe('the patient is told once, after the desk is done (batched)', () => {
  const changedJobs = async () =>
    (await db().select().from(jobs).where(eq(jobs.kind, 'schedule-changed'))).filter((j) => j.status === 'pending');

  it('three moves give one pending notice, pushed back by each move, sent after the quiet minutes', async () => {
    const { swedana, abhyanga, steam, room, meera, lata, cookie, patient } = await programmeDay();
    const swedanaAt = (hhmm: string) => ({ startsAt: at(hhmm).toISOString(), roomId: steam.id, therapistIds: [meera.id] });
    expect((await call(cookie, 'PATCH', `/api/staff/sessions/${swedana.id}`, swedanaAt('13:00'))).status).toBe(200);
    env.clock.now = new Date(env.clock.now!.getTime() + 4 * 60_000);
    expect((await call(cookie, 'PATCH', `/api/staff/sessions/${swedana.id}`, swedanaAt('13:30'))).status).toBe(200);
    const abhyangaAt = { startsAt: at('11:00').toISOString(), roomId: room.id, therapistIds: [meera.id, lata.id] };
    expect((await call(cookie, 'PATCH', `/api/staff/sessions/${abhyanga.id}`, abhyangaAt)).status).toBe(200);
    const [job, ...more] = await changedJobs();
    expect(more).toEqual([]);
    expect(job!.runAt).toEqual(new Date(env.clock.now!.getTime() + 10 * 60_000));
    // Nine quiet minutes: nothing yet.
    env.clock.now = new Date(env.clock.now!.getTime() + 9 * 60_000);
    await env.deliverNotices();
    expect(smsTo(patient.contact!)).toEqual([]);
    env.clock.now = new Date(env.clock.now!.getTime() + 60_000);
    await env.deliverNotices();
    expect(smsTo(patient.contact!).map((m) => m.body)).toEqual([
      'Sarona Ayurveda: your therapy sessions have changed. 2 sessions ahead, the next on 1 Dec 2026, 11:00 am. See your sessions: http://localhost:3000/appointments',
    ]);
    // A later move starts a new batch of its own.
    expect((await call(cookie, 'PATCH', `/api/staff/sessions/${swedana.id}`, swedanaAt('14:00'))).status).toBe(200);
    expect(await changedJobs()).toHaveLength(1);
  });

  it('"Done, notify patients" sends the waiting notices now; the desk only', async () => {
    const { swedana, steam, meera, cookie, patient } = await programmeDay();
    await call(cookie, 'PATCH', `/api/staff/sessions/${swedana.id}`, {
      startsAt: at('13:00').toISOString(),
      roomId: steam.id,
      therapistIds: [meera.id],
    });
    const done = await call(cookie, 'POST', '/api/staff/schedule/notify', {});
    expect(done).toMatchObject({ status: 200, json: { data: { notices: 1 }, message: 'Patients told of their changed sessions: 1.' } });
    await env.deliverNotices();
    expect(smsTo(patient.contact!)).toHaveLength(1);
    const again = await call(cookie, 'POST', '/api/staff/schedule/notify', {}, 'hi');
    expect(again.json).toMatchObject({ data: { notices: 0 }, message: 'किसी रोगी को किसी बदलाव की सूचना देना बाकी नहीं है।' });
    const therapist = await env.signInStaff('therapist', { phone: '9222222299' });
    expect((await call(therapist.cookie, 'POST', '/api/staff/schedule/notify', {})).status).toBe(403);
  });
});

describe('a whole programme cancelled', () => {
  it('tells the patient once, and drops its waiting change notice', async () => {
    const { swedana, steam, meera, cookie, patient, programme } = await programmeDay();
    await call(cookie, 'PATCH', `/api/staff/sessions/${swedana.id}`, {
      startsAt: at('13:00').toISOString(),
      roomId: steam.id,
      therapistIds: [meera.id],
    });
    const cancelled = await call(cookie, 'POST', `/api/staff/programmes/${programme.id}/cancel`, { reason: 'Patient travelling' });
    expect(cancelled.status).toBe(200);
    env.clock.now = new Date(env.clock.now!.getTime() + 60 * 60_000);
    await env.deliverNotices();
    expect(smsTo(patient.contact!).map((m) => m.body)).toEqual([
      'Sarona Ayurveda: your therapy programme is cancelled, with its sessions still to come. Details: http://localhost:3000/appointments',
    ]);
  });
});

describe('the Move panel offers other days when the same day has nothing', () => {
  it('proposes the next days with room when the day has no other slot', async () => {
    env.clock.now = new Date('2026-11-25T04:00:00Z');
    await ensureTherapySettings(db());
    const only = await createTherapist(db(), { name: 'Only', therapies: ['shiro-dhara'] });
    const room = await createRoom(db(), { name: `Dhara ${Math.random()}`, capabilities: ['shirodhara-table'] });
    const patient = await createPatient(db(), { name: 'Kiran Rao' });
    const session = await bookSession(env.ctx, {
      therapySlug: 'shiro-dhara',
      patientId: patient.id,
      roomId: room.id,
      therapistIds: [only.id],
      startsAt: at('10:30'),
    });
    const { cookie } = await env.signInStaff('reception');
    const sameDay = (await call(cookie, 'GET', `/api/staff/sessions/${session.id}/alternatives`)).json.data.proposals as Json[];
    expect(sameDay.length).toBeGreaterThan(0);
    expect(sameDay.every((p) => p.date === DATE)).toBe(true);
    // The only therapist trained in it is away that day: nothing that day, the next days instead.
    await db().insert(therapistLeaves).values({ therapistId: only.id, date: DATE });
    const later = (await call(cookie, 'GET', `/api/staff/sessions/${session.id}/alternatives`)).json.data.proposals as Json[];
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((p) => p.date > DATE)).toBe(true);
    expect(later[0]).toMatchObject({ date: '2026-12-02', therapistIds: [only.id], roomId: room.id });
  });
});
