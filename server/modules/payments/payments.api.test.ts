import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingScenario, NEXT_MONDAY } from '../../../tests/helpers/booking-scenario.ts';
import { decodeQrDataUrl } from '../../../tests/helpers/decode-qr.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { consultations } from '@server/db/schema';
import { setPaymentOutcome } from './payments.server';
import { DESK_ACTOR } from '../../../tests/helpers/staff-data.ts';

const env = await setupTestApp();

async function booked(over: Record<string, unknown> = {}, account: Parameters<typeof env.signInPatient>[0] = {}) {
  const scenario = await bookingScenario(env);
  const owner = await env.signInPatient(account);
  const res = await scenario.book(owner.cookie, over);
  expect(res.statusCode).toBe(201);
  const data = res.json().data as { _id: string; contact: string; amount: number };
  return { ...scenario, owner, data, note: `${data.contact}_${data._id}` };
}

describe('GET /api/generate-qr/:contactNote', () => {
  it('answers a PNG QR of the exact UPI URI with the real amount', async () => {
    const { owner, data, note } = await booked({ consultationType: 'Specific Treatment' });
    const res = await env.app.inject({ method: 'GET', url: `/api/generate-qr/${note}`, headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
    const { qrCodeData, upiUri, amount } = res.json().data;
    expect(amount).toBe(800);
    expect(qrCodeData).toMatch(/^data:image\/png;base64,/);
    const expected = `upi://pay?pa=saronaayurveda%40upi&pn=Sarona%20Ayurveda&am=800.00&cu=INR&tn=Consultation%20${data._id.match(/.{5}/g)?.join('-')}&tr=${data._id}`;
    expect(upiUri).toBe(expected);
    expect(decodeQrDataUrl(qrCodeData)).toBe(expected);
  });

  it('is for the owner or staff only; a malformed reference is 404', async () => {
    const { data, note } = await booked();
    const other = await env.signInPatient();
    const staff = await env.signInStaff('reception');
    const get = (url: string, cookie?: string) => env.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect((await get(`/api/generate-qr/${note}`)).statusCode).toBe(401);
    expect((await get(`/api/generate-qr/${note}`, other.cookie)).statusCode).toBe(404);
    expect((await get(`/api/generate-qr/${note}`, staff.cookie)).statusCode).toBe(200);
    const { owner } = { owner: await env.database.db.select().from(consultations).where(eq(consultations.id, data._id)) };
    expect(owner).toHaveLength(1);
    const cookie = (await env.signInPatient()).cookie;
    for (const bad of [
      `${data.contact}_${'0'.repeat(20)}`,
      'nonsense',
      `${data.contact}_${data._id}x`,
      `${data.contact}_`,
      `_${data._id}`,
      `12345_${data._id}`,
    ]) {
      expect((await get(`/api/generate-qr/${encodeURIComponent(bad)}`, cookie)).statusCode).toBe(404);
    }
  });
});

describe('payment links without the phone number', () => {
  it('answers the QR for the consultation id alone, and an old <contact>_<id> link by id and owner, not by the number', async () => {
    const { owner, data } = await booked();
    const get = (ref: string, cookie: string) => env.app.inject({ method: 'GET', url: `/api/generate-qr/${ref}`, headers: { cookie } });
    expect((await get(data._id, owner.cookie)).statusCode).toBe(200);
    expect((await get(data._id.match(/.{5}/g)?.join('-') ?? '', owner.cookie)).statusCode).toBe(200);
    const stranger = await env.signInPatient();
    expect((await get(data._id, stranger.cookie)).statusCode).toBe(404);
    // An old link keeps working for its owner after they moved to a new number.
    await env.database.db.update(consultations).set({ contact: '9811199999' }).where(eq(consultations.id, data._id));
    expect((await get(`${data.contact}_${data._id}`, owner.cookie)).statusCode).toBe(200);
    expect((await get(`${data.contact}_${data._id}`, stranger.cookie)).statusCode).toBe(404);
  });

  it('sends the payment link of a booking as /payment/<id>, without the number', async () => {
    // The booking's mail goes to the account's address (decision 0033).
    const { data } = await booked({}, { email: 'payer@example.com' });
    await env.deliverNotices();
    const mail = env
      .emailOutbox()
      .filter((m) => m.to === 'payer@example.com')
      .at(-1);
    expect(mail?.text).toContain(`/payment/${data._id}`);
    expect(mail?.text).not.toContain(data.contact);
  });
});

describe('claiming, paying at the clinic and cancelling', () => {
  it('records the claim with a UTR (pending -> submitted); other patients get 404', async () => {
    const { owner, data } = await booked();
    const other = await env.signInPatient();
    const claim = (cookie: string, utr?: string) =>
      env.app.inject({
        method: 'POST',
        url: `/api/payments/${data._id}/claim`,
        headers: { cookie },
        payload: utr === undefined ? {} : { utr },
      });
    expect((await claim(other.cookie, '123456789012')).statusCode).toBe(404);
    const bad = await claim(owner.cookie, '12345');
    expect(bad.statusCode).toBe(400);
    const res = await claim(owner.cookie, '1234 5678 9012');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Payment completed! We will verify your payment and get back to you.',
      data: { paymentStatus: 'submitted', paymentUtr: '123456789012', holdExpiresAt: null },
    });
  });

  it("cancels an unpaid booking from the payment screen (the one cancellation path) so the slot is free; other patients can't", async () => {
    const { owner, data, doctor } = await booked();
    const other = await env.signInPatient();
    const cancel = (cookie: string) =>
      env.app.inject({ method: 'POST', url: `/api/consultations/${data._id}/cancel`, headers: { cookie }, payload: {} });
    expect((await cancel(other.cookie)).statusCode).toBe(403);
    const res = await cancel(owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    // A cancelled booking gets no QR any more.
    const qr = await env.app.inject({
      method: 'GET',
      url: `/api/generate-qr/${data.contact}_${data._id}`,
      headers: { cookie: owner.cookie },
    });
    expect(qr.statusCode).toBe(409);
    const slots = await env.app.inject({
      method: 'GET',
      url: `/api/doctors/${doctor.id}/availability?from=${NEXT_MONDAY}&to=${NEXT_MONDAY}`,
    });
    expect(slots.json().data.days[0].slots).toContain('10:00');
  });

  it('pay at clinic is for in-person bookings and stops the hold of a returning patient', async () => {
    const { owner, data, doctor } = await booked();
    // A completed visit before (a new patient's booking waits for a call: booking-limits.api.test.ts).
    await env.database.db.insert(consultations).values({
      id: 'ZZZZZZZZZZZZZZZZZZZ2',
      patientId: owner.patient.id,
      name: 'x',
      contact: owner.patient.contact,
      doctorId: doctor.id,
      doctorName: doctor.name,
      consultationType: 'General Consultation',
      department: 'Skin & Hair',
      date: '2026-10-05',
      timeSlot: '10:00',
      amount: 500,
      status: 'completed',
    });
    const res = await env.app.inject({ method: 'POST', url: `/api/payments/${data._id}/pay-at-clinic`, headers: { cookie: owner.cookie } });
    expect(res.json().data).toMatchObject({ payAtClinic: true, holdExpiresAt: null });
    const online = await booked({ mode: 'online', timeSlot: '10:30' });
    const refused = await env.app.inject({
      method: 'POST',
      url: `/api/payments/${online.data._id}/pay-at-clinic`,
      headers: { cookie: online.owner.cookie },
    });
    expect(refused.statusCode).toBe(409);
  });

  it('staff confirmation marks it paid and tells the patient', async () => {
    const { data, owner } = await booked();
    const row = await setPaymentOutcome(env.ctx, data._id, { by: DESK_ACTOR, status: 'paid', method: 'clinic-upi' });
    expect(row).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });
    await env.deliverNotices();
    expect(
      env
        .smsOutbox()
        .filter((m) => m.to === owner.patient.contact)
        .map((m) => m.body)
        .join('\n'),
    ).toContain('payment of Rs 500 received');
  });
});

