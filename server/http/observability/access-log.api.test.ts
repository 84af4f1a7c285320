import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createLogger } from '@server/create-context';
import { loggedUrl } from './access-log';
import { buildApp } from '@server/http/app';

const env = await setupTestApp();

/** The real app with the production logger's settings, its lines kept in an array. */
async function appLoggingTo() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { app: await buildApp({ ctx: { ...env.ctx, log } }), lines };
}

describe('the request log', () => {
  it('writes one line per request, when it is answered, with the request, the status and the time', async () => {
    const { app, lines } = await appLoggingTo();
    try {
      const ok = await app.inject({ method: 'GET', url: '/api/doctors/active?x=1', headers: { cookie: 'authToken=secret' } });
      const missing = await app.inject({ method: 'GET', url: '/api/nope' });
      const { cookie } = await env.signInStaff('reception');
      const search = await app.inject({
        method: 'GET',
        url: '/api/staff/consultations?q=Asha%20Verma&status=pending',
        headers: { cookie },
      });
      expect(search.statusCode).toBe(200);
      const requestLines = lines.filter((line) => line.reqId);
      expect(requestLines.map((line) => [line.msg, line.reqId])).toEqual([
        ['request completed', ok.headers['x-request-id']],
        ['request completed', missing.headers['x-request-id']],
        ['request completed', search.headers['x-request-id']],
      ]);
      expect(requestLines[0]).toMatchObject({
        level: 30,
        req: { method: 'GET', url: '/api/doctors/active?x=1' },
        res: { statusCode: 200 },
      });
      expect(requestLines[1]).toMatchObject({ req: { method: 'GET', url: '/api/nope' }, res: { statusCode: 404 } });
      expect(requestLines[0]?.responseTime).toEqual(expect.any(Number));
      // The staff search names a patient: its value stays out of the log, the other filters stay in.
      expect(requestLines[2]).toMatchObject({
        req: { url: '/api/staff/consultations?q=[redacted]&status=pending' },
        res: { statusCode: 200 },
      });
      // Cookies and other headers stay out of it.
      expect(JSON.stringify(lines)).not.toContain('secret');
      expect(JSON.stringify(lines)).not.toContain('Verma');
    } finally {
      await app.close();
    }
  });

  it('writes no line for a health probe that succeeds, and one for a probe that fails', async () => {
    const { app, lines } = await appLoggingTo();
    try {
      for (const url of ['/api/health', '/api/health/live', '/api/health/ready']) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
      expect(lines.filter((line) => line.reqId)).toEqual([]);
      await app.inject({ method: 'GET', url: '/api/health/nope' });
      expect(lines.filter((line) => line.reqId).map((line) => (line.res as { statusCode: number }).statusCode)).toEqual([404]);
    } finally {
      await app.close();
    }
  });

  it('leaves phone numbers out of logged paths (old payment links, the patient list by number)', async () => {
    const { app, lines } = await appLoggingTo();
    try {
      await app.inject({ method: 'GET', url: '/api/generate-qr/9812345678_7K3QD9M2XW4HB8TNRC50' });
      await app.inject({ method: 'GET', url: '/api/consultations/all/9812345678' });
      await app.inject({ method: 'GET', url: '/payment/%2B919812345678_7K3QD9M2XW4HB8TNRC50?x=1' });
      const urls = lines.filter((line) => line.reqId).map((line) => (line.req as { url: string }).url);
      expect(urls).toEqual([
        '/api/generate-qr/[phone]_7K3QD9M2XW4HB8TNRC50',
        '/api/consultations/all/[phone]',
        '/payment/[phone]_7K3QD9M2XW4HB8TNRC50?x=1',
      ]);
      expect(JSON.stringify(lines)).not.toContain('9812345678');
      expect(loggedUrl('/x/919812345678/y?q=1')).toBe('/x/[phone]/y?q=[redacted]');
      // Not a phone number: longer digit runs, ids, file names.
      expect(loggedUrl('/api/uploads/1234567890123.webp')).toBe('/api/uploads/1234567890123.webp');
      expect(loggedUrl('/payment/7K3QD9M2XW4HB8TNRC50')).toBe('/payment/7K3QD9M2XW4HB8TNRC50');
    } finally {
      await app.close();
    }
  });

  it('writes one error line, with the request, when the answer went out but finishing it failed', async () => {
    const { app, lines } = await appLoggingTo();
    app.addHook('onResponse', async () => {
      throw new Error('after the answer');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/doctors/active?q=Asha' });
      expect(res.statusCode).toBe(200);
      const requestLines = lines.filter((line) => line.reqId);
      expect(requestLines).toHaveLength(1);
      expect(requestLines[0]).toMatchObject({
        level: 50,
        msg: 'request errored',
        reqId: res.headers['x-request-id'],
        req: { method: 'GET', url: '/api/doctors/active?q=[redacted]' },
        err: { message: 'after the answer' },
      });
    } finally {
      await app.close();
    }
  });

  it('leaves out the values of personal query parameters, however they are spelled', () => {
    expect(loggedUrl('/staff/today')).toBe('/staff/today');
    expect(loggedUrl('/staff/today?date=2026-11-24&q=98765%2043210')).toBe('/staff/today?date=2026-11-24&q=[redacted]');
    expect(loggedUrl('/staff/today?%71=Asha&q&qq=1')).toBe('/staff/today?%71=[redacted]&q=[redacted]&qq=1');
    expect(loggedUrl('/x?%E0%A4=1&q=a=b')).toBe('/x?%E0%A4=1&q=[redacted]');
  });

  it('loses no line when the process exits right after logging (the logger writes asynchronously)', () => {
    const script = `
      import { createLogger } from './server/create-context';
      const log = createLogger({ LOG_LEVEL: 'info' });
      for (let i = 0; i < 2000; i++) log.info({ i }, 'line');
      process.exit(0);
    `;
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.stderr).toBe('');
    const numbers = result.stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { i: number }).i);
    expect(numbers).toEqual(Array.from({ length: 2000 }, (_, i) => i));
  }, 40_000);
});
