/**
 * Notices by the consultation's channel (SMS, WhatsApp or both, reminders too), the WhatsApp
 * delivery webhook (Meta's handshake, X-Hub-Signature-256) and the SMS fallback of a failed WhatsApp
 * message: once, whether the webhook reports the failure (even repeatedly), the queue gives up after
 * its retries, or the API refuses the number. The Cloud API is a local fake HTTP server.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticeChannel } from '@core/constants';
import { slotStart } from '@core/booking/slots';
import { NEXT_MONDAY, bookingScenario } from '../../tests/helpers/booking-scenario.ts';
import { insertConsultation } from '../../tests/helpers/consultation-rows.ts';
import { setupTestApp } from '../../tests/helpers/test-app.ts';
import type { AppContext } from '@server/context';
import { createContext, createLogger } from '@server/create-context';
import { consultations, jobs, messageDeliveries } from '@server/db/schema';
import { buildApp } from '@server/http/app';
import { jobHandlers } from '@server/jobs/handlers';
import { enqueueJob, runDueJobs } from '@server/jobs/queue';
import { notifyConsultation } from './consultation-notices';
import { listFailedNotices } from './notices';
import { whatsappSignature } from './whatsapp-statuses';
import { whatsappOutboxFile } from './whatsapp';

const env = await setupTestApp();
const SECRET = 'meta-app-secret';

/** A fake Graph API: answers `status` with `body`; counts the messages. */
const graph = { status: 200, body: {} as unknown, sent: 0 };
let server: Server;
let hooked: { app: Awaited<ReturnType<typeof buildApp>>; ctx: AppContext; logs: string[] };
let cloud: AppContext;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume().on('end', () => {
      graph.sent += 1;
      res.writeHead(graph.status, { 'content-type': 'application/json' }).end(JSON.stringify(graph.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const logs: string[] = [];
  const log = createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => logs.push(line) });
  // The same database; the webhook knows the app secret and verify token.
  const config = { ...env.config, WHATSAPP_APP_SECRET: SECRET, WHATSAPP_VERIFY_TOKEN: 'verify-me' };
  const ctx = createContext(config, env.database, { log, now: env.ctx.now });
  hooked = { app: await buildApp({ ctx }), ctx, logs };
  cloud = createContext(
    {
      ...env.config,
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      WHATSAPP_PHONE_NUMBER_ID: '1098765',
      WHATSAPP_ACCESS_TOKEN: 'token',
      WHATSAPP_APP_SECRET: SECRET,
    },
    env.database,
    { log: env.ctx.log, now: env.ctx.now },
  );
});

afterAll(async () => {
  await hooked.app.close();
  await new Promise((resolve) => server.close(resolve));
});

async function consultation(channel: NoticeChannel, locale: 'en' | 'hi' = 'en') {
  const { doctor } = await bookingScenario(env);
  const contact = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const row = await insertConsultation(env.database.db, {
    doctor,
    date: NEXT_MONDAY,
    patient: { id: (await env.signInPatient({ contact })).patient.id, name: 'Asha Verma', contact, email: null },
  });
  const [c] = await env.database.db
    .update(consultations)
    .set({ noticeChannel: channel, locale })
    .where(eq(consultations.id, row.id))
    .returning();
  return c!;
}

const whatsappOutbox = (to: string) =>
  existsSync(whatsappOutboxFile(env.config))
    ? readFileSync(whatsappOutboxFile(env.config), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { id: string; to: string; template: string; language: string; parameters: string[] })
        .filter((m) => m.to === to)
    : [];
const smsTo = (to: string) => env.smsOutbox().filter((m) => m.to === to);
const delivery = async (id: string) =>
  (await env.database.db.select().from(messageDeliveries).where(eq(messageDeliveries.providerMessageId, id)))[0];

function statusEvent(id: string, status: string, errors?: unknown[]) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              statuses: [{ id, status, timestamp: '1767225600', recipient_id: '919876543210', ...(errors ? { errors } : {}) }],
            },
          },
        ],
      },
    ],
  });
}
const post = (body: string, signature = whatsappSignature(SECRET, body), lang = 'en') =>
  hooked.app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    headers: { 'content-type': 'application/json', 'accept-language': lang, ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    payload: body,
  });

