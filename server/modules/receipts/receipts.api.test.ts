import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingScenario } from '../../../tests/helpers/booking-scenario.ts';
import { paymentsExport } from '../../../tests/helpers/payments-export.ts';
import { pdfText } from '../../../tests/helpers/pdf.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { formatConsultationId } from '@core/booking/consultation-id';
import { consultations } from '@server/db/schema';

const env = await setupTestApp();

async function paidBooking() {
  const scenario = await bookingScenario(env);
  const owner = await env.signInPatient({ name: 'Asha Verma' });
  const booked = await scenario.book(owner.cookie);
  expect(booked.statusCode).toBe(201);
  const id = booked.json().data._id as string;
  const reception = await env.signInStaff('reception', { name: 'Suresh' });
  return { ...scenario, owner, id, reception };
}

const get = (url: string, headers: Record<string, string> = {}) => env.app.inject({ method: 'GET', url, headers });
const markPaid = (id: string, cookie: string) =>
  env.app.inject({
    method: 'POST',
    url: `/api/staff/consultations/${id}/payment`,
    headers: { cookie },
    payload: { kind: 'mark-paid', utr: '412345678901' },
  });

describe('GET /api/consultations/:id/receipt', () => {
  it('is refused with a clear 409 before payment, then gives the owner the PDF (attachment, no-store)', async () => {
    const { owner, id, reception } = await paidBooking();
    const early = await get(`/api/consultations/${id}/receipt`, { cookie: owner.cookie });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, message: expect.stringContaining('not paid yet') });
    const hindi = await get(`/api/consultations/${id}/receipt`, { cookie: owner.cookie, 'accept-language': 'hi' });
    expect(hindi.json().message).toContain('भुगतान अभी नहीं हुआ');

    expect((await markPaid(id, reception.cookie)).statusCode).toBe(200);
    const res = await get(`/api/consultations/${id}/receipt`, { cookie: owner.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="receipt-SA-2026-27-000001.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = pdfText(res.rawPayload).replace(/[ \t]+/g, ' ');
    expect(text).toContain('SA/2026-27/000001');
    expect(text).toContain('Asha Verma');
    expect(text).toContain('UTR 412345678901');
    expect(text).toContain('Rupees Five Hundred Only');
  });

  it("is 404 for someone else's consultation and for a doctor not its own; 401 signed out; staff in scope reprint it", async () => {
    const { id, reception, doctor } = await paidBooking();
    await markPaid(id, reception.cookie);
    const stranger = await env.signInPatient();
    const ownDoctor = await env.signInStaff('doctor', { doctorId: doctor.id });
    const otherDoctor = await env.signInStaff('doctor', { doctorId: null });
    const admin = await env.signInStaff('admin');
    const status = async (cookie?: string) => (await get(`/api/consultations/${id}/receipt`, cookie ? { cookie } : {})).statusCode;
    expect(await status()).toBe(401);
    expect(await status(stranger.cookie)).toBe(404);
    expect(await status(otherDoctor.cookie)).toBe(404);
    expect(await status(ownDoctor.cookie)).toBe(200);
    expect(await status(reception.cookie)).toBe(200);
    expect(await status(admin.cookie)).toBe(200);
    expect((await get('/api/consultations/00000000000000000000/receipt', { cookie: admin.cookie })).statusCode).toBe(404);
    // Reprinting gives the same receipt: no new number.
    const again = await get(`/api/consultations/${id}/receipt`, { cookie: admin.cookie });
    expect(again.headers['content-disposition']).toContain('SA-2026-27-000001');
  });

  it('says a paid consultation without a receipt (a free one) has none: 404 with the reason', async () => {
    const { owner, id } = await paidBooking();
    await env.database.db.update(consultations).set({ paymentStatus: 'paid', amount: 0 }).where(eq(consultations.id, id));
    const res = await get(`/api/consultations/${id}/receipt`, { cookie: owner.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('no receipt');
  });
});

describe("the desk's list of receipts (the payments export; decision 0044)", () => {
  it('lists the receipts issued in a date range (clinic dates) for the desk; doctors and patients are refused; bad ranges are 400', async () => {
    const { id, reception, owner } = await paidBooking();
    await markPaid(id, reception.cookie);
    const list = await paymentsExport(env, reception.cookie, { from: '2026-11-20', to: '2026-11-20' });
    expect(list.status).toBe(200);
    // for, id, patient, amount, mode, reference, receipt
    expect(list.rows.map((r) => [r[2], r[3], r[4], r[7], r[8], r[9], r[10]])).toEqual([
      ['Consultation', formatConsultationId(id), 'Asha Verma', '500', 'UPI', '="412345678901"', 'SA/2026-27/000001'],
    ]);
    expect((await paymentsExport(env, reception.cookie, { from: '2026-11-21', to: '2026-11-30' })).rows).toEqual([]);
    const doctor = await env.signInStaff('doctor');
    expect((await paymentsExport(env, doctor.cookie, { from: '2026-11-20', to: '2026-11-20' })).status).toBe(403);
    expect((await paymentsExport(env, owner.cookie, { from: '2026-11-20', to: '2026-11-20' })).status).toBe(403);
    const bad = [
      { from: '2026-11-21', to: '2026-11-20' },
      { from: '2025-01-01', to: '2026-12-31' },
      { from: 'nonsense', to: '2026-11-20' },
      {},
    ];
    for (const range of bad) expect((await paymentsExport(env, reception.cookie, range)).status).toBe(400);
  });
});
