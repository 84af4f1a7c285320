/**
 * Reception's resource grid: the grid of a day or a week, moving a session (the
 * database refuses clashes: 409, nothing changed), and re-planning after leave, a cancellation or
 * a patient's move request (proposals; nothing moves until reception applies one).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createPatient } from '../../db/factories.ts';
import { createRoom, createTherapist, ensureTherapySettings } from '../../db/programme-factories.ts';
import {
  auditLog,
  patients,
  programmes,
  sessionMoveRequests,
  sessionTherapists,
  therapistLeaves,
  therapists,
  therapySessions,
  treatmentRooms,
} from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import { SCHEDULE_QUIET_MINUTES } from '@core/constants';
import { bookSession } from '../programmes/sessions/sessions.server.ts';
import { moveSession } from '../programmes/sessions/move-session.server.ts';
import { callPage } from '../../../tests/helpers/page-loader.ts';
import { loader as scheduleLoader } from '~/routes/staff/desk/schedule';

const env = await setupTestApp();
const db = () => env.database.db;
const DATE = '2026-12-01'; // a Tuesday
// Shirodhara: 45 minutes, 10 of preparation, 15 of clean-up, one therapist. 05:00Z is 10:30 in the clinic.
const AT = new Date('2026-12-01T05:00:00Z');
const minutes = (n: number) => new Date(AT.getTime() + n * 60_000);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function clinic() {
  env.clock.now = new Date('2026-11-25T04:00:00Z');
  await ensureTherapySettings(db());
  const asha = await createTherapist(db(), { name: 'Asha', therapies: ['shiro-dhara'] });
  const bela = await createTherapist(db(), { name: 'Bela', therapies: ['shiro-dhara'] });
  const roomA = await createRoom(db(), { name: 'Dhara A', capabilities: ['shirodhara-table'] });
  const roomB = await createRoom(db(), { name: 'Dhara B', capabilities: ['shirodhara-table'] });
  const kiran = await createPatient(db(), { name: 'Kiran Rao' });
  const ravi = await createPatient(db(), { name: 'Ravi Kumar' });
  const { cookie, token } = await env.signInStaff('reception');
  const book = (
    patientId: string,
    roomId: string,
    therapistId: string,
    startsAt: Date,
    extra: { programmeId?: string; day?: number } = {},
  ) => bookSession(env.ctx, { therapySlug: 'shiro-dhara', patientId, roomId, therapistIds: [therapistId], startsAt, ...extra });
  return { asha, bela, roomA, roomB, kiran, ravi, cookie, token, book };
}

/** The grid page (/staff/schedule) as `token`'s holder opens it: the grid and what needs attention (decision 0044). */
const schedulePage = (token: string, query: string, locale: 'en' | 'hi' = 'en') =>
  callPage(env, scheduleLoader, { token, url: `/staff/schedule?${query}`, locale });

async function call(cookie: string, method: 'GET' | 'PATCH' | 'POST', url: string, body?: unknown, locale = 'en') {
  const res = await env.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': locale, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, json: res.json() as Json };
}

const sessionNow = async (id: string) => {
  const [row] = await db().select().from(therapySessions).where(eq(therapySessions.id, id));
  const held = await db().select().from(sessionTherapists).where(eq(sessionTherapists.sessionId, id));
  return { ...row!, therapistIds: held.map((h) => h.therapistId) };
};

describe('the grid page (/staff/schedule)', () => {
  it('gives therapists (hours, leave), rooms and every active session with its buffers; the desk only', async () => {
    const { asha, bela, roomA, roomB, kiran, token, book } = await clinic();
    const session = await book(kiran.id, roomA.id, asha.id, AT);
    await db().insert(therapistLeaves).values({ therapistId: bela.id, date: DATE });
    const res = await schedulePage(token, `date=${DATE}&view=day`);
    expect(res.status).toBe(200);
    const grid = res.data!.grid as Json;
    expect(grid.dates).toEqual([DATE]);
    expect(grid.rooms.map((r: Json) => r.id).sort()).toEqual([roomA.id, roomB.id].sort());
    const byName = Object.fromEntries(grid.therapists.map((t: Json) => [t.name, t]));
    expect(byName.Bela.leave).toEqual([DATE]);
    expect(byName.Asha.leave).toEqual([]);
    expect(byName.Asha.weeklyHours[2]).toEqual({ from: '08:00', to: '18:00' });
    expect(grid.sessions).toEqual([
      expect.objectContaining({
        id: session.id,
        therapySlug: 'shiro-dhara',
        patientName: 'Kiran',
        startsAt: AT.toISOString(),
        endsAt: minutes(45).toISOString(),
        blockedFrom: minutes(-10).toISOString(),
        blockedTo: minutes(60).toISOString(),
        roomId: roomA.id,
        therapistIds: [asha.id],
        status: 'booked',
        moveRequested: false,
      }),
    ]);
    const week = await schedulePage(token, `date=2026-11-29&view=week`);
    expect(week.data!.grid.dates).toHaveLength(7);
    expect(week.data!.grid.sessions).toHaveLength(1);
    // A date that is not one opens today's grid rather than failing.
    const bad = await schedulePage(token, `date=tomorrow`, 'hi');
    expect(bad.status).toBe(200);
    expect(bad.data!.grid.dates).toEqual(['2026-11-25']);
    for (const role of ['doctor', 'therapist'] as const) {
      const other = await env.signInStaff(role, { phone: role === 'doctor' ? '9111111111' : '9222222222' });
      expect((await schedulePage(other.token, `date=${DATE}`)).status).toBe(403);
    }
  });
});

