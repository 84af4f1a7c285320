import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingScenario, NEXT_MONDAY } from '../../../tests/helpers/booking-scenario.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { auditLog, consultations, jobs, patients } from '@server/db/schema';

const env = await setupTestApp();

type Method = 'GET' | 'POST';
async function call(method: Method, url: string, cookie: string, body?: unknown) {
  const response = await env.app.inject({
    method,
    url,
    headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const walkIn = (over: Record<string, unknown> = {}) => ({
  name: 'Kamla Devi',
  contact: '+91 98765 43210',
  age: '62',
  gender: 'female',
  locale: 'hi',
  privacyNotice: 'desk-read',
  ...over,
});

async function desk() {
  const scenario = await bookingScenario(env);
  const reception = await env.signInStaff('reception', { name: 'Suresh' });
  const booking = (over: Record<string, unknown> = {}) => {
    const { name: _name, contact: _contact, ...rest } = scenario.body(over);
    return rest;
  };
  return { ...scenario, reception, booking };
}

describe('finding a patient at the desk', () => {
  it('finds live accounts by phone digits, name or patient number; a doctor only their own, patients and therapists are refused', async () => {
    const { reception } = await desk();
    const asha = await env.signInPatient({ name: 'Asha Verma', contact: '9876512345' });
    await env.signInPatient({ name: 'Ravi Kumar', contact: '9123400000' });
    const gone = await env.signInPatient({ name: 'Asha Old', contact: '9876599999' });
    await env.database.db.update(patients).set({ deletedAt: new Date() }).where(eq(patients.id, gone.patient.id));

    const byDigits = await call('GET', '/api/staff/patients?q=12345', reception.cookie);
    expect(byDigits.status).toBe(200);
    expect(byDigits.body.data.patients.map((p: { name: string }) => p.name)).toEqual(['Asha Verma']);
    const byPhone = await call('GET', `/api/staff/patients?q=${encodeURIComponent('+91 98765 12345')}`, reception.cookie);
    expect(byPhone.body.data.patients).toHaveLength(1);
    const byName = await call('GET', '/api/staff/patients?q=asha', reception.cookie);
    expect(byName.body.data.patients.map((p: { name: string }) => p.name)).toEqual(['Asha Verma']);
    const number = byName.body.data.patients[0].number as string;
    expect(number).toMatch(/^SA-\d{6}$/);
    const byNumber = await call('GET', `/api/staff/patients?q=${number}`, reception.cookie);
    expect(byNumber.body.data.patients[0]).toMatchObject({ id: asha.patient.id, contact: '9876512345' });
    // LIKE wildcards typed at the desk match themselves only.
    expect((await call('GET', '/api/staff/patients?q=%25%25', reception.cookie)).body.data.patients).toEqual([]);

    // The search is the patient register's (decision 0059): a doctor finds only their own patients.
    const doctor = (await env.signInStaff('doctor')).cookie;
    const byDoctor = await call('GET', '/api/staff/patients?q=asha', doctor);
    expect(byDoctor.status).toBe(200);
    expect(byDoctor.body.data.patients).toEqual([]);
    for (const cookie of [asha.cookie, (await env.signInStaff('therapist')).cookie]) {
      expect((await call('GET', '/api/staff/patients?q=asha', cookie)).status).toBe(403);
    }
    for (const cookie of [asha.cookie, doctor, (await env.signInStaff('therapist')).cookie]) {
      expect((await call('POST', '/api/staff/patients', cookie, walkIn())).status).toBe(403);
    }
    expect((await call('GET', '/api/staff/patients?q=asha', '')).status).toBe(401);
  });
});

describe('registering at the desk', () => {
  it('creates the account with the privacy notice recorded as given at the desk, by whom and when', async () => {
    const { reception } = await desk();
    const res = await call('POST', '/api/staff/patients', reception.cookie, walkIn());
    expect(res.status).toBe(201);
    expect(res.body.data.patient).toMatchObject({ name: 'Kamla Devi', contact: '9876543210', age: 62, gender: 'female', locale: 'hi' });
    const [row] = await env.database.db.select().from(patients).where(eq(patients.id, res.body.data.patient.id));
    expect(row).toMatchObject({
      consentMethod: 'desk-read',
      consentRecordedBy: reception.staff.id,
      consentVersion: '2026-11',
      consentAt: env.clock.now,
      email: null,
    });
    const [entry] = await env.database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(entry).toMatchObject({ action: 'patient.registered-at-desk', staffName: 'Suresh' });
  });

  it('takes a date of birth instead of an age, and names each missing or wrong field', async () => {
    const { reception } = await desk();
    const born = await call(
      'POST',
      '/api/staff/patients',
      reception.cookie,
      walkIn({ age: '', dateOfBirth: '1980-11-21', contact: '9876500111' }),
    );
    expect(born.status).toBe(201);
    expect(born.body.data.patient).toMatchObject({ age: 45, dateOfBirth: '1980-11-21' }); // 46 only from 21/11/2026 IST
    const bad = await call('POST', '/api/staff/patients', reception.cookie, {
      name: '',
      contact: '12345',
      age: '',
      gender: 'x',
      locale: 'fr',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: expect.any(String),
      contact: expect.any(String),
      gender: 'Choose the gender.',
      locale: 'Choose the language for messages.',
      privacyNotice: 'Give the patient the privacy notice and say how (read out or shown).',
    });
    const noAge = await call('POST', '/api/staff/patients', reception.cookie, walkIn({ age: '', contact: '9876500112' }));
    expect(noAge.body.errors).toEqual({ age: 'Enter the age or the date of birth.' });
    const future = await call(
      'POST',
      '/api/staff/patients',
      reception.cookie,
      walkIn({ dateOfBirth: '2027-01-01', contact: '9876500113' }),
    );
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual({ dateOfBirth: 'Enter a real date of birth, not in the future.' });
    expect(await env.database.db.select().from(patients)).toHaveLength(1);
  });

  it('answers 409 naming the account when the number already has one', async () => {
    const { reception } = await desk();
    const existing = await env.signInPatient({ name: 'Asha Verma', contact: '9876543210' });
    const res = await call('POST', '/api/staff/patients', reception.cookie, walkIn({ contact: '098765 43210' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This number already has an account (Asha Verma). Book for that patient instead.');
    expect(res.body.patient).toMatchObject({ id: existing.patient.id, name: 'Asha Verma' });
    // Two desks registering the same number at once: one account, the other told which.
    const [a, b] = await Promise.all([
      call('POST', '/api/staff/patients', reception.cookie, walkIn({ contact: '9000000001' })),
      call('POST', '/api/staff/patients', reception.cookie, walkIn({ contact: '9000000001', name: 'Other' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
  });
});

describe('booking at the desk', () => {
  it('books through the booking service: paid at the clinic, the confirmation queued, audited, and seen by the patient who signs in later', async () => {
    const { reception, booking, doctor } = await desk();
    const made = await call('POST', '/api/staff/patients', reception.cookie, walkIn());
    const patientId = made.body.data.patient.id as string;
    const res = await call('POST', '/api/staff/bookings', reception.cookie, { patientId, booking: booking({ payAtClinic: false }) });
    expect(res.status).toBe(201);
    expect(res.body.data.consultation).toMatchObject({ name: 'Kamla Devi', contact: '9876543210', date: NEXT_MONDAY, timeSlot: '10:00' });
    const [row] = await env.database.db.select().from(consultations).where(eq(consultations.patientId, patientId));
    expect(row).toMatchObject({
      doctorId: doctor.id,
      payAtClinic: true,
      paymentStatus: 'pending',
      holdExpiresAt: null,
      locale: 'hi',
      amount: 500,
    });
    const queued = await env.database.db.select().from(jobs);
    // The same booking notice as an online booking, queued with it (an SMS by default).
    expect(queued.filter((j) => j.payload.consultationId === row!.id && j.payload.event === 'booked').length).toBeGreaterThan(0);
    const [entry] = await env.database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(entry).toMatchObject({ action: 'consultation.booked-at-desk', staffName: 'Suresh' });

    await env.deliverNotices();
    expect(env.smsOutbox().filter((m) => m.to === '9876543210').length).toBeGreaterThan(0);

    // The patient signs in later with their number (the real OTP sign-in) and sees the booking.
    const send = await env.app.inject({ method: 'POST', url: '/api/auth/sendOtp', payload: { name: 'Kamla Devi', contact: '9876543210' } });
    expect(send.statusCode).toBe(200);
    const code = env
      .smsOutbox()
      .filter((m) => m.to === '9876543210')
      .at(-1)!
      .body.match(/\b(\d{6})\b/)![1];
    const login = await env.app.inject({ method: 'POST', url: '/api/auth/login', payload: { contact: '9876543210', otp: code } });
    expect(login.statusCode).toBe(200);
    const raw = login.headers['set-cookie'];
    const cookie = (Array.isArray(raw) ? raw : [String(raw)]).find((c) => c.startsWith('authToken='))!.split(';')[0]!;
    const mine = await call('GET', '/api/consultations/all/9876543210', cookie);
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((c: { _id: string }) => c._id)).toEqual([row!.id]);
  });

  it('a registration or booking sent again with its Idempotency-Key (a lost answer) is done once and answered the same', async () => {
    const { reception, booking } = await desk();
    const send = (url: string, body: unknown, key: string) =>
      env.app.inject({ method: 'POST', url, headers: { cookie: reception.cookie, 'idempotency-key': key }, payload: body as object });
    const made = await send('/api/staff/patients', walkIn(), 'desk-register-0001');
    const again = await send('/api/staff/patients', walkIn(), 'desk-register-0001');
    expect([made.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(made.body);
    expect(await env.database.db.select().from(patients).where(eq(patients.contact, '9876543210'))).toHaveLength(1);
    const patientId = made.json().data.patient.id as string;
    const body = { patientId, booking: booking() };
    const [first, second] = [
      await send('/api/staff/bookings', body, 'desk-booking-0001'),
      await send('/api/staff/bookings', body, 'desk-booking-0001'),
    ];
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.body).toBe(first.body);
    expect(await env.database.db.select().from(consultations).where(eq(consultations.patientId, patientId))).toHaveLength(1);
  });

  it('two desks booking the same slot at once: exactly one succeeds, the other gets a clear 409', async () => {
    const { reception, booking } = await desk();
    const admin = await env.signInStaff('admin');
    const one = await env.signInPatient({ name: 'One' });
    const two = await env.signInPatient({ name: 'Two' });
    const results = await Promise.all([
      call('POST', '/api/staff/bookings', reception.cookie, { patientId: one.patient.id, booking: booking() }),
      call('POST', '/api/staff/bookings', admin.cookie, { patientId: two.patient.id, booking: booking() }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('This time slot has just been booked. Please choose another.');
    expect(await env.database.db.select().from(consultations)).toHaveLength(1);
    // And against the patient's own online booking: the same rule.
    const online = await env.signInPatient();
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers: { cookie: online.cookie },
      payload: { ...booking(), name: 'x', contact: online.patient.contact },
    });
    expect(res.statusCode).toBe(409);
  });

  it('refuses a past or closed slot, an unknown patient, and a doctor or patient as the booker', async () => {
    const { reception, booking } = await desk();
    const { patient, cookie } = await env.signInPatient();
    const past = await call('POST', '/api/staff/bookings', reception.cookie, {
      patientId: patient.id,
      booking: booking({ date: '2026-11-20', timeSlot: '10:00' }),
    });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ timeSlot: expect.any(String) });
    const sunday = await call('POST', '/api/staff/bookings', reception.cookie, {
      patientId: patient.id,
      booking: booking({ date: '2026-11-22' }),
    });
    expect(sunday.status).toBe(400);
    const offGrid = await call('POST', '/api/staff/bookings', reception.cookie, {
      patientId: patient.id,
      booking: booking({ timeSlot: '10:10' }),
    });
    expect(offGrid.status).toBe(400);
    const nobody = await call('POST', '/api/staff/bookings', reception.cookie, {
      patientId: '00000000-0000-4000-8000-000000000009',
      booking: booking(),
    });
    expect(nobody.status).toBe(404);
    const noPatient = await call('POST', '/api/staff/bookings', reception.cookie, { booking: booking() });
    expect(noPatient.body.errors).toEqual({ patientId: 'Find or register the patient first.' });
    const doctor = await env.signInStaff('doctor');
    expect((await call('POST', '/api/staff/bookings', doctor.cookie, { patientId: patient.id, booking: booking() })).status).toBe(403);
    expect((await call('POST', '/api/staff/bookings', cookie, { patientId: patient.id, booking: booking() })).status).toBe(403);
    expect(await env.database.db.select().from(consultations)).toHaveLength(0);
  });
});
