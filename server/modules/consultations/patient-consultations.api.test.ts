import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDoctor } from '@server/db/factories';
import { consultations } from '@server/db/schema';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { insertConsultation } from '../../../tests/helpers/consultation-rows.ts';
import { bookingScenario, NEXT_MONDAY } from '../../../tests/helpers/booking-scenario.ts';
import { slotStart } from '@core/booking/slots';
import { jobHandlers } from '@server/jobs/handlers';
import { runDueJobs } from '@server/jobs/queue';
import { setPaymentOutcome } from '@server/modules/payments/payments.server';
import { DESK_ACTOR } from '../../../tests/helpers/staff-data.ts';

const env = await setupTestApp();

async function scenario() {
  const doctor = await createDoctor(env.database.db, { name: 'Dr. Meera Joshi' });
  if (!doctor) throw new Error('no doctor');
  const owner = await env.signInPatient({ name: 'Ravi Kumar Sharma', email: 'ravi@example.com' });
  const other = await env.signInPatient({ name: 'Other Person' });
  const consultation = await insertConsultation(env.database.db, {
    doctor,
    patient: owner.patient,
    date: '2026-12-02',
    timeSlot: '10:30',
    symptoms: 'Joint pain in the mornings',
  });
  return { doctor, owner, other, consultation };
}