describe('notices by the consultation channel', () => {
  it('sends SMS, WhatsApp or both as the consultation chose, and records the WhatsApp message id', async () => {
    const sms = await consultation('sms');
    const wa = await consultation('whatsapp', 'hi');
    const both = await consultation('both');
    for (const c of [sms, wa, both]) await notifyConsultation(env.ctx, c, 'booked');
    await env.deliverNotices();
    expect(smsTo(sms.contact!)).toHaveLength(1);
    // The outbox line says which DLT template and variables a real provider would get.
    expect((smsTo(sms.contact!)[0] as unknown as { dlt: unknown }).dlt).toEqual({
      entityId: null,
      templateId: null,
      kind: 'booked',
      variables: expect.arrayContaining(['Dr. Meera Sharma', '500']),
    });
    expect(whatsappOutbox(sms.contact!)).toHaveLength(0);
    expect(smsTo(wa.contact!)).toHaveLength(0);
    const [message] = whatsappOutbox(wa.contact!);
    expect(message).toMatchObject({
      template: 'consultation_booked',
      language: 'hi',
      parameters: [
        'Asha Verma',
        expect.any(String),
        'Dr. Meera Sharma',
        expect.stringContaining('2026'),
        '500',
        expect.stringContaining(`/consultation/${wa.id}`),
      ],
    });
    expect(await delivery(message!.id)).toMatchObject({
      channel: 'whatsapp',
      consultationId: wa.id,
      kind: 'booked',
      to: wa.contact,
      status: 'sent',
      fallbackQueuedAt: null,
    });
    expect(smsTo(both.contact!)).toHaveLength(1);
    expect(whatsappOutbox(both.contact!)).toHaveLength(1);
  });

  it('sends WhatsApp notices by SMS on a real site whose WhatsApp is the outbox', async () => {
    const live = { ...env.ctx, config: { ...env.config, isProduction: true, baseUrl: 'https://clinic.example' } };
    const wa = await consultation('whatsapp');
    const both = await consultation('both');
    await notifyConsultation(live, wa, 'paid');
    await notifyConsultation(live, both, 'paid');
    await env.deliverNotices();
    for (const c of [wa, both]) {
      expect(smsTo(c.contact!)).toHaveLength(1);
      expect(whatsappOutbox(c.contact!)).toHaveLength(0);
    }
  });

  it('sends the 24 h and 2 h reminders through the same channel routing', async () => {
    const wa = await consultation('whatsapp');
    const due = slotStart(NEXT_MONDAY, '08:00');
    env.clock.now = due;
    await enqueueJob(env.database.db, {
      kind: 'reminder',
      runAt: due,
      dedupeKey: `c:${wa.id}:reminder-2h`,
      payload: { consultationId: wa.id, date: wa.date, timeSlot: wa.timeSlot, reminder: 'reminder-2h' },
    });
    await env.deliverNotices();
    await env.deliverNotices();
    expect(whatsappOutbox(wa.contact!).map((m) => m.template)).toEqual(['consultation_reminder_2h']);
    expect(smsTo(wa.contact!)).toHaveLength(0);
  });
});

describe('WhatsApp delivery webhook', () => {
  it("answers Meta's verification handshake only with the verify token", async () => {
    const get = (token: string) =>
      hooked.app.inject({
        method: 'GET',
        url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const good = await get('verify-me');
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('1158201444');
    const bad = await get('guess');
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toMatchObject({ success: false, message: 'The webhook verification token does not match' });
    // The token is a secret: the request log leaves it out.
    expect(hooked.logs.join('')).toContain('hub.verify_token=[redacted]');
    expect(hooked.logs.join('')).not.toContain('verify-me');
  });

  it('refuses a forged or missing signature with 401, logs it and records nothing', async () => {
    const c = await consultation('whatsapp');
    await notifyConsultation(env.ctx, c, 'booked');
    await env.deliverNotices();
    const [message] = whatsappOutbox(c.contact!);
    const body = statusEvent(message!.id, 'failed', [{ code: 131026, title: 'Message undeliverable' }]);
    const forged = await post(body, whatsappSignature('not-the-secret', body), 'hi');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false, message: 'वेबहुक का हस्ताक्षर अमान्य है' });
    expect((await post(body, '')).statusCode).toBe(401); // no signature header
    expect((await post(body, whatsappSignature(SECRET, body + ' '))).statusCode).toBe(401); // signed other bytes
    expect(hooked.logs.filter((l) => l.includes('whatsapp webhook refused'))).toHaveLength(3);
    expect(await delivery(message!.id)).toMatchObject({ status: 'sent', fallbackQueuedAt: null });
    await env.deliverNotices();
    expect(smsTo(c.contact!)).toHaveLength(0);
  });

  it('records delivered and read, never going back', async () => {
    const c = await consultation('whatsapp');
    await notifyConsultation(env.ctx, c, 'paid');
    await env.deliverNotices();
    const [message] = whatsappOutbox(c.contact!);
    expect((await post(statusEvent(message!.id, 'delivered'))).json()).toMatchObject({ success: true, data: { updated: 1 } });
    expect((await delivery(message!.id))?.status).toBe('delivered');
    await post(statusEvent(message!.id, 'read'));
    await post(statusEvent(message!.id, 'delivered')); // late, out of order
    expect((await delivery(message!.id))?.status).toBe('read');
  });

  it('falls back to one SMS when WhatsApp reports a failure, even when the webhook repeats', async () => {
    const c = await consultation('whatsapp');
    await notifyConsultation(env.ctx, c, 'booked');
    await env.deliverNotices();
    const [message] = whatsappOutbox(c.contact!);
    const body = statusEvent(message!.id, 'failed', [{ code: 131026, title: 'Message undeliverable' }]);
    expect((await post(body)).statusCode).toBe(200);
    expect((await post(body)).statusCode).toBe(200);
    await env.deliverNotices();
    await post(body);
    await env.deliverNotices();
    const fallback = smsTo(c.contact!);
    expect(fallback).toHaveLength(1);
    expect(fallback[0]?.body).toContain('booked with Dr. Meera Sharma');
    expect(await delivery(message!.id)).toMatchObject({
      status: 'failed',
      error: '131026 Message undeliverable',
      fallbackQueuedAt: expect.any(Date),
    });
  });
});

