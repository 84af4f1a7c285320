import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function reset(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-reset.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'clinic-reset-')), DATABASE_URL: '', ...env },
  });
  return { status: r.status, out: r.stdout + r.stderr };
}

describe('npm run db:reset', { timeout: 30_000 }, () => {
  it('refuses without --yes', () => {
    const r = reset([]);
    expect(r.status).toBe(1);
    expect(r.out).toContain('Run `npm run db:reset -- --yes` to confirm.');
  });

  it('refuses a DATABASE_URL on another host without --force', () => {
    const r = reset(['--yes'], {
      DATABASE_URL: 'postgres://user@db.clinic.example:5432/clinic',
      SESSION_SECRET: 'reset-test-secret-reset-test-secret-0123',
    });
    expect(r.status).toBe(1);
    expect(r.out).toContain('Refusing to reset the database on db.clinic.example');
  });
});
