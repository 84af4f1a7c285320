/**
 * One-time-code abuse and session safety: brute force, resend flood, number enumeration, cookie
 * flags, session fixation, logout. Each test runs once its endpoint exists on the server.
 */
import { describe, expect, it } from 'vitest';
import { LIMITS, SESSION_COOKIE } from '../../core/constants.ts';
import { createPatient } from '../../server/db/factories.ts';
import { apiRoutes } from '../helpers/api-routes.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const env = await setupTestApp();
const keys = new Set((await apiRoutes(env)).map((r) => r.key));
const has = (...wanted: string[]) => wanted.every((k) => keys.has(k));
const otpRoutes = has('POST /api/auth/sendOtp', 'POST /api/auth/verifyOtp');

let phone = 7_000_000_000;
const newContact = () => String(++phone);

async function sendOtp(contact: string, extra: { ip?: string; cookie?: string } = {}) {
  return env.app.inject({
    method: 'POST',
    url: '/api/auth/sendOtp',
    headers: { 'content-type': 'application/json', ...(extra.cookie ? { cookie: extra.cookie } : {}) },
    remoteAddress: extra.ip ?? '203.0.113.10',
    payload: JSON.stringify({ name: 'Asha Verma', contact, email: 'asha@example.com', consent: true }),
  });
}

async function verifyOtp(contact: string, otp: string, extra: { cookie?: string } = {}) {
  return env.app.inject({
    method: 'POST',
    url: '/api/auth/verifyOtp',
    headers: { 'content-type': 'application/json', ...(extra.cookie ? { cookie: extra.cookie } : {}) },
    remoteAddress: '203.0.113.10',
    payload: JSON.stringify({ name: 'Asha Verma', contact, email: 'asha@example.com', otp, consent: true }),
  });
}

/** The last code texted to a number, read from the SMS outbox. */
function lastCode(contact: string): string {
  const sms = env.smsOutbox().filter((m) => m.to.endsWith(contact));
  const code = /\b(\d{6})\b/.exec(sms.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error(`no code texted to ${contact}`);
  return code;
}

function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.find((c) => c.startsWith(`${SESSION_COOKIE}=`) && !/^[^=]+=;/.test(c));
}

describe('one-time code abuse', () => {
  it.skipIf(!otpRoutes)('brute force: after the allowed wrong tries even the right code is refused', async () => {
    const contact = newContact();
    expect((await sendOtp(contact)).statusCode).toBe(200);
    const right = lastCode(contact);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < LIMITS.otpMaxAttempts; i++) {
      const res = await verifyOtp(contact, wrong);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(sessionCookie(res)).toBeUndefined();
    }
    const res = await verifyOtp(contact, right);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().success).toBe(false);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it.skipIf(!otpRoutes)('resend flood: a second code within 60 s and a sixth in an hour answer 429 with Retry-After', async () => {
    const contact = newContact();
    const start = new Date('2026-12-01T05:00:00Z');
    env.clock.now = start;
    expect((await sendOtp(contact)).statusCode).toBe(200);
    const soon = await sendOtp(contact);
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(soon.json()).toMatchObject({ success: false });

    let limited = false;
    for (let i = 1; i <= LIMITS.otpMaxSendsPerHour && !limited; i++) {
      env.clock.now = new Date(start.getTime() + i * (LIMITS.otpResendSeconds + 1) * 1000);
      const res = await sendOtp(contact);
      if (res.statusCode === 429) limited = true;
      else expect(res.statusCode).toBe(200);
    }
    expect(limited, `more than ${LIMITS.otpMaxSendsPerHour} codes in an hour were sent`).toBe(true);
  });

  it.skipIf(!otpRoutes)('per-IP limit: one address cannot text many numbers', async () => {
    let limited = false;
    for (let i = 0; i < 40 && !limited; i++) {
      const res = await sendOtp(newContact(), { ip: '198.51.100.7' });
      if (res.statusCode === 429) limited = true;
      else expect(res.statusCode).toBe(200);
    }
    expect(limited, 'one IP sent codes to 40 numbers without a limit').toBe(true);
  });

  it.skipIf(!otpRoutes)('enumeration: a registered and an unknown number get the same answer shape', async () => {
    const registered = await createPatient(env.database.db, { name: 'Registered', contact: newContact() });
    const a = await sendOtp(registered.contact as string, { ip: '192.0.2.1' });
    const b = await sendOtp(newContact(), { ip: '192.0.2.2' });
    expect(a.statusCode).toBe(b.statusCode);
    const shape = (body: unknown): string[] => {
      const out: string[] = [];
      const walk = (value: unknown, prefix: string) => {
        if (value && typeof value === 'object' && !Array.isArray(value))
          for (const [k, v] of Object.entries(value)) {
            if (k === 'registered') continue;
            out.push(prefix + k);
            walk(v, `${prefix}${k}.`);
          }
      };
      walk(body, '');
      return out.sort();
    };
    expect(shape(a.json())).toEqual(shape(b.json()));
    // No session is handed out before the code is verified, registered or not.
    expect(sessionCookie(a)).toBeUndefined();
  });
});