describe('WhatsApp fallback with both channels', () => {
  it('sends no second SMS when the patient chose both and WhatsApp fails', async () => {
    const c = await consultation('both');
    await notifyConsultation(env.ctx, c, 'booked');
    await env.deliverNotices();
    const [message] = whatsappOutbox(c.contact!);
    expect((await post(statusEvent(message!.id, 'failed', [{ code: 131026, title: 'Message undeliverable' }]))).statusCode).toBe(200);
    await env.deliverNotices();
    expect(smsTo(c.contact!)).toHaveLength(1); // the SMS of the booking itself
    expect(await delivery(message!.id)).toMatchObject({ status: 'failed', fallbackQueuedAt: null });
  });
});

describe('WhatsApp through the Cloud API, failing', () => {
  it('queues the SMS fallback once after the last retry, and the desk sees the WhatsApp notice', async () => {
    graph.status = 503;
    graph.body = { error: { code: 2, message: 'Service temporarily unavailable' } };
    graph.sent = 0;
    const c = await consultation('whatsapp');
    await notifyConsultation(cloud, c, 'rescheduled');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await runDueJobs(cloud, jobHandlers);
      expect(smsTo(c.contact!)).toHaveLength(attempt < 5 ? 0 : 1); // the fallback only after the last attempt
      env.clock.now = new Date(env.clock.now!.getTime() + 2 ** attempt * 60_000);
    }
    expect(graph.sent).toBe(5);
    await runDueJobs(cloud, jobHandlers);
    expect(smsTo(c.contact!)).toHaveLength(1);
    const { failed } = await listFailedNotices(env.ctx);
    expect(failed).toEqual([
      expect.objectContaining({
        channel: 'whatsapp',
        to: c.contact,
        consultationId: c.id,
        event: 'rescheduled',
        attempts: 5,
        summary: expect.stringContaining('is moved to'),
      }),
    ]);
  });

  it('falls back at once when the API refuses the number, without retrying', async () => {
    graph.status = 400;
    graph.body = { error: { code: 131026, message: 'Message undeliverable' } };
    graph.sent = 0;
    const c = await consultation('whatsapp');
    await notifyConsultation(cloud, c, 'cancelled');
    await runDueJobs(cloud, jobHandlers);
    env.clock.now = new Date(env.clock.now!.getTime() + 3_600_000);
    await runDueJobs(cloud, jobHandlers);
    expect(graph.sent).toBe(1);
    expect(smsTo(c.contact!)).toEqual([expect.objectContaining({ body: expect.stringContaining('is cancelled') })]);
    const [job] = await env.database.db.select().from(jobs).where(eq(jobs.status, 'failed'));
    expect(job).toMatchObject({ attempts: 1, lastError: 'WhatsApp refused (400): 131026 Message undeliverable' });
  });

  it('records the message id the API answers', async () => {
    graph.status = 200;
    graph.body = { messaging_product: 'whatsapp', messages: [{ id: 'wamid.HBgMOTE5ODc2' }] };
    const c = await consultation('whatsapp');
    await notifyConsultation(cloud, c, 'prescriptionReady', cloud.db, { link: 'https://clinic.example/p/abc.def' });
    await runDueJobs(cloud, jobHandlers);
    expect(await delivery('wamid.HBgMOTE5ODc2')).toMatchObject({ kind: 'prescriptionReady', consultationId: c.id, status: 'sent' });
    expect(env.emailOutbox()).toHaveLength(0);
  });
});
