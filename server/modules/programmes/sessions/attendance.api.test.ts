/**
 * Attendance (decision 0051): checking in, starting, done and no-show of consultations and
 * therapy sessions through their one path; who may (core/policy.ts), a therapist only their own
 * sessions, illegal steps 409, the audit, and a programme's progress counting sessions done.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { setupTestApp } from '../../../../tests/helpers/test-app.ts';
import { insertConsultation } from '../../../../tests/helpers/consultation-rows.ts';
import { callerFor, injectAs, type Caller } from '../../../../tests/helpers/inject-as.ts';
import { SESSION_COOKIE } from '@core/constants';
import { createSignIn } from '@server/modules/auth/sign-ins';
import { createDoctor } from '@server/db/factories';
import { createProgramme, createRoom, createTherapist, ensureTherapySettings } from '@server/db/programme-factories';
import { auditLog, programmes, therapySessions } from '@server/db/schema';
import { bookSession } from './sessions.server';
import { cancelSession } from './cancel-session.server';
import { callPage } from '../../../../tests/helpers/page-loader.ts';
import { loader as insightsLoader } from '~/routes/staff/admin/insights';
import { myProgrammes } from '../patient/patient-programmes.server';

const env = await setupTestApp();
const db = () => env.database.db;
const DAY = '2026-12-01';
const AT = new Date(`${DAY}T05:00:00Z`); // 10:30 in the clinic
const BEFORE_DAY = new Date('2026-11-30T05:00:00Z');
const SAME_DAY_EARLY = new Date(`${DAY}T03:30:00Z`); // 09:00 in the clinic
const AFTER_START = new Date(`${DAY}T05:10:00Z`); // 10:40

type Signed = Caller & { staff?: { id: string }; patient?: { id: string } };
let callers: Signed[] = [];
/** Signs a caller in now and keeps it signed in when the test moves the clock (`at`). */
async function as<T extends Signed>(caller: Promise<T>): Promise<T> {
  const c = await caller;
  callers.push(c);
  return c;
}
/** Moves the clinic's clock; every caller signs in again (a staff sign-in ends after 30 idle minutes). */
async function at(time: Date) {
  env.clock.now = time;
  for (const c of callers) {
    const who = c.staff ? ({ kind: 'staff', staffId: c.staff.id } as const) : ({ kind: 'patient', patientId: c.patient!.id } as const);
    const { token } = await createSignIn(env.ctx, who);
    Object.assign(c, callerFor(env, `${SESSION_COOKIE}=${token}`));
  }
}

async function sessionScenario() {
  callers = [];
  env.clock.now = BEFORE_DAY;
  await ensureTherapySettings(db());
  const desk = await as(injectAs(env, 'reception'));
  const mine = await as(injectAs(env, 'therapist', { name: 'Meera' }));
  const other = await as(injectAs(env, 'therapist', { name: 'Kavya' }));
  const doctor = await as(injectAs(env, 'doctor'));
  const patient = await as(injectAs(env, 'patient', { name: 'Asha Devi' }));
  const meera = await createTherapist(db(), { name: 'Meera Joshi', staffId: mine.staff.id });
  await createTherapist(db(), { name: 'Kavya Nair', staffId: other.staff.id });
  const room = await createRoom(db(), { name: 'Abhyanga Room' });
  const programme = await createProgramme(db(), {
    patientId: patient.patient.id,
    days: [['shiro-dhara'], ['shiro-dhara']],
    startDate: DAY,
  });
  const book = (startsAt: Date, day: number) =>
    bookSession(env.ctx, {
      therapySlug: 'shiro-dhara',
      patientId: patient.patient.id,
      roomId: room.id,
      therapistIds: [meera.id],
      startsAt,
      programmeId: programme.id,
      day,
    });
  const first = await book(AT, 1);
  const second = await book(new Date(AT.getTime() + 24 * 3_600_000), 2);
  const url = (id: string) => `/api/staff/sessions/${id}/attendance`;
  return { desk, mine, other, doctor, patient, programme, first, second, url };
}

