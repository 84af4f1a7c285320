/**
 * Indian mobile numbers are recycled: a consultation belongs to the account that booked it, never
 * to whoever holds the number string it was booked with. Patient X books, moves the account to a
 * new number; Y registers X's old number. Nothing of X's reaches Y: export, lists, history,
 * tracking, feedback, the payment QR, account deletion, and the SMS of X's next reminders.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDoctor } from '@server/db/factories';
import { consultations } from '@server/db/schema';
import { insertConsultation } from '../../../tests/helpers/consultation-rows.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';

const env = await setupTestApp();

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
  env.app.inject({
    method,
    url,
    headers: { cookie, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

function lastCode(phone: string): string {
  const code = env
    .smsOutbox()
    .filter((m) => m.to === phone)
    .at(-1)
    ?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

const OLD = '9812300001';
const NEW = '9812300002';

async function recycled() {
  const doctor = await createDoctor(env.database.db, { name: 'Dr. Recycle' });
  if (!doctor) throw new Error('doctor not created');
  const x = await env.signInPatient({ name: 'Xavier Patient', contact: OLD });
  const past = await insertConsultation(env.database.db, {
    doctor,
    patient: x.patient,
    date: '2026-10-01',
    status: 'completed',
    paymentStatus: 'paid',
    symptoms: 'X private symptoms',
  });
  const upcoming = await insertConsultation(env.database.db, {
    doctor,
    patient: x.patient,
    date: '2099-01-05',
    status: 'pending',
    symptoms: 'X upcoming symptoms',
  });
  // X moves the account to a new number, through the app.
  expect((await call('POST', '/api/profile/phone/sendOtp', x.cookie, { contact: NEW })).statusCode).toBe(200);
  expect((await call('POST', '/api/profile/phone', x.cookie, { contact: NEW, otp: lastCode(NEW) })).statusCode).toBe(200);
  // Someone else gets X's old number and registers it.
  const y = await env.signInPatient({ name: 'Yamini New', contact: OLD });
  return { doctor, x, y, past, upcoming };
}

describe('a recycled phone number', () => {
  it("gives the new holder nothing of the previous account's consultations", async () => {
    const { x, y, past, upcoming } = await recycled();

    const exported = (await call('GET', '/api/profile/export', y.cookie)).json().data;
    expect(exported.consultations).toEqual([]);
    expect(JSON.stringify(exported)).not.toContain('X private symptoms');

    expect((await call('GET', `/api/consultations/all/${OLD}`, y.cookie)).json().data).toEqual([]);
    expect((await call('GET', '/api/consultations/history', y.cookie)).json().data).toEqual([]);
    const tracked = (await call('GET', `/api/consultations/${past.id}`, y.cookie)).json().data;
    expect(tracked).toMatchObject({ fullView: false });
    expect(tracked.symptoms).toBeUndefined();
    expect([403, 404]).toContain((await call('GET', `/api/feedback/${past.id}`, y.cookie)).statusCode);
    expect((await call('GET', `/api/generate-qr/${OLD}_${upcoming.id}`, y.cookie)).statusCode).toBe(404);

    // X still has all of it.
    const mine = (await call('GET', '/api/profile/export', x.cookie)).json().data;
    expect(mine.consultations.map((c: { _id: string }) => c._id).sort()).toEqual([past.id, upcoming.id].sort());
    expect((await call('GET', `/api/consultations/all/${NEW}`, x.cookie)).json().data).toHaveLength(2);
  });

  it("sends the previous account's next notices to its new number, not to the recycled one", async () => {
    const { upcoming } = await recycled();
    const [row] = await env.database.db.select().from(consultations).where(eq(consultations.id, upcoming.id));
    expect(row?.contact).toBe(NEW);
  });

  it("does not anonymise the previous account's records when the new holder deletes their account", async () => {
    const { y, past } = await recycled();
    env.clock.now = new Date(Date.now() + 61_000);
    expect((await call('POST', '/api/profile/delete/sendOtp', y.cookie, {})).statusCode).toBe(200);
    expect((await call('DELETE', '/api/profile', y.cookie, { otp: lastCode(OLD) })).statusCode).toBe(200);
    const [row] = await env.database.db.select().from(consultations).where(eq(consultations.id, past.id));
    expect(row).toMatchObject({ name: 'Xavier Patient', symptoms: 'X private symptoms' });
  });

  it('does not hand a consultation without an account to whoever holds its number', async () => {
    const doctor = await createDoctor(env.database.db, { name: 'Dr. Orphan' });
    if (!doctor) throw new Error('doctor not created');
    const orphan = await insertConsultation(env.database.db, {
      doctor,
      date: '2026-10-02',
      status: 'completed',
      paymentStatus: 'paid',
      symptoms: 'Orphan symptoms',
    });
    const holder = await env.signInPatient({ contact: orphan.contact ?? '9000000000' });
    expect((await call('GET', '/api/profile/export', holder.cookie)).json().data.consultations).toEqual([]);
    expect((await call('GET', '/api/consultations/history', holder.cookie)).json().data).toEqual([]);
    expect((await call('GET', `/api/consultations/${orphan.id}`, holder.cookie)).json().data.fullView).toBe(false);
    expect([403, 404]).toContain((await call('GET', `/api/feedback/${orphan.id}`, holder.cookie)).statusCode);
  });
});
