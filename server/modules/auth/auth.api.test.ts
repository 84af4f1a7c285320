import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createPatient } from '../../db/factories.ts';
import { otpCodes, patients, sessions } from '../../db/schema.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';

const env = await setupTestApp();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  env.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json', ...headers } });

function lastCode(phone: string): string {
  const message = env.smsOutbox().filter((m) => m.to === phone).at(-1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

function cookieOf(res: { headers: Record<string, unknown> }, name = 'authToken') {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.find((c: string) => c.startsWith(`${name}=`));
}

const at = (iso: string) => (env.clock.now = new Date(iso));
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('one-time codes', () => {
  it('sends a code and signs a new patient in, creating the account with consent', async () => {
    at('2026-11-20T10:00:00Z');
    const send = await post('/api/auth/sendOtp', { name: 'Asha Verma', contact: '9876500001', email: 'asha@example.com' });
    expect(send.statusCode).toBe(200);
    expect(send.json()).toMatchObject({ success: true, data: { registered: false, tempUser: { name: 'Asha Verma', contact: '9876500001' } } });
    expect(send.json().data.token).toBeUndefined();
    const sms = env.smsOutbox().at(-1);
    expect(sms?.body).toMatch(/Sarona Ayurveda/);
    expect(sms?.body).toMatch(/Do not share/);
    // Stored only as a keyed hash.
    const [row] = await env.database.db.select().from(otpCodes).where(eq(otpCodes.contact, '9876500001'));
    expect(row?.codeHash).not.toContain(lastCode('9876500001'));

    const verify = await post('/api/auth/verifyOtp', { name: 'Asha Verma', contact: '9876500001', email: 'asha@example.com', otp: lastCode('9876500001'), consent: true });
    expect(verify.statusCode).toBe(200);
    const body = verify.json();
    expect(body.data).toMatchObject({ registered: false, user: { name: 'Asha Verma', contact: '9876500001', email: 'asha@example.com', age: null } });
    expect(body.data.token).toBeUndefined();
    const cookie = cookieOf(verify);
    expect(cookie).toMatch(/HttpOnly/);
    const [patient] = await env.database.db.select().from(patients).where(eq(patients.contact, '9876500001'));
    expect(patient?.consentVersion).toBe('2026-11');
    expect(patient?.consentAt?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });
});
