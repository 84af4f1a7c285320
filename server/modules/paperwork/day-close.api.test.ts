/**
 * A day close that fits a real day (decision 0056): a consultation's payment after the close is not
 * refused but counts on the next open day, by the desk as by the gateway (the one rule,
 * `paymentCountsOn`, that deposits and balance payments use); the admin re-opens a closed day only
 * with a reason (audited with the closed summary; the desk may not); a correction after the close
 * marks the closed summary as superseded on the report.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slotStart } from '@core/booking/slots';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { insertConsultation } from '../../../tests/helpers/staff-data.ts';
import { createDoctor } from '@server/db/factories';
import { auditLog, consultations, dayCloses, receipts } from '@server/db/schema';
import { setPaymentOutcome } from '@server/modules/payments/payments.server';

const env = await setupTestApp();
const D = '2026-11-20';
const NEXT = '2026-11-21';
const at = (time: string, date = D) => slotStart(date, time);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'POST', url: string, cookie: string, body?: unknown) {
  const response = await env.app.inject({
    method,
    url,
    headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: response.statusCode, body: response.json() as Json };
}

/** A day closed at 3:30 PM with one cash payment in; a 4 PM patient and an online booking still to pay. */
async function closedAtHalfPastThree() {
  const db = env.database.db;
  const doctor = (await createDoctor(db, { name: 'Dr. Meera' }))!;
  const base = { doctorId: doctor.id, doctorName: 'Dr. Meera', date: D, amount: 500 };
  const early = await insertConsultation(db, {
    ...base,
    timeSlot: '10:00',
    status: 'completed',
    paymentStatus: 'paid',
    paymentMethod: 'clinic-cash',
    paymentVerifiedAt: at('10:20'),
  });
  const four = await insertConsultation(db, { ...base, timeSlot: '16:00', name: 'Four O’Clock', status: 'confirmed', payAtClinic: true });
  const online = await insertConsultation(db, { ...base, timeSlot: '17:00', mode: 'online', status: 'pending', paymentStatus: 'pending' });
  const reception = await env.signInStaff('reception', { name: 'Suresh' });
  const admin = await env.signInStaff('admin', { name: 'Anita' });
  env.clock.now = at('15:30');
  expect((await call('POST', '/api/staff/reconciliation/close', reception.cookie, { date: D })).status).toBe(200);
  env.clock.now = at('16:10');
  return { early, four, online, reception, admin };
}

const row = async (id: string) => (await env.database.db.select().from(consultations).where(eq(consultations.id, id)))[0]!;

describe('payments after the day close', () => {
  it('the desk records the 4 PM patient’s payment: accepted with its receipt, counted on the next open day', async () => {
    const { four, reception } = await closedAtHalfPastThree();
    const paid = await call('POST', `/api/staff/consultations/${four.id}/payment`, reception.cookie, {
      kind: 'record-at-clinic',
      method: 'clinic-cash',
    });
    expect(paid.status).toBe(200);
    expect(await row(four.id)).toMatchObject({ paymentStatus: 'paid', paymentCountsOn: NEXT, paymentVerifiedAt: at('16:10') });
    expect(await env.database.db.select().from(receipts).where(eq(receipts.consultationId, four.id))).toHaveLength(1);
    const closed = (await call('GET', `/api/staff/reconciliation?date=${D}`, reception.cookie)).body.data;
    expect(closed.received.cash).toEqual({ count: 1, total: 500 });
    expect(closed.close.correctedAt).toBeNull();
    const next = (await call('GET', `/api/staff/reconciliation?date=${NEXT}`, reception.cookie)).body.data;
    expect(next.received.cash).toEqual({ count: 1, total: 500 });
  });

  it('the gateway’s payment after the close lands on the next open day too; two closed days in a row move it two days', async () => {
    const { online, reception } = await closedAtHalfPastThree();
    await env.database.db.insert(dayCloses).values({ date: NEXT, closedByName: 'Suresh', summary: {} });
    await setPaymentOutcome(env.ctx, online.id, { by: { kind: 'system' }, status: 'paid', method: 'gateway', reference: 'pay_LATE1' });
    expect(await row(online.id)).toMatchObject({ paymentStatus: 'paid', paymentCountsOn: '2026-11-22' });
    const later = (await call('GET', `/api/staff/reconciliation?date=2026-11-22`, reception.cookie)).body.data;
    expect(later.received.online).toEqual({ count: 1, total: 500 });
  });

  it('a payment while the day is open counts on its own date (nothing stored); a refund paid back on a closed day is still refused', async () => {
    const db = env.database.db;
    const doctor = (await createDoctor(db, { name: 'Dr. Open' }))!;
    const c = await insertConsultation(db, {
      doctorId: doctor.id,
      date: D,
      timeSlot: '11:00',
      amount: 700,
      status: 'confirmed',
      payAtClinic: true,
    });
    const refund = await insertConsultation(db, { doctorId: doctor.id, date: D, timeSlot: '12:00', status: 'cancelled', refundDue: 300 });
    const reception = await env.signInStaff('reception', { name: 'Suresh' });
    env.clock.now = at('11:30');
    await call('POST', `/api/staff/consultations/${c.id}/payment`, reception.cookie, { kind: 'record-at-clinic', method: 'clinic-card' });
    expect(await row(c.id)).toMatchObject({ paymentStatus: 'paid', paymentCountsOn: null });
    await call('POST', '/api/staff/reconciliation/close', reception.cookie, { date: D });
    const refused = await call('POST', `/api/staff/consultations/${refund.id}/refund-paid`, reception.cookie, {});
    expect(refused.status).toBe(409);
  });
});

