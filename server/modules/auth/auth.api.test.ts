import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createPatient } from '@server/db/factories';
import { otpCodes, patients, signIns } from '@server/db/schema';
import { buildApp } from '@server/http/app';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';

const env = await setupTestApp();

type Headers = Record<string, string>;
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  env.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json', ...headers } });

export function lastCode(phone: string): string {
  const message = env
    .smsOutbox()
    .filter((m) => m.to === phone)
    .at(-1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw.map(String) : raw ? [String(raw)] : [];
}
const cookieOf = (res: { headers: Record<string, unknown> }, name = 'authToken') => setCookies(res).find((c) => c.startsWith(`${name}=`));
const cookieHeader = (res: { headers: Record<string, unknown> }) => cookieOf(res)?.split(';')[0] ?? '';

const at = (iso: string) => (env.clock.now = new Date(iso));
const later = (seconds: number) => (env.clock.now = new Date((env.clock.now ?? new Date()).getTime() + seconds * 1000));
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const person = (contact: string) => ({ name: 'Asha Verma', contact, email: 'asha@example.com' });

async function sendCode(contact: string, headers: Headers = {}) {
  const res = await post('/api/auth/sendOtp', person(contact), headers);
  expect(res.statusCode, res.body).toBe(200);
  return lastCode(contact);
}

describe('sending and verifying one-time codes', () => {
  it('registers a new patient: code by SMS, account with consent, session cookie, no token in JSON', async () => {
    at('2026-11-20T10:00:00Z');
    const send = await post('/api/auth/sendOtp', person('9876500001'));
    expect(send.statusCode).toBe(200);
    expect(send.json()).toMatchObject({
      success: true,
      message: 'OTP sent successfully',
      data: {
        tempUser: { name: 'Asha Verma', contact: '9876500001', email: 'asha@example.com' },
        expiresInSeconds: 600,
        resendInSeconds: 60,
      },
    });
    expect(JSON.stringify(send.json())).not.toMatch(/token/i);
    const sms = env.smsOutbox().at(-1);
    expect(sms?.to).toBe('9876500001');
    expect(sms?.body).toMatch(/^\d{6} is your Sarona Ayurveda sign-in code\. It is valid for 10 minutes\. Do not share this code/);
    const code = lastCode('9876500001');
    const [row] = await env.database.db.select().from(otpCodes).where(eq(otpCodes.contact, '9876500001'));
    expect(row?.codeHash).toBeTruthy();
    expect(row?.codeHash).not.toContain(code);
    expect(row?.expiresAt.toISOString()).toBe('2026-11-20T10:10:00.000Z');

    const verify = await post('/api/auth/verifyOtp', { ...person('9876500001'), otp: code, consent: true });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json().data).toMatchObject({
      registered: false,
      user: { name: 'Asha Verma', contact: '9876500001', email: 'asha@example.com', age: null },
    });
    expect(verify.json().data.token).toBeUndefined();
    const [patient] = await env.database.db.select().from(patients).where(eq(patients.contact, '9876500001'));
    expect(patient?.consentVersion).toBe('2026-11');
    expect(patient?.consentAt?.toISOString()).toBe('2026-11-20T10:00:00.000Z');

    const check = await env.app.inject({ method: 'GET', url: '/api/auth/check', headers: { cookie: cookieHeader(verify) } });
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({ kind: 'patient', user: { contact: '9876500001' } });
  });

  it('writes the SMS in Hindi for a Hindi-speaking visitor', async () => {
    await post('/api/auth/sendOtp', person('9876500002'), { 'accept-language': 'hi-IN' });
    expect(env.smsOutbox().at(-1)?.body).toMatch(/^\d{6} आपका सरोना आयुर्वेद साइन-इन कोड है।.*किसी को न बताएँ/);
  });

  it('refuses a new number without consent, and keeps the code usable', async () => {
    const code = await sendCode('9876500003');
    const refused = await post('/api/auth/verifyOtp', { ...person('9876500003'), otp: code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'Please agree to the privacy notice to create your account',
      errors: { consent: expect.any(String) },
    });
    expect((await post('/api/auth/verifyOtp', { ...person('9876500003'), otp: code, consent: true })).statusCode).toBe(200);
  });

  it('still requires a code for a registered number, and says it is registered only once the code is right', async () => {
    await createPatient(env.database.db, { contact: '9876500004', name: 'Kiran' });
    const send = await post('/api/auth/sendOtp', person('9876500004'));
    expect(send.statusCode).toBe(200);
    expect(Object.keys(send.json().data).sort()).toEqual(['expiresInSeconds', 'resendInSeconds', 'tempUser']);
    expect(cookieOf(send)).toBeUndefined();

    for (const url of ['/api/auth/verifyOtp', '/api/auth/login']) {
      const noCode = await post(url, { ...person('9876500004') });
      expect(noCode.statusCode).toBe(400);
      expect(cookieOf(noCode)).toBeUndefined();
    }
    const ok = await post('/api/auth/login', { contact: '9876500004', otp: lastCode('9876500004') });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ registered: true, user: { name: 'Kiran' } });
  });

  it('answers 400 with field messages for bad input and ignores unknown fields', async () => {
    const bad = await post('/api/auth/sendOtp', { name: '', contact: '12345', email: 'nope', admin: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ name: 'Name is required', contact: 'Contact must be 10 digits', email: 'Invalid email format' });
    const missing = await post('/api/auth/sendOtp', { name: 'A' });
    expect(missing.json().errors.contact).toBe('Contact is required');
    const huge = await post('/api/auth/sendOtp', { name: 'x'.repeat(101), contact: '9876500005' });
    expect(huge.statusCode).toBe(400);
    expect(env.smsOutbox()).toHaveLength(0);
    const extra = await post('/api/auth/sendOtp', { ...person('9876500005'), role: 'admin' });
    expect(extra.statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries, even if the right code follows', async () => {
    const code = await sendCode('9876500006');
    for (let i = 1; i <= 4; i++) {
      const res = await post('/api/auth/verifyOtp', { ...person('9876500006'), otp: wrong(code), consent: true });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Invalid OTP. Please try again. ${5 - i} ${5 - i === 1 ? 'attempt' : 'attempts'} left.`);
    }
    const fifth = await post('/api/auth/verifyOtp', { ...person('9876500006'), otp: wrong(code), consent: true });
    expect(fifth.json().message).toBe('Too many wrong codes. Please request a new OTP.');
    const right = await post('/api/auth/verifyOtp', { ...person('9876500006'), otp: code, consent: true });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many wrong codes. Please request a new OTP.');
    expect(cookieOf(right)).toBeUndefined();
  });

  it('refuses an expired code (after 10 minutes)', async () => {
    at('2026-11-20T10:00:00Z');
    const code = await sendCode('9876500007');
    later(10 * 60 + 1);
    const res = await post('/api/auth/verifyOtp', { ...person('9876500007'), otp: code, consent: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This code has expired. Please request a new OTP.');
  });

  it('accepts a code once only', async () => {
    const code = await sendCode('9876500008');
    expect((await post('/api/auth/verifyOtp', { ...person('9876500008'), otp: code, consent: true })).statusCode).toBe(200);
    const again = await post('/api/auth/verifyOtp', { ...person('9876500008'), otp: code, consent: true });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('No active code for this number. Please request a new OTP.');
  });

  it('refuses a resend within 60 s (429 + Retry-After); a new code then replaces the old one', async () => {
    at('2026-11-20T10:00:00Z');
    const first = await sendCode('9876500009');
    later(30);
    const early = await post('/api/auth/sendOtp', person('9876500009'));
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('30');
    expect(early.json().message).toBe('Please wait 30 seconds before requesting another code.');
    later(30);
    const second = await sendCode('9876500009');
    const old = await post('/api/auth/verifyOtp', {
      ...person('9876500009'),
      otp: first === second ? wrong(second) : first,
      consent: true,
    });
    expect(old.statusCode).toBe(400);
    expect((await post('/api/auth/verifyOtp', { ...person('9876500009'), otp: second, consent: true })).statusCode).toBe(200);
  });

  it('allows 5 sends per number per hour', async () => {
    at('2026-11-20T10:00:00Z');
    for (let i = 0; i < 5; i++) {
      await sendCode('9876500010');
      later(61);
    }
    const sixth = await post('/api/auth/sendOtp', person('9876500010'));
    expect(sixth.statusCode).toBe(429);
    // The first send (10:00:00) leaves the window at 11:00:00; it is now 10:05:05.
    expect(sixth.headers['retry-after']).toBe(String(3600 - 5 * 61));
    expect(sixth.json().message).toBe('Too many codes requested for this number. Please try again in 55 minutes.');
    later(3600);
    expect((await post('/api/auth/sendOtp', person('9876500010'))).statusCode).toBe(200);
  });

  it('limits sends per IP address across numbers', async () => {
    at('2026-11-20T10:00:00Z');
    for (let i = 0; i < 20; i++) {
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/auth/sendOtp',
        payload: person(`98765011${String(i).padStart(2, '0')}`),
        remoteAddress: '203.0.113.9',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const blocked = await env.app.inject({
      method: 'POST',
      url: '/api/auth/sendOtp',
      payload: person('9876501199'),
      remoteAddress: '203.0.113.9',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
    expect(blocked.json().message).toMatch(/from this network/);
    const otherIp = await env.app.inject({
      method: 'POST',
      url: '/api/auth/sendOtp',
      payload: person('9876501199'),
      remoteAddress: '198.51.100.7',
    });
    expect(otherIp.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('sets the authToken cookie HttpOnly, SameSite=Lax, Path=/, 7 days, and Secure only over https', async () => {
    at('2026-11-20T10:00:00Z');
    const code = await sendCode('9876500020');
    const res = await post('/api/auth/verifyOtp', { ...person('9876500020'), otp: code, consent: true });
    const cookie = cookieOf(res) ?? '';
    expect(cookie).toMatch(/^authToken=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Expires=Fri, 27 Nov 2026 10:00:00 GMT/);
    expect(cookie).not.toMatch(/Secure/);
    // Stored hashed: the token itself is not in the table.
    const token = cookie.split(';')[0]?.split('=')[1] ?? '';
    const rows = await env.database.db.select().from(signIns);
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);

    // Served over https (here: behind a proxy that says so), the cookie is Secure.
    const httpsApp = await buildApp({ ctx: { ...env.ctx, config: { ...env.ctx.config, TRUST_PROXY: 1 } } });
    try {
      later(61);
      const send = await httpsApp.inject({
        method: 'POST',
        url: '/api/auth/sendOtp',
        payload: person('9876500020'),
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(send.statusCode).toBe(200);
      const secure = await httpsApp.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { contact: '9876500020', otp: lastCode('9876500020') },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.statusCode).toBe(200);
      expect(cookieOf(secure)).toMatch(/; Secure/);
    } finally {
      await httpsApp.close();
    }
  });

  it('gives a new session id at every sign-in', async () => {
    await createPatient(env.database.db, { contact: '9876500021' });
    const first = await post('/api/auth/login', { contact: '9876500021', otp: await sendCode('9876500021') });
    // Signing in again at once is fine: the 60 s wait only protects an unused code.
    const second = await post('/api/auth/login', { contact: '9876500021', otp: await sendCode('9876500021') });
    expect(cookieHeader(first)).not.toBe(cookieHeader(second));
  });

  it('logout ends the session on the server and clears authToken and token', async () => {
    const { cookie } = await env.signInPatient();
    const out = await post('/api/auth/logout', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('Logged out successfully');
    const cleared = setCookies(out);
    expect(cleared.some((c) => /^authToken=;/.test(c) && /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    expect(cleared.some((c) => /^token=;/.test(c))).toBe(true);
    const check = await env.app.inject({ method: 'GET', url: '/api/auth/check', headers: { cookie } });
    expect(check.statusCode).toBe(401);
    expect(check.json().message).toBe('Your session has expired. Please log in again.');
    expect(await env.database.db.select().from(signIns)).toHaveLength(0);
  });

  it('check answers 401 without a session', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/auth/check' });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it('gives a token only when asked, and accepts it as a Bearer header', async () => {
    const code = await sendCode('9876500022');
    const res = await post('/api/auth/verifyOtp', { ...person('9876500022'), otp: code, consent: true, tokenRequested: true });
    const token = res.json().data.token as string;
    expect(token).toMatch(/^[\w-]{40,}$/);
    const check = await env.app.inject({ method: 'GET', url: '/api/auth/check', headers: { authorization: `Bearer ${token}` } });
    expect(check.statusCode).toBe(200);
    expect(check.json().data.user.contact).toBe('9876500022');
    const profile = await env.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { name: 'Asha V.' },
      headers: { authorization: `Bearer ${token}`, origin: 'https://app.example' },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses a cross-site POST with the cookie', async () => {
    const { cookie } = await env.signInPatient();
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Headers[]) {
      const res = await post('/api/auth/logout', {}, { cookie, ...headers });
      expect(res.statusCode).toBe(403);
    }
    const still = await env.app.inject({ method: 'GET', url: '/api/auth/check', headers: { cookie } });
    expect(still.statusCode).toBe(200);
  });
});

describe('housekeeping', () => {
  it('removes send records older than an hour and codes dead for over an hour, keeping live ones', async () => {
    const { purgeOtpRecords } = await import('./otp.server');
    const { otpSends } = await import('@server/db/schema');
    at('2026-11-20T10:00:00Z');
    await sendCode('9876500030');
    later(600 + 3601); // its code expired at 10:10, over an hour ago

    await sendCode('9876500031');
    later(60);
    await purgeOtpRecords(env.ctx);
    const sends = await env.database.db.select().from(otpSends);
    expect(sends.map((s) => s.contact)).toEqual(['9876500031']);
    const codes = await env.database.db.select().from(otpCodes);
    expect(codes.map((c) => c.contact)).toEqual(['9876500031']);
  });
});
