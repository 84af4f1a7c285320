/**
 * One-time-code abuse and session safety: brute force, resend flood, number enumeration, cookie
 * flags, session fixation, logout. Each test runs once its endpoint exists on the server.
 */
import { describe, expect, it } from 'vitest';
import { LIMITS, SESSION_COOKIE } from '../../core/constants.ts';
import { createPatient } from '../../server/db/factories.ts';
import { apiRoutes } from '../helpers/api-routes.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { createSignIn } from '../../server/modules/auth/sign-ins.ts';

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

/** A second session of the same patient (another device): its Cookie header. */
async function createSessionFor(patientId: string): Promise<string> {
  const { token } = await createSignIn(env.ctx, { kind: 'patient', patientId });
  return `${SESSION_COOKIE}=${token}`;
}

/** An answer without its request id (different on every request). */
function answer(res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  const { requestId: _id, ...body } = JSON.parse(res.body) as Record<string, unknown>;
  return { status: res.statusCode, body, retryAfter: res.headers['retry-after'] };
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
    expect(env.config.OTP_NUMBER_HOURLY_LIMIT).toBe(5);
    for (let i = 1; i <= env.config.OTP_NUMBER_HOURLY_LIMIT && !limited; i++) {
      env.clock.now = new Date(start.getTime() + i * (LIMITS.otpResendSeconds + 1) * 1000);
      const res = await sendOtp(contact);
      if (res.statusCode === 429) limited = true;
      else expect(res.statusCode).toBe(200);
    }
    expect(limited, `more than ${env.config.OTP_NUMBER_HOURLY_LIMIT} codes in an hour were sent`).toBe(true);
  });

  it.skipIf(!otpRoutes)('the per-number limit is OTP_NUMBER_HOURLY_LIMIT: at 2, the third code in an hour answers 429', async () => {
    const contact = newContact();
    const start = new Date('2026-12-01T05:00:00Z');
    const configured = env.config.OTP_NUMBER_HOURLY_LIMIT;
    env.config.OTP_NUMBER_HOURLY_LIMIT = 2;
    try {
      const at = (i: number) => (env.clock.now = new Date(start.getTime() + i * (LIMITS.otpResendSeconds + 1) * 1000));
      at(0);
      expect((await sendOtp(contact)).statusCode).toBe(200);
      at(1);
      expect((await sendOtp(contact)).statusCode).toBe(200);
      at(2);
      expect((await sendOtp(contact)).statusCode).toBe(429);
    } finally {
      env.config.OTP_NUMBER_HOURLY_LIMIT = configured;
    }
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

  it.skipIf(!otpRoutes)('enumeration: a registered and an unknown number get the same answers before a right code', async () => {
    const registered = await createPatient(env.database.db, { name: 'Registered', contact: newContact() });
    const known = registered.contact as string;
    const unknown = newContact();
    // The answer to sendOtp is the same, apart from the number it echoes.
    const a = await sendOtp(known, { ip: '192.0.2.1' });
    const b = await sendOtp(unknown, { ip: '192.0.2.2' });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.body.replaceAll(known, 'N')).toBe(b.body.replaceAll(unknown, 'N'));
    // No session is handed out before the code is verified, registered or not.
    expect(sessionCookie(a)).toBeUndefined();

    // A wrong code, with and without consent, on every sign-in route: the same status and message.
    const post = (url: string, contact: string, body: Record<string, unknown>) =>
      env.app.inject({
        method: 'POST',
        url,
        remoteAddress: '192.0.2.3',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'Asha', contact, ...body }),
      });
    for (const url of ['/api/auth/login', '/api/auth/verifyOtp', '/api/auth/register'])
      for (const body of [{ otp: '000000' }, { otp: '000000', consent: true }]) {
        const [x, y] = [await post(url, known, body), await post(url, unknown, body)];
        expect({ url, sent: body, ...answer(x) }).toEqual({ url, sent: body, ...answer(y) });
      }
    // And for numbers that were never sent a code.
    const never = [(await createPatient(env.database.db, { name: 'Quiet', contact: newContact() })).contact as string, newContact()];
    for (const url of ['/api/auth/login', '/api/auth/verifyOtp']) {
      const [x, y] = [await post(url, never[0]!, { otp: '123456' }), await post(url, never[1]!, { otp: '123456' })];
      expect({ url, ...answer(x) }).toEqual({ url, ...answer(y) });
    }
  });

  it.skipIf(!otpRoutes)(
    'login with the right code for a number without an account: 404, and the code still works for registering',
    async () => {
      const contact = newContact();
      await sendOtp(contact);
      const code = lastCode(contact);
      const login = await env.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ contact, otp: code }),
      });
      expect(login.statusCode).toBe(404);
      expect(sessionCookie(login)).toBeUndefined();
      expect((await verifyOtp(contact, code)).statusCode).toBe(200);
    },
  );
});

