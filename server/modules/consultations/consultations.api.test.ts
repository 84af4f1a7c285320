import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slotStart } from '@core/booking/slots';
import { bookingScenario, NEXT_MONDAY } from '../../../tests/helpers/booking-scenario.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { consultations, doctorLeaves } from '@server/db/schema';
import { cancelConsultation, rescheduleConsultation } from './consultations.server';
import { setPaymentOutcome } from '@server/modules/payments/payments.server';
import { DESK_ACTOR } from '../../../tests/helpers/staff-data.ts';

const env = await setupTestApp();

const freeOn = async (doctorId: string, date: string) => {
  const res = await env.app.inject({ method: 'GET', url: `/api/doctors/${doctorId}/availability?from=${date}&to=${date}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.days[0]?.slots as string[];
};

describe('availability', () => {
  it('answers free slots per date in clinic time, without booked, leave and day-off dates', async () => {
    const { doctor, book } = await bookingScenario(env, { doctor: { leaves: ['2026-11-24'] } });
    const { cookie } = await env.signInPatient();
    expect((await book(cookie)).statusCode).toBe(201);
    const res = await env.app.inject({ method: 'GET', url: `/api/doctors/${doctor.id}/availability?from=2026-11-20&to=2026-11-30` });
    const data = res.json().data;
    expect(data).toMatchObject({
      timeZone: 'Asia/Kolkata',
      firstDate: '2026-11-20',
      lastDate: '2027-01-19',
      workingWeekdays: [1, 2, 3, 4, 5, 6],
      leaves: ['2026-11-24'],
    });
    const byDate = Object.fromEntries(data.days.map((d: { date: string; slots: string[] }) => [d.date, d.slots]));
    expect(byDate['2026-11-20']).toEqual(['12:30', '15:00', '15:30', '16:00', '16:30']); // Friday at noon: earlier times are past
    expect(byDate['2026-11-22']).toEqual([]); // Sunday
    expect(byDate['2026-11-23']).not.toContain('10:00'); // booked
    expect(byDate['2026-11-23']).toContain('10:30');
    expect(byDate['2026-11-30']).toContain('10:00'); // next week's Monday 10:00 is free
    expect(byDate['2026-11-24']).toEqual([]); // leave
  });

  it('answers 404 for an unknown doctor and 400 for bad dates, never 500', async () => {
    await bookingScenario(env);
    expect(
      (await env.app.inject({ method: 'GET', url: '/api/doctors/6f1c3b1e-0c4a-4d2e-9a51-1a00000000ff/availability' })).statusCode,
    ).toBe(404);
    expect((await env.app.inject({ method: 'GET', url: '/api/doctors/nope/availability' })).statusCode).toBe(404);
    const bad = await env.app.inject({ method: 'GET', url: '/api/doctors/nope/availability?from=2026-02-30' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/consultations', () => {
  it('books for the signed-in patient and computes the amount from the fee, ignoring client amount and status', async () => {
    const { doctor, book } = await bookingScenario(env);
    const { cookie, patient } = await env.signInPatient({ name: 'Asha Verma', email: 'asha@example.com' });
    const res = await book(cookie, {
      consultationType: 'Specific Treatment',
      amount: 1,
      status: 'completed',
      paymentStatus: 'paid',
      payAtClinic: false,
    });
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('Consultation booked successfully!');
    expect(data).toMatchObject({ contact: patient.contact, amount: 800, status: 'pending', paymentStatus: 'pending', name: 'Asha Verma' });
    expect(data._id).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(data.displayId).toBe(data._id.match(/.{5}/g).join('-'));
    expect(new Date(data.holdExpiresAt).getTime()).toBe(env.clock.now!.getTime() + 30 * 60_000);
    const [row] = await env.database.db.select().from(consultations).where(eq(consultations.id, data._id));
    expect(row).toMatchObject({ amount: 800, doctorId: doctor.id, patientId: patient.id });
  });

  it('requires a signed-in patient and validates with the spec messages', async () => {
    const { book, doctor } = await bookingScenario(env);
    expect((await book('')).statusCode).toBe(401);
    const { cookie } = await env.signInPatient();
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers: { cookie },
      payload: { doctor: { doctorId: doctor.id } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      consultationType: 'Please select a consultation type',
      department: 'Please select a department',
      date: 'Please select a date',
      timeSlot: 'Please select a time slot',
    });
    const followUp = await book(cookie, { consultationType: 'Follow-up' });
    expect(followUp.json().errors).toEqual({ previousConsultationId: 'Please enter previous consultation ID for follow-up' });
    const unknown = await book(cookie, { doctor: { doctorId: '6f1c3b1e-0c4a-4d2e-9a51-1a00000000ff', doctorName: 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Selected doctor not found');
    const tooLong = await book(cookie, { symptoms: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('accepts a Follow-up only with a previous consultation of the same patient', async () => {
    const { book } = await bookingScenario(env);
    const first = await env.signInPatient();
    const other = await env.signInPatient();
    const previous = (await book(first.cookie)).json().data;
    const grouped = previous.displayId.toLowerCase();
    const mine = await book(first.cookie, {
      consultationType: 'Follow-up',
      previousConsultationId: grouped,
      date: '2026-11-30',
      timeSlot: '10:30',
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().data).toMatchObject({ amount: 300, previousConsultationId: previous._id });
    const theirs = await book(other.cookie, { consultationType: 'Follow-up', previousConsultationId: previous._id, timeSlot: '11:00' });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors).toEqual({ previousConsultationId: 'Previous consultation not found. Please check the ID.' });
  });

  it('refuses slots in the past, on leave, on days off, beyond 60 days and times not offered', async () => {
    const { book } = await bookingScenario(env, { doctor: { leaves: ['2026-11-24'] } });
    const { cookie } = await env.signInPatient();
    const cases: [Record<string, string>, string][] = [
      [{ date: '2026-11-20', timeSlot: '10:00' }, 'This time has already passed. Please choose another.'],
      [{ date: '2026-11-24' }, 'The doctor is on leave on this day. Please choose another date.'],
      [{ date: '2026-11-22' }, 'The doctor does not work on this day. Please choose another date.'],
      [{ date: '2027-01-20' }, 'Bookings open up to 60 days ahead. Please choose an earlier date.'],
      [{ timeSlot: '13:30' }, 'The doctor does not offer this time. Please choose another.'],
    ];
    for (const [over, message] of cases) {
      const res = await book(cookie, over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await book(cookie, { date: '2027-01-19' })).statusCode).toBe(201); // the last day of the horizon (a Tuesday)
  });

  it('lets exactly one of 50 concurrent bookings of one slot win; the others get 409', async () => {
    const { book } = await bookingScenario(env);
    const cookies = await Promise.all(Array.from({ length: 50 }, async () => (await env.signInPatient()).cookie));
    const results = await Promise.all(cookies.map((cookie) => book(cookie)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toMatchObject({ success: false, message: 'This time slot has just been booked. Please choose another.' });
    }
    const rows = await env.database.db
      .select()
      .from(consultations)
      .where(and(eq(consultations.date, NEXT_MONDAY), eq(consultations.timeSlot, '10:00')));
    expect(rows).toHaveLength(1);
  });

  it('is decided by the database index even when the check before insert passes (stale availability)', async () => {
    const { doctor } = await bookingScenario(env);
    const { patient } = await env.signInPatient();
    // A row inserted behind the API's back: the pre-check does not see it only if it races; the index still refuses.
    await env.database.db.insert(consultations).values({
      id: 'ZZZZZZZZZZZZZZZZZZZ0',
      patientId: patient.id,
      name: 'x',
      contact: patient.contact,
      doctorId: doctor.id,
      doctorName: doctor.name,
      consultationType: 'General Consultation',
      department: 'Skin & Hair',
      date: NEXT_MONDAY,
      timeSlot: '11:00',
      amount: 500,
    });
    await expect(
      env.database.db.insert(consultations).values({
        id: 'ZZZZZZZZZZZZZZZZZZZ1',
        patientId: patient.id,
        name: 'y',
        contact: patient.contact,
        doctorId: doctor.id,
        doctorName: doctor.name,
        consultationType: 'General Consultation',
        department: 'Skin & Hair',
        date: NEXT_MONDAY,
        timeSlot: '11:00',
        amount: 500,
      }),
    ).rejects.toThrow();
  });

  it('sends an SMS and an e-mail with an .ics invitation in the patient language', async () => {
    const { body } = await bookingScenario(env);
    const { cookie, patient } = await env.signInPatient({ email: 'asha@example.com', locale: 'hi' });
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers: { cookie, 'accept-language': 'hi' },
      payload: body(),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data._id as string;
    expect(env.smsOutbox()).toEqual([]); // queued, sent by the worker
    expect(await env.deliverNotices()).toBe(2);
    const sms = env.smsOutbox().filter((m) => m.to === patient.contact);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.body).toContain('बुक हुआ');
    expect(sms[0]?.body).toContain(`/consultation/${id}`);
    const [mail] = env.emailOutbox();
    expect(mail?.to).toBe('asha@example.com');
    expect(mail?.attachments?.[0]?.filename).toBe('consultation.ics');
    expect(mail?.attachments?.[0]?.content).toContain('DTSTART:20261123T043000Z');
  });
});

describe("a booking's e-mail is the account's (docs/decisions/0033-account-ends-and-sign-in-safety.md)", () => {
  it('an address typed with the booking is never written to nor stored: the mail goes to the profile e-mail', async () => {
    const { body } = await bookingScenario(env);
    const { cookie } = await env.signInPatient({ name: 'Attacker Name', email: 'own@example.com' });
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers: { cookie },
      payload: { ...body(), email: 'victim@example.com' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await env.database.db.select().from(consultations).where(eq(consultations.id, res.json().data._id));
    expect(row?.email).toBe('own@example.com');
    await env.deliverNotices();
    expect(env.emailOutbox().map((m) => m.to)).toEqual(['own@example.com']);
  });

  it('an account without an e-mail gets no booking mail, whatever address the booking names', async () => {
    const { body } = await bookingScenario(env);
    const { cookie } = await env.signInPatient({ name: 'Attacker Name', email: null });
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers: { cookie },
      payload: { ...body(), email: 'victim@example.com' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await env.database.db.select().from(consultations).where(eq(consultations.id, res.json().data._id));
    expect(row?.email).toBeNull();
    await env.deliverNotices();
    expect(env.emailOutbox().filter((m) => m.to === 'victim@example.com')).toEqual([]);
  });
});

describe('cancel and reschedule', () => {
  it('frees the slot on cancel, enforces ownership and the 24-hour rule for patients', async () => {
    const { doctor, book } = await bookingScenario(env);
    const owner = await env.signInPatient();
    const other = await env.signInPatient();
    const id = (await book(owner.cookie)).json().data._id as string;
    await setPaymentOutcome(env.ctx, id, { by: DESK_ACTOR, status: 'paid', method: 'upi' });
    await expect(cancelConsultation(env.ctx, id, { by: { kind: 'patient', patientId: other.patient.id } })).rejects.toMatchObject({
      statusCode: 404,
    });
    env.clock.now = slotStart(NEXT_MONDAY, '09:00'); // one hour before
    await expect(cancelConsultation(env.ctx, id, { by: { kind: 'patient', patientId: owner.patient.id } })).rejects.toMatchObject({
      statusCode: 409,
      message: 'booking.changeTooLate',
    });
    env.clock.now = slotStart('2026-11-22', '10:00'); // exactly 24 h before
    const cancelled = await cancelConsultation(env.ctx, id, {
      by: { kind: 'patient', patientId: owner.patient.id },
      reason: 'feeling better',
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'feeling better' });
    expect(await freeOn(doctor.id, NEXT_MONDAY)).toContain('10:00');
    await expect(cancelConsultation(env.ctx, id, { by: { kind: 'patient', patientId: owner.patient.id } })).rejects.toMatchObject({
      statusCode: 409,
    });
    await env.deliverNotices();
    expect(env.smsOutbox().some((m) => m.body.includes('cancelled'))).toBe(true);
  });

  it('moves to another free slot atomically and refuses a taken one with 409', async () => {
    const { doctor, book } = await bookingScenario(env);
    const a = await env.signInPatient();
    const b = await env.signInPatient();
    const id = (await book(a.cookie, { payAtClinic: true })).json().data._id as string;
    expect((await book(b.cookie, { timeSlot: '11:00' })).statusCode).toBe(201);
    await expect(
      rescheduleConsultation(env.ctx, id, { date: NEXT_MONDAY, timeSlot: '11:00', by: { kind: 'patient', patientId: a.patient.id } }),
    ).rejects.toMatchObject({ statusCode: 409, message: 'booking.slotTaken' });
    const moved = await rescheduleConsultation(env.ctx, id, {
      date: '2026-11-30',
      timeSlot: '10:00',
      by: { kind: 'patient', patientId: a.patient.id },
    });
    expect(moved).toMatchObject({ date: '2026-11-30', timeSlot: '10:00', status: 'pending' });
    expect(await freeOn(doctor.id, NEXT_MONDAY)).toContain('10:00');
    expect(await freeOn(doctor.id, '2026-11-30')).not.toContain('10:00');
    await expect(
      rescheduleConsultation(env.ctx, id, { date: '2026-11-29', timeSlot: '10:00', by: { kind: 'patient', patientId: a.patient.id } }),
    ).rejects.toMatchObject({ statusCode: 400 });
    // Staff may change inside 24 hours.
    env.clock.now = slotStart('2026-11-30', '08:00');
    const byStaff = await rescheduleConsultation(env.ctx, id, { date: '2026-11-30', timeSlot: '12:30', by: DESK_ACTOR });
    expect(byStaff.timeSlot).toBe('12:30');
  });

  it('treats a leave added after booking as not bookable for new bookings', async () => {
    const { doctor, book } = await bookingScenario(env);
    const { cookie } = await env.signInPatient();
    await env.database.db.insert(doctorLeaves).values({ doctorId: doctor.id, date: '2026-11-25' });
    expect((await book(cookie, { date: '2026-11-25' })).statusCode).toBe(400);
  });
});

describe('rate limit', () => {
  it('limits bookings per patient: the 11th attempt in 10 minutes gets 429', async () => {
    const { book } = await bookingScenario(env);
    const { cookie } = await env.signInPatient();
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await book(cookie, { timeSlot: '09:00' })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
    // Another patient is not affected.
    expect((await book((await env.signInPatient()).cookie)).statusCode).toBe(201);
  });
});