const get = (url: string, cookie?: string) => env.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/consultations/:id (tracking)', () => {
  it('shows anyone the short name and no symptoms', async () => {
    const { consultation } = await scenario();
    const res = await get(`/api/consultations/${consultation.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      _id: consultation.id,
      name: 'Ravi S.',
      fullView: false,
      status: 'pending',
      paymentStatus: 'pending',
      mode: 'offline',
      date: '2026-12-02',
      timeSlot: '10:30',
      consultationType: 'General Consultation',
    });
    expect(data.doctor.doctorName).toBe('Dr. Meera Joshi');
    expect(data).not.toHaveProperty('symptoms');
    expect(JSON.stringify(res.json())).not.toContain(consultation.contact);
  });

  it('shows another signed-in patient only the public fields', async () => {
    const { consultation, other } = await scenario();
    const data = (await get(`/api/consultations/${consultation.id}`, other.cookie)).json().data;
    expect(data.name).toBe('Ravi S.');
    expect(data).not.toHaveProperty('symptoms');
  });

  it('shows the owner and staff the full name and symptoms', async () => {
    const { consultation, owner } = await scenario();
    const mine = (await get(`/api/consultations/${consultation.id}`, owner.cookie)).json().data;
    expect(mine).toMatchObject({ name: 'Ravi Kumar Sharma', fullView: true, symptoms: 'Joint pain in the mornings' });
    const reception = await env.signInStaff('reception');
    const staffView = (await get(`/api/consultations/${consultation.id}`, reception.cookie)).json().data;
    expect(staffView).toMatchObject({ name: 'Ravi Kumar Sharma', symptoms: 'Joint pain in the mornings' });
  });

  it('accepts the id typed in lower case with spaces and dashes', async () => {
    const { consultation } = await scenario();
    const typed = `${consultation.id.slice(0, 4)}-${consultation.id.slice(4, 8)} ${consultation.id.slice(8)}`.toLowerCase();
    const res = await get(`/api/consultations/${encodeURIComponent(typed)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data._id).toBe(consultation.id);
  });

  it("answers 404 'Consultation not found' for an unknown or malformed id", async () => {
    await scenario();
    for (const id of ['ABCDEFGHJKMNPQRSTVWX', 'not an id!', '%27%20OR%201%3D1']) {
      const res = await get(`/api/consultations/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Consultation not found' });
    }
  });

  it('limits lookups per IP', async () => {
    const { consultation } = await scenario();
    env.clock.now = new Date('2026-11-20T10:00:00Z');
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push(
        (await env.app.inject({ method: 'GET', url: `/api/consultations/${consultation.id}`, remoteAddress: '10.1.2.3' })).statusCode,
      );
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    const limited = await env.app.inject({ method: 'GET', url: `/api/consultations/${consultation.id}`, remoteAddress: '10.1.2.3' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another IP is not affected; a minute later the first one may look up again.
    expect(
      (await env.app.inject({ method: 'GET', url: `/api/consultations/${consultation.id}`, remoteAddress: '10.9.9.9' })).statusCode,
    ).toBe(200);
    env.clock.now = new Date('2026-11-20T10:01:01Z');
    expect(
      (await env.app.inject({ method: 'GET', url: `/api/consultations/${consultation.id}`, remoteAddress: '10.1.2.3' })).statusCode,
    ).toBe(200);
  });
});

describe('GET /api/consultations/all/:contact', () => {
  it("lists the signed-in patient's consultations, newest first, with the fields My Appointments needs", async () => {
    const { doctor, owner, other } = await scenario();
    await insertConsultation(env.database.db, {
      doctor,
      patient: owner.patient,
      date: '2026-12-10',
      status: 'completed',
      paymentStatus: 'paid',
      amount: 800,
      prescription: { medicines: [{ name: 'Triphala churna', dosage: '1 tsp at night', duration: '30 days' }], instructions: 'Warm water' },
    });
    await insertConsultation(env.database.db, { doctor, patient: other.patient, date: '2026-12-11' });
    const res = await get(`/api/consultations/all/${owner.patient.contact}`, owner.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((c: { date: string }) => c.date)).toEqual(['2026-12-10', '2026-12-02']);
    expect(list[0]).toMatchObject({
      status: 'completed',
      amount: 800,
      feedbackGiven: false,
      changeableUntil: null,
      prescription: { instructions: 'Warm water' },
    });
    expect(list[1]).toMatchObject({ startsAt: '2026-12-02T05:00:00.000Z', changeableUntil: '2026-12-01T05:00:00.000Z', videoCall: null });
  });

  it("answers 403 for another patient's number, 401 without sign-in, 403 for staff", async () => {
    const { owner, other } = await scenario();
    expect((await get(`/api/consultations/all/${owner.patient.contact}`, other.cookie)).statusCode).toBe(403);
    expect((await get(`/api/consultations/all/${owner.patient.contact}`)).statusCode).toBe(401);
    const reception = await env.signInStaff('reception');
    expect((await get(`/api/consultations/all/${owner.patient.contact}`, reception.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/consultations/history', () => {
  it('lists only completed, cancelled and missed consultations of the signed-in patient, newest first', async () => {
    const { doctor, owner, other } = await scenario();
    await insertConsultation(env.database.db, { doctor, patient: owner.patient, date: '2026-10-01', status: 'completed' });
    await insertConsultation(env.database.db, {
      doctor,
      patient: owner.patient,
      date: '2026-10-05',
      timeSlot: '11:00',
      status: 'cancelled',
    });
    await insertConsultation(env.database.db, { doctor, patient: other.patient, date: '2026-10-06', status: 'completed' });
    const res = await get('/api/consultations/history', owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { date: string; status: string }) => `${c.date} ${c.status}`)).toEqual([
      '2026-10-05 cancelled',
      '2026-10-01 completed',
    ]);
    expect((await get('/api/consultations/history')).statusCode).toBe(401);
  });
});

describe('POST /api/consultations/:id/video-room', () => {
  const post = (id: string, cookie?: string) =>
    env.app.inject({ method: 'POST', url: `/api/consultations/${id}/video-room`, headers: cookie ? { cookie } : {} });

  it('gives the owner one unguessable Jitsi room, from 15 minutes before the slot', async () => {
    env.clock.now = new Date('2026-12-03T08:00:00Z');
    const { doctor, owner, other } = await scenario();
    const online = await insertConsultation(env.database.db, {
      doctor,
      patient: owner.patient,
      date: '2026-12-03',
      timeSlot: '15:00',
      mode: 'online',
      status: 'confirmed',
    });
    env.clock.now = new Date('2026-12-03T09:14:00Z'); // 14:44 in Raipur: 16 minutes early
    const early = await post(online.id, owner.cookie);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('The video call opens 15 minutes before your slot.');
    env.clock.now = new Date('2026-12-03T09:15:00Z');
    const first = await post(online.id, owner.cookie);
    expect(first.statusCode).toBe(200);
    const url: string = first.json().data.url;
    expect(url).toMatch(/^https:\/\/meet\.jit\.si\/SaronaAyurveda-[0-9a-f]{32}$/);
    expect((await post(online.id, owner.cookie)).json().data.url).toBe(url);
    const [row] = await env.database.db.select().from(consultations).where(eq(consultations.id, online.id));
    expect(url.endsWith(row?.videoRoom ?? 'missing')).toBe(true);
    expect((await post(online.id, other.cookie)).statusCode).toBe(403);
    expect((await post(online.id)).statusCode).toBe(401);
    env.clock.now = new Date('2026-12-03T11:31:00Z');
    expect((await post(online.id, owner.cookie)).statusCode).toBe(400);
  });

  it('opens the room of an online consultation booked through the API with the base URL once, as the reminder SMS sends it', async () => {
    // Booked on the morning of the visit: the session stays within its 2 idle days (decision 0003).
    const { book } = await bookingScenario(env, { now: new Date(slotStart(NEXT_MONDAY, '10:00').getTime() - 3 * 3_600_000) });
    const { cookie, patient } = await env.signInPatient();
    const booked = await book(cookie, { mode: 'online' });
    expect(booked.statusCode).toBe(201);
    const id: string = booked.json().data._id;
    await setPaymentOutcome(env.ctx, id, { by: DESK_ACTOR, status: 'paid', method: 'upi' });
    env.clock.now = new Date(slotStart(NEXT_MONDAY, '10:00').getTime() - 2 * 3_600_000); // the 2-hour reminder is due
    await runDueJobs(env.ctx, jobHandlers);
    env.clock.now = new Date(slotStart(NEXT_MONDAY, '10:00').getTime() - 10 * 60_000);
    const res = await post(id, cookie);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.url;
    expect(url).toMatch(/^https:\/\/meet\.jit\.si\/SaronaAyurveda-[0-9a-f]{32}$/);
    const reminders = env.smsOutbox().filter((m) => m.to === patient.contact && m.body.includes('meet.jit.si'));
    expect(reminders.length).toBeGreaterThan(0);
    for (const sms of reminders) expect(sms.body.match(/https:\/\/meet\.jit\.si\/\S+/)?.[0]).toBe(url);
  });

  it('refuses in-person consultations and unknown ids', async () => {
    env.clock.now = new Date('2026-12-02T04:00:00Z');
    const { owner, consultation } = await scenario();
    env.clock.now = new Date('2026-12-02T05:00:00Z');
    const res = await post(consultation.id, owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Video calls are only for online consultations.');
    expect((await post('ABCDEFGHJKMNPQRSTVWX', owner.cookie)).statusCode).toBe(404);
  });
});
