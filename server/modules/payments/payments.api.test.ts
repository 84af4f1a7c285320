import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingScenario, NEXT_MONDAY } from '../../../tests/helpers/booking-scenario.ts';
import { decodeQrDataUrl } from '../../../tests/helpers/decode-qr.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { consultations } from '../../db/schema.ts';
import { setPaymentOutcome } from './payments.server.ts';

const env = await setupTestApp();

async function booked(over: Record<string, unknown> = {}) {
  const scenario = await bookingScenario(env);
  const owner = await env.signInPatient();
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

  it('is for the owner or staff only; a mismatched note is 404', async () => {
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
    for (const bad of [`9999999999_${data._id}`, `${data.contact}_${'0'.repeat(20)}`, 'nonsense', `${data.contact}_${data._id}x`]) {
      expect((await get(`/api/generate-qr/${encodeURIComponent(bad)}`, cookie)).statusCode).toBe(404);
    }
  });
});

describe('claiming, paying at the clinic and cancelling', () => {
  it('records the claim with a UTR (pending -> submitted); other patients get 404', async () => {
    const { owner, data } = await booked();
    const other = await env.signInPatient();
    const claim = (cookie: string, utr?: string) =>
      env.app.inject({ method: 'POST', url: `/api/payments/${data._id}/claim`, headers: { cookie }, payload: utr === undefined ? {} : { utr } });
    expect((await claim(other.cookie, '123456789012')).statusCode).toBe(404);
    const bad = await claim(owner.cookie, '12345');
    expect(bad.statusCode).toBe(400);
    const res = await claim(owner.cookie, '1234 5678 9012');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Payment completed! We will verify your payment and get back to you.', data: { paymentStatus: 'submitted', paymentUtr: '123456789012', holdExpiresAt: null } });
  });

  it('cancels an unpaid booking from the payment screen so the slot is free; other patients get 404', async () => {
    const { owner, data, doctor } = await booked();
    const other = await env.signInPatient();
    const cancel = (cookie: string) => env.app.inject({ method: 'POST', url: `/api/payments/${data._id}/cancel`, headers: { cookie }, payload: {} });
    expect((await cancel(other.cookie)).statusCode).toBe(404);
    const res = await cancel(owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    // A cancelled booking gets no QR any more.
    const qr = await env.app.inject({ method: 'GET', url: `/api/generate-qr/${data.contact}_${data._id}`, headers: { cookie: owner.cookie } });
    expect(qr.statusCode).toBe(409);
    const slots = await env.app.inject({ method: 'GET', url: `/api/doctors/${doctor.id}/availability?from=${NEXT_MONDAY}&to=${NEXT_MONDAY}` });
    expect(slots.json().data.days[0].slots).toContain('10:00');
  });

  it('pay at clinic is for in-person bookings and stops the hold', async () => {
    const { owner, data } = await booked();
    const res = await env.app.inject({ method: 'POST', url: `/api/payments/${data._id}/pay-at-clinic`, headers: { cookie: owner.cookie } });
    expect(res.json().data).toMatchObject({ payAtClinic: true, holdExpiresAt: null });
    const online = await booked({ mode: 'online', timeSlot: '10:30' });
    const refused = await env.app.inject({ method: 'POST', url: `/api/payments/${online.data._id}/pay-at-clinic`, headers: { cookie: online.owner.cookie } });
    expect(refused.statusCode).toBe(409);
  });

  it('staff confirmation marks it paid and tells the patient', async () => {
    const { data, owner } = await booked();
    const row = await setPaymentOutcome(env.ctx, data._id, { by: { kind: 'staff', staffId: 'x' }, status: 'paid', method: 'clinic-upi' });
    expect(row).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });
    await env.deliverNotices();
    expect(env.smsOutbox().filter((m) => m.to === owner.patient.contact).map((m) => m.body).join('\n')).toContain('payment of Rs 500 received');
  });
});
