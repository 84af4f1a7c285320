/**
 * TRUST_PROXY: the client's address is the one our own proxies saw (a hop count or their
 * addresses), never what the client writes into X-Forwarded-For. Checked against the per-address
 * limits of code sends and contact messages, with the header rotated on every request.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/config';
import { otpSends } from '@server/db/schema';
import { buildApp } from '@server/http/app';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';

const env = await setupTestApp();

/** The app as it runs behind one nginx on the same machine: requests arrive from 127.0.0.1. */
async function behindProxy(trustProxy: string) {
  const config = loadConfig({
    ...Object.fromEntries(Object.entries(env.config).filter(([, v]) => typeof v === 'string')),
    TRUST_PROXY: trustProxy,
  });
  return buildApp({ ctx: { ...env.ctx, config: { ...env.ctx.config, TRUST_PROXY: config.TRUST_PROXY } } });
}

let n = 0;
/** What a client sends plus what nginx appends (`$proxy_add_x_forwarded_for`): the real address last. */
const rotated = (real: string) => ({ 'x-forwarded-for': `203.0.113.${++n % 250}, ${real}`, 'x-forwarded-proto': 'https' });

describe('TRUST_PROXY', () => {
  it('takes false, a hop count or proxy addresses, and refuses true with one clear line', () => {
    const parse = (value: string) =>
      loadConfig({ NODE_ENV: 'test', DATA_DIR: env.config.DATA_DIR, SESSION_SECRET: env.config.sessionSecret, TRUST_PROXY: value })
        .TRUST_PROXY;
    expect(parse('false')).toBe(false);
    expect(parse('1')).toBe(1);
    expect(parse('2')).toBe(2);
    expect(parse('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parse(' 10.0.0.0/8, ::1 ,loopback')).toEqual(['10.0.0.0/8', '::1', 'loopback']);
    for (const bad of ['true', 'yes', '0.5', 'nginx', '10.0.0.0/33', '1,,2']) {
      let problems: string[] = [];
      try {
        parse(bad);
      } catch (error) {
        if (error instanceof ConfigError) problems = error.problems;
      }
      expect(problems, bad).toHaveLength(1);
      expect(problems[0]).toMatch(/^TRUST_PROXY: /);
    }
  });

  /** Status codes of `count` POSTs through nginx on 127.0.0.1 from `real`, the header rotated each time. */
  async function statuses(setting: string, count: number, url: string, real: string, payload: (i: number) => object) {
    const app = await behindProxy(setting);
    try {
      const answers: number[] = [];
      for (let i = 0; i < count; i++)
        answers.push(
          (await app.inject({ method: 'POST', url, remoteAddress: '127.0.0.1', headers: rotated(real), payload: payload(i) })).statusCode,
        );
      return answers;
    } finally {
      await app.close();
    }
  }

  for (const setting of ['1', '127.0.0.1']) {
    it(`TRUST_PROXY=${setting}: a rotated X-Forwarded-For does not escape the code-send limit per address`, async () => {
      const answers = await statuses(setting, 30, '/api/auth/sendOtp', '198.51.100.20', (i) => ({
        name: 'Asha',
        contact: String(9_300_000_000 + i),
      }));
      expect(answers.filter((s) => s === 200)).toHaveLength(env.config.OTP_IP_HOURLY_LIMIT);
      expect(answers.slice(env.config.OTP_IP_HOURLY_LIMIT).every((s) => s === 429)).toBe(true);
      const ips = new Set((await env.database.db.select({ ip: otpSends.ip }).from(otpSends)).map((r) => r.ip));
      expect([...ips]).toEqual(['198.51.100.20']);
    });

    it(`TRUST_PROXY=${setting}: a rotated X-Forwarded-For does not escape the contact-message limit`, async () => {
      const message = { name: 'Asha', email: 'asha@example.com', subject: 'Hello', message: 'A question about Panchakarma.' };
      // One client address per setting: the limit's window is shared by every app on the database.
      const client = setting === '127.0.0.1' ? '198.51.100.23' : '198.51.100.21';
      expect(await statuses(setting, 8, '/api/contact', client, () => message)).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    });
  }

  it('a request that did not come through a listed proxy keeps its own address', async () => {
    const app = await behindProxy('127.0.0.1');
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sendOtp',
        remoteAddress: '192.0.2.99',
        headers: rotated('198.51.100.22'),
        payload: { name: 'Asha', contact: '9300000099' },
      });
      expect(res.statusCode).toBe(200);
      const rows = await env.database.db.select({ ip: otpSends.ip }).from(otpSends);
      expect(rows.map((r) => r.ip)).toEqual(['192.0.2.99']);
    } finally {
      await app.close();
    }
  });
});
