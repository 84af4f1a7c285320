/**
 * Deleting an account cancels its bookings still to come (they no longer hold their slots under
 * "Deleted patient"), through the one cancellation path (audit entry, refund note when paid), and
 * tells the clinic by e-mail which bookings were cancelled and what is to be refunded.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { formatConsultationId } from '@core/booking/consultation-id';
import { insertConsultation } from '../../../tests/helpers/consultation-rows.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createDoctor } from '@server/db/factories';
import { auditLog, consultations } from '@server/db/schema';

const env = await setupTestApp();
const clinicEmail = (await clinicProfile(env.ctx)).email;

const call = (method: 'POST' | 'DELETE', url: string, cookie: string, payload: unknown) =>
  env.app.inject({ method, url, headers: { cookie, 'content-type': 'application/json' }, payload: payload as object });

describe('deleting an account', () => {
  it('cancels its bookings still to come, audits them, notes refunds and tells the clinic', async () => {
    const doctor = await createDoctor(env.database.db, { name: 'Dr. Leaving' });
    if (!doctor) throw new Error('doctor not created');
    const { cookie, patient } = await env.signInPatient({ name: 'Suresh Leaving', contact: '9811177001' });
    const paid = await insertConsultation(env.database.db, {
      doctor,
      patient,
      date: '2099-04-01',
      status: 'confirmed',
      paymentStatus: 'paid',
      amount: 600,
    });
    const unpaid = await insertConsultation(env.database.db, { doctor, patient, date: '2099-04-02', timeSlot: '11:00' });
    const done = await insertConsultation(env.database.db, {
      doctor,
      patient,
      date: '2026-01-05',
      status: 'completed',
      paymentStatus: 'paid',
    });

    expect((await call('POST', '/api/profile/delete/sendOtp', cookie, {})).statusCode).toBe(200);
    const code = env
      .smsOutbox()
      .filter((m) => m.to === '9811177001')
      .at(-1)
      ?.body.match(/\b(\d{6})\b/)?.[1];
    expect((await call('DELETE', '/api/profile', cookie, { otp: code })).statusCode).toBe(200);

    const rows = Object.fromEntries((await env.database.db.select().from(consultations)).map((r) => [r.id, r]));
    expect(rows[paid.id]).toMatchObject({
      status: 'cancelled',
      cancelReason: 'account-deleted',
      refundDue: 600,
      name: 'Deleted patient',
      contact: null,
    });
    expect(rows[unpaid.id]).toMatchObject({ status: 'cancelled', cancelReason: 'account-deleted', refundDue: null });
    expect(rows[done.id]).toMatchObject({ status: 'completed', cancelReason: null });

    const audited = await env.database.db.select().from(auditLog).where(eq(auditLog.action, 'consultation.status.cancelled'));
    expect(audited.map((a) => a.entityId).sort()).toEqual([paid.id, unpaid.id].sort());

    await env.deliverNotices(); // the clinic's e-mail is queued like every notice
    const mail = env.emailOutbox().filter((m) => m.to === clinicEmail);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain('2');
    expect(mail[0]?.text).toContain(formatConsultationId(paid.id));
    expect(mail[0]?.text).toContain(formatConsultationId(unpaid.id));
    expect(mail[0]?.text).toContain('₹600');
    expect(mail[0]?.text).not.toContain(formatConsultationId(done.id));
    // The clinic is not told the patient's name or number: the account is gone.
    expect(mail[0]?.text).not.toContain('Suresh');
    expect(mail[0]?.text).not.toContain('9811177001');
  });

  it('sends the clinic nothing when there was nothing to cancel', async () => {
    const { cookie } = await env.signInPatient({ contact: '9811177002' });
    expect((await call('POST', '/api/profile/delete/sendOtp', cookie, {})).statusCode).toBe(200);
    const code = env
      .smsOutbox()
      .filter((m) => m.to === '9811177002')
      .at(-1)
      ?.body.match(/\b(\d{6})\b/)?.[1];
    expect((await call('DELETE', '/api/profile', cookie, { otp: code })).statusCode).toBe(200);
    await env.deliverNotices();
    expect(env.emailOutbox().filter((m) => m.to === clinicEmail)).toEqual([]);
  });
});