describe('a UTR names one payment across the clinic', () => {
  const claim = (id: string, cookie: string, utr: string) =>
    env.app.inject({ method: 'POST', url: `/api/payments/${id}/claim`, headers: { cookie }, payload: { utr } });
  const markPaid = (id: string, cookie: string, utr?: string) =>
    env.app.inject({
      method: 'POST',
      url: `/api/staff/consultations/${id}/payment`,
      headers: { cookie },
      payload: { kind: 'mark-paid', ...(utr ? { utr } : {}) },
    });

  it('refuses a second claim with the same UTR, on another patient or the same one, in both languages', async () => {
    const { book } = await bookingScenario(env);
    const asha = await env.signInPatient();
    const ravi = await env.signInPatient();
    const first = (await book(asha.cookie)).json().data._id as string;
    const second = (await book(ravi.cookie, { timeSlot: '10:30' })).json().data._id as string;
    const third = (await book(asha.cookie, { date: '2026-11-24' })).json().data._id as string;
    expect((await claim(first, asha.cookie, '412345678901')).statusCode).toBe(200);
    const again = await claim(second, ravi.cookie, '4123 4567 8901');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      message:
        'This UTR has already been given for another payment. Check the 12-digit number in your UPI app; if it is right, please call the clinic on +91 98765 43210.',
    });
    const hindi = await env.app.inject({
      method: 'POST',
      url: `/api/payments/${third}/claim`,
      headers: { cookie: asha.cookie, 'accept-language': 'hi' },
      payload: { utr: '412345678901' },
    });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toContain('यह UTR');
    const rows = await env.database.db.select().from(consultations);
    expect(rows.filter((r) => r.paymentUtr === '412345678901').map((r) => r.id)).toEqual([first]);
    expect(rows.find((r) => r.id === second)).toMatchObject({ paymentStatus: 'pending', paymentUtr: null });

    // Reception cannot mark another booking paid with it either, and is told where it is.
    const reception = await env.signInStaff('reception');
    const refused = await markPaid(second, reception.cookie, '412345678901');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `The reference 412345678901 is already recorded on consultation ${first.match(/.{5}/g)?.join('-')}. One payment pays for one thing only: check the bank statement.`,
    );
    expect((await markPaid(first, reception.cookie)).statusCode).toBe(200);
  });

  it('lets exactly one of parallel claims with one UTR pass', async () => {
    const { book } = await bookingScenario(env);
    const times = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '15:00', '15:30'];
    const booked = await Promise.all(
      times.map(async (timeSlot) => {
        const { cookie } = await env.signInPatient();
        const res = await book(cookie, { timeSlot });
        expect(res.statusCode).toBe(201);
        return { id: res.json().data._id as string, cookie };
      }),
    );
    const answers = await Promise.all(booked.map((b) => claim(b.id, b.cookie, '598765432109')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...times.slice(1).map(() => 409)]);
    const rows = await env.database.db.select().from(consultations).where(eq(consultations.paymentUtr, '598765432109'));
    expect(rows).toHaveLength(1);
  });

  it('is refused by the database itself, and freed when reception marks that claim failed', async () => {
    const { book } = await bookingScenario(env);
    const a = await env.signInPatient();
    const b = await env.signInPatient();
    const first = (await book(a.cookie)).json().data._id as string;
    const second = (await book(b.cookie, { timeSlot: '10:30' })).json().data._id as string;
    await env.database.db.update(consultations).set({ paymentUtr: '711111111111' }).where(eq(consultations.id, first));
    await expect(
      env.database.db.update(consultations).set({ paymentUtr: '711111111111' }).where(eq(consultations.id, second)),
    ).rejects.toThrow();
    // The patient mistyped: no money came under it for this booking, so the number is free again.
    await env.database.db.update(consultations).set({ paymentStatus: 'submitted' }).where(eq(consultations.id, first));
    const reception = await env.signInStaff('reception');
    const failed = await env.app.inject({
      method: 'POST',
      url: `/api/staff/consultations/${first}/payment`,
      headers: { cookie: reception.cookie },
      payload: { kind: 'mark-failed' },
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data.consultation).toMatchObject({ paymentStatus: 'failed', paymentUtr: null });
    expect((await claim(second, b.cookie, '711111111111')).statusCode).toBe(200);
  });
});
