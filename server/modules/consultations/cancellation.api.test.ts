/**
 * One way to cancel a consultation, with one rule set: the owner (24 hours ahead, or an unpaid hold
 * at any time) through POST /api/consultations/:id/cancel, the desk (reception, admin; with a
 * reason; a doctor never) through PATCH /api/consultations/:id/status. Every cancellation writes an
 * audit entry with its reason; a paid (or claimed) booking gets a refund note staff see.
 * The payment route that let any staff member cancel anything is gone.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertConsultation } from '../../../tests/helpers/consultation-rows.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createDoctor } from '@server/db/factories';
import { auditLog, consultations } from '@server/db/schema';
import { setPaymentOutcome } from '@server/modules/payments/payments.server';

const env = await setupTestApp();

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: unknown) =>
  env.app.inject({
    method,
    url,
    headers: { cookie, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function paidBooking() {
  const doctor = await createDoctor(env.database.db, { name: 'Dr. Paid' });
  if (!doctor) throw new Error('doctor not created');
  const owner = await env.signInPatient({ name: 'Ritu Paid' });
  const row = await insertConsultation(env.database.db, {
    doctor,
    patient: owner.patient,
    date: '2099-03-03',
    status: 'confirmed',
    paymentStatus: 'paid',
    amount: 700,
  });
  await env.database.db.update(consultations).set({ paymentMethod: 'upi', paymentUtr: '412345678901' }).where(eq(consultations.id, row.id));
  return { doctor, owner, row };
}

const stored = async (id: string) => (await env.database.db.select().from(consultations).where(eq(consultations.id, id)))[0];
const audits = (id: string) => env.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));

describe('cancelling a consultation', () => {
  it('is not possible through the payment route, for any staff member', async () => {
    const { doctor, row } = await paidBooking();
    const own = await env.signInStaff('doctor', { doctorId: doctor.id });
    const reception = await env.signInStaff('reception');
    for (const cookie of [own.cookie, reception.cookie]) {
      const res = await call('POST', `/api/payments/${row.id}/cancel`, cookie, {});
      expect(res.statusCode).toBe(404);
    }
    expect((await stored(row.id))?.status).toBe('confirmed');
  });

  it("is never the doctor's: the status route refuses them", async () => {
    const { doctor, row } = await paidBooking();
    const own = await env.signInStaff('doctor', { doctorId: doctor.id });
    const res = await call('PATCH', `/api/consultations/${row.id}/status`, own.cookie, { status: 'cancelled', reason: 'Unwell' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cancellations are made by reception or an admin.');
  });

  it('by the desk needs a reason, writes it to the audit log and leaves a refund note for a paid booking', async () => {
    const { row } = await paidBooking();
    const reception = await env.signInStaff('reception', { name: 'Desk Ramesh' });
    expect((await call('PATCH', `/api/consultations/${row.id}/status`, reception.cookie, { status: 'cancelled' })).statusCode).toBe(400);
    const res = await call('PATCH', `/api/consultations/${row.id}/status`, reception.cookie, {
      status: 'cancelled',
      reason: 'Doctor on leave',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.consultation).toMatchObject({ status: 'cancelled', cancelReason: 'Doctor on leave', refundDue: 700 });
    const [entry, ...more] = await audits(row.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'consultation.status.cancelled', staffName: 'Desk Ramesh' });
    expect(entry?.after).toMatchObject({ status: 'cancelled', cancelReason: 'Doctor on leave', refundDue: 700 });
    const detail = await call('GET', `/api/staff/consultations/${row.id}`, reception.cookie);
    expect(detail.json().data.consultation).toMatchObject({ refundDue: 700, paymentStatus: 'paid' });
  });

  it('by the owner is audited too, and a paid booking gets its refund note', async () => {
    const { owner, row } = await paidBooking();
    const res = await call('POST', `/api/consultations/${row.id}/cancel`, owner.cookie, {});
    expect(res.statusCode).toBe(200);
    expect(await stored(row.id)).toMatchObject({ status: 'cancelled', cancelReason: 'cancelled-by-patient', refundDue: 700 });
    const [entry] = await audits(row.id);
    expect(entry).toMatchObject({ action: 'consultation.status.cancelled', staffId: null, staffName: null });
    expect(entry?.after).toMatchObject({ cancelReason: 'cancelled-by-patient', refundDue: 700 });
  });

  it('of an unpaid booking leaves no refund note', async () => {
    const doctor = await createDoctor(env.database.db);
    if (!doctor) throw new Error('doctor not created');
    const owner = await env.signInPatient();
    const row = await insertConsultation(env.database.db, { doctor, patient: owner.patient, date: '2099-03-04' });
    expect((await call('POST', `/api/consultations/${row.id}/cancel`, owner.cookie, {})).statusCode).toBe(200);
    expect((await stored(row.id))?.refundDue).toBeNull();
  });

  it('leaves a refund note when money arrives for a booking already cancelled', async () => {
    const doctor = await createDoctor(env.database.db);
    if (!doctor) throw new Error('doctor not created');
    const owner = await env.signInPatient();
    const row = await insertConsultation(env.database.db, { doctor, patient: owner.patient, date: '2099-03-05', amount: 450 });
    expect((await call('POST', `/api/consultations/${row.id}/cancel`, owner.cookie, {})).statusCode).toBe(200);
    await setPaymentOutcome(env.ctx, row.id, { by: { kind: 'system' }, status: 'paid', method: 'gateway', reference: 'pay_123' });
    expect(await stored(row.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', refundDue: 450 });
  });
});
