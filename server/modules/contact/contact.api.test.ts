import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { contactMessages } from '@server/db/schema';

const env = await setupTestApp();
let ipCounter = 0;
/** Each test posts from its own address, so the per-IP limit of one test never touches another. */
const freshIp = () => `10.1.0.${++ipCounter}`;

const valid = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  subject: 'Timings',
  message: 'Are you open on Sunday mornings?',
};

describe('POST /api/contact', () => {
  it('stores the message and answers 201 in the envelope', async () => {
    const ip = freshIp();
    const res = await env.app.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: ip });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Message sent successfully!', data: { id: expect.any(String) } });
    const [row] = await env.database.db.select().from(contactMessages).where(eq(contactMessages.id, body.data.id));
    expect(row).toMatchObject({
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '9876543210',
      subject: 'Timings',
      message: 'Are you open on Sunday mornings?',
      ip,
      readAt: null,
    });
  });

  it('stores a message without a phone', async () => {
    const res = await env.app.inject({ method: 'POST', url: '/api/contact', payload: { ...valid, phone: '' }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(201);
    const rows = await env.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.phone).toBeNull();
  });

  it('answers 400 with field messages for bad input and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, name: '  ' }, 'name', 'Name is required'],
      [{ ...valid, email: 'not-an-email' }, 'email', 'Invalid email format'],
      [{ ...valid, phone: '12345' }, 'phone', 'Phone must be 10 digits'],
      [{ ...valid, subject: undefined }, 'subject', 'Subject is required'],
      [{ ...valid, message: 'x'.repeat(2001) }, 'message', 'Message must be at most 2000 characters'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await env.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: freshIp() });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: { [field]: message } });
    }
    const malformed = await env.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(malformed.statusCode).toBe(400);
    expect(await env.database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('answers messages in Hindi when the request asks for Hindi', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, name: '' },
      headers: { cookie: 'lang=hi' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toBe('नाम आवश्यक है');
  });

  it('limits each IP to 5 messages in 10 minutes and answers 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await env.app.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: ip });
      expect(res.statusCode).toBe(201);
    }
    const limited = await env.app.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, message: 'Too many requests. Please try again in 10 minutes.' });
    expect(await env.database.db.select().from(contactMessages)).toHaveLength(5);
    // Another address is not affected.
    const other = await env.app.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: freshIp() });
    expect(other.statusCode).toBe(201);
  });
});
