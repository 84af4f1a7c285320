/**
 * The page actions that take the forms' posts (decision 0020) are as protected as the API routes
 * doing the same job: a cross-site post is refused before any page code runs (the same check as the
 * API's), the actions count against the routes' own rate-limit budgets, and sign-in through the
 * action keeps the code rules and sets the same HttpOnly session cookie.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../core/constants.ts';
import { buildApp } from '../../server/http/app.ts';
import { bookingAction } from '../../app/features/booking/booking-action.server.ts';
import { contactAction } from '../../app/features/contact/contact-action.server.ts';
import { signInAction } from '../../app/features/auth/sign-in-action.server.ts';
import type { AppLoadContextValue } from '../../app/load-context.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const env = await setupTestApp();

/** The app with pages whose render is never reached in these tests (it throws). */
let pagesApp: FastifyInstance | undefined;
async function withPages() {
  pagesApp ??= await buildApp({ ctx: env.ctx, pages: { getBuild: () => Promise.reject(new Error('rendered')), mode: 'development' } });
  return pagesApp;
}
afterAll(() => pagesApp?.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function context(ip: string, identity: AppLoadContextValue['identity'] = null): AppLoadContextValue {
  return { ctx: env.ctx, identity, locale: 'en', nonce: '', ip, requestId: 'test' };
}

function post(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form(fields),
  });
}

/** An action's answer: a Response (redirect) or `data()` (status and body), as React Router gets it. */
function outcome(result: unknown): { status: number; body: Record<string, unknown>; headers: Headers } {
  if (result instanceof Response) return { status: result.status, body: {}, headers: result.headers };
  const withInit = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (withInit?.type === 'DataWithResponseInit') {
    return {
      status: withInit.init?.status ?? 200,
      body: withInit.data as Record<string, unknown>,
      headers: new Headers(withInit.init?.headers),
    };
  }
  return { status: 200, body: result as Record<string, unknown>, headers: new Headers() };
}

describe('cross-site posts to the pages that take forms', () => {
  for (const path of ['/auth', '/register', '/book-consultation', '/contact', '/feedback/ABC']) {
    it(`refuses a cross-site form post to ${path} before rendering`, async () => {
      const app = await withPages();
      for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }]) {
        const res = await app.inject({
          method: 'POST',
          url: path,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'name=x',
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, message: 'Cross-site request refused.' });
      }
    });
  }

  it('lets a same-origin form post through to the page (which here fails to render: 500, not 403)', async () => {
    const app = await withPages();
    const res = await app.inject({
      method: 'POST',
      url: '/contact',
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x',
    });
    expect(res.statusCode).toBe(500);
  });
});

describe('rate limits shared with the API', () => {
  const message = { name: 'Asha Verma', email: 'asha@example.com', phone: '', subject: 'Timings', message: 'Open on Sunday?' };

  it('a contact form post counts against POST /api/contact: the sixth in ten minutes is refused with 429', async () => {
    const ip = '203.0.113.41';
    for (let i = 0; i < 5; i++) {
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(message),
      });
      expect(res.statusCode).toBe(201);
    }
    const refused = outcome(await contactAction({ request: post('/contact', message), context: context(ip) }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body).toMatchObject({ ok: false, message: expect.stringMatching(/Too many requests/i) });
  });

  it('form posts alone are limited too, and an API call after them is refused', async () => {
    const ip = '203.0.113.42';
    for (let i = 0; i < 5; i++)
      expect(outcome(await contactAction({ request: post('/contact', message), context: context(ip) })).body).toMatchObject({ ok: true });
    expect(outcome(await contactAction({ request: post('/contact', message), context: context(ip) })).status).toBe(429);
    const api = await env.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(message),
    });
    expect(api.statusCode).toBe(429);
  });

  it('booking through the form counts against the patient budget of POST /api/consultations', async () => {
    const { patient, cookie } = await env.signInPatient();
    const identity = { kind: 'patient', patient, sessionId: 'x' } as unknown as AppLoadContextValue['identity'];
    // The limit is checked before the booking itself: ten posts (refused here for an unknown doctor) use the budget.
    const fields = {
      consultationType: 'General Consultation',
      department: 'Skin & Hair',
      doctorId: '6f1c3b1e-0c4a-4d2e-9a51-1a00000000ff',
      date: '2030-01-01',
      timeSlot: '10:00',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        outcome(await bookingAction({ request: post('/book-consultation', fields), context: context('203.0.113.43', identity) })).status,
      );
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
    const api = await env.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...fields, doctor: { doctorId: fields.doctorId } }),
    });
    expect(api.statusCode).toBe(429);
  });

  it('a booking form post without a signed-in patient is refused (401) and books nothing', async () => {
    const fields = {
      consultationType: 'General Consultation',
      department: 'Skin & Hair',
      doctorId: '6f1c3b1e-0c4a-4d2e-9a51-1a00000000ff',
      date: '2030-01-01',
      timeSlot: '10:00',
    };
    const res = outcome(await bookingAction({ request: post('/book-consultation', fields), context: context('203.0.113.44') }));
    expect(res.status).toBe(401);
  });
});

