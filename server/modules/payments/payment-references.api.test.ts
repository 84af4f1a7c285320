/**
 * One payment reference pays for one thing (decision 0030): a UPI UTR, a counter UPI reference or a
 * gateway payment id held by a consultation or a programme deposit is refused (409) everywhere else,
 * by the database itself (`payment_references`), from every path: the patient's claims, the desk's
 * mark-paid and counter payment, the deposit confirmation, the gateway webhook and the correction.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatConsultationId } from '@core/booking/consultation-id';
import { createContext } from '@server/create-context';
import { buildApp } from '@server/http/app';
import { createDoctor } from '@server/db/factories';
import { createPatientProgramme } from '@server/db/patient-programme-factories';
import { consultations, paymentReferences, programmes } from '@server/db/schema';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { insertConsultation } from '../../../tests/helpers/consultation-rows.ts';
import { withoutTriggers } from '../../../tests/helpers/legacy-rows.ts';
import { razorpaySignature } from './razorpay';

const env = await setupTestApp();
const db = () => env.database.db;
const NOW = new Date('2026-11-30T04:00:00Z');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(cookie: string, url: string, body: unknown, lang = 'en') {
  const res = await env.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'accept-language': lang, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, json: res.json() as Json };
}

async function clinic() {
  env.clock.now = NOW;
  const doctor = (await createDoctor(db(), { name: 'Dr. Rao' }))!;
  const asha = await env.signInPatient({ name: 'Asha Secret' });
  const ravi = await env.signInPatient({ name: 'Ravi' });
  const desk = await env.signInStaff('reception', { phone: '9000000012' });
  let slot = 0;
  const consultation = async (patient = asha) =>
    insertConsultation(db(), {
      doctor,
      patient: patient.patient,
      date: '2026-12-05',
      timeSlot: `1${slot++}:00`,
      status: 'confirmed',
    });
  const programme = (patient = asha) => createPatientProgramme(db(), { patientId: patient.patient.id, price: 9000 });
  return { doctor, asha, ravi, desk: desk.cookie, consultation, programme };
}

const claimConsultation = (cookie: string, id: string, utr: string, lang = 'en') =>
  call(cookie, `/api/payments/${id}/claim`, { utr }, lang);
const claimDeposit = (cookie: string, id: string, utr: string, lang = 'en') => call(cookie, `/api/programmes/${id}/deposit`, { utr }, lang);
const markPaid = (cookie: string, id: string, body: Json, lang = 'en') =>
  call(cookie, `/api/staff/consultations/${id}/payment`, body, lang);
const confirmDeposit = (cookie: string, id: string, body: Json, lang = 'en') =>
  call(cookie, `/api/staff/programmes/${id}/deposit/confirm`, body, lang);

const held = async () =>
  (await db().select().from(paymentReferences)).map((r) => ({ reference: r.reference, paysFor: r.paysFor, paysForId: r.paysForId }));
const consultationRow = async (id: string) => (await db().select().from(consultations).where(eq(consultations.id, id)))[0]!;
const programmeRow = async (id: string) => (await db().select().from(programmes).where(eq(programmes.id, id)))[0]!;

describe('the same UTR for a consultation and a programme deposit', () => {
  it('consultation first (desk mark-paid), then the desk confirms a deposit with it: 409 naming the consultation, both languages', async () => {
    const { desk, consultation, programme } = await clinic();
    const c = await consultation();
    const p = await programme();
    expect((await markPaid(desk, c.id, { kind: 'mark-paid', utr: '4123 4567 8901' })).status).toBe(200);
    const refused = await confirmDeposit(desk, p.id, { method: 'upi', reference: '412345678901' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      `The reference 412345678901 is already recorded on consultation ${formatConsultationId(c.id)}. One payment pays for one thing only: check the bank statement.`,
    );
    const hindi = await confirmDeposit(desk, p.id, { method: 'clinic-upi', reference: '412345678901' }, 'hi');
    expect(hindi.status).toBe(409);
    expect(hindi.json.message).toContain(`परामर्श ${formatConsultationId(c.id)}`);
    expect(await programmeRow(p.id)).toMatchObject({ depositStatus: 'due', depositUtr: null });
    expect(await held()).toEqual([{ reference: '412345678901', paysFor: 'consultation', paysForId: c.id }]);
    const [row] = await db().select().from(paymentReferences);
    expect(row!.recordedBy).toMatch(/^staff:[0-9a-f-]{36}$/);
  });

  it('deposit first (desk, counter UPI), then the desk marks a consultation paid with it: 409 naming the deposit', async () => {
    const { desk, consultation, programme } = await clinic();
    const c = await consultation();
    const p = await programme();
    expect((await confirmDeposit(desk, p.id, { method: 'clinic-upi', reference: '512345678901' })).status).toBe(200);
    const refused = await markPaid(desk, c.id, { kind: 'mark-paid', utr: '512345678901' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'The reference 512345678901 is already recorded on the programme deposit of Asha Secret (programme from 1 Dec 2026). One payment pays for one thing only: check the bank statement.',
    );
    expect(await consultationRow(c.id)).toMatchObject({ paymentStatus: 'pending', paymentUtr: null });
  });

  it("the patient's consultation claim refuses a deposit's counter UPI reference, without saying whose it is", async () => {
    const { desk, ravi, consultation, programme } = await clinic();
    const p = await programme();
    expect((await confirmDeposit(desk, p.id, { method: 'clinic-upi', reference: '612345678901' })).status).toBe(200);
    const c = await consultation(ravi);
    const refused = await claimConsultation(ravi.cookie, c.id, '612345678901');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'This UTR has already been given for another payment. Check the 12-digit number in your UPI app; if it is right, please call the clinic on +91 98765 43210.',
    );
    expect(JSON.stringify(refused.json)).not.toMatch(/Asha|deposit|programme|2026-12-01/i);
    expect(await consultationRow(c.id)).toMatchObject({ paymentStatus: 'pending', paymentUtr: null });
  });

  it("the patient's deposit claim refuses another patient's consultation UTR, without naming the consultation", async () => {
    const { asha, ravi, consultation, programme } = await clinic();
    const c = await consultation(ravi);
    expect((await claimConsultation(ravi.cookie, c.id, '712345678901')).status).toBe(200);
    const p = await programme(asha);
    const refused = await claimDeposit(asha.cookie, p.id, '712345678901', 'hi');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('यह UTR किसी दूसरे भुगतान में पहले ही इस्तेमाल हो चुका है। कृपया नंबर जाँच लें।');
    expect(JSON.stringify(refused.json)).not.toContain(formatConsultationId(c.id));
  });
});

describe('the desk cannot reuse a reference', () => {
  it("a counter UPI payment with another consultation's claimed UTR is a 409 naming it", async () => {
    const { desk, asha, ravi, consultation } = await clinic();
    const first = await consultation(asha);
    const second = await consultation(ravi);
    expect((await claimConsultation(asha.cookie, first.id, '812345678901')).status).toBe(200);
    const refused = await markPaid(desk, second.id, { kind: 'record-at-clinic', method: 'clinic-upi', reference: '8123 4567 8901' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain(`consultation ${formatConsultationId(first.id)}`);
    expect(await consultationRow(second.id)).toMatchObject({ paymentStatus: 'pending', paymentReference: null });
    // Cash and card carry no payment reference: the same slip number twice is not refused.
    expect((await markPaid(desk, second.id, { kind: 'record-at-clinic', method: 'clinic-card', reference: '812345678901' })).status).toBe(
      200,
    );
  });

  it("the deposit confirmation refuses another deposit's UTR", async () => {
    const { desk, asha, ravi, programme } = await clinic();
    const a = await programme(asha);
    const b = await programme(ravi);
    expect((await claimDeposit(asha.cookie, a.id, '912345678901')).status).toBe(200);
    const refused = await confirmDeposit(desk, b.id, { method: 'upi', reference: '912345678901' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain('the programme deposit of Asha Secret');
    expect((await programmeRow(b.id)).depositStatus).toBe('due');
  });

  it("the correction refuses another consultation's UTR as a counter UPI reference, and one paid by the gateway", async () => {
    const { desk, asha, ravi, consultation } = await clinic();
    const first = await consultation(asha);
    const second = await consultation(ravi);
    expect((await claimConsultation(asha.cookie, first.id, '312345678901')).status).toBe(200);
    const correct = (body: Json) =>
      call(desk, `/api/staff/consultations/${second.id}/payment-correction`, {
        reason: 'Typed at the counter',
        paymentStatus: 'paid',
        ...body,
      });
    const refused = await correct({ paymentMethod: 'clinic-upi', paymentReference: '312345678901' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain(`consultation ${formatConsultationId(first.id)}`);
    expect(await consultationRow(second.id)).toMatchObject({ paymentStatus: 'pending', paymentReference: null });
    expect((await correct({ paymentMethod: 'clinic-upi', paymentReference: '312345678902' })).status).toBe(200);
  });

  it('a reference is freed when its payment is marked failed, and moves with a correction', async () => {
    const { desk, asha, consultation, programme } = await clinic();
    const c = await consultation(asha);
    expect((await claimConsultation(asha.cookie, c.id, '212345678901')).status).toBe(200);
    expect((await markPaid(desk, c.id, { kind: 'mark-failed' })).status).toBe(200);
    expect(await held()).toEqual([]);
    const p = await programme(asha);
    expect((await claimDeposit(asha.cookie, p.id, '212345678901')).status).toBe(200);
    expect(await held()).toEqual([{ reference: '212345678901', paysFor: 'deposit', paysForId: p.id }]);
    // When and by whom: the patient who claimed it.
    const [row] = await db().select().from(paymentReferences);
    expect(row).toMatchObject({ kind: 'utr', recordedBy: `patient:${asha.patient.id}` });
    expect(row!.recordedAt).toBeInstanceOf(Date);
  });
});

describe('the gateway webhook', () => {
  it("refuses a payment id another consultation already holds (409), and records the gateway's own", async () => {
    const { consultation } = await clinic();
    const SECRET = 'whsec_test_refs';
    const ctx = createContext({ ...env.config, RAZORPAY_WEBHOOK_SECRET: SECRET }, env.database, { log: env.ctx.log, now: env.ctx.now });
    const app = await buildApp({ ctx });
    await app.ready();
    const first = await consultation();
    const second = await consultation();
    const post = (consultationId: string, paymentId: string) => {
      const body = JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: paymentId, amount: 50_000, status: 'captured', notes: { consultationId } } } },
      });
      return app.inject({
        method: 'POST',
        url: '/api/webhooks/razorpay',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': razorpaySignature(SECRET, body) },
        payload: body,
      });
    };
    expect((await post(first.id, 'pay_Q1w2E3r4T5y6U7')).statusCode).toBe(200);
    const refused = await post(second.id, 'pay_Q1w2E3r4T5y6U7');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`consultation ${formatConsultationId(first.id)}`);
    expect(await consultationRow(second.id)).toMatchObject({ paymentStatus: 'pending' });
    expect(await held()).toEqual([{ reference: 'pay_Q1w2E3r4T5y6U7', paysFor: 'consultation', paysForId: first.id }]);
    expect((await db().select().from(paymentReferences))[0]).toMatchObject({ kind: 'gateway', recordedBy: 'gateway' });
    await app.close();
  });
});

describe('the database decides a race', () => {
  it('20 parallel claims of one UTR across 10 consultations and 10 deposits: exactly one wins', async () => {
    const { consultation, programme } = await clinic();
    const claims = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const patient = await env.signInPatient();
        const c = await consultation(patient);
        const p = await programme(patient);
        return [() => claimConsultation(patient.cookie, c.id, '400000000001'), () => claimDeposit(patient.cookie, p.id, '400000000001')];
      }),
    );
    const answers = await Promise.all(claims.flat().map((claim) => claim()));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    const consultationHolders = await db().select().from(consultations).where(eq(consultations.paymentUtr, '400000000001'));
    const depositHolders = await db().select().from(programmes).where(eq(programmes.depositUtr, '400000000001'));
    expect(consultationHolders.length + depositHolders.length).toBe(1);
    expect(await held()).toHaveLength(1);
  });

  it('the database refuses a second holder whatever writes it', async () => {
    const { consultation, programme } = await clinic();
    const c = await consultation();
    const p = await programme();
    await db().update(consultations).set({ paymentUtr: '500000000001', paymentStatus: 'submitted' }).where(eq(consultations.id, c.id));
    await expect(
      db().update(programmes).set({ depositUtr: '5000 0000 0001', depositStatus: 'claimed' }).where(eq(programmes.id, p.id)),
    ).rejects.toThrow();
  });
});

describe("reconciliation's duplicates", () => {
  it('lists a reference held twice, of every kind: consultation and consultation, consultation and deposit, deposit and deposit, gateway, card', async () => {
    const { doctor, asha, ravi, programme } = await clinic();
    env.clock.now = new Date('2026-12-05T13:00:00Z');
    const { cookie: desk } = await env.signInStaff('reception', { phone: '9000000013' });
    const paidAt = new Date('2026-12-05T06:00:00Z');
    const ids: Record<string, string> = {};
    const pay = async (key: string, values: Partial<typeof consultations.$inferInsert>) => {
      const row = await insertConsultation(db(), {
        doctor,
        patient: asha.patient,
        date: '2026-12-05',
        timeSlot: `0${Object.keys(ids).length}:30`,
      });
      ids[key] = row.id;
      await withoutTriggers(db(), (tx) =>
        tx
          .update(consultations)
          .set({ paymentStatus: 'paid', paymentVerifiedAt: paidAt, ...values })
          .where(eq(consultations.id, row.id)),
      );
    };
    const deposit = async (key: string, values: Partial<typeof programmes.$inferInsert>) => {
      const row = await programme(ravi);
      ids[key] = row.id;
      await withoutTriggers(db(), (tx) =>
        tx
          .update(programmes)
          .set({ depositStatus: 'paid', depositPaidAt: paidAt, ...values })
          .where(eq(programmes.id, row.id)),
      );
    };
    await pay('utrA', { paymentMethod: 'upi', paymentUtr: '100000000001' });
    await pay('utrB', { paymentMethod: 'clinic-upi', paymentReference: '100000000001' });
    await pay('mixC', { paymentMethod: 'upi', paymentUtr: '100000000002' });
    await deposit('mixD', { depositMethod: 'upi', depositUtr: '100000000002' });
    await deposit('depE', { depositMethod: 'clinic-upi', depositReference: '100000000003' });
    await deposit('depF', { depositMethod: 'upi', depositUtr: '100000000003' });
    await pay('gwG', { paymentMethod: 'gateway', paymentReference: 'pay_DUP' });
    await pay('gwH', { paymentMethod: 'gateway', paymentReference: 'pay_DUP' });
    await pay('cardI', { paymentMethod: 'clinic-card', paymentReference: 'SLIP-9' });
    await deposit('cardJ', { depositMethod: 'clinic-card', depositReference: 'SLIP-9' });
    const res = await env.app.inject({ method: 'GET', url: '/api/staff/reconciliation?date=2026-12-05', headers: { cookie: desk } });
    expect(res.statusCode).toBe(200);
    const duplicates = (res.json().data.duplicates as { reference: string; holders: { kind: string; id: string }[] }[]).map((d) => ({
      reference: d.reference,
      holders: [...d.holders].sort((x, y) => x.id.localeCompare(y.id)),
    }));
    const holders = (...list: [string, string][]) =>
      list.map(([kind, key]) => ({ kind, id: ids[key]! })).sort((x, y) => x.id.localeCompare(y.id));
    expect(duplicates.sort((x, y) => x.reference.localeCompare(y.reference))).toEqual([
      { reference: '100000000001', holders: holders(['consultation', 'utrA'], ['consultation', 'utrB']) },
      { reference: '100000000002', holders: holders(['consultation', 'mixC'], ['deposit', 'mixD']) },
      { reference: '100000000003', holders: holders(['deposit', 'depE'], ['deposit', 'depF']) },
      { reference: 'pay_DUP', holders: holders(['consultation', 'gwG'], ['consultation', 'gwH']) },
      { reference: 'SLIP-9', holders: holders(['consultation', 'cardI'], ['deposit', 'cardJ']) },
    ]);
  });
});
