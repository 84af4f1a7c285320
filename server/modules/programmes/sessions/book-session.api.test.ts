/**
 * The database keeps therapists, rooms and patients out of overlapping sessions (exclusion
 * constraints, buffers included), whatever number of requests race for one slot.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../tests/helpers/test-app.ts';
import { createPatient } from '../../../db/factories.ts';
import { createRoom, createTherapist, ensureTherapySettings, THERAPIST_WEEK } from '../../../db/programme-factories.ts';
import { patients, sessionTherapists, therapists, therapySessions } from '../../../db/schema/index.ts';
import { domainErrorAnswer, DomainError } from '../../../domain/errors.ts';
import { bookSession } from './sessions.server.ts';
import { cancelSession } from './cancel-session.server.ts';

const env = await setupTestApp();
const db = () => env.database.db;
// Shirodhara: 45 minutes, 10 of preparation, 15 of clean-up, one therapist.
const AT = new Date('2026-12-01T05:00:00Z');
const minutes = (n: number) => new Date(AT.getTime() + n * 60_000);

async function manyPatients(n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({ name: `P${i}`, contact: `8${String(i).padStart(9, '0')}` }));
  return (await db().insert(patients).values(rows).returning()).map((p) => p.id);
}
async function manyTherapists(n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    name: `T${i}`,
    gender: 'female' as const,
    therapies: ['shiro-dhara'],
    weeklyHours: THERAPIST_WEEK,
  }));
  return (await db().insert(therapists).values(rows).returning()).map((t) => t.id);
}
async function conflictOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  const e = error as DomainError;
  return {
    status: e.statusCode,
    key: e.message,
    rule: e.details?.rule,
    en: domainErrorAnswer(e, 'en').message,
    hi: domainErrorAnswer(e, 'hi').message,
  };
}
const activeSessions = async () => (await db().select().from(therapySessions).where(eq(therapySessions.status, 'booked'))).length;

describe('bookSession', () => {
  it('books a session with its buffers, and copies the blocked range to its therapist', async () => {
    await ensureTherapySettings(db());
    const [patient, room, therapist] = [await createPatient(db()), await createRoom(db()), await createTherapist(db())];
    const session = await bookSession(env.ctx, {
      therapySlug: 'shiro-dhara',
      patientId: patient.id,
      roomId: room.id,
      therapistIds: [therapist.id],
      startsAt: AT,
    });
    expect(session.endsAt).toEqual(minutes(45));
    expect(session.blockedFrom).toEqual(minutes(-10));
    expect(session.blockedTo).toEqual(minutes(60));
    const [held] = await db().select().from(sessionTherapists).where(eq(sessionTherapists.sessionId, session.id));
    expect(held).toMatchObject({ therapistId: therapist.id, blockedFrom: minutes(-10), blockedTo: minutes(60), active: true });
  });

  it("200 concurrent attempts at one therapist's slot create exactly one session", async () => {
    await ensureTherapySettings(db());
    const therapist = await createTherapist(db(), { therapies: ['shiro-dhara'] });
    const patientIds = await manyPatients(200);
    const rooms = await Promise.all(Array.from({ length: 200 }, (_, i) => createRoom(db(), { name: `R${i}` })));
    const started = Date.now();
    const results = await Promise.allSettled(
      patientIds.map((patientId, i) =>
        bookSession(env.ctx, { therapySlug: 'shiro-dhara', patientId, roomId: rooms[i]!.id, therapistIds: [therapist.id], startsAt: AT }),
      ),
    );
    const ms = Date.now() - started;
    const rejected = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason as DomainError);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    // Every refusal is a 409: the clash, or (a deadlock PostgreSQL kept choosing it for, after every
    // retry) "try again"; any other is named here (a pool timeout, a raw database error...).
    expect(
      rejected
        .filter((e) => !(e.statusCode === 409 && ['programmes.clash.therapist', 'programmes.busy'].includes(e.message)))
        .map((e) => `${e.statusCode} ${e.message}`),
    ).toEqual([]);
    expect(await activeSessions()).toBe(1);
    console.info(`[race] therapist slot on ${env.database.kind}: 200 attempts, 1 booked, 199 refused (409) in ${ms} ms`);
  }, 120_000); // 400 rows of set-up, then 200 racing transactions: a stress test, not a timed one

  it('200 concurrent attempts at one room through different therapists create exactly one session', async () => {
    await ensureTherapySettings(db());
    const room = await createRoom(db());
    const patientIds = await manyPatients(200);
    const therapistIds = await manyTherapists(200);
    const started = Date.now();
    const results = await Promise.allSettled(
      patientIds.map((patientId, i) =>
        bookSession(env.ctx, {
          therapySlug: 'shiro-dhara',
          patientId,
          roomId: room.id,
          therapistIds: [therapistIds[i]!],
          startsAt: minutes(i % 30),
        }),
      ),
    );
    const ms = Date.now() - started;
    const rejected = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason as DomainError);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    // Every refusal is the clash (the others, if any, named: a pool timeout, a deadlock...).
    expect(
      rejected
        .filter((e) => !(e.statusCode === 409 && ['programmes.clash.room', 'programmes.busy'].includes(e.message)))
        .map((e) => `${e.statusCode} ${e.message}`),
    ).toEqual([]);
    expect(await activeSessions()).toBe(1);
    console.info(`[race] one room, 200 therapists on ${env.database.kind}: 1 booked, 199 refused (409) in ${ms} ms`);
  }, 120_000); // 400 rows of set-up, then 200 racing transactions: a stress test, not a timed one

  it('counts an overlap of buffers as a clash, names what clashed in both languages, and a cancelled session frees the slot', async () => {
    await ensureTherapySettings(db());
    const [p1, p2] = [await createPatient(db()), await createPatient(db())];
    const [roomA, roomB] = [await createRoom(db(), { name: 'Dhara Room' }), await createRoom(db())];
    const [t1, t2] = [await createTherapist(db(), { name: 'Meera' }), await createTherapist(db(), { name: 'Kavya' })];
    const first = await bookSession(env.ctx, {
      therapySlug: 'shiro-dhara',
      patientId: p1.id,
      roomId: roomA.id,
      therapistIds: [t1.id],
      startsAt: AT,
    });
    // Starts 20 minutes after the first ends: its preparation (10) overlaps the first's clean-up (15).
    const later = minutes(45 + 20);
    const room = await conflictOf(
      bookSession(env.ctx, { therapySlug: 'shiro-dhara', patientId: p2.id, roomId: roomA.id, therapistIds: [t2.id], startsAt: later }),
    );
    expect(room).toMatchObject({ status: 409, key: 'programmes.clash.room' });
    expect(room.en).toContain('Dhara Room');
    expect(room.hi).toContain('Dhara Room');
    expect(room.hi).not.toBe(room.en);
    const therapist = await conflictOf(
      bookSession(env.ctx, { therapySlug: 'shiro-dhara', patientId: p2.id, roomId: roomB.id, therapistIds: [t1.id], startsAt: later }),
    );
    expect(therapist).toMatchObject({ status: 409, key: 'programmes.clash.therapist' });
    expect(therapist.en).toContain('Meera');
    const patient = await conflictOf(
      bookSession(env.ctx, { therapySlug: 'shiro-dhara', patientId: p1.id, roomId: roomB.id, therapistIds: [t2.id], startsAt: later }),
    );
    expect(patient).toMatchObject({ status: 409, key: 'programmes.clash.patient' });
    // Nothing half-saved: the refused attempts left no session and no therapist row.
    expect(await db().select().from(therapySessions)).toHaveLength(1);
    expect(await db().select().from(sessionTherapists)).toHaveLength(1);
    // 25 minutes after the end, buffers only touch: it fits.
    await bookSession(env.ctx, {
      therapySlug: 'shiro-dhara',
      patientId: p2.id,
      roomId: roomA.id,
      therapistIds: [t1.id],
      startsAt: minutes(45 + 25),
    });

    await cancelSession(env.ctx, first.id);
    const again = await bookSession(env.ctx, {
      therapySlug: 'shiro-dhara',
      patientId: p2.id,
      roomId: roomA.id,
      therapistIds: [t1.id],
      startsAt: AT,
    });
    expect(again.id).not.toBe(first.id);
    const [freed] = await db().select().from(sessionTherapists).where(eq(sessionTherapists.sessionId, first.id));
    expect(freed!.active).toBe(false);
  });

  it('refuses a therapist not trained for the therapy, a wrong number of therapists and a room without the equipment: 422 naming the session', async () => {
    await ensureTherapySettings(db());
    const patient = await createPatient(db());
    const room = await createRoom(db());
    const plainRoom = await createRoom(db(), { name: 'Plain', capabilities: ['general'] });
    const untrained = await createTherapist(db(), { name: 'Uma', therapies: ['abhyanga'] });
    const [a, b] = [await createTherapist(db()), await createTherapist(db())];
    const base = { therapySlug: 'shiro-dhara', patientId: patient.id, startsAt: AT };
    const refused = (rule: string) => ({ status: 422, key: 'programmes.rules.session', rule });
    const notTrained = await conflictOf(bookSession(env.ctx, { ...base, roomId: room.id, therapistIds: [untrained.id] }));
    expect(notTrained).toMatchObject(refused('skill'));
    expect(notTrained.en).toBe('Shiro Dhara, 1 Dec 2026, 10:30 am: Uma is not trained in this therapy.');
    expect(await conflictOf(bookSession(env.ctx, { ...base, roomId: room.id, therapistIds: [a.id, b.id] }))).toMatchObject(
      refused('therapist-count'),
    );
    const lacks = await conflictOf(bookSession(env.ctx, { ...base, roomId: plainRoom.id, therapistIds: [a.id] }));
    expect(lacks).toMatchObject(refused('room-equipment'));
    expect(lacks.en).toContain('Plain does not have the equipment');
    expect(await db().select().from(therapySessions)).toHaveLength(0);
  });

  it('keeps each session therapist row equal to its session (triggers), whatever a writer sends', async () => {
    await ensureTherapySettings(db());
    const [patient, room, therapist] = [await createPatient(db()), await createRoom(db()), await createTherapist(db())];
    const session = await bookSession(env.ctx, {
      therapySlug: 'shiro-dhara',
      patientId: patient.id,
      roomId: room.id,
      therapistIds: [therapist.id],
      startsAt: AT,
    });
    const held = async () => (await db().select().from(sessionTherapists).where(eq(sessionTherapists.sessionId, session.id)))[0]!;
    // A stray write to the copy is overwritten from the session.
    await db()
      .update(sessionTherapists)
      .set({ blockedFrom: new Date('2000-01-01T00:00:00Z'), active: false })
      .where(eq(sessionTherapists.sessionId, session.id));
    expect(await held()).toMatchObject({ blockedFrom: minutes(-10), blockedTo: minutes(60), active: true });
    // Moving the session moves the therapist's hold with it.
    await db()
      .update(therapySessions)
      .set({ startsAt: minutes(60), endsAt: minutes(105), blockedFrom: minutes(50), blockedTo: minutes(120) })
      .where(eq(therapySessions.id, session.id));
    expect(await held()).toMatchObject({ blockedFrom: minutes(50), blockedTo: minutes(120), active: true });
    await cancelSession(env.ctx, session.id);
    await db().update(sessionTherapists).set({ active: true }).where(eq(sessionTherapists.sessionId, session.id));
    expect((await held()).active).toBe(false);
  });
});
