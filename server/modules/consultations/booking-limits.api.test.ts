/**
 * Slot hoarding (core/booking/booking-limits.ts) through the real API: bursts of parallel bookings
 * by one account, claims without a UTR, paying at the clinic as a new and a returning patient.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slotStart } from '@core/booking/slots';
import { bookingScenario, NEXT_MONDAY } from '../../../tests/helpers/booking-scenario.ts';
import { insertConsultation } from '../../../tests/helpers/consultation-rows.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { consultations } from '@server/db/schema';
import { jobHandlers } from '@server/jobs/handlers';
import { runDueJobs } from '@server/jobs/queue';
import { setPaymentOutcome } from '@server/modules/payments/payments.server';
import { DESK_ACTOR } from '../../../tests/helpers/staff-data.ts';

const env = await setupTestApp();

const MONDAY_SLOTS = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '15:00', '15:30', '16:00', '16:30'];
// Six: the per-patient rate limit (10 bookings in 10 minutes) leaves room for the steps after the burst.
const DATES = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];

const freeOn = async (doctorId: string, date: string) =>
  (await env.app.inject({ method: 'GET', url: `/api/doctors/${doctorId}/availability?from=${date}&to=${date}` })).json().data.days[0]
    ?.slots as string[];

describe('slot hoarding', () => {
  it("a burst of one account on a doctor's day books one slot; the others are refused with the rule", async () => {
    const { doctor, book } = await bookingScenario(env);
    const { cookie } = await env.signInPatient();
    const answers = await Promise.all(MONDAY_SLOTS.map((timeSlot) => book(cookie, { timeSlot })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...MONDAY_SLOTS.slice(1).map(() => 409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        success: false,
        rule: 'same-doctor-day',
        message: 'You already have a booking with this doctor on this day. Please choose another date.',
      });
    }
    expect(await freeOn(doctor.id, NEXT_MONDAY)).toHaveLength(MONDAY_SLOTS.length - 1);
  });

  it('a burst across days and doctors holds at most 2 unpaid bookings, in both languages', async () => {
    const { book, doctor } = await bookingScenario(env);
    const { cookie, patient } = await env.signInPatient();
    const answers = await Promise.all(DATES.map((date) => book(cookie, { date })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(DATES.length - 2);
    for (const r of refused)
      expect(r.json()).toMatchObject({
        success: false,
        rule: 'unpaid-limit',
        message: 'You already have 2 bookings that are not paid yet. Please pay for one of them or cancel it before booking another.',
      });
    const hindi = await env.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers: { cookie, 'accept-language': 'hi' },
      payload: { ...(await bookingBody(doctor)), date: '2026-12-02' },
    });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toBe('आपकी 2 बुकिंग का भुगतान अभी बाकी है। नई बुकिंग से पहले उनमें से किसी एक का भुगतान करें या उसे रद्द करें।');
    const rows = await env.database.db.select().from(consultations).where(eq(consultations.patientId, patient.id));
    expect(rows).toHaveLength(2);

    // Paying one (verified) makes room for another; a claim awaiting verification does not.
    const [first, second] = answers.filter((a) => a.statusCode === 201).map((a) => a.json().data._id as string);
    await env.app.inject({ method: 'POST', url: `/api/payments/${second}/claim`, headers: { cookie }, payload: { utr: '412345678901' } });
    expect((await book(cookie, { date: '2026-12-03' })).statusCode).toBe(409);
    await setPaymentOutcome(env.ctx, first!, { by: DESK_ACTOR, status: 'paid', method: 'upi' });
    expect((await book(cookie, { date: '2026-12-03' })).statusCode).toBe(201);
    // Another patient is not affected.
    expect((await book((await env.signInPatient()).cookie, { date: '2026-12-03', timeSlot: '11:00' })).statusCode).toBe(201);
  });

  it('a run-out hold no longer counts, and a patient cannot move a booking onto a day they have with the doctor', async () => {
    const { book } = await bookingScenario(env);
    const { cookie } = await env.signInPatient();
    const a = (await book(cookie, { date: '2026-11-23' })).json().data._id as string;
    expect((await book(cookie, { date: '2026-11-24' })).statusCode).toBe(201);
    expect((await book(cookie, { date: '2026-11-25' })).statusCode).toBe(409);
    env.clock.now = new Date(env.clock.now!.getTime() + 31 * 60_000); // both holds ran out
    const c = await book(cookie, { date: '2026-11-25' });
    expect(c.statusCode).toBe(201);
    await setPaymentOutcome(env.ctx, c.json().data._id, { by: DESK_ACTOR, status: 'paid', method: 'upi' });
    const d = (await book(cookie, { date: '2026-11-26' })).json().data._id as string;
    await setPaymentOutcome(env.ctx, d, { by: DESK_ACTOR, status: 'paid', method: 'upi' });
    const moved = await env.app.inject({
      method: 'POST',
      url: `/api/consultations/${d}/reschedule`,
      headers: { cookie },
      payload: { date: '2026-11-25', timeSlot: '15:00' },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe('You already have a booking with this doctor on this day. Please choose another date.');
    expect(a).toBeTruthy();
  });

  it('a claim without a UTR keeps the 30-minute hold; adding the UTR ends it', async () => {
    const { book, doctor } = await bookingScenario(env);
    const { cookie } = await env.signInPatient();
    const booked = (await book(cookie)).json().data as { _id: string; holdExpiresAt: string };
    const claim = (utr?: string) =>
      env.app.inject({ method: 'POST', url: `/api/payments/${booked._id}/claim`, headers: { cookie }, payload: utr ? { utr } : {} });
    const bare = await claim();
    expect(bare.statusCode).toBe(200);
    expect(bare.json().data).toMatchObject({ paymentStatus: 'submitted', paymentUtr: null, holdExpiresAt: booked.holdExpiresAt });
    expect(bare.json().message).toBe(
      'Payment noted. Without the UTR your slot is held only until 12:30 PM: add the 12-digit UTR from your UPI app to keep it.',
    );
    const withUtr = await claim('4123 4567 8901');
    expect(withUtr.statusCode).toBe(200);
    expect(withUtr.json()).toMatchObject({
      message: 'Payment completed! We will verify your payment and get back to you.',
      data: { paymentUtr: '412345678901', holdExpiresAt: null },
    });

    // Without the UTR the hold runs out: the slot is offered again and the booking is released.
    const other = (await book(cookie, { date: '2026-11-24' })).json().data._id as string;
    await env.app.inject({ method: 'POST', url: `/api/payments/${other}/claim`, headers: { cookie }, payload: {} });
    env.clock.now = new Date(env.clock.now!.getTime() + 31 * 60_000);
    expect(await freeOn(doctor.id, '2026-11-24')).toContain('10:00');
    await runDueJobs(env.ctx, jobHandlers);
    const [released] = await env.database.db.select().from(consultations).where(eq(consultations.id, other));
    expect(released).toMatchObject({ status: 'cancelled', cancelReason: 'unpaid' });
  });

  it("pay at the clinic: a new patient's booking waits for the clinic's call; a returning patient's stops the hold", async () => {
    const { book, doctor } = await bookingScenario(env);
    const newcomer = await env.signInPatient();
    const id = (await book(newcomer.cookie)).json().data._id as string;
    const chosen = await env.app.inject({ method: 'POST', url: `/api/payments/${id}/pay-at-clinic`, headers: { cookie: newcomer.cookie } });
    expect(chosen.statusCode).toBe(200);
    const deadline = new Date(slotStart(NEXT_MONDAY, '10:00').getTime() - 3 * 3_600_000).toISOString();
    expect(chosen.json().data).toMatchObject({ payAtClinic: true, holdExpiresAt: deadline });
    expect(chosen.json().message).toBe(
      'We will call you to confirm this booking. If we cannot reach you by 7:00 AM on 23 Nov 2026, the slot is released; paying by UPI now keeps it without a call.',
    );
    // Reception confirms after the call: the hold ends.
    const reception = await env.signInStaff('reception');
    expect(
      (
        await env.app.inject({
          method: 'PATCH',
          url: `/api/consultations/${id}/status`,
          headers: { cookie: reception.cookie },
          payload: { status: 'confirmed' },
        })
      ).statusCode,
    ).toBe(200);
    const [confirmed] = await env.database.db.select().from(consultations).where(eq(consultations.id, id));
    expect(confirmed?.holdExpiresAt).toBeNull();

    // Unconfirmed, it is released at the deadline.
    const later = (await book(newcomer.cookie, { payAtClinic: true, date: '2026-11-24' })).json().data;
    expect(later.holdExpiresAt).toBe(new Date(slotStart('2026-11-24', '10:00').getTime() - 3 * 3_600_000).toISOString());
    env.clock.now = new Date(later.holdExpiresAt);
    expect(await freeOn(doctor.id, '2026-11-24')).toContain('10:00');
    env.clock.now = new Date('2026-11-20T07:00:00Z');

    // Moved by the patient, the call's deadline follows the new slot.
    const movedLater = await env.app.inject({
      method: 'POST',
      url: `/api/consultations/${later._id}/reschedule`,
      headers: { cookie: newcomer.cookie },
      payload: { date: '2026-11-21', timeSlot: '15:00' },
    });
    expect(movedLater.statusCode).toBe(200);
    const [afterMove] = await env.database.db.select().from(consultations).where(eq(consultations.id, later._id));
    expect(afterMove?.holdExpiresAt?.toISOString()).toBe(
      new Date(slotStart('2026-11-21', '15:00').getTime() - 3 * 3_600_000).toISOString(),
    );

    // A returning patient (a completed visit before) pays at the clinic without a hold.
    env.clock.now = slotStart('2026-11-20', '12:00');
    const returning = await env.signInPatient();
    await insertConsultation(env.database.db, { doctor, patient: returning.patient, date: '2026-10-05', status: 'completed' });
    const theirs = await book(returning.cookie, { payAtClinic: true, timeSlot: '11:00' });
    expect(theirs.json().data).toMatchObject({ payAtClinic: true, holdExpiresAt: null });
  });
});

async function bookingBody(doctor: { id: string; name: string }) {
  return {
    doctor: { doctorName: doctor.name, doctorId: doctor.id },
    consultationType: 'General Consultation',
    department: 'Skin & Hair',
    date: NEXT_MONDAY,
    timeSlot: '10:00',
    symptoms: 'Itching',
    mode: 'offline',
  };
}
