/**
 * Cancelling a programme with its deposit paid (or claimed) records the refund due (decision 0030):
 * reconciliation lists it with the consultations' refunds, reception marks it paid back (audited,
 * counted in the day's refunds), and the patient still sees the cancelled programme, what they
 * paid and the refund.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPatientProgramme } from '@server/db/patient-programme-factories';
import { auditLog, programmes } from '@server/db/schema';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';

import { myProgrammes } from '../programmes/patient/patient-programmes.server.ts';

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
  return { status: res.statusCode, json: res.json() as Json };
}

async function scenario() {
  env.clock.now = new Date(`${TODAY}T04:00:00Z`);
  const patient = await env.signInPatient({ name: 'Kiran' });
  const { cookie: desk } = await env.signInStaff('reception', { phone: '9000000012' });
  const programme = await createPatientProgramme(db(), { patientId: patient.patient.id, price: 9000 });
  const cancel = (id: string) => call(desk, 'POST', `/api/staff/programmes/${id}/cancel`, { reason: 'Patient travelling' });
  const report = async () => (await call(desk, 'GET', `/api/staff/reconciliation?date=${TODAY}`)).json.data as Json;
  const mine = async (lang: 'en' | 'hi' = 'en') => (await myProgrammes(env.ctx, patient.patient.id, lang)) as Json[];
  return { patient, desk, programme, cancel, report, mine };
}

describe('a cancelled programme with its deposit paid', () => {
  it('records the refund due, lists it in reconciliation, and reception marks it paid back once (audited, counted)', async () => {
    const { desk, programme, cancel, report } = await scenario();
    expect(programme.deposit).toBe(2300);
    expect((await call(desk, 'POST', `/api/staff/programmes/${programme.id}/deposit/confirm`, { method: 'clinic-cash' })).status).toBe(200);
    expect((await cancel(programme.id)).status).toBe(200);
    const [row] = await db().select().from(programmes).where(eq(programmes.id, programme.id));
    expect(row).toMatchObject({ status: 'cancelled', depositStatus: 'paid', refundDue: 2300, refundedAt: null });

    const before = await report();
    expect(before.refundsDue).toEqual([
      expect.objectContaining({ kind: 'deposit', id: programme.id, name: 'Kiran', amount: 2300, date: '2026-12-01' }),
    ]);
    expect(before.refundsPaid).toEqual({ count: 0, total: 0 });

    const paid = await call(desk, 'POST', `/api/staff/programmes/${programme.id}/refund-paid`, {});
    expect(paid.status).toBe(200);
    const after = await report();
    expect(after.refundsDue).toEqual([]);
    expect(after.refundsPaid).toEqual({ count: 1, total: 2300 });
    expect(after.net).toBe(after.receivedTotal - 2300);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'programme.refund-paid'));
    expect(audit).toMatchObject({ entity: 'programme', entityId: programme.id });

    const again = await call(desk, 'POST', `/api/staff/programmes/${programme.id}/refund-paid`, {}, 'hi');
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('इस कार्यक्रम का कोई रिफ़ंड लौटाना बाकी नहीं है।');
  });

  it('a claimed deposit is owed back too; nothing paid, no refund (409 on marking one)', async () => {
    const { patient, desk, programme, cancel, report } = await scenario();
    expect((await call(patient.cookie, 'POST', `/api/programmes/${programme.id}/deposit`, { utr: '412345678901' })).status).toBe(200);
    expect((await cancel(programme.id)).status).toBe(200);
    const unpaid = await createPatientProgramme(db(), { patientId: patient.patient.id, price: 9000, startDate: '2026-12-10' });
    expect((await cancel(unpaid.id)).status).toBe(200);
    const r = await report();
    expect(r.refundsDue.map((i: Json) => [i.kind, i.id, i.amount, i.reference])).toEqual([['deposit', programme.id, 2300, '412345678901']]);
    const none = await call(desk, 'POST', `/api/staff/programmes/${unpaid.id}/refund-paid`, {});
    expect(none.status).toBe(409);
    expect(none.json.message).toBe('This programme has no refund waiting to be paid back.');
  });
});

describe("the patient's view of a cancelled programme", () => {
  it('still shows it, cancelled, with the deposit paid and the refund: due, then paid back', async () => {
    const { patient, desk, programme, cancel, mine } = await scenario();
    expect(
      (
        await call(desk, 'POST', `/api/staff/programmes/${programme.id}/deposit/confirm`, {
          method: 'clinic-upi',
          reference: '512345678901',
        })
      ).status,
    ).toBe(200);
    expect((await cancel(programme.id)).status).toBe(200);
    const [shown] = await mine();
    expect(shown).toMatchObject({
      id: programme.id,
      status: 'cancelled',
      amounts: { price: 9000, deposit: 2300, depositStatus: 'paid', refundDue: 2300, refundedAt: null },
    });
    env.clock.now = new Date(`${TODAY}T09:00:00Z`);
    const { cookie: laterDesk } = await env.signInStaff('reception', { phone: '9000000013' });
    expect((await call(laterDesk, 'POST', `/api/staff/programmes/${programme.id}/refund-paid`, {})).status).toBe(200);
    const [refunded] = await mine('hi');
    expect(refunded).toMatchObject({ status: 'cancelled', amounts: { refundDue: 2300, refundedAt: '2026-11-30T09:00:00.000Z' } });
    // Another patient sees none of it.
    const other = await env.signInPatient();
    expect(await myProgrammes(env.ctx, other.patient.id, 'en')).toEqual([]);
    expect(patient.patient.id).not.toBe(other.patient.id);
  });
});
