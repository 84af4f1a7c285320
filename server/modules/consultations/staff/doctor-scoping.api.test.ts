/**
 * A doctor reaches only their own consultations, on every route and page that takes a consultation
 * id, as on the board: tracking and its page show another doctor's consultation as to anyone
 * holding the id (short name, no symptoms); the payment page, the QR and the claim are "not found".
 * (The API routes x roles are in tests/security/route-matrix.ts; these are the pages.)
 */
import { describe, expect, it } from 'vitest';
import { insertConsultation } from '../../../../tests/helpers/consultation-rows.ts';
import { setupTestApp } from '../../../../tests/helpers/test-app.ts';
import { createDoctor } from '@server/db/factories';
import { callPage } from '../../../../tests/helpers/page-loader.ts';
import { loader as trackingLoader } from '~/routes/booking/track-consultation';
import { loader as paymentLoader } from '~/routes/booking/payment';

const env = await setupTestApp();

async function scenario() {
  const mine = await createDoctor(env.database.db, { name: 'Dr. Mine' });
  const theirs = await createDoctor(env.database.db, { name: 'Dr. Theirs' });
  if (!mine || !theirs) throw new Error('doctors not created');
  const patient = await env.signInPatient({ name: 'Kavita Rao' });
  const row = await insertConsultation(env.database.db, {
    doctor: theirs,
    patient: patient.patient,
    date: '2099-02-02',
    symptoms: 'Private symptoms',
  });
  const me = await env.signInStaff('doctor', { doctorId: mine.id });
  const colleague = await env.signInStaff('doctor', { doctorId: theirs.id });
  return { row, patient, me: me.token, colleague: colleague.token, meCookie: me.cookie };
}

describe("another doctor's consultation", () => {
  it('shows only the short view on the tracking page, the full one to its own doctor', async () => {
    const { row, me, colleague } = await scenario();
    const page = async (token: string) => {
      const answer = await callPage(env, trackingLoader, { token, url: `/consultation/${row.id}`, params: { id: row.id } });
      return answer.data as { result: { kind: string; consultation?: { fullView: boolean; symptoms?: string } } };
    };
    const other = await page(me);
    expect(other.result.consultation).toMatchObject({ fullView: false });
    expect(other.result.consultation?.symptoms).toBeUndefined();
    const own = await page(colleague);
    expect(own.result.consultation).toMatchObject({ fullView: true, symptoms: 'Private symptoms' });
  });

  it('is not found on the payment page, through the QR or the claim', async () => {
    const { row, me, colleague, meCookie } = await scenario();
    const note = `${row.contact}_${row.id}`;
    const page = async (token: string) =>
      (await callPage(env, paymentLoader, { token, url: `/payment/${note}`, params: { contactNote: note } })).data;
    expect(await page(me)).toEqual({ found: false });
    expect(await page(colleague)).toMatchObject({ found: true });
    expect((await env.app.inject({ method: 'GET', url: `/api/generate-qr/${note}`, headers: { cookie: meCookie } })).statusCode).toBe(404);
    const claim = await env.app.inject({
      method: 'POST',
      url: `/api/payments/${row.id}/claim`,
      headers: { cookie: meCookie },
      payload: {},
    });
    expect(claim.statusCode).toBe(404);
    const detail = await env.app.inject({ method: 'GET', url: `/api/consultations/${row.id}`, headers: { cookie: meCookie } });
    expect(detail.json().data.symptoms).toBeUndefined();
  });
});