describe('PATCH /api/staff/sessions/:id (move)', () => {
  it('moves a session to another time, room and therapist in one go, audited', async () => {
    const { asha, bela, roomA, roomB, kiran, cookie, book } = await clinic();
    const session = await book(kiran.id, roomA.id, asha.id, AT);
    const to = minutes(120);
    const res = await call(cookie, 'PATCH', `/api/staff/sessions/${session.id}`, {
      startsAt: to.toISOString(),
      roomId: roomB.id,
      therapistIds: [bela.id],
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Session moved.');
    const now = await sessionNow(session.id);
    expect(now).toMatchObject({
      startsAt: to,
      roomId: roomB.id,
      blockedFrom: minutes(110),
      blockedTo: minutes(180),
      therapistIds: [bela.id],
    });
    const [held] = await db().select().from(sessionTherapists).where(eq(sessionTherapists.sessionId, session.id));
    expect(held).toMatchObject({ blockedFrom: minutes(110), blockedTo: minutes(180), active: true });
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'session.moved'));
    expect(audit).toHaveLength(1);
    // The patient is told the new time, once the desk is done (decision 0058: after the quiet minutes).
    env.clock.now = new Date(env.clock.now!.getTime() + SCHEDULE_QUIET_MINUTES * 60_000);
    await env.deliverNotices();
    expect(env.smsOutbox().filter((m) => m.to.endsWith(kiran.contact!))).toHaveLength(1);
    // The old slot is free again: another patient takes it.
    await expect(book((await createPatient(db())).id, roomA.id, asha.id, AT)).resolves.toBeTruthy();
  });

  it('refuses a taken therapist or room (buffers included) with a 409 naming it, in both languages; nothing changes', async () => {
    const { asha, bela, roomA, roomB, kiran, ravi, cookie, book } = await clinic();
    const session = await book(kiran.id, roomA.id, asha.id, AT);
    await book(ravi.id, roomB.id, bela.id, minutes(180));
    const before = await sessionNow(session.id);
    // Bela is busy from 170 to 240 minutes: a start at 120 ends its clean-up at 180.
    const onBela = { startsAt: minutes(125).toISOString(), roomId: roomA.id, therapistIds: [bela.id] };
    const en = await call(cookie, 'PATCH', `/api/staff/sessions/${session.id}`, onBela);
    expect(en.status).toBe(409);
    expect(en.json.message).toContain('Bela');
    const hi = await call(cookie, 'PATCH', `/api/staff/sessions/${session.id}`, onBela, 'hi');
    expect(hi.status).toBe(409);
    expect(hi.json.message).toContain('Bela');
    expect(hi.json.message).not.toBe(en.json.message);
    const onRoom = await call(cookie, 'PATCH', `/api/staff/sessions/${session.id}`, {
      startsAt: minutes(190).toISOString(),
      roomId: roomB.id,
      therapistIds: [asha.id],
    });
    expect(onRoom.status).toBe(409);
    expect(onRoom.json.message).toContain('Dhara B');
    expect(await sessionNow(session.id)).toEqual(before);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'session.moved'))).toHaveLength(0);
    await env.deliverNotices();
    expect(env.smsOutbox()).toEqual([]);
  });

  it('refuses a cancelled or past session, a time in the past, leave, off hours and a bad body, never a 500', async () => {
    const { asha, bela, roomA, kiran, ravi, cookie, book } = await clinic();
    const session = await book(kiran.id, roomA.id, asha.id, AT);
    const body = (startsAt: Date, therapistId = asha.id) => ({
      startsAt: startsAt.toISOString(),
      roomId: roomA.id,
      therapistIds: [therapistId],
    });
    const intoPast = await call(cookie, 'PATCH', `/api/staff/sessions/${session.id}`, body(new Date('2026-11-24T05:00:00Z')));
    expect(intoPast).toMatchObject({ status: 409, json: { message: 'That time has passed: choose a later one.' } });
    await db().insert(therapistLeaves).values({ therapistId: bela.id, date: DATE });
    const leave = await call(cookie, 'PATCH', `/api/staff/sessions/${session.id}`, body(minutes(60), bela.id), 'hi');
    expect(leave.status).toBe(409);
    expect(leave.json.message).toContain('Bela उस दिन छुट्टी पर हैं।');
    const late = await call(cookie, 'PATCH', `/api/staff/sessions/${session.id}`, body(new Date('2026-12-01T12:00:00Z')));
    expect(late.status).toBe(409);
    // 17:30: its clean-up would run past the clinic's closing (18:00), before Asha's hours are even asked.
    expect(late.json.message).toContain('outside the clinic’s hours (9:00 AM to 6:00 PM');
    const bad = await call(
      cookie,
      'PATCH',
      `/api/staff/sessions/${session.id}`,
      { startsAt: 'soon', roomId: roomA.id, therapistIds: [] },
      'hi',
    );
    expect(bad.status).toBe(400);
    const unknown = await call(cookie, 'PATCH', `/api/staff/sessions/00000000-0000-4000-8000-000000000000`, body(minutes(60)));
    expect(unknown.status).toBe(404);
    expect((await call(cookie, 'POST', `/api/staff/sessions/${session.id}/cancel`)).status).toBe(200);
    const cancelled = await call(cookie, 'PATCH', `/api/staff/sessions/${session.id}`, body(minutes(60)));
    expect(cancelled).toMatchObject({ status: 409, json: { message: 'Only a booked session can be moved.' } });
    const other = await book(ravi.id, roomA.id, asha.id, minutes(120));
    env.clock.now = minutes(121);
    const desk = await env.signInStaff('reception', { phone: '9333333333' });
    const started = await call(desk.cookie, 'PATCH', `/api/staff/sessions/${other.id}`, body(minutes(240)));
    expect(started.status).toBe(409);
  });

  it('200 concurrent moves onto one therapist slot: exactly one wins', { timeout: 120_000 }, async () => {
    env.clock.now = new Date('2026-11-25T04:00:00Z');
    await ensureTherapySettings(db());
    const target = await createTherapist(db(), { name: 'Target', therapies: ['shiro-dhara'] });
    const people = await db()
      .insert(therapists)
      .values(
        Array.from({ length: 200 }, (_, i) => ({ name: `T${i}`, gender: 'female' as const, therapies: ['shiro-dhara'], weeklyHours: [] })),
      )
      .returning();
    const pats = await db()
      .insert(patients)
      .values(Array.from({ length: 200 }, (_, i) => ({ name: `P${i}`, contact: `8${String(i).padStart(9, '0')}` })))
      .returning();
    const rooms = await db()
      .insert(treatmentRooms)
      .values(Array.from({ length: 200 }, (_, i) => ({ name: `R${i}`, capabilities: ['shirodhara-table' as const] })))
      .returning();
    // 200 sessions at AT, each with its own patient, room and therapist (written in bulk, as bookSession would).
    const sessions = await db()
      .insert(therapySessions)
      .values(
        rooms.map((room, i) => ({
          therapySlug: 'shiro-dhara',
          patientId: pats[i]!.id,
          roomId: room.id,
          startsAt: AT,
          endsAt: minutes(45),
          blockedFrom: minutes(-10),
          blockedTo: minutes(60),
        })),
      )
      .returning();
    await db()
      .insert(sessionTherapists)
      .values(sessions.map((s, i) => ({ sessionId: s.id, therapistId: people[i]!.id, blockedFrom: minutes(-10), blockedTo: minutes(60) })));
    const actor = { id: (await env.signInStaff('reception')).staff.id, name: 'Desk' };
    const to = minutes(120);
    const results = await Promise.allSettled(
      sessions.map((s, i) => moveSession(env.ctx, actor, s.id, { startsAt: to, roomId: rooms[i]!.id, therapistIds: [target.id] })),
    );
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason as DomainError);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    // Each refusal a 409: the clash, or "try again" when PostgreSQL kept aborting it for a deadlock.
    const odd = refused.filter(
      (e) => !(e instanceof DomainError && e.statusCode === 409 && ['programmes.clash.therapist', 'programmes.busy'].includes(e.message)),
    );
    expect(odd.map((e) => `${(e as DomainError).statusCode} ${e.message}`)).toEqual([]);
    const held = await db()
      .select()
      .from(sessionTherapists)
      .where(and(eq(sessionTherapists.therapistId, target.id), eq(sessionTherapists.active, true)));
    expect(held).toHaveLength(1);
    // The 199 refused sessions are where they were, with their own therapist.
    const still = await db().select().from(therapySessions).where(eq(therapySessions.startsAt, AT));
    expect(still).toHaveLength(199);
  });
});

