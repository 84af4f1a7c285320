/**
 * The patient's programmes: only their own (another patient's id is a 404), the deposit claim
 * (accepted and due only, a 12-digit UTR no consultation or other deposit holds) and a move
 * request (own session, booked and not begun, once while it is open). Errors in both languages.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../tests/helpers/test-app.ts';
import { insertConsultation } from '../../../../tests/helpers/consultation-rows.ts';
import { createDoctor } from '../../../db/factories.ts';
import { createRoom, createTherapist, ensureTherapySettings } from '../../../db/programme-factories.ts';
import { createPatientProgramme } from '../../../db/patient-programme-factories.ts';
import { consultations, programmes, sessionMoveRequests, therapySessions } from '../../../db/schema/index.ts';
import { bookSession } from '../sessions/sessions.server.ts';

import { callPage } from '../../../../tests/helpers/page-loader.ts';
import { loader as appointmentsLoader } from '~/routes/patient/appointments';

const env = await setupTestApp();
const db = () => env.database.db;
const NOW = new Date('2026-11-30T04:00:00Z'); // 09:30 in the clinic
const day = (n: number, hhmm: string) => new Date(`2026-12-0${n}T${hhmm}:00+05:30`);

async function scenario() {
  env.clock.now = NOW;
  await ensureTherapySettings(db());
  const a = await env.signInPatient({ name: 'Asha' });
  const b = await env.signInPatient({ name: 'Bina' });
  const room = await createRoom(db(), { name: 'Kerala Room' });
  const [t1, t2] = [await createTherapist(db(), { name: 'Meera' }), await createTherapist(db(), { name: 'Lata' })];
  const programme = await createPatientProgramme(db(), {
    patientId: a.patient.id,
    price: 9000,
    notes: 'Light, warm food; no cold drinks.',
    plan: [
      { day: 1, therapies: ['abhyanga', 'swedana'] },
      { day: 2, therapies: ['virechana'] },
    ],
  });
  const book = async (therapySlug: string, startsAt: Date, therapistIds: string[], dayNo: number) => {
    const s = await bookSession(env.ctx, {
      therapySlug,
      patientId: a.patient.id,
      roomId: room.id,
      therapistIds,
      startsAt,
      programmeId: programme.id,
    });
    await db().update(therapySessions).set({ day: dayNo }).where(eq(therapySessions.id, s.id));
    return s;
  };
  // Preparation from 09:00, when the clinic opens (the session rules: core/programmes/rules.ts).
  const abhyanga = await book('abhyanga', day(1, '09:10'), [t1!.id, t2!.id], 1);
  const swedana = await book('swedana', day(1, '10:30'), [t1!.id], 1);
  const virechana = await book('virechana', day(2, '09:10'), [t2!.id], 2);
  return { a, b, programme, abhyanga, swedana, virechana };
}

/** My Appointments (/appointments) as the holder of `cookie` opens it: its programmes (decision 0044). */
const get = (cookie: string | null, locale: 'en' | 'hi' = 'en') =>
  callPage(env, appointmentsLoader, { token: { cookie }, url: '/appointments', locale });
const post = (cookie: string, url: string, payload: unknown, lang = 'en') =>
  env.app.inject({ method: 'POST', url, headers: { cookie, 'accept-language': lang }, payload: payload as object });

describe("My Appointments' programmes", () => {
  it("lists the patient's own programme by day, with times in clinic time, rooms, progress, amounts, notes and advice", async () => {
    const { a, b, programme } = await scenario();
    const res = await get(a.cookie);
    expect(res.status).toBe(200);
    const [p] = res.data!.programmes;
    expect(p).toMatchObject({
      id: programme.id,
      title: 'Therapy programme',
      status: 'accepted',
      notes: 'Light, warm food; no cold drinks.',
      endDate: '2026-12-02',
      progress: { sessionsDone: 0, sessionsTotal: 3, daysDone: 0, daysTotal: 2 },
      amounts: { price: 9000, discount: 0, deposit: 2300, depositStatus: 'due', balance: 9000 },
    });
    expect(p!.days.map((d) => [d.date, d.day])).toEqual([
      ['2026-12-01', 1],
      ['2026-12-02', 2],
    ]);
    expect(p!.days[0]!.sessions[0]).toMatchObject({
      start: '09:10',
      end: '10:10',
      therapy: 'Abhyanga',
      room: 'Kerala Room',
      status: 'booked',
      movable: true,
      moveRequested: false,
    });
    expect(p!.days[1]!.sessions[0]!.preparation).toMatch(/light, warm dinner the evening before/);
    // Another patient sees none of it.
    expect((await get(b.cookie)).data!.programmes).toEqual([]);
  });

  it('answers in Hindi: therapy names and advice', async () => {
    const { a } = await scenario();
    const [p] = (await get(a.cookie, 'hi')).data!.programmes;
    expect(p!.title).toBe('थेरेपी कार्यक्रम');
    expect(p!.days[0]!.sessions[0]!.therapy).toMatch(/अभ्यंग/);
    expect(p!.days[0]!.sessions[0]!.preparation).toMatch(/पुराने कपड़े/);
  });

  it('is for signed-in patients only: anyone else is sent to sign in', async () => {
    expect(await get(null)).toMatchObject({ status: 302, location: '/auth?redirectTo=%2Fappointments' });
    const staff = await env.signInStaff('reception');
    expect(await get(staff.cookie)).toMatchObject({ status: 302, location: '/auth?redirectTo=%2Fappointments' });
  });
});