describe('staff numbers cannot be told from other numbers', () => {
  const staffPost = (path: string, payload: Record<string, string>, ip = '192.0.2.50') =>
    env.app.inject({
      method: 'POST',
      url: `/api/staff/auth/${path}`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('a quick resend, a wrong code and a second wrong code answer alike for a staff and an unknown number', async () => {
    const member = await env.signInStaff('reception', { phone: '9000000012' });
    const other = '9000000013';
    env.clock.now = new Date('2026-12-02T05:00:00Z');
    for (const contact of [member.staff.phone, other]) expect((await staffPost('send-otp', { contact })).statusCode).toBe(200);
    const answers = async (step: () => ReturnType<typeof staffPost>[]) => (await Promise.all(step())).map(answer);
    for (const step of [
      () => [member.staff.phone, other].map((contact) => staffPost('send-otp', { contact })),
      () => [member.staff.phone, other].map((contact) => staffPost('verify-otp', { contact, otp: '000000' })),
      () => [member.staff.phone, other].map((contact) => staffPost('verify-otp', { contact, otp: '000001' })),
    ]) {
      const [x, y] = await answers(step);
      expect(x).toEqual(y);
    }
    // Only the staff member was texted.
    expect(env.smsOutbox().map((m) => m.to)).toEqual([member.staff.phone]);
  });

  it('an unknown number takes as long as a staff number whose SMS provider is slow', async () => {
    const member = await env.signInStaff('reception', { phone: '9000000014' });
    const sms = env.ctx.sms;
    const send = sms.send.bind(sms);
    sms.send = async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return send(message);
    };
    try {
      const time = async (contact: string) => {
        const started = performance.now();
        expect((await staffPost('send-otp', { contact }, `192.0.2.${60 + (phone % 100)}`)).statusCode).toBe(200);
        return performance.now() - started;
      };
      // A few real sends teach the server how long the provider takes.
      for (let i = 0; i < 5; i++) {
        env.clock.now = new Date(Date.UTC(2026, 11, 3, 5, i * 2));
        expect(await time(member.staff.phone)).toBeGreaterThanOrEqual(290);
      }
      for (let i = 0; i < 3; i++) expect(await time(String(9_100_000_000 + (++phone % 1_000_000)))).toBeGreaterThanOrEqual(200);
    } finally {
      sms.send = send;
    }
  });
});

describe('no one can lock a number out of sign-in (docs/decisions/0033-account-ends-and-sign-in-safety.md)', () => {
  const post = (url: string, payload: Record<string, unknown>, ip: string, cookie?: string) =>
    env.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(payload),
    });
  const staffSend = (contact: string, ip: string) => post('/api/staff/auth/send-otp', { contact }, ip);
  const patientSend = (contact: string, ip: string) =>
    post('/api/auth/sendOtp', { name: 'Someone Else', contact, email: 'x@example.com', consent: true }, ip);
  const staffCode = (contact: string) => {
    const sms = env.smsOutbox().filter((m) => m.to.endsWith(contact));
    return /\b(\d{6})\b/.exec(sms.at(-1)?.body ?? '')?.[1] ?? '';
  };

  it("anonymous sends of every purpose to a doctor's number leave the doctor able to sign in", async () => {
    const doctor = await env.signInStaff('doctor', { phone: '9000000021' });
    const number = doctor.staff.phone;
    const start = new Date('2026-12-04T05:00:00Z');
    env.clock.now = start;
    const attacker = await env.signInPatient({ name: 'Attacker', contact: newContact() });
    let second = 0;
    const tick = () => (env.clock.now = new Date(start.getTime() + (second += LIMITS.otpResendSeconds + 1) * 1000));

    // The four requests of the outside test: staff send, patient send, profile phone change, one more.
    tick();
    expect((await staffSend(number, '198.51.100.90')).statusCode).toBe(200);
    expect((await patientSend(number, '198.51.100.90')).statusCode).toBe(200);
    expect((await post('/api/profile/phone/sendOtp', { contact: number }, '198.51.100.90', attacker.cookie)).statusCode).toBe(200);
    tick();
    expect((await patientSend(number, '198.51.100.91')).statusCode).toBe(200);
    // The same caller goes on until it is refused: its own limit, not the number's.
    let refused = false;
    for (let i = 0; i < 10 && !refused; i++) {
      tick();
      const res = await staffSend(number, '198.51.100.90');
      refused = res.statusCode === 429;
      if (!refused) expect(res.statusCode).toBe(200);
    }
    expect(refused, 'one anonymous caller sent staff codes to one number without end').toBe(true);

    // The doctor, from the clinic's own address, still gets a code and signs in with it.
    tick();
    const own = await staffSend(number, '192.0.2.200');
    expect(own.statusCode, own.body).toBe(200);
    const signedIn = await post('/api/staff/auth/verify-otp', { contact: number, otp: staffCode(number) }, '192.0.2.200');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // And as a patient (a doctor may be one too) the number is not locked either.
    expect((await patientSend(number, '192.0.2.200')).statusCode).toBe(200);
  });

  it("a signed-in patient asking for phone-change codes counts against their own limit, not the number's sign-in", async () => {
    const target = newContact();
    const start = new Date('2026-12-05T05:00:00Z');
    env.clock.now = start;
    const attacker = await env.signInPatient({ name: 'Attacker Two', contact: newContact() });
    let refused = false;
    for (let i = 0; i < 10 && !refused; i++) {
      env.clock.now = new Date(start.getTime() + i * (LIMITS.otpResendSeconds + 1) * 1000);
      const res = await post('/api/profile/phone/sendOtp', { contact: target }, `198.51.100.${100 + i}`, attacker.cookie);
      refused = res.statusCode === 429;
    }
    expect(refused, 'one account asked for phone-change codes to one number without end').toBe(true);
    env.clock.now = new Date(start.getTime() + 11 * (LIMITS.otpResendSeconds + 1) * 1000);
    expect((await patientSend(target, '192.0.2.201')).statusCode).toBe(200);
  });

  it('only a flood from many addresses reaches the per-number cap', async () => {
    const contact = newContact();
    const start = new Date('2026-12-06T05:00:00Z');
    const cap = env.config.OTP_NUMBER_FLOOD_LIMIT;
    expect(cap).toBeGreaterThanOrEqual(4 * env.config.OTP_NUMBER_HOURLY_LIMIT);
    let sent = 0;
    for (let i = 0; i < cap + 5; i++) {
      env.clock.now = new Date(start.getTime() + i * (LIMITS.otpResendSeconds + 1) * 1000);
      const res = await patientSend(contact, `203.0.113.${100 + (i % 50)}`);
      if (res.statusCode === 200) sent++;
      else expect(res.statusCode).toBe(429);
    }
    expect(sent).toBe(cap);
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

  it.skipIf(!has('POST /api/auth/logout', 'GET /api/auth/check'))(
    'logout ends the session on the server and clears both cookies',
    async () => {
      const { cookie } = await env.signInPatient();
      expect((await env.app.inject({ method: 'GET', url: '/api/auth/check', headers: { cookie } })).statusCode).toBe(200);
      const out = await env.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(out.statusCode).toBe(200);
      const cleared = ([] as string[]).concat((out.headers['set-cookie'] as string | string[] | undefined) ?? []);
      for (const name of [SESSION_COOKIE, 'token'])
        expect(
          cleared.some((c) => c.startsWith(`${name}=;`) || (c.startsWith(`${name}=`) && /Expires=Thu, 01 Jan 1970|Max-Age=0/i.test(c))),
        ).toBe(true);
      // The old token is dead even if a copy of the cookie survives somewhere.
      expect((await env.app.inject({ method: 'GET', url: '/api/auth/check', headers: { cookie } })).statusCode).toBe(401);
    },
  );

  const check = (cookie: string) =>
    env.app.inject({ method: 'GET', url: '/api/auth/check', headers: { cookie } }).then((r) => r.statusCode);
  const cookieOf = (res: { headers: Record<string, unknown> }) => sessionCookie(res)!.split(';')[0]!;

  it.skipIf(!otpRoutes)('signing in again in the same browser ends the session it had (rotation)', async () => {
    const contact = newContact();
    await sendOtp(contact);
    const first = cookieOf(await verifyOtp(contact, lastCode(contact)));
    env.clock.now = new Date(Date.now() + (LIMITS.otpResendSeconds + 1) * 1000);
    await sendOtp(contact, { cookie: first });
    const second = cookieOf(await verifyOtp(contact, lastCode(contact), { cookie: first }));
    expect(second).not.toBe(first);
    expect(await check(second)).toBe(200);
    expect(await check(first)).toBe(401);
  });

  it('a patient session ends after 2 idle days, and after 7 days however active', async () => {
    const start = new Date('2026-12-01T05:00:00Z');
    env.clock.now = start;
    const idle = await env.signInPatient({ contact: newContact() });
    const active = await env.signInPatient({ contact: newContact() });
    const at = (hours: number) => (env.clock.now = new Date(start.getTime() + hours * 3_600_000));
    // Used once a day: still signed in on day 6; the idle one is gone after 2 days.
    for (const day of [1, 2, 3, 4, 5, 6]) {
      at(day * 24 - 1);
      expect(await check(active.cookie)).toBe(200);
    }
    at(6 * 24);
    expect(await check(idle.cookie)).toBe(401);
    at(7 * 24 + 1);
    expect(await check(active.cookie)).toBe(401);
  });

  it('a patient idle just under 2 days is still signed in', async () => {
    const start = new Date('2026-12-01T05:00:00Z');
    env.clock.now = start;
    const { cookie } = await env.signInPatient({ contact: newContact() });
    env.clock.now = new Date(start.getTime() + 47 * 3_600_000);
    expect(await check(cookie)).toBe(200);
    env.clock.now = new Date(start.getTime() + (47 + 49) * 3_600_000);
    expect(await check(cookie)).toBe(401);
  });

  it('"sign out on all devices" ends every session of the account, and only of that account', async () => {
    const contact = newContact();
    const phone = await env.signInPatient({ contact });
    const other = await createSessionFor(phone.patient.id);
    const stranger = await env.signInPatient({ contact: newContact() });
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: { cookie: phone.cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Signed out on all devices' });
    const cleared = ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
    expect(cleared.some((c) => c.startsWith(`${SESSION_COOKIE}=;`) || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c))).toBe(true);
    expect(await check(phone.cookie)).toBe(401);
    expect(await check(other)).toBe(401);
    expect(await check(stranger.cookie)).toBe(200);
    const hindi = await env.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: { cookie: stranger.cookie, 'accept-language': 'hi', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(hindi.json().message).toBe('सभी डिवाइस से साइन आउट हो गया');
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
