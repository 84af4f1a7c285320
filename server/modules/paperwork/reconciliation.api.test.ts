import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { withoutTriggers } from '../../../tests/helpers/legacy-rows.ts';
import { insertConsultation } from '../../../tests/helpers/staff-data.ts';
import type { PaymentMethod } from '@core/constants';
import { createDoctor, createPatient } from '@server/db/factories';
import { createProgramme } from '@server/db/programme-factories';
import { auditLog, consultations, dayCloses, programmes, receipts } from '@server/db/schema';
import { setPaymentOutcome } from '@server/modules/payments/payments.server';

const env = await setupTestApp();
const D = '2026-11-20';
/** A clinic time on D (or another day) as an instant: IST is UTC+05:30. */
const at = (time: string, date = D) => new Date(`${date}T${time}:00+05:30`);

async function call(method: string, url: string, cookie: string, body?: unknown) {
  const response = await env.app.inject({
    method: method as 'GET',
    url,
    headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

/** The known day: hand-worked figures in the test below. */
async function knownDay() {
  const doctor = (await createDoctor(env.database.db, { name: 'Dr. Meera' }))!;
  const db = env.database.db;
  const base = { doctorId: doctor.id, doctorName: 'Dr. Meera', date: D };
  const paid = (method: PaymentMethod, amount: number, verified: Date) => ({
    paymentStatus: 'paid' as const,
    paymentMethod: method,
    amount,
    paymentVerifiedAt: verified,
  });
  const c = {
    cash: await insertConsultation(db, {
      ...base,
      timeSlot: '10:00',
      name: 'Cash Patient',
      status: 'completed',
      ...paid('clinic-cash', 500, at('10:20')),
    }),
    upi: await insertConsultation(db, {
      ...base,
      timeSlot: '10:30',
      status: 'completed',
      paymentUtr: '111111111111',
      ...paid('upi', 700, at('09:00')),
    }),
    card: await insertConsultation(db, {
      ...base,
      timeSlot: '11:00',
      status: 'completed',
      paymentReference: 'CARD-1',
      ...paid('clinic-card', 600, at('11:20')),
    }),
    online: await insertConsultation(db, {
      ...base,
      timeSlot: '11:30',
      mode: 'online',
      status: 'completed',
      ...paid('gateway', 800, at('08:00')),
    }),
    unpaid: await insertConsultation(db, { ...base, timeSlot: '12:00', name: 'Unpaid Visit', status: 'completed', payAtClinic: true }),
    claim: await insertConsultation(db, {
      ...base,
      date: '2026-11-21',
      name: 'Claimed Patient',
      status: 'confirmed',
      paymentStatus: 'submitted',
      paymentMethod: 'upi',
      paymentUtr: '222222222222',
      paymentClaimedAt: at('15:00'),
    }),
    // An older duplicate of the UPI payment's UTR (the database refuses a new one: decision 0030).
    counterUpi: await withoutTriggers(db, (tx) =>
      insertConsultation(tx, {
        ...base,
        timeSlot: '15:00',
        status: 'confirmed',
        paymentReference: '111111111111',
        ...paid('clinic-upi', 400, at('15:10')),
      }),
    ),
    cardYesterday: await insertConsultation(db, {
      ...base,
      date: '2026-11-19',
      status: 'completed',
      paymentReference: 'CARD-1',
      ...paid('clinic-card', 300, at('23:50', '2026-11-19')),
    }),
    refundDue: await insertConsultation(db, { ...base, timeSlot: '16:00', name: 'Refund Waiting', status: 'cancelled', refundDue: 500 }),
    refunded: await insertConsultation(db, {
      ...base,
      date: '2026-11-18',
      status: 'cancelled',
      refundDue: 200,
      refundedAt: at('12:00'),
    }),
  };
  const reception = await env.signInStaff('reception', { name: 'Suresh' });
  const admin = await env.signInStaff('admin', { name: 'Anita' });
  const doc = await env.signInStaff('doctor', { doctorId: doctor.id });
  env.clock.now = at('19:00');
  return { c, reception, admin, doc };
}

describe('reconciliation and the day close', () => {
  it('reports the day: money by mode, refunds, consultations seen, and what needs a look', async () => {
    const { c, reception } = await knownDay();
    const res = await call('GET', `/api/staff/reconciliation?date=${D}`, reception.cookie);
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r.received).toEqual({
      upi: { count: 2, total: 1100 },
      cash: { count: 1, total: 500 },
      card: { count: 1, total: 600 },
      online: { count: 1, total: 800 },
    });
    expect(r.receivedTotal).toBe(3000);
    expect(r.refundsPaid).toEqual({ count: 1, total: 200 });
    expect(r.deposits).toEqual({ count: 0, total: 0 });
    expect(r.net).toBe(2800);
    expect(r.seen).toEqual({ count: 5, paid: 4, value: 3100 });
    expect(r.claims.map((x: { id: string }) => x.id)).toEqual([c.claim.id]);
    expect(r.unpaidVisits.map((x: { id: string }) => x.id)).toEqual([c.unpaid.id]);
    expect(r.refundsDue.map((x: { id: string }) => x.id)).toEqual([c.refundDue.id]);
    const dupes = Object.fromEntries(
      r.duplicates.map((d: { reference: string; holders: { kind: string; id: string }[] }) => [
        d.reference,
        d.holders.map((h) => h.id).sort(),
      ]),
    );
    expect(dupes).toEqual({ '111111111111': [c.upi.id, c.counterUpi.id].sort(), 'CARD-1': [c.card.id, c.cardYesterday.id].sort() });
    expect(r.close).toBeNull();
  });

  it("counts a programme deposit confirmed at the desk in the day's money by its mode; once the day is closed, one confirmed counts on the next open day", async () => {
    const { reception } = await knownDay();
    const patient = await createPatient(env.database.db, { name: 'Deposit Patient' });
    const programme = await createProgramme(env.database.db, {
      patientId: patient.id,
      days: [['abhyanga']],
      startDate: '2026-11-28',
      price: 4000,
    });
    const other = await createProgramme(env.database.db, {
      patientId: patient.id,
      days: [['swedana']],
      startDate: '2026-11-29',
      price: 2000,
    });
    for (const p of [programme, other]) await env.database.db.update(programmes).set({ status: 'accepted' }).where(eq(programmes.id, p.id));
    const confirm = (id: string) =>
      call('POST', `/api/staff/programmes/${id}/deposit/confirm`, reception.cookie, { method: 'clinic-cash' });
    expect((await confirm(programme.id)).status).toBe(200);
    const r = (await call('GET', `/api/staff/reconciliation?date=${D}`, reception.cookie)).body.data;
    expect(r.received.cash).toEqual({ count: 2, total: 500 + 1000 });
    expect(r.deposits).toEqual({ count: 1, total: 1000 });
    expect(r.receivedTotal).toBe(4000);
    expect((await call('POST', '/api/staff/reconciliation/close', reception.cookie, { date: D })).status).toBe(200);
    // Decision 0056: a deposit taken after the close is not refused; it counts on the next open day.
    const late = await confirm(other.id);
    expect(late.status).toBe(200);
    const [row] = await env.database.db.select().from(programmes).where(eq(programmes.id, other.id));
    expect(row).toMatchObject({ depositStatus: 'paid', depositMethod: 'clinic-cash', depositCountsOn: '2026-11-21' });
    const closedDay = (await call('GET', `/api/staff/reconciliation?date=${D}`, reception.cookie)).body.data;
    expect(closedDay.deposits).toEqual({ count: 1, total: 1000 });
    const nextDay = (await call('GET', `/api/staff/reconciliation?date=2026-11-21`, reception.cookie)).body.data;
    expect(nextDay.deposits).toEqual({ count: 1, total: 500 });
  });

  it('keeps reconciliation from doctors', async () => {
    const { doc } = await knownDay();
    expect((await call('GET', `/api/staff/reconciliation?date=${D}`, doc.cookie)).status).toBe(403);
    expect((await call('POST', '/api/staff/reconciliation/close', doc.cookie, { date: D })).status).toBe(403);
  });

  it('closes the day once: the counted summary, who and when; a second close is a 409 in both languages', async () => {
    const { reception } = await knownDay();
    const closed = await call('POST', '/api/staff/reconciliation/close', reception.cookie, { date: D });
    expect(closed.status).toBe(200);
    const [row] = await env.database.db.select().from(dayCloses);
    expect(row).toMatchObject({ date: D, closedByName: 'Suresh', closedAt: at('19:00') });
    expect(row!.summary).toMatchObject({ receivedTotal: 3000, net: 2800, received: { upi: { count: 2, total: 1100 } } });
    const again = await call('POST', '/api/staff/reconciliation/close', reception.cookie, { date: D });
    expect(again).toMatchObject({ status: 409, body: { success: false, message: 'The day 20 Nov 2026 is already closed.' } });
    const hindi = await call('POST', '/api/staff/reconciliation/close?lang=hi', reception.cookie, { date: D });
    expect(hindi.body.message).toBe('20 नव॰ 2026 का दिन पहले ही बंद हो चुका है।');
    const [entry] = await env.database.db.select().from(auditLog).where(eq(auditLog.action, 'day.close'));
    expect(entry).toMatchObject({ staffName: 'Suresh', entity: 'day', entityId: D });
    const report = await call('GET', `/api/staff/reconciliation?date=${D}`, reception.cookie);
    expect(report.body.data.close).toMatchObject({ closedByName: 'Suresh' });
  });

  it('refuses to close a day that has not begun', async () => {
    const { reception } = await knownDay();
    const res = await call('POST', '/api/staff/reconciliation/close', reception.cookie, { date: '2026-11-21' });
    expect(res.status).toBe(409);
  });

  it('after the close, new money counts on the next open day (decision 0056), but a payment confirmed on the closed day stays frozen', async () => {
    const { c, reception } = await knownDay();
    await call('POST', '/api/staff/reconciliation/close', reception.cookie, { date: D });
    const markPaid = await call('POST', `/api/staff/consultations/${c.claim.id}/payment`, reception.cookie, { kind: 'mark-paid' });
    expect(markPaid.status).toBe(200);
    const [claim] = await env.database.db.select().from(consultations).where(eq(consultations.id, c.claim.id));
    expect(claim!.paymentCountsOn).toBe('2026-11-21');
    const refund = await call('POST', `/api/staff/consultations/${c.refundDue.id}/refund-paid`, reception.cookie, {});
    expect(refund.status).toBe(409);
    env.clock.now = at('10:00', '2026-11-21');
    await expect(setPaymentOutcome(env.ctx, c.online.id, { by: { kind: 'system' }, status: 'failed' })).rejects.toMatchObject({
      statusCode: 409,
      message: 'staff.paperwork.dayClosed',
    });
    const [online] = await env.database.db.select().from(consultations).where(eq(consultations.id, c.online.id));
    expect(online!.paymentStatus).toBe('paid');
  });

  it('pays a refund back once, audited', async () => {
    const { c, reception } = await knownDay();
    const res = await call('POST', `/api/staff/consultations/${c.refundDue.id}/refund-paid`, reception.cookie, {});
    expect(res.status).toBe(200);
    const [row] = await env.database.db.select().from(consultations).where(eq(consultations.id, c.refundDue.id));
    expect(row!.refundedAt).toEqual(at('19:00'));
    expect((await call('POST', `/api/staff/consultations/${c.refundDue.id}/refund-paid`, reception.cookie, {})).status).toBe(409);
    expect((await call('POST', `/api/staff/consultations/${c.cash.id}/refund-paid`, reception.cookie, {})).status).toBe(409);
    const [entry] = await env.database.db.select().from(auditLog).where(eq(auditLog.action, 'consultation.refund-paid'));
    expect(entry).toMatchObject({ staffName: 'Suresh', entityId: c.refundDue.id, before: { refundedAt: null } });
  });

  it('corrects a closed day’s payment only with a reason, audited before and after', async () => {
    const { c, reception, admin } = await knownDay();
    await call('POST', '/api/staff/reconciliation/close', reception.cookie, { date: D });
    const url = `/api/staff/consultations/${c.cash.id}/payment-correction`;
    const noReason = await call('POST', url, admin.cookie, { reason: ' ', paymentStatus: 'paid', paymentMethod: 'clinic-card' });
    expect(noReason.status).toBe(400);
    const done = await call('POST', url, admin.cookie, {
      reason: 'Paid by card, not cash',
      paymentStatus: 'paid',
      paymentMethod: 'clinic-card',
    });
    expect(done.status).toBe(200);
    const [entry] = await env.database.db.select().from(auditLog).where(eq(auditLog.action, 'consultation.payment.correction'));
    expect(entry).toMatchObject({
      staffName: 'Anita',
      entityId: c.cash.id,
      before: { paymentMethod: 'clinic-cash', correctionReason: null },
      after: { paymentMethod: 'clinic-card', correctionReason: 'Paid by card, not cash' },
    });
    const report = (await call('GET', `/api/staff/reconciliation?date=${D}`, reception.cookie)).body.data;
    expect(report.received.card).toEqual({ count: 2, total: 1100 });
    expect(report.close.summary.received.cash).toEqual({ count: 1, total: 500 });
  });

  it('a correction that makes a visit paid issues its receipt (decision 0055) and marks a closed day as corrected (decision 0056)', async () => {
    const { c, reception, admin } = await knownDay();
    await call('POST', '/api/staff/reconciliation/close', reception.cookie, { date: D });
    const url = `/api/staff/consultations/${c.unpaid.id}/payment-correction`;
    const done = await call('POST', url, admin.cookie, {
      reason: 'Paid in cash at 4 PM',
      paymentStatus: 'paid',
      paymentMethod: 'clinic-cash',
    });
    expect(done.status).toBe(200);
    const [receipt] = await env.database.db.select().from(receipts).where(eq(receipts.consultationId, c.unpaid.id));
    expect(receipt).toMatchObject({ paysFor: 'consultation', mode: 'cash' });
    const [close] = await env.database.db.select().from(dayCloses).where(eq(dayCloses.date, D));
    expect(close!.correctedAt).not.toBeNull();
    // Corrected again: still one receipt.
    await call('POST', url, admin.cookie, { reason: 'By card', paymentStatus: 'paid', paymentMethod: 'clinic-card' });
    expect(await env.database.db.select().from(receipts).where(eq(receipts.consultationId, c.unpaid.id))).toHaveLength(1);
  });
});
