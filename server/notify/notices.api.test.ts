/**
 * Notices go through the durable queue: the booking answers without waiting for the SMS provider;
 * a provider that fails gets the notice again with backoff, then the notice is shown to the desk
 * as failed, and a Retry sends it. The provider is a local HTTP server speaking MSG91's API.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingScenario } from '../../tests/helpers/booking-scenario.ts';
import { setupTestApp } from '../../tests/helpers/test-app.ts';
import type { AppContext } from '@server/context';
import { createContext } from '@server/create-context';
import { buildApp } from '@server/http/app';
import { jobHandlers } from '@server/jobs/handlers';
import { runDueJobs } from '@server/jobs/queue';
import { callPage } from '../../tests/helpers/page-loader.ts';
import { loader as noticesLoader } from '~/routes/staff/admin/notices';

const env = await setupTestApp();

/** A fake MSG91: answers after `delayMs` with `status`; records what it was sent. */
const provider = { delayMs: 0, status: 200, requests: 0, received: [] as Record<string, string>[] };
let server: Server;
let msg91: { app: Awaited<ReturnType<typeof buildApp>>; ctx: AppContext };

beforeAll(async () => {
  server = createServer((req, res) => {
    provider.requests += 1;
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      setTimeout(() => {
        if (provider.status === 200) provider.received.push(...(JSON.parse(body) as { recipients: Record<string, string>[] }).recipients);
        res
          .writeHead(provider.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ type: provider.status === 200 ? 'success' : 'error' }));
      }, provider.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  // The same app and database with MSG91 as the SMS provider, e-mail left to the outbox.
  const config = {
    ...env.config,
    SMS_PROVIDER: 'msg91' as const,
    MSG91_AUTH_KEY: 'key',
    MSG91_TEMPLATE_ID: 'template',
    SMS_TEMPLATE_BOOKED_EN: '1107160000000000001',
    MSG91_BASE_URL: `http://127.0.0.1:${port}`,
  };
  const ctx = createContext(config, env.database, { log: env.ctx.log, now: env.ctx.now });
  msg91 = { app: await buildApp({ ctx }), ctx };
});

afterAll(async () => {
  await msg91.app.close();
  await new Promise((resolve) => server.close(resolve));
});

async function bookThroughMsg91() {
  provider.received = [];
  provider.requests = 0;
  const { body } = await bookingScenario(env);
  const { cookie, patient } = await env.signInPatient();
  // Warm up (first request of a fresh app compiles its schemas), then time the booking alone.
  await msg91.app.inject({ method: 'POST', url: '/api/consultations', headers: { cookie }, payload: {} });
  const started = performance.now();
  const res = await msg91.app.inject({
    method: 'POST',
    url: '/api/consultations',
    headers: { cookie },
    payload: body({ payAtClinic: true }),
  });
  return { res, ms: performance.now() - started, patient };
}

describe('notices through the durable queue', () => {
  it('answers a booking without waiting for a slow SMS provider; the worker sends the SMS', async () => {
    provider.delayMs = 3000;
    provider.status = 200;
    const { res, ms, patient } = await bookThroughMsg91();
    expect(res.statusCode, res.body).toBe(201);
    expect(ms).toBeLessThan(3000);
    expect(provider.requests).toBe(0); // the answer came before the provider was even asked
    await runDueJobs(msg91.ctx, jobHandlers);
    // The booking's DLT template: its variables, never the whole text (var3 is the doctor).
    expect(provider.received).toEqual([expect.objectContaining({ mobiles: `91${patient.contact}`, var3: 'Dr. Meera Sharma' })]);
  });

  it('retries a failing provider with backoff, shows the notice as failed to the desk, and sends it on Retry', async () => {
    provider.delayMs = 0;
    provider.status = 500;
    const { res } = await bookThroughMsg91();
    expect(res.statusCode).toBe(201);
    const id = res.json().data._id as string;
    const reception = await env.signInStaff('reception');
    // What the desk's Notices page (/staff/notices) lists.
    const list = async () => (await callPage(env, noticesLoader, { token: reception.token, url: '/staff/notices' })).data!;

    expect(await runDueJobs(msg91.ctx, jobHandlers)).toBe(2); // the e-mail sent (outbox), the SMS tried once and failed
    expect(await runDueJobs(msg91.ctx, jobHandlers)).toBe(0); // not again at once: backoff
    expect(await list()).toEqual({ failed: [], waiting: 1 });
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      env.clock.now = new Date(env.clock.now!.getTime() + 2 ** (attempt - 1) * 60_000);
      expect(await runDueJobs(msg91.ctx, jobHandlers)).toBe(1);
    }
    const { failed, waiting } = await list();
    expect(waiting).toBe(0);
    expect(failed).toEqual([
      expect.objectContaining({
        channel: 'sms',
        consultationId: id,
        event: 'booked',
        attempts: 5,
        lastError: 'MSG91 answered 500',
        summary: expect.stringContaining('booked'),
      }),
    ]);
    expect(provider.received).toEqual([]);

    provider.status = 200;
    const doctor = await env.signInStaff('doctor');
    const denied = await env.app.inject({
      method: 'POST',
      url: `/api/staff/notices/${failed[0]!.id}/retry`,
      headers: { cookie: doctor.cookie },
    });
    expect(denied.statusCode).toBe(403);
    const retry = await env.app.inject({
      method: 'POST',
      url: `/api/staff/notices/${failed[0]!.id}/retry`,
      headers: { cookie: reception.cookie, 'accept-language': 'hi' },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().message).toBe('सूचना थोड़ी देर में फिर से भेजी जाएगी।');
    const again = await env.app.inject({
      method: 'POST',
      url: `/api/staff/notices/${failed[0]!.id}/retry`,
      headers: { cookie: reception.cookie },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ success: false, message: 'This notice is not waiting to be sent again.' });
    expect(await runDueJobs(msg91.ctx, jobHandlers)).toBe(1);
    expect(provider.received).toHaveLength(1);
    expect(await list()).toEqual({ failed: [], waiting: 0 });
  });

  it('answers 400 in the envelope for a notice id that is not a number', async () => {
    const admin = await env.signInStaff('admin');
    const res = await env.app.inject({ method: 'POST', url: '/api/staff/notices/abc/retry', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'This notice is not waiting to be sent again.' });
  });
});