describe('Needs attention', () => {
  it('lists a session whose therapist went on leave, with proposals; applying one clears it', async () => {
    const { asha, kiran, roomA, cookie, token, book } = await clinic();
    const session = await book(kiran.id, roomA.id, asha.id, AT);
    const empty = await schedulePage(token, `date=${DATE}`);
    expect(empty.data!.attention).toEqual({ absent: [], cancelled: [], moveRequests: [] });
    await db().insert(therapistLeaves).values({ therapistId: asha.id, date: DATE });
    const res = await schedulePage(token, `date=${DATE}`);
    expect(res.status).toBe(200);
    const [item] = res.data!.attention.absent as Json[];
    expect(item).toMatchObject({ id: session.id, patientName: 'Kiran', absent: [{ name: 'Asha', why: 'leave' }] });
    expect(item!.proposals.length).toBeGreaterThan(0);
    expect(item!.proposals[0]).toMatchObject({ date: DATE, therapists: ['Bela'] });
    // Nothing moved by itself.
    expect((await sessionNow(session.id)).therapistIds).toEqual([asha.id]);
    const p = item!.proposals[0] as Json;
    const applied = await call(cookie, 'PATCH', `/api/staff/sessions/${session.id}`, {
      startsAt: p.startsAt,
      roomId: p.roomId,
      therapistIds: p.therapistIds,
    });
    expect(applied.status).toBe(200);
    expect((await schedulePage(token, `date=${DATE}`)).data!.attention.absent).toEqual([]);
  });

  it('lists a cancelled programme session with a later day proposed; the replacement clears it', async () => {
    const { asha, kiran, roomA, cookie, token, book } = await clinic();
    const [programme] = await db()
      .insert(programmes)
      .values({
        patientId: kiran.id,
        startDate: DATE,
        status: 'accepted',
        patientGender: 'female',
        plan: [{ day: 1, therapies: ['shiro-dhara'] }],
      })
      .returning();
    const session = await book(kiran.id, roomA.id, asha.id, AT, { programmeId: programme!.id, day: 1 });
    expect((await call(cookie, 'POST', `/api/staff/sessions/${session.id}/cancel`, undefined, 'hi')).json.message).toBe(
      'सत्र रद्द कर दिया गया।',
    );
    const res = await schedulePage(token, `date=${DATE}`);
    const [item] = res.data!.attention.cancelled as Json[];
    expect(item).toMatchObject({ id: session.id, day: 1 });
    expect(item!.proposals[0].date > DATE).toBe(true);
    const p = item!.proposals[0] as Json;
    const body = { startsAt: p.startsAt, roomId: p.roomId, therapistIds: p.therapistIds };
    const booked = await call(cookie, 'POST', `/api/staff/sessions/${session.id}/replacement`, body);
    expect(booked.status).toBe(200);
    const [replacement] = await db().select().from(therapySessions).where(eq(therapySessions.id, booked.json.data.id));
    expect(replacement).toMatchObject({ programmeId: programme!.id, day: 1, status: 'booked' });
    expect((await schedulePage(token, `date=${DATE}`)).data!.attention.cancelled).toEqual([]);
    const again = await call(cookie, 'POST', `/api/staff/sessions/${session.id}/replacement`, body);
    expect(again.status).toBe(409);
  });

  it("lists a patient's open move request with proposals; reception closes it once", async () => {
    const { asha, kiran, roomA, cookie, token, book } = await clinic();
    const session = await book(kiran.id, roomA.id, asha.id, AT);
    const [request] = await db()
      .insert(sessionMoveRequests)
      .values({ sessionId: session.id, patientId: kiran.id, note: 'evening please' })
      .returning();
    const res = await schedulePage(token, `date=${DATE}`);
    expect(res.data!.attention.moveRequests).toEqual([
      expect.objectContaining({ id: session.id, requestId: request!.id, note: 'evening please' }),
    ]);
    expect(res.data!.attention.moveRequests[0]!.proposals.length).toBeGreaterThan(0);
    expect(res.data!.grid.sessions[0]!.moveRequested).toBe(true);
    const done = await call(cookie, 'POST', `/api/staff/move-requests/${request!.id}`, { status: 'done' });
    expect(done.status).toBe(200);
    const [row] = await db().select().from(sessionMoveRequests).where(eq(sessionMoveRequests.id, request!.id));
    expect(row).toMatchObject({ status: 'done' });
    expect((await call(cookie, 'POST', `/api/staff/move-requests/${request!.id}`, { status: 'declined' })).status).toBe(404);
  });
});