describe('therapy session attendance', () => {
  it('lets the desk check in, start and finish a session; refuses steps out of order or before their time', async () => {
    const { desk, first, url } = await sessionScenario();
    await at(BEFORE_DAY);
    expect((await desk.post(url(first.id), { step: 'arrived' })).json.message).toBe(
      'A patient is checked in or started only on the day of the visit.',
    );
    await at(SAME_DAY_EARLY);
    expect((await desk.post(url(first.id), { step: 'in-progress' })).json.message).toBe('Check the patient in first.');
    expect((await desk.post(url(first.id), { step: 'done' })).status).toBe(409); // before it begins
    const arrived = await desk.post(url(first.id), { step: 'arrived' });
    expect(arrived.status).toBe(200);
    expect(arrived.json.data).toMatchObject({ status: 'booked', arrivedAt: SAME_DAY_EARLY.toISOString(), startedAt: null });
    expect((await desk.post(url(first.id), { step: 'arrived' })).status).toBe(409);
    expect((await desk.post(url(first.id), { step: 'no-show' })).json.message).toBe('The patient has arrived: not a no-show.');
    await at(AT);
    expect((await desk.post(url(first.id), { step: 'in-progress' })).status).toBe(200);
    expect((await desk.post(url(first.id), { step: 'done' }, { locale: 'hi' })).json).toMatchObject({
      data: { status: 'completed' },
      message: 'पूरा चिह्नित किया गया।',
    });
    expect((await desk.post(url(first.id), { step: 'no-show' })).json.message).toBe('This visit is already marked done or no-show.');
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, first.id));
    expect(audit.map((a) => a.action)).toEqual(['session.attendance.arrived', 'session.attendance.in-progress', 'session.attendance.done']);
    expect(audit[2]).toMatchObject({ entity: 'therapy-session', before: { status: 'booked' }, after: { status: 'completed' } });
  });

  it('lets a therapist mark their own sessions only; doctors and patients are refused; bad steps are 400', async () => {
    const { mine, other, doctor, patient, first, url } = await sessionScenario();
    await at(AFTER_START);
    expect((await other.post(url(first.id), { step: 'done' })).json).toMatchObject({
      success: false,
      message: 'This session is not one of yours.',
    });
    expect((await other.post(url(first.id), { step: 'done' })).status).toBe(403);
    expect((await doctor.post(url(first.id), { step: 'done' })).status).toBe(403);
    expect((await patient.post(url(first.id), { step: 'done' })).status).toBe(403);
    expect((await mine.post(url(first.id), { step: 'finished' })).status).toBe(400);
    expect((await mine.post(url('00000000-0000-4000-8000-000000000001'), { step: 'done' })).status).toBe(404);
    expect((await mine.post(url(first.id), { step: 'done' })).json.data.status).toBe('completed');
    const [row] = await db().select().from(therapySessions).where(eq(therapySessions.id, first.id));
    expect(row?.status).toBe('completed');
  });

  it('refuses a cancelled session and a no-show before its start; a no-show is final', async () => {
    const { desk, first, second, url } = await sessionScenario();
    await at(SAME_DAY_EARLY);
    expect((await desk.post(url(first.id), { step: 'no-show' })).status).toBe(409);
    await cancelSession(env.ctx, second.id);
    await at(new Date(AT.getTime() + 24 * 3_600_000));
    expect((await desk.post(url(second.id), { step: 'arrived' })).json.message).toBe(
      'This visit was cancelled: it cannot be checked in or marked.',
    );
    await at(AFTER_START);
    expect((await desk.post(url(first.id), { step: 'no-show' })).json.data.status).toBe('no-show');
    expect((await desk.post(url(first.id), { step: 'arrived' })).status).toBe(409);
  });

  it("counts sessions done in the patient's programme progress (a no-show is not done)", async () => {
    const { mine, desk, patient, first, second, url } = await sessionScenario();
    // What the patient's programme list (My Appointments) shows.
    const progress = async () => (await myProgrammes(env.ctx, patient.patient.id, 'en'))[0]!.progress;
    expect(await progress()).toMatchObject({ sessionsDone: 0, sessionsTotal: 2 });
    await at(AFTER_START);
    await mine.post(url(first.id), { step: 'done' });
    expect(await progress()).toMatchObject({ sessionsDone: 1, sessionsTotal: 2, daysDone: 1 });
    await at(new Date(AT.getTime() + 25 * 3_600_000));
    await desk.post(url(second.id), { step: 'no-show' });
    expect(await progress()).toMatchObject({ sessionsDone: 1, sessionsTotal: 2 });
  });
});

