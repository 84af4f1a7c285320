/**
 * A programme's final bill (decision 0067): sessions as delivered (done, partly, missed, to come),
 * price, discount, the deposit and balance payments with their receipts, the balance or refund due;
 * for its patient and staff who reach the programme (anyone else 404); the PDF in the programme's
 * language or the one asked, read back with pdftotext. The "deposit received" notice is queued once.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slotStart } from '@core/booking/slots';
import { setupTestApp } from '../../../../tests/helpers/test-app.ts';
import { medicineItem, registerClinicForGst } from '../../../../tests/helpers/dispensary.ts';
import { pdfText, pdfToPng } from '../../../../tests/helpers/pdf.ts';
import { createDoctor } from '../../../db/factories.ts';
import { createRoom, createTherapist, ensureTherapySettings } from '../../../db/programme-factories.ts';
import { createPatientProgramme } from '../../../db/patient-programme-factories.ts';
import { jobs, programmes, therapySessions } from '../../../db/schema/index.ts';
import { jobHandlers } from '../../../jobs/handlers.ts';
import { runDueJobs } from '../../../jobs/queue.ts';
import { bookSession } from '../sessions/sessions.server.ts';

const env = await setupTestApp();
const db = () => env.database.db;
const day = (n: number, hhmm: string) => slotStart(`2026-12-0${n}`, hhmm);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(cookie: string, method: 'GET' | 'POST', url: string, body?: unknown, lang = 'en') {
  const res = await env.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': lang, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  const json = res.headers['content-type']?.toString().includes('json') ? (res.json() as Json) : {};
  return { status: res.statusCode, json, raw: res.rawPayload, headers: res.headers };
}

const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

/** A programme of 3 days (4 sessions), its deposit confirmed and part of its balance paid; days 1-2 over. */
async function scenario(locale: 'en' | 'hi' = 'en') {
  env.clock.now = new Date('2026-11-30T04:00:00Z');
  await ensureTherapySettings(db());
  const patient = await env.signInPatient({ name: locale === 'hi' ? 'आशा वर्मा' : 'Asha Verma' });
  const other = await env.signInPatient({ name: 'Bina' });
  const doctor = (await createDoctor(db(), { name: 'Dr. Meera' }))!;
  const otherDoctor = (await createDoctor(db(), { name: 'Dr. Other' }))!;
  const desk = await env.signInStaff('reception', { phone: '9000000012' });
  const doc = await env.signInStaff('doctor', { doctorId: doctor.id, phone: '9000000013' });
  const stranger = await env.signInStaff('doctor', { doctorId: otherDoctor.id, phone: '9000000014' });
  const therapist = await env.signInStaff('therapist', { phone: '9000000015' });
  const room = await createRoom(db(), { name: 'Kerala Room' });
  const t1 = (await createTherapist(db(), { name: 'Lata' }))!;
  const t2 = (await createTherapist(db(), { name: 'Meena' }))!;
  const programme = await createPatientProgramme(db(), {
    patientId: patient.patient.id,
    price: 9000,
    discount: 500,
    plan: [
      { day: 1, therapies: ['abhyanga', 'swedana'] },
      { day: 2, therapies: ['abhyanga'] },
      { day: 3, therapies: ['abhyanga'] },
    ],
  });
  await db()
    .update(programmes)
    .set({ doctorId: doctor.id, locale, discountReason: 'Returning patient' })
    .where(eq(programmes.id, programme.id));
  const book = async (slug: string, at: Date, n: number) => {
    const s = await bookSession(env.ctx, {
      therapySlug: slug,
      patientId: patient.patient.id,
      roomId: room.id,
      therapistIds: slug === 'abhyanga' ? [t1.id, t2.id] : [t1.id],
      startsAt: at,
      programmeId: programme.id,
    });
    await db().update(therapySessions).set({ day: n }).where(eq(therapySessions.id, s.id));
    return s;
  };
  const s1 = await book('abhyanga', day(1, '09:10'), 1);
  const s2 = await book('swedana', day(1, '10:30'), 1);
  const s3 = await book('abhyanga', day(2, '09:10'), 2);
  await book('abhyanga', day(3, '09:10'), 3);
  await db().update(therapySessions).set({ status: 'completed' }).where(eq(therapySessions.id, s1.id));
  await db().update(therapySessions).set({ status: 'no-show' }).where(eq(therapySessions.id, s2.id));
  await db().update(therapySessions).set({ status: 'no-show' }).where(eq(therapySessions.id, s3.id));
  expect((await call(desk.cookie, 'POST', `/api/staff/programmes/${programme.id}/deposit/confirm`, { method: 'clinic-cash' })).status).toBe(
    200,
  );
  expect(
    (
      await call(desk.cookie, 'POST', `/api/staff/programmes/${programme.id}/payments`, {
        amount: 2000,
        method: 'clinic-card',
        reference: 'AUTH1',
      })
    ).status,
  ).toBe(201);
  return { patient, other, desk, doc, stranger, therapist, programme };
}