describe('re-opening a closed day', () => {
  it('needs the admin and a reason (400 naming the field, in both languages); the desk gets 403', async () => {
    const { reception, admin } = await closedAtHalfPastThree();
    expect((await call('POST', '/api/staff/reconciliation/reopen', reception.cookie, { date: D, reason: 'Counted wrong' })).status).toBe(
      403,
    );
    const none = await call('POST', '/api/staff/reconciliation/reopen', admin.cookie, { date: D });
    expect(none.status).toBe(400);
    expect(Object.values(none.body.errors as Record<string, string>)).toContain(
      'Give the reason for re-opening the day (at least 3 characters).',
    );
    const hindi = await call('POST', '/api/staff/reconciliation/reopen?lang=hi', admin.cookie, { date: D, reason: ' ' });
    expect(hindi.status).toBe(400);
    expect(Object.values(hindi.body.errors as Record<string, string>)).toContain('दिन दोबारा खोलने का कारण लिखें (कम से कम 3 अक्षर)।');
    expect(await env.database.db.select().from(dayCloses).where(eq(dayCloses.date, D))).toHaveLength(1);
  });

  it('with a reason: the close is withdrawn, audited with the closed summary; the report shows who and why; the day closes again', async () => {
    const { reception, admin } = await closedAtHalfPastThree();
    const done = await call('POST', '/api/staff/reconciliation/reopen', admin.cookie, { date: D, reason: 'Card slip found after close' });
    expect(done).toMatchObject({ status: 200, body: { message: 'Day re-opened.' } });
    expect(await env.database.db.select().from(dayCloses).where(eq(dayCloses.date, D))).toHaveLength(0);
    const [entry] = await env.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'day.reopen'), eq(auditLog.entityId, D)));
    expect(entry).toMatchObject({
      staffName: 'Anita',
      entity: 'day',
      before: { closedByName: 'Suresh', summary: { receivedTotal: 500 } },
      after: { reason: 'Card slip found after close' },
    });
    const report = (await call('GET', `/api/staff/reconciliation?date=${D}`, reception.cookie)).body.data;
    expect(report.close).toBeNull();
    expect(report.reopened).toMatchObject({ byName: 'Anita', reason: 'Card slip found after close' });
    const again = await call('POST', '/api/staff/reconciliation/reopen', admin.cookie, { date: D, reason: 'Twice' });
    expect(again).toMatchObject({ status: 409, body: { message: 'This day is not closed.' } });
    // Open again: new money counts on the day itself; then it closes again.
    expect((await call('POST', '/api/staff/reconciliation/close', reception.cookie, { date: D })).status).toBe(200);
    expect((await call('GET', `/api/staff/reconciliation?date=${D}`, reception.cookie)).body.data.reopened).toBeNull();
  });

  it('a correction after the close is shown: the close carries when it was corrected beside its summary', async () => {
    const { early, admin, reception } = await closedAtHalfPastThree();
    const fixed = await call('POST', `/api/staff/consultations/${early.id}/payment-correction`, admin.cookie, {
      reason: 'Paid by card, not cash',
      paymentStatus: 'paid',
      paymentMethod: 'clinic-card',
    });
    expect(fixed.status).toBe(200);
    const report = (await call('GET', `/api/staff/reconciliation?date=${D}`, reception.cookie)).body.data;
    expect(report.close.correctedAt).toBe(at('16:10').toISOString());
    expect(report.close.summary.received.cash).toEqual({ count: 1, total: 500 });
    expect(report.received.card).toEqual({ count: 1, total: 500 });
  });
});
