/**
 * A programme's balance at the counter, in parts or whole (decision 0055): one path, each payment
 * with its receipt (downloadable by the patient and the desk, in the booking's language or the
 * current one); never more than the balance, even for two payments at once (the database's check);
 * a UPI reference pays for one thing; a payment after the day's close counts on the next open day
 * (decision 0056). The deposit and a correction's money in get receipts too.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPatientProgramme } from '@server/db/patient-programme-factories';
import { auditLog, programmePayments, programmes, receipts } from '@server/db/schema';
import { setupTestApp } from '../../../../tests/helpers/test-app.ts';
import { paymentsExport } from '../../../../tests/helpers/payments-export.ts';
import { pdfText } from '../../../../tests/helpers/pdf.ts';

const env = await setupTestApp();
const db = () => env.database.db;
const TODAY = '2026-11-30';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(cookie: string, method: 'GET' | 'POST', url: string, body?: unknown, lang = 'en') {
  const res = await env.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': lang, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  const json = res.headers['content-type']?.toString().includes('json') ? (res.json() as Json) : {};
  return { status: res.statusCode, json, raw: res.rawPayload, type: String(res.headers['content-type']) };
}

async function scenario() {
  env.clock.now = new Date(`${TODAY}T04:00:00Z`);
  const patient = await env.signInPatient({ name: 'Kiran' });
  const other = await env.signInPatient({ name: 'Ravi' });
  const { cookie: desk } = await env.signInStaff('reception', { phone: '9000000012' });
  const programme = await createPatientProgramme(db(), { patientId: patient.patient.id, price: 9000 });
  expect((await call(desk, 'POST', `/api/staff/programmes/${programme.id}/deposit/confirm`, { method: 'clinic-cash' })).status).toBe(200);
  const pay = (body: Json, lang = 'en') => call(desk, 'POST', `/api/staff/programmes/${programme.id}/payments`, body, lang);
  const row = async () => (await db().select().from(programmes).where(eq(programmes.id, programme.id)))[0]!;
  return { patient, other, desk, programme, pay, row };
}

describe('the balance of a programme, in parts', () => {
  it('takes cash then UPI with its reference, each with the next receipt number; the balance reaches 0, then nothing more', async () => {
    const { desk, programme, pay, row } = await scenario();
    expect(programme.deposit).toBe(2300);
    const first = await pay({ amount: 3000, method: 'clinic-cash' });
    expect(first.status).toBe(201);
    expect(first.json.message).toBe('Payment recorded: receipt SA/2026-27/000002.');
    expect(first.json.data.programme.amounts).toMatchObject({ balance: 3700, balancePaid: 3000 });
    const second = await pay({ amount: 3700, method: 'clinic-upi', reference: '6123 4567 8901' });
    expect(second.status).toBe(201);
    const p = second.json.data.programme;
    expect(p.amounts).toMatchObject({ balance: 0, balancePaid: 6700 });
    expect(p.payments).toEqual([
      expect.objectContaining({
        amount: 3000,
        method: 'clinic-cash',
        countsOn: TODAY,
        receipt: expect.objectContaining({ number: 'SA/2026-27/000002' }),
      }),
      expect.objectContaining({
        amount: 3700,
        reference: '6123 4567 8901',
        receipt: expect.objectContaining({ number: 'SA/2026-27/000003' }),
      }),
    ]);
    // The deposit has its receipt too: number 1.
    expect(p.receipts.map((r: Json) => [r.paysFor, r.number, r.amount])).toEqual([
      ['deposit', 'SA/2026-27/000001', 2300],
      ['balance', 'SA/2026-27/000002', 3000],
      ['balance', 'SA/2026-27/000003', 3700],
    ]);
    const none = await pay({ amount: 1, method: 'clinic-cash' });
    expect(none).toMatchObject({ status: 409, json: { message: 'Nothing is left to pay on this programme.' } });
    expect((await row()).balancePaid).toBe(6700);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'programme.balancePayment'));
    expect(entry).toMatchObject({ entityId: programme.id, after: { amount: 3000, method: 'clinic-cash' } });
    // The desk's list of receipts (the payments export) names them, with the patient.
    const list = await paymentsExport(env, desk, { from: TODAY, to: TODAY });
    // All three at one instant: in number order here (the export orders by time).
    expect(list.rows.map((r) => [r[10], r[2], r[4]]).sort()).toEqual([
      ['SA/2026-27/000001', 'Programme deposit', 'Kiran'],
      ['SA/2026-27/000002', 'Programme balance', 'Kiran'],
      ['SA/2026-27/000003', 'Programme balance', 'Kiran'],
    ]);
  });

  it('refuses more than the balance with a 400 naming it, in both languages; and nothing before the deposit', async () => {
    const { pay, row, desk, patient } = await scenario();
    const above = await pay({ amount: 6701, method: 'clinic-cash' });
    expect(above.status).toBe(400);
    expect(above.json.message).toBe('The amount is more than the balance due (₹6,700).');
    const hindi = await pay({ amount: 6701, method: 'clinic-card' }, 'hi');
    expect(hindi.status).toBe(400);
    expect(hindi.json.message).toContain('बाकी रकम');
    expect((await pay({ amount: 0, method: 'clinic-cash' })).status).toBe(400);
    expect((await row()).balancePaid).toBe(0);
    const fresh = await createPatientProgramme(db(), { patientId: patient.patient.id, price: 4000 });
    expect(
      (await call(desk, 'POST', `/api/staff/programmes/${fresh.id}/payments`, { amount: 100, method: 'clinic-cash' })).json.message,
    ).toBe('Confirm the deposit first: the balance is what is left after it.');
  });

  it('needs the UPI reference, and a reference pays for one thing only', async () => {
    const { pay, desk } = await scenario();
    expect((await pay({ amount: 100, method: 'clinic-upi' })).status).toBe(400);
    expect((await pay({ amount: 100, method: 'clinic-upi', reference: '612345678901' })).status).toBe(201);
    const again = await pay({ amount: 100, method: 'upi', reference: '6123 4567 8901' });
    expect(again.status).toBe(409);
    expect(again.json.message).toContain('612345678901');
    // Nor another programme's deposit.
    const next = await createPatientProgramme(db(), { patientId: (await env.signInPatient({ name: 'Meena' })).patient.id, price: 5000 });
    const deposit = await call(desk, 'POST', `/api/staff/programmes/${next.id}/deposit/confirm`, {
      method: 'clinic-upi',
      reference: '612345678901',
    });
    expect(deposit.status).toBe(409);
  });

  it('two payments of one balance at once: one is taken, the other refused; never more than the balance', async () => {
    const { pay, row } = await scenario();
    const results = await Promise.all([pay({ amount: 4000, method: 'clinic-cash' }), pay({ amount: 4000, method: 'clinic-card' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect((await row()).balancePaid).toBe(4000);
    const payments = await db().select().from(programmePayments);
    expect(payments).toHaveLength(1);
    expect(await db().select().from(receipts).where(eq(receipts.paysFor, 'balance'))).toHaveLength(1);
  });

  it('the database itself refuses a payment above the balance, whoever writes it', async () => {
    const { programme } = await scenario();
    await expect(
      db().insert(programmePayments).values({
        programmeId: programme.id,
        amount: 6701,
        method: 'clinic-cash',
        countsOn: TODAY,
        recordedAt: new Date(),
      }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
  });

  it('a payment after the day is closed is taken and counts on the next open day', async () => {
    const { pay, desk } = await scenario();
    // Reception closes the day early (its session stays signed in), then the late patient pays.
    expect((await call(desk, 'POST', '/api/staff/reconciliation/close', { date: TODAY })).status).toBe(200);
    env.clock.now = new Date(`${TODAY}T04:30:00Z`);
    const late = await pay({ amount: 1000, method: 'clinic-cash' });
    expect(late.status).toBe(201);
    expect(late.json.data.programme.payments[0]).toMatchObject({ countsOn: '2026-12-01', receipt: expect.anything() });
  });

  it('a deposit confirmed after the close counts on the next open day, and the desk is told which', async () => {
    const { desk } = await scenario();
    expect((await call(desk, 'POST', '/api/staff/reconciliation/close', { date: TODAY })).status).toBe(200);
    const next = await createPatientProgramme(db(), { patientId: (await env.signInPatient({ name: 'Kiran' })).patient.id, price: 5000 });
    const confirmed = await call(desk, 'POST', `/api/staff/programmes/${next.id}/deposit/confirm`, { method: 'clinic-cash' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.message).toBe('Deposit confirmed as paid. Today is closed, so it counts on 1 Dec 2026.');
    const [row] = await db().select().from(programmes).where(eq(programmes.id, next.id));
    expect(row!.depositCountsOn).toBe('2026-12-01');
  });

  it('the receipt downloads for the patient and the desk, in the booking language or the one asked; another patient gets 404', async () => {
    const { pay, desk, patient, other } = await scenario();
    const paid = await pay({ amount: 3000, method: 'clinic-cash' });
    const receiptId = paid.json.data.programme.payments[0].receipt.id as string;
    const mine = await call(patient.cookie, 'GET', `/api/receipts/${receiptId}`);
    expect(mine.status).toBe(200);
    expect(mine.type).toContain('application/pdf');
    const text = pdfText(mine.raw);
    expect(text).toContain('SA/2026-27/000002');
    expect(text).toContain('balance payment');
    const hindi = await call(desk, 'GET', `/api/receipts/${receiptId}?lang=hi`);
    expect(hindi.status).toBe(200);
    expect(pdfText(hindi.raw)).not.toContain('balance payment');
    expect((await call(other.cookie, 'GET', `/api/receipts/${receiptId}`)).status).toBe(404);
    expect((await call(desk, 'GET', `/api/receipts/${receiptId}?lang=fr`)).status).toBe(400);
    // The deposit's receipt too.
    const depositReceipt = paid.json.data.programme.receipts[0];
    expect(depositReceipt.paysFor).toBe('deposit');
    const dep = await call(patient.cookie, 'GET', `/api/receipts/${depositReceipt.id}`);
    expect(pdfText(dep.raw)).toContain('deposit');
  });

  it('cancelling owes back the deposit and the balance paid', async () => {
    const { pay, desk, programme, row } = await scenario();
    expect((await pay({ amount: 1000, method: 'clinic-cash' })).status).toBe(201);
    expect((await call(desk, 'POST', `/api/staff/programmes/${programme.id}/cancel`, { reason: 'Travelling' })).status).toBe(200);
    expect((await row()).refundDue).toBe(3300);
  });

  it('the payments CSV lists the deposit and each balance payment with its receipt number, the UTR as text', async () => {
    const { pay, desk } = await scenario();
    expect((await pay({ amount: 3000, method: 'clinic-upi', reference: '612345678901' })).status).toBe(201);
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/staff/exports/payments.csv',
      headers: { cookie: desk, 'content-type': 'application/json' },
      payload: JSON.stringify({ from: TODAY, to: TODAY }),
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('Receipt no.');
    expect(lines).toHaveLength(3);
    const deposit = lines.find((l) => l.includes('Programme deposit'));
    const balance = lines.find((l) => l.includes('Programme balance'));
    expect(deposit).toContain('SA/2026-27/000001');
    expect(balance).toContain('"=""612345678901"""');
    expect(balance).toContain('SA/2026-27/000002');
  });
});