describe('the final bill of a programme', () => {
  it('lists days as delivered, the charge lines, each money in with its receipt, and the balance due', async () => {
    const { patient, programme } = await scenario();
    const res = await call(patient.cookie, 'GET', `/api/programmes/${programme.id}/bill`);
    expect(res.status).toBe(200);
    const bill = res.json.data;
    expect(bill.days.map((d: Json) => d.outcome)).toEqual(['partly', 'missed', 'to-come']);
    expect(bill.sessions).toEqual({ done: 1, missed: 2, toCome: 1, total: 4 });
    expect(bill.lines).toEqual([
      { kind: 'programme', amount: 9000, note: null },
      { kind: 'discount', amount: -500, note: 'Returning patient' },
    ]);
    expect(bill.payments.map((p: Json) => [p.kind, p.amount, p.mode, p.receipt.number])).toEqual([
      ['deposit', 2200, 'cash', 'SA/2026-27/000001'],
      ['balance', 2000, 'card', 'SA/2026-27/000002'],
    ]);
    expect(bill).toMatchObject({ payable: 8500, paid: 4200, balanceDue: 4300, refundDue: 0, locale: 'en', patientName: 'Asha Verma' });
  });

  it("lists the dispensary's invoices of the programme's days, paid on their own: the balance stays as it was", async () => {
    const { patient, desk, programme } = await scenario();
    await registerClinicForGst(env.ctx);
    const admin = await env.signInStaff('admin');
    const item = await call(
      admin.cookie,
      'POST',
      '/api/staff/dispensary/items',
      medicineItem({ name: 'Dashamoola Churna', manufacturer: '' }),
    );
    const itemId = item.json.data.id as string;
    const received = await call(admin.cookie, 'POST', '/api/staff/dispensary/receipts', {
      itemId,
      batchNo: 'D1',
      mfgDate: null,
      expiryDate: '2027-06-30',
      quantity: 10,
      cost: 90,
      mrp: null,
      supplier: 'S',
      invoiceRef: 'R1',
    });
    expect(received.status).toBe(200);
    const sell = (quantity: number, cookie = desk.cookie) =>
      call(cookie, 'POST', '/api/staff/dispensary/sales', {
        buyer: { name: 'Asha Verma', patientId: patient.patient.id },
        lines: [{ itemId, quantity }],
        payment: { mode: 'cash' },
      });
    expect((await sell(1)).status).toBe(200); // 30 Nov: before the programme's first day
    env.clock.now = new Date('2026-12-02T05:00:00Z');
    const later = await env.signInStaff('reception', { phone: '9000000016' }); // a staff sign-in lasts a working day
    expect((await sell(2, later.cookie)).status).toBe(200);
    const res = await call(later.cookie, 'GET', `/api/programmes/${programme.id}/bill`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const bill = res.json.data;
    expect(bill.medicines).toEqual([
      { invoiceNo: 'SI/26-27/000002', date: '2026-12-02', items: ['Dashamoola Churna, 100 g jar × 2 jars'], amount: 300, credited: false },
    ]);
    expect(bill).toMatchObject({ payable: 8500, paid: 4200, balanceDue: 4300 });
    const pdf = await call(later.cookie, 'GET', `/api/programmes/${programme.id}/bill.pdf`);
    expect(squeeze(pdfText(pdf.raw))).toContain('Tax invoice SI/26-27/000002, 2 Dec 2026 · ₹300');
  });

  it('is for the patient and staff who reach the programme: another patient, another doctor 404; a therapist 403', async () => {
    const { other, desk, doc, stranger, therapist, programme } = await scenario();
    const url = `/api/programmes/${programme.id}/bill`;
    expect((await call(desk.cookie, 'GET', url)).status).toBe(200);
    expect((await call(doc.cookie, 'GET', url)).status).toBe(200);
    expect((await call(other.cookie, 'GET', url)).status).toBe(404);
    expect((await call(stranger.cookie, 'GET', `${url}.pdf`)).status).toBe(404);
    expect((await call(therapist.cookie, 'GET', url)).status).toBe(403);
    expect((await call('', 'GET', url)).status).toBe(401);
    const bad = await call(desk.cookie, 'GET', `${url}.pdf?lang=fr`, undefined, 'hi');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBeTruthy();
  });

  it('the PDF in English: who, the days, the lines, the receipts and the balance due (pdftotext)', async () => {
    const { desk, programme } = await scenario();
    const res = await call(desk.cookie, 'GET', `/api/programmes/${programme.id}/bill.pdf`);
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain('programme-bill-2026-12-01.pdf');
    const text = squeeze(pdfText(res.raw));
    pdfToPng(res.raw, 'programme-bill-en');
    for (const part of [
      'Programme bill',
      'Asha Verma',
      'Dr. Meera',
      '1 done, 2 missed, 1 to come, of 4 sessions',
      'Partly done',
      'Missed',
      'To come',
      'Panchakarma programme',
      '₹9,000',
      'Discount: Returning patient',
      '-₹500',
      'SA/2026-27/000001',
      'SA/2026-27/000002',
      'Balance due: ₹4,300',
    ])
      expect(text).toContain(part);
  });

  it("the PDF in the programme's language (Hindi), and in the one asked (?lang=en)", async () => {
    const { patient, programme } = await scenario('hi');
    const hi = squeeze(pdfText((await call(patient.cookie, 'GET', `/api/programmes/${programme.id}/bill.pdf`)).raw));
    for (const part of ['आशा वर्मा', 'पंचकर्म कार्यक्रम', 'कुछ हुआ', 'छूट गया', 'बाकी रकम', '₹4,300', 'SA/2026-27/000002'])
      expect(hi).toContain(part);
    const en = squeeze(pdfText((await call(patient.cookie, 'GET', `/api/programmes/${programme.id}/bill.pdf?lang=en`)).raw));
    expect(en).toContain('Programme bill');
    expect(en).toContain('Balance due: ₹4,300');
  });

  it('a cancelled programme charges nothing: the refund due is what was paid', async () => {
    const { desk, programme } = await scenario();
    expect((await call(desk.cookie, 'POST', `/api/staff/programmes/${programme.id}/cancel`, { reason: 'Patient travelling' })).status).toBe(
      200,
    );
    const bill = (await call(desk.cookie, 'GET', `/api/programmes/${programme.id}/bill`)).json.data;
    expect(bill).toMatchObject({ lines: [], payable: 0, paid: 4200, balanceDue: 0, refundDue: 4200 });
  });
});

describe('the "deposit received" notice', () => {
  it('is queued once, with the amount and the receipt number, in the programme language, when the desk confirms the deposit', async () => {
    const { programme, desk, patient } = await scenario('hi');
    const notices = async () =>
      (
        await db()
          .select()
          .from(jobs)
          .where(and(eq(jobs.kind, 'notice')))
      ).filter((j) => (j.payload as Json).event === 'depositReceived');
    expect(await notices()).toHaveLength(1);
    // A second confirmation is refused: still one notice.
    expect(
      (await call(desk.cookie, 'POST', `/api/staff/programmes/${programme.id}/deposit/confirm`, { method: 'clinic-cash' })).status,
    ).toBe(409);
    expect(await notices()).toHaveLength(1);
    await runDueJobs(env.ctx, jobHandlers);
    const sms = env.smsOutbox().filter((m) => m.to.endsWith(patient.patient.contact!.slice(-10)));
    expect(sms.map((m) => m.body)).toContainEqual(expect.stringContaining('Rs 2200 की अग्रिम राशि मिल गई। रसीद SA/2026-27/000001'));
  });
});
