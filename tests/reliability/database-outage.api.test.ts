/**
 * PostgreSQL stops while the server runs: requests answer 503 with a clear message in the
 * envelope, /api/health says so, and service comes back by itself when the database is back.
 * Uses a throwaway cluster of its own (never the shared one): Debian's pg_createcluster on port
 * 5499, created and dropped here. Runs as root in CI (CI=true) or with RELIABILITY_TESTS=1.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../helpers/server-process.ts';

const VERSION = process.env.FAULT_PG_VERSION ?? '15';
const CLUSTER = 'faulttest';
const PORT = Number(process.env.FAULT_PG_PORT ?? 5499);
const enabled =
  (process.env.CI === 'true' || process.env.RELIABILITY_TESTS === '1') &&
  process.env.TEST_DB_KIND !== 'postgres' && // once per run, not again in the api-postgres project
  process.getuid?.() === 0 &&
  existsSync('/usr/bin/pg_createcluster') &&
  existsSync(`/usr/lib/postgresql/${VERSION}/bin/postgres`);

const ctl = (...args: string[]) =>
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', VERSION, CLUSTER, ...args], { stdio: 'pipe' });

let server: ServerProcess | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-outage-'));

afterAll(async () => {
  await stopServerProcess(server);
  if (enabled) {
    try {
      execFileSync('pg_dropcluster', ['--stop', VERSION, CLUSTER], { stdio: 'pipe' });
    } catch {
      /* not created */
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function until<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

describe.skipIf(!enabled)('PostgreSQL outage', () => {
  it('answers 503 while the database is down and recovers by itself', async () => {
    try {
      execFileSync('pg_dropcluster', ['--stop', VERSION, CLUSTER], { stdio: 'pipe' });
    } catch {
      /* none left over */
    }
    execFileSync('pg_createcluster', [VERSION, CLUSTER, '-p', String(PORT), '--', '--auth-local=trust', '--auth-host=trust'], {
      stdio: 'pipe',
    });
    ctl('start');
    const databaseUrl = `postgres://postgres@127.0.0.1:${PORT}/postgres`;
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    expect((await fetch(`${server.url}/api/doctors/active`)).status).toBe(200);

    // Tracking a consultation reads the database on every request (an unknown id answers 404).
    // (Availability would not do here: it answers from a snapshot of taken slots for up to 10 s.)
    const tracking = `${server.url}/api/consultations/0123456789ABCDEFGHJK`;
    expect((await fetch(tracking)).status).toBe(404);

    ctl('stop', '-m', 'fast');
    const down = await fetch(tracking);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({
      success: false,
      message: 'The service is temporarily unavailable. Please try again shortly.',
    });
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ success: false, message: expect.stringMatching(/temporarily unavailable/) });
    // In Hindi too: the message follows the request's language.
    const hindi = await fetch(`${server.url}/api/health`, { headers: { 'accept-language': 'hi' } });
    expect(hindi.status).toBe(503);
    expect(((await hindi.json()) as { message: string }).message).toMatch(/[\u0900-\u097F]/);
    // Public data held in memory (server/cache/public-data.ts) keeps the doctors list up meanwhile.
    expect((await fetch(`${server.url}/api/doctors/active`)).status).toBe(200);

    ctl('start');
    const recovered = await until(
      'service to resume',
      async () => {
        const res = await fetch(tracking);
        return res.status === 404 ? res : undefined;
      },
      30_000,
    );
    expect(((await recovered.json()) as { success: boolean }).success).toBe(false);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    expect(
      (await fetch(`${server.url}/api/doctors/6f1c3b1e-0c4a-4d2e-9a51-1a0000000001/availability?from=${day(1)}&to=${day(7)}`)).status,
    ).toBe(200);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 180_000);
});