describe('a session with an outcome, and the programme it ends', () => {
  const statusOf = async (id: string) => (await db().select().from(programmes).where(eq(programmes.id, id)))[0]?.status;

  it('refuses to cancel a session done or no-show from the grid, and leaves it as it is', async () => {
    const { desk, first, second, url } = await sessionScenario();
    await at(new Date(AT.getTime() + 25 * 3_600_000));
    await desk.post(url(first.id), { step: 'done' });
    await desk.post(url(second.id), { step: 'no-show' });
    for (const id of [first.id, second.id]) {
      const res = await desk.post(`/api/staff/sessions/${id}/cancel`);
      expect(res).toMatchObject({
        status: 409,
        json: { message: 'This session is already marked done or no-show: it can no longer be cancelled.' },
      });
    }
    expect((await desk.post(`/api/staff/sessions/${first.id}/cancel`, undefined, { locale: 'hi' })).json.message).toBe(
      'यह सत्र पहले ही पूरा या "नहीं आए" चिह्नित है: अब इसे रद्द नहीं किया जा सकता।',
    );
    const rows = await db().select().from(therapySessions).where(eq(therapySessions.patientId, first.patientId));
    expect(rows.map((r) => r.status).sort()).toEqual(['completed', 'no-show']);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'session.cancelled'));
    expect(audit.filter((a) => a.entityId === first.id || a.entityId === second.id)).toEqual([]);
  });

  it('refuses to cancel a session twice', async () => {
    const { desk, second } = await sessionScenario();
    expect((await desk.post(`/api/staff/sessions/${second.id}/cancel`)).status).toBe(200);
    expect((await desk.post(`/api/staff/sessions/${second.id}/cancel`)).json).toMatchObject({
      message: 'This session was already cancelled.',
    });
  });

  it("completes the programme when its last session has its outcome, shown in the patient's programmes", async () => {
    const { desk, patient, programme, first, second, url } = await sessionScenario();
    await db().update(programmes).set({ status: 'accepted' }).where(eq(programmes.id, programme.id));
    await at(AFTER_START);
    await desk.post(url(first.id), { step: 'done' });
    expect(await statusOf(programme.id)).toBe('accepted');
    await at(new Date(AT.getTime() + 25 * 3_600_000));
    await desk.post(url(second.id), { step: 'no-show' });
    expect(await statusOf(programme.id)).toBe('completed');
    const [shown] = await myProgrammes(env.ctx, patient.patient.id, 'en');
    expect(shown).toMatchObject({ status: 'completed', progress: { sessionsDone: 1, sessionsTotal: 2 } });
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, programme.id));
    expect(audit.map((a) => a.action)).toEqual(['programme.completed']);
  });

  it('completes it when the last booked session is cancelled after others were done', async () => {
    const { desk, programme, first, second, url } = await sessionScenario();
    await db().update(programmes).set({ status: 'accepted' }).where(eq(programmes.id, programme.id));
    await at(AFTER_START);
    await desk.post(url(first.id), { step: 'done' });
    expect((await desk.post(`/api/staff/sessions/${second.id}/cancel`)).status).toBe(200);
    expect(await statusOf(programme.id)).toBe('completed');
  });

  it('leaves a proposed programme as it is', async () => {
    const { desk, programme, first, second, url } = await sessionScenario();
    await at(AFTER_START);
    await desk.post(url(first.id), { step: 'done' });
    await desk.post(`/api/staff/sessions/${second.id}/cancel`);
    expect(await statusOf(programme.id)).toBe('proposed');
  });

  it('leaves a programme with every session cancelled accepted (the replacements are still to book)', async () => {
    const other = await sessionScenario();
    await db().update(programmes).set({ status: 'accepted' }).where(eq(programmes.id, other.programme.id));
    await other.desk.post(`/api/staff/sessions/${other.first.id}/cancel`);
    await other.desk.post(`/api/staff/sessions/${other.second.id}/cancel`);
    expect(await statusOf(other.programme.id)).toBe('accepted');
  });
});