describe('POST /api/programmes/:id/deposit', () => {
  it('claims the deposit with a UTR once: due -> claimed, then 409', async () => {
    const { a, programme } = await scenario();
    const res = await post(a.cookie, `/api/programmes/${programme.id}/deposit`, { utr: '4123 4567 8901' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { depositStatus: 'claimed', deposit: 2300 } });
    const [row] = await db().select().from(programmes).where(eq(programmes.id, programme.id));
    expect(row).toMatchObject({ depositStatus: 'claimed', depositUtr: '412345678901', depositClaimedAt: NOW });
    const again = await post(a.cookie, `/api/programmes/${programme.id}/deposit`, { utr: '412345678902' }, 'hi');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/पहले ही/);
  });

  it("is a 404 on another patient's programme, and nothing changes", async () => {
    const { b, programme } = await scenario();
    const res = await post(b.cookie, `/api/programmes/${programme.id}/deposit`, { utr: '412345678901' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Programme not found.');
    const [row] = await db().select().from(programmes).where(eq(programmes.id, programme.id));
    expect(row!.depositStatus).toBe('due');
  });

  it('refuses a missing or malformed UTR (400, both languages) and a programme still being scheduled (409)', async () => {
    const { a, programme } = await scenario();
    const missing = await post(a.cookie, `/api/programmes/${programme.id}/deposit`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/UTR/);
    const bad = await post(a.cookie, `/api/programmes/${programme.id}/deposit`, { utr: '12345' }, 'hi');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('कृपया 12 अंकों का UTR लिखें (केवल अंक)।');
    expect((await post(a.cookie, '/api/programmes/not-a-uuid/deposit', { utr: '412345678901' })).statusCode).toBe(400);
    const proposed = await createPatientProgramme(db(), { patientId: a.patient.id, status: 'proposed' });
    const res = await post(a.cookie, `/api/programmes/${proposed.id}/deposit`, { utr: '412345678901' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/still scheduling/);
  });

  it("refuses a UTR already given for a consultation or another programme's deposit (409 'already used')", async () => {
    const { a, programme } = await scenario();
    const doctor = await createDoctor(db(), { name: 'Dr. Rao' });
    const consultation = await insertConsultation(db(), { doctor: { id: doctor!.id, name: doctor!.name }, date: '2026-12-05' });
    await db()
      .update(consultations)
      .set({ paymentUtr: '111122223333', paymentStatus: 'submitted' })
      .where(eq(consultations.id, consultation.id));
    const used = await post(a.cookie, `/api/programmes/${programme.id}/deposit`, { utr: '111122223333' });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/already been used/);
    const other = await createPatientProgramme(db(), { patientId: a.patient.id });
    expect((await post(a.cookie, `/api/programmes/${other.id}/deposit`, { utr: '999988887777' })).statusCode).toBe(200);
    const dup = await post(a.cookie, `/api/programmes/${programme.id}/deposit`, { utr: '999988887777' }, 'hi');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/UTR/);
    const [row] = await db().select().from(programmes).where(eq(programmes.id, programme.id));
    expect(row).toMatchObject({ depositStatus: 'due', depositUtr: null });
  });
});

describe('a UTR pays for one thing', () => {
  it("a consultation's payment claim refuses a UTR a programme's deposit already holds (409)", async () => {
    const { a, programme } = await scenario();
    expect((await post(a.cookie, `/api/programmes/${programme.id}/deposit`, { utr: '555566667777' })).statusCode).toBe(200);
    const doctor = await createDoctor(db(), { name: 'Dr. Rao' });
    const consultation = await insertConsultation(db(), {
      doctor: { id: doctor!.id, name: doctor!.name },
      patient: a.patient,
      date: '2026-12-05',
    });
    const res = await post(a.cookie, `/api/payments/${consultation.id}/claim`, { utr: '555566667777' });
    expect(res.statusCode).toBe(409);
    const [row] = await db().select().from(consultations).where(eq(consultations.id, consultation.id));
    expect(row).toMatchObject({ paymentStatus: 'pending', paymentUtr: null });
  });
});

describe('POST /api/programmes/sessions/:id/move-request', () => {
  it('records one open request per session: the second is a 409, and the list shows it', async () => {
    const { a, swedana } = await scenario();
    const url = `/api/programmes/sessions/${swedana.id}/move-request`;
    const res = await post(a.cookie, url, { note: 'Any evening this week' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Move requested. The clinic will call you.');
    const again = await post(a.cookie, url, {}, 'hi');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/पहले ही/);
    const rows = await db().select().from(sessionMoveRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sessionId: swedana.id, patientId: a.patient.id, note: 'Any evening this week', status: 'open' });
    const [p] = (await get(a.cookie)).data!.programmes;
    expect(p!.days[0]!.sessions[1]).toMatchObject({ id: swedana.id, moveRequested: true });
  });

  it("is a 404 for another patient's session and a 409 for a session that has begun or is done", async () => {
    const { a, b, abhyanga, virechana } = await scenario();
    expect((await post(b.cookie, `/api/programmes/sessions/${abhyanga.id}/move-request`, {})).statusCode).toBe(404);
    env.clock.now = day(1, '09:30');
    const begun = await post(a.cookie, `/api/programmes/sessions/${abhyanga.id}/move-request`, {});
    expect(begun.statusCode).toBe(409);
    expect(begun.json().message).toMatch(/can no longer be moved/);
    await db().update(therapySessions).set({ status: 'completed' }).where(eq(therapySessions.id, virechana.id));
    expect((await post(a.cookie, `/api/programmes/sessions/${virechana.id}/move-request`, {}, 'hi')).statusCode).toBe(409);
    expect(await db().select().from(sessionMoveRequests)).toHaveLength(0);
  });

  it('refuses a note over 500 characters (400)', async () => {
    const { a, swedana } = await scenario();
    const res = await post(a.cookie, `/api/programmes/sessions/${swedana.id}/move-request`, { note: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/500/);
  });
});
