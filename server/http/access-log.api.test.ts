import { spawnSync } from 'node:child_process';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../tests/helpers/test-app.ts';
import { buildApp } from './app.ts';

const env = await setupTestApp();

describe('the request log', () => {
  it('writes one line per request, when it is answered, with the request, the status and the time', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const app = await buildApp({ ctx: { ...env.ctx, log } });
    try {
      const ok = await app.inject({ method: 'GET', url: '/api/doctors/active?x=1', headers: { cookie: 'authToken=secret' } });
      const missing = await app.inject({ method: 'GET', url: '/api/nope' });
      const requestLines = lines.filter((line) => line.reqId);
      expect(requestLines.map((line) => [line.msg, line.reqId])).toEqual([
        ['request completed', ok.headers['x-request-id']],
        ['request completed', missing.headers['x-request-id']],
      ]);
      expect(requestLines[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/doctors/active?x=1' }, res: { statusCode: 200 } });
      expect(requestLines[1]).toMatchObject({ req: { method: 'GET', url: '/api/nope' }, res: { statusCode: 404 } });
      expect(requestLines[0]?.responseTime).toEqual(expect.any(Number));
      // Cookies and other headers stay out of it.
      expect(JSON.stringify(lines)).not.toContain('secret');
    } finally {
      await app.close();
    }
  });

  it('loses no line when the process exits right after logging (the logger writes asynchronously)', () => {
    const script = `
      import { createLogger } from './server/create-context.ts';
      const log = createLogger({ LOG_LEVEL: 'info' });
      for (let i = 0; i < 2000; i++) log.info({ i }, 'line');
      process.exit(0);
    `;
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(result.stderr).toBe('');
    const numbers = result.stdout.trim().split('\n').map((line) => (JSON.parse(line) as { i: number }).i);
    expect(numbers).toEqual(Array.from({ length: 2000 }, (_, i) => i));
  }, 40_000);
});