describe('sign-in through the page action', () => {
  const contact = '7012345678';
  const lastCode = () =>
    /\b(\d{6})\b/.exec(
      env
        .smsOutbox()
        .filter((m) => m.to.endsWith(contact))
        .at(-1)?.body ?? '',
    )?.[1] ?? '';

  it('sends a code, asks a new number for consent keeping the code, then signs in with an HttpOnly cookie and redirects', async () => {
    const values = { name: 'Asha Verma', contact, email: '' };
    const sent = outcome(
      await signInAction({ request: post('/auth', { ...values, intent: 'send' }), context: context('198.51.100.30') }, 'signin'),
    );
    expect(sent.body).toMatchObject({ ok: true, step: 'sent', message: 'OTP sent successfully!' });
    const code = lastCode();
    const digits = [...code].map((d) => ['otp', d]);
    const body = (extra: string[][]) =>
      new URLSearchParams([...Object.entries(values), ['intent', 'verify'], ...digits, ...extra]).toString();
    const request = (extra: string[][]) =>
      new Request('http://localhost:3000/auth?redirectTo=%2Fbook-consultation', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body(extra),
      });

    const needsConsent = outcome(await signInAction({ request: request([]), context: context('198.51.100.30') }, 'signin'));
    expect(needsConsent.status).toBe(400);
    expect(needsConsent.body).toMatchObject({ ok: false, step: 'sent', otp: code, fieldErrors: { consent: expect.any(String) } });

    const signedIn = outcome(await signInAction({ request: request([['consent', 'on']]), context: context('198.51.100.30') }, 'signin'));
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('location')).toBe('/book-consultation');
    const cookie = signedIn.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+;`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);

    // Single use: the same code again is refused.
    const again = outcome(await signInAction({ request: request([['consent', 'on']]), context: context('198.51.100.30') }, 'signin'));
    expect(again.status).toBe(400);
  });

  it('a plain post that signs in never redirects off the site, whatever ?redirectTo= says (decision 0033)', async () => {
    for (const [i, hostile] of ['/.//evil.example/x', '/a/..//evil.example', '/%2e//evil.example'].entries()) {
      const values = { name: 'Asha Verma', contact: `70123457${10 + i}`, email: '' };
      const ip = `198.51.100.${40 + i}`;
      await signInAction({ request: post('/auth', { ...values, intent: 'send' }), context: context(ip) }, 'signin');
      const code =
        /\b(\d{6})\b/.exec(
          env
            .smsOutbox()
            .filter((m) => m.to.endsWith(values.contact))
            .at(-1)?.body ?? '',
        )?.[1] ?? '';
      const request = new Request(`http://localhost:3000/auth?redirectTo=${encodeURIComponent(hostile)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...values, intent: 'verify', otp: code, consent: 'on' }).toString(),
      });
      const signedIn = outcome(await signInAction({ request, context: context(ip) }, 'signin'));
      expect({ hostile, status: signedIn.status, location: signedIn.headers.get('location') }).toEqual({
        hostile,
        status: 302,
        location: '/',
      });
    }
  });

  it('five wrong codes kill the code: the right one is refused after them', async () => {
    const values = { name: 'Ravi Kumar', contact: '7012345679', email: '' };
    await signInAction({ request: post('/auth', { ...values, intent: 'send' }), context: context('198.51.100.31') }, 'signin');
    const code =
      /\b(\d{6})\b/.exec(
        env
          .smsOutbox()
          .filter((m) => m.to.endsWith(values.contact))
          .at(-1)?.body ?? '',
      )?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = outcome(
        await signInAction(
          { request: post('/auth', { ...values, intent: 'verify', otp: wrong, consent: 'on' }), context: context('198.51.100.31') },
          'signin',
        ),
      );
      expect(res.body).toMatchObject({ ok: false, step: 'sent' });
    }
    const late = outcome(
      await signInAction(
        { request: post('/auth', { ...values, intent: 'verify', otp: code, consent: 'on' }), context: context('198.51.100.31') },
        'signin',
      ),
    );
    expect(late.body).toMatchObject({ ok: false });
    expect(late.headers.get('set-cookie')).toBeNull();
  });

  it('refuses input the API schema refuses, with its messages', async () => {
    const res = outcome(
      await signInAction(
        { request: post('/auth', { name: '', contact: '12', email: 'x', intent: 'send' }), context: context('198.51.100.32') },
        'signin',
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      ok: false,
      step: 'initial',
      fieldErrors: { name: expect.any(String), contact: expect.any(String), email: expect.any(String) },
    });
  });
});