describe('sessions', () => {
  it.skipIf(!otpRoutes)('the session cookie is HttpOnly, SameSite=Lax, Path=/ and not readable by scripts', async () => {
    const contact = newContact();
    await sendOtp(contact);
    const res = await verifyOtp(contact, lastCode(contact));
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(JSON.stringify(res.json())).not.toContain(cookie!.split(';')[0]!.split('=')[1]);
  });

  it.skipIf(!otpRoutes || !has('GET /api/auth/check'))('session fixation: a token planted before sign-in is never adopted', async () => {
    const planted = 'attacker-chosen-session-token-0123456789abcdef';
    const contact = newContact();
    await sendOtp(contact, { cookie: `${SESSION_COOKIE}=${planted}` });
    const res = await verifyOtp(contact, lastCode(contact), { cookie: `${SESSION_COOKIE}=${planted}` });
    expect(res.statusCode).toBe(200);
    const issued = sessionCookie(res)?.split(';')[0]?.split('=')[1];
    expect(issued).toBeTruthy();
    expect(issued).not.toBe(planted);
    const check = await env.app.inject({ method: 'GET', url: '/api/auth/check', headers: { cookie: `${SESSION_COOKIE}=${planted}` } });
    expect(check.statusCode).toBe(401);
  });

  it.skipIf(!otpRoutes)('each sign-in gets a new session token', async () => {
    const contact = newContact();
    await sendOtp(contact);
    const first = sessionCookie(await verifyOtp(contact, lastCode(contact)));
    env.clock.now = new Date(Date.now() + (LIMITS.otpResendSeconds + 1) * 1000);
    await sendOtp(contact);
    const second = sessionCookie(await verifyOtp(contact, lastCode(contact)));
    expect(first && second).toBeTruthy();
    expect(first!.split(';')[0]).not.toBe(second!.split(';')[0]);
  });

  it.skipIf(!has('POST /api/auth/logout', 'GET /api/auth/check'))('logout ends the session on the server and clears both cookies', async () => {
    const { cookie } = await env.signInPatient();
    expect((await env.app.inject({ method: 'GET', url: '/api/auth/check', headers: { cookie } })).statusCode).toBe(200);
    const out = await env.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'content-type': 'application/json' }, payload: '{}' });
    expect(out.statusCode).toBe(200);
    const cleared = ([] as string[]).concat((out.headers['set-cookie'] as string | string[] | undefined) ?? []);
    for (const name of [SESSION_COOKIE, 'token']) expect(cleared.some((c) => c.startsWith(`${name}=;`) || (c.startsWith(`${name}=`) && /Expires=Thu, 01 Jan 1970|Max-Age=0/i.test(c)))).toBe(true);
    // The old token is dead even if a copy of the cookie survives somewhere.
    expect((await env.app.inject({ method: 'GET', url: '/api/auth/check', headers: { cookie } })).statusCode).toBe(401);
  });

  it('an unknown, malformed or oversized session token is treated as signed out, never a 5xx', async () => {
    for (const token of ['nope', 'x'.repeat(5000), "' OR 1=1 --", '%00', '../../etc/passwd']) {
      for (const header of [{ cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` }, { authorization: `Bearer ${token}` }]) {
        const res = await env.app.inject({ method: 'GET', url: '/api/doctors/active', headers: header });
        expect(res.statusCode).toBe(200);
      }
    }
  });
});
