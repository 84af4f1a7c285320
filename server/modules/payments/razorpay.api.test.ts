import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingScenario } from '../../../tests/helpers/booking-scenario.ts';
import { decodeQrDataUrl } from '../../../tests/helpers/decode-qr.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createContext } from '@server/create-context';
import { receipts } from '@server/db/schema';
import { buildApp } from '@server/http/app';
import { getConsultationRow } from '@server/modules/consultations/booking/access.server';
import { razorpaySignature } from './razorpay';

const env = await setupTestApp();
const SECRET = 'whsec_test_0123456789';

/** A local stand-in for Razorpay's QR API: records requests, answers like the real one. */
let fake: Server;
let fakeUrl = '';
const seen: { method: string; url: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
beforeAll(async () => {
  const png = Buffer.from((await QRCode.toDataURL('upi://pay?pa=razorpay-test@icici&am=500.00')).split(',')[1] ?? '', 'base64');
  fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.url === '/qr.png') {
        res.writeHead(200, { 'content-type': 'image/png' }).end(png);
        return;
      }
      seen.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization, body: raw ? JSON.parse(raw) : {} });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: 'qr_TEST123', status: 'active', image_url: `${fakeUrl}/qr.png` }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

async function razorpayApp() {
  const config = {
    ...env.config,
    PAYMENT_PROVIDER: 'razorpay' as const,
    RAZORPAY_KEY_ID: 'rzp_test_key',
    RAZORPAY_KEY_SECRET: 'key_secret',
    RAZORPAY_WEBHOOK_SECRET: SECRET,
    RAZORPAY_BASE_URL: fakeUrl,
  };
  const ctx = createContext(config, env.database, { log: env.ctx.log, now: env.ctx.now });
  const app = await buildApp({ ctx });
  await app.ready();
  return app;
}

describe('Razorpay adapter', () => {
  it('creates a single-use fixed-amount QR for the real amount and shows its image', async () => {
    const app = await razorpayApp();
    const { book } = await bookingScenario(env);
    const owner = await env.signInPatient();
    const data = (await book(owner.cookie)).json().data;
    const res = await app.inject({ method: 'GET', url: `/api/generate-qr/${data.contact}_${data._id}`, headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ provider: 'razorpay', upiUri: null });
    expect(decodeQrDataUrl(res.json().data.qrCodeData)).toBe('upi://pay?pa=razorpay-test@icici&am=500.00');
    const created = seen.find((r) => r.method === 'POST');
    expect(created?.url).toBe('/v1/payments/qr_codes');
    expect(created?.auth).toBe(`Basic ${Buffer.from('rzp_test_key:key_secret').toString('base64')}`);
    expect(created?.body).toMatchObject({
      type: 'upi_qr',
      usage: 'single_use',
      fixed_amount: true,
      payment_amount: 50000,
      notes: { consultationId: data._id },
    });
    expect((await getConsultationRow(env.ctx, data._id))?.paymentReference).toBe('qr_TEST123');
    await app.close();
  });

  it('accepts a correctly signed webhook and marks the consultation paid; refuses a bad signature', async () => {
    const app = await razorpayApp();
    const { book } = await bookingScenario(env);
    const owner = await env.signInPatient();
    const data = (await book(owner.cookie)).json().data;
    const event = {
      event: 'qr_code.credited',
      payload: {
        payment: { entity: { id: 'pay_ABC', amount: 50000, status: 'captured', notes: {} } },
        qr_code: { entity: { id: 'qr_TEST123', notes: { consultationId: data._id } } },
      },
    };
    const body = JSON.stringify(event);
    const post = (signature: string, payload = body) =>
      app.inject({
        method: 'POST',
        url: '/api/webhooks/razorpay',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, origin: 'https://api.razorpay.com' },
        payload,
      });

    expect((await post('0'.repeat(64))).statusCode).toBe(400);
    expect((await post(razorpaySignature('wrong-secret', body))).statusCode).toBe(400);
    // Same bytes re-serialised differently: the signature no longer matches.
    expect((await post(razorpaySignature(SECRET, body), JSON.stringify(event, null, 2))).statusCode).toBe(400);
    expect((await getConsultationRow(env.ctx, data._id))?.paymentStatus).toBe('pending');

    const res = await post(razorpaySignature(SECRET, body));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ handled: true });
    expect(await getConsultationRow(env.ctx, data._id)).toMatchObject({
      paymentStatus: 'paid',
      status: 'confirmed',
      paymentMethod: 'gateway',
      paymentReference: 'pay_ABC',
      holdExpiresAt: null,
    });
    // The receipt is issued with the payment: online, the gateway's payment id; a replay issues no second one.
    expect((await post(razorpaySignature(SECRET, body))).statusCode).toBe(200);
    expect(await env.database.db.select().from(receipts)).toEqual([
      expect.objectContaining({ consultationId: data._id, number: 1, amount: 500, mode: 'online', reference: 'pay_ABC', issuedBy: null }),
    ]);

    // A wrong amount is not accepted as payment.
    const other = await env.signInPatient();
    const second = (await book(other.cookie, { timeSlot: '10:30' })).json().data;
    const short = JSON.stringify({
      ...event,
      payload: {
        ...event.payload,
        qr_code: { entity: { id: 'qr_X', notes: { consultationId: second._id } } },
        payment: { entity: { id: 'pay_Y', amount: 100, status: 'captured' } },
      },
    });
    expect((await post(razorpaySignature(SECRET, short), short)).json().data).toEqual({ handled: false });
    expect((await getConsultationRow(env.ctx, second._id))?.paymentStatus).toBe('pending');
    expect(await env.database.db.select().from(receipts)).toHaveLength(1);
    await app.close();
  });
});
