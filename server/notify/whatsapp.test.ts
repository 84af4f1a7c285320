/**
 * The WhatsApp adapters: the Cloud API against a local fake HTTP server (template message, bearer
 * token, message id back; a refusal is permanent, a 5xx is worth retrying), and the outbox file.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { createWhatsAppSender, WhatsAppDeliveryError, whatsappOutboxFile, WhatsAppRefused, type WhatsAppMessage } from './whatsapp';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function fakeGraph(answer: { status: number; body: unknown }) {
  const requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { requests, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const silent = pino({ level: 'silent' });
const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'whatsapp-test-'));
const cloud = (url: string) =>
  loadConfig({
    DATA_DIR: dataDir(),
    WHATSAPP_PROVIDER: 'cloud',
    WHATSAPP_BASE_URL: url,
    WHATSAPP_PHONE_NUMBER_ID: '1098765',
    WHATSAPP_ACCESS_TOKEN: 'EAAG-token',
    WHATSAPP_APP_SECRET: 'app-secret',
  });
const message: WhatsAppMessage = {
  to: '9876543210',
  template: 'consultation_booked',
  language: 'hi',
  parameters: ['आशा वर्मा', '7K3QD-9M2XW-4HB8T-NRC5Y', 'Dr. Meera Sharma'],
  preview: 'text',
};

describe('WhatsApp Cloud API adapter', () => {
  it('posts an approved-template message with the bearer token and answers the message id', async () => {
    const fake = await fakeGraph({ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.HBgM123' }] } });
    expect(await createWhatsAppSender(cloud(fake.url), silent).send(message)).toEqual({ messageId: 'wamid.HBgM123' });
    const [req] = fake.requests;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/v21.0/1098765/messages');
    expect(req?.headers.authorization).toBe('Bearer EAAG-token');
    expect(JSON.parse(req?.body ?? '')).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'consultation_booked',
        language: { code: 'hi' },
        components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
      },
    });
  });

  it('treats a refused number as final and a server error as worth retrying', async () => {
    const refused = await fakeGraph({ status: 400, body: { error: { code: 131026, message: 'Message undeliverable' } } });
    await expect(createWhatsAppSender(cloud(refused.url), silent).send(message)).rejects.toThrow(
      new WhatsAppRefused('WhatsApp refused (400): 131026 Message undeliverable'),
    );
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    const down = await fakeGraph({ status: 503, body: {} });
    const error = await createWhatsAppSender(cloud(down.url), silent)
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WhatsAppDeliveryError);
  });
});

describe('WhatsApp outbox adapter', () => {
  it('is the default and writes one JSON line per message with its id', async () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    const sender = createWhatsAppSender(config, silent);
    expect(sender.provider).toBe('outbox');
    const { messageId } = await sender.send(message);
    const lines = readFileSync(whatsappOutboxFile(config), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([{ id: messageId, ...message, at: expect.stringMatching(/^\d{4}-/) }]);
  });
});
