/**
 * The SMS adapters against a local fake HTTP server (node:http on port 0) that records each
 * request, so the MSG91 and Twilio calls are checked byte for byte without the internet.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { createSmsSender, SmsDeliveryError, smsOutboxFile } from './sms';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function fakeProvider(answer: { status: number; body: string }) {
  const requests: Recorded[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { requests, url: `http://127.0.0.1:${port}` };
}

const silent = pino({ level: 'silent' });
const base = () => ({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'sms-test-')), SESSION_SECRET: 'x'.repeat(40) });

describe('MSG91 adapter', () => {
  const msg91 = (url: string) =>
    loadConfig({
      ...base(),
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'auth-key-1',
      MSG91_TEMPLATE_ID: 'tmpl-9',
      MSG91_SENDER_ID: 'SARONA',
      MSG91_BASE_URL: url,
    });

  it('posts the Flow API request with the auth key, template, +91 number, code and text', async () => {
    const fake = await fakeProvider({ status: 200, body: '{"type":"success","message":"sent"}' });
    await createSmsSender(msg91(fake.url), silent).send({ to: '9876543210', body: '123456 is your code', otp: '123456' });
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/api/v5/flow');
    expect(req?.headers.authkey).toBe('auth-key-1');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req?.body ?? '')).toEqual({
      template_id: 'tmpl-9',
      sender: 'SARONA',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', otp: '123456', message: '123456 is your code' }],
    });
  });

  it('fails on an HTTP error and on a non-success answer', async () => {
    const down = await fakeProvider({ status: 500, body: 'oops' });
    await expect(createSmsSender(msg91(down.url), silent).send({ to: '9876543210', body: 'x' })).rejects.toThrow(SmsDeliveryError);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    const refused = await fakeProvider({ status: 200, body: '{"type":"error","message":"invalid template"}' });
    const sender = createSmsSender(msg91(refused.url), silent);
    await expect(sender.send({ to: '9876543210', body: 'x' })).rejects.toThrow('MSG91: invalid template');
  });
});

describe('Twilio adapter', () => {
  const twilio = (url: string) =>
    loadConfig({
      ...base(),
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_BASE_URL: url,
    });

  it('posts a form-encoded message with Basic auth to the account Messages endpoint', async () => {
    const fake = await fakeProvider({ status: 201, body: '{"sid":"SM1"}' });
    await createSmsSender(twilio(fake.url), silent).send({ to: '9876543210', body: '654321 is your code. Do not share it.' });
    const [req] = fake.requests;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(req?.headers.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(req?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(req?.body);
    expect(Object.fromEntries(form)).toEqual({ To: '+919876543210', From: '+15005550006', Body: '654321 is your code. Do not share it.' });
  });

  it('fails when Twilio refuses', async () => {
    const fake = await fakeProvider({ status: 401, body: '{"code":20003}' });
    await expect(createSmsSender(twilio(fake.url), silent).send({ to: '9876543210', body: 'x' })).rejects.toThrow('Twilio answered 401');
  });
});

describe('outbox adapter', () => {
  it('appends { to, body, at } as one JSON line and logs one line without the text or the code', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const config = loadConfig({ ...base() });
    const sender = createSmsSender(config, log);
    await sender.send({ to: '9876543210', body: '111222 is your code', otp: '111222' });
    await sender.send({ to: '9876500000', body: 'second', otp: '333444' });
    const records = readFileSync(smsOutboxFile(config), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(records).toEqual([
      { to: '9876543210', body: '111222 is your code', at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      { to: '9876500000', body: 'second', at: expect.any(String) },
    ]);
    expect(lines).toHaveLength(2);
    expect(lines.join('')).not.toMatch(/111222|333444|9876543210/);
  });
});