describe('therapy attendance in insights', () => {
  it('counts sessions done and no-shows into a no-show rate, a doctor only those of their programmes', async () => {
    const { desk, first, second, url } = await sessionScenario();
    const admin = await as(injectAs(env, 'admin'));
    const prescriber = await as(injectAs(env, 'doctor', { doctorId: (await createDoctor(db(), { name: 'Dr. Meera' }))!.id }));
    await at(AFTER_START);
    await desk.post(url(first.id), { step: 'done' });
    await at(new Date(AT.getTime() + 25 * 3_600_000));
    await desk.post(url(second.id), { step: 'no-show' });
    const range = `period=custom&from=${DAY}&to=2026-12-02`;
    const figures = async (who: Caller) =>
      (await callPage(env, insightsLoader, { token: who, url: `/staff/insights?${range}` })).data!.sessionAttendance;
    expect(await figures(admin)).toEqual({
      done: { current: 1, previous: 0 },
      noShows: { current: 1, previous: 0 },
      noShowRate: { current: 50, previous: null },
    });
    // The scenario's programme has no prescribing doctor: none of it is this doctor's.
    expect((await figures(prescriber)).done).toEqual({ current: 0, previous: 0 });
  });
});

describe('consultation attendance', () => {
  async function consultationScenario(status: 'confirmed' | 'pending' | 'cancelled' = 'confirmed') {
    callers = [];
    env.clock.now = BEFORE_DAY;
    const meera = (await createDoctor(db(), { name: 'Dr. Meera' }))!;
    const arjun = (await createDoctor(db(), { name: 'Dr. Arjun' }))!;
    const c = await insertConsultation(db(), { doctor: meera, date: DAY, timeSlot: '10:30', status });
    const desk = await as(injectAs(env, 'reception'));
    const own = await as(injectAs(env, 'doctor', { doctorId: meera.id }));
    const otherDoctor = await as(injectAs(env, 'doctor', { doctorId: arjun.id }));
    const therapist = await as(injectAs(env, 'therapist'));
    return { c, desk, own, otherDoctor, therapist, url: `/api/consultations/${c.id}/attendance` };
  }

  it('checks in at the desk, the own doctor starts and completes; shown on the board', async () => {
    const { c, desk, own, otherDoctor, therapist, url } = await consultationScenario();
    await at(SAME_DAY_EARLY);
    expect((await otherDoctor.post(url, { step: 'arrived' })).status).toBe(403);
    expect((await therapist.post(url, { step: 'arrived' })).status).toBe(403);
    expect((await desk.post(url, { step: 'arrived' })).json.data.consultation).toMatchObject({
      status: 'confirmed',
      arrivedAt: SAME_DAY_EARLY.toISOString(),
    });
    const board = await desk.get(`/api/staff/consultations?date=${DAY}`);
    expect(board.json.data.consultations.find((i: { _id: string }) => i._id === c.id)).toMatchObject({
      arrivedAt: SAME_DAY_EARLY.toISOString(),
    });
    expect((await own.post(url, { step: 'in-progress' })).json.data.consultation.startedAt).toBe(SAME_DAY_EARLY.toISOString());
    // The status call goes through the same validator: not done before its time, and no no-show once arrived.
    expect((await own.patch(`/api/consultations/${c.id}/status`, { status: 'completed' })).status).toBe(409);
    await at(AT);
    expect((await own.patch(`/api/consultations/${c.id}/status`, { status: 'no-show' })).json.message).toBe(
      'The patient has arrived: not a no-show.',
    );
    expect((await own.post(url, { step: 'done' })).json.data.consultation.status).toBe('completed');
    const actions = (await db().select().from(auditLog).where(eq(auditLog.entityId, c.id))).map((a) => a.action);
    expect(actions).toEqual(['consultation.attendance.arrived', 'consultation.attendance.in-progress', 'consultation.status.completed']);
  });

  it('refuses a cancelled or unconfirmed booking, and marks a no-show through the status call', async () => {
    const cancelled = await consultationScenario('cancelled');
    await at(SAME_DAY_EARLY);
    expect((await cancelled.desk.post(cancelled.url, { step: 'arrived' })).status).toBe(409);
    const pending = await consultationScenario('pending');
    await at(SAME_DAY_EARLY);
    expect((await pending.desk.post(pending.url, { step: 'arrived' })).json.message).toBe('Confirm this booking first.');
    const confirmed = await consultationScenario();
    await at(AT);
    const noShow = await confirmed.desk.patch(`/api/consultations/${confirmed.c.id}/status`, { status: 'no-show' });
    expect(noShow.json.data.consultation.status).toBe('no-show');
    expect((await confirmed.desk.post(confirmed.url, { step: 'arrived' })).status).toBe(409);
  });
});
