/**
 * The production install of docs/deploy.md: the release archive (`npm run release`) unpacked into a
 * folder of its own and installed with `npm ci --omit=dev` (offline, from the npm cache the
 * project's own install filled): no development tool at all. The built server starts from it, and
 * the operator's commands (setup, upgrade:check) run from it with Node alone.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort, root, serverEnv, startProcess } from '../../scripts/lib/server-process.ts';

const folder = mkdtempSync(path.join(os.tmpdir(), 'clinic-release-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('a release installed with npm ci --omit=dev serves, and runs setup and upgrade:check without tsx', { timeout: 400_000 }, async () => {
  execFileSync(process.execPath, ['scripts/release.mjs'], { cwd: root, stdio: 'pipe' });
  const archive = readdirSync(path.join(root, 'build/release')).find((f) => f.endsWith('.tar.gz'))!;
  execFileSync('tar', ['-xzf', path.join(root, 'build/release', archive), '-C', folder]);
  const release = path.join(folder, archive.replace(/\.tar\.gz$/, ''));
  execFileSync('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: release, stdio: 'pipe' });
  // No development tool came along.
  for (const tool of ['tsx', 'vite', 'vitest', 'typescript-eslint', 'esbuild', '@react-router/dev']) {
    expect(existsSync(path.join(release, 'node_modules', tool)), tool).toBe(false);
  }

  const DATA_DIR = path.join(folder, 'data');
  const settings = { DATA_DIR, NODE_ENV: 'production', DEMO_MODE: 'off', LOG_LEVEL: 'warn' };
  const operator = (name: string, args: string[] = []) =>
    spawnSync('npm', ['run', '--silent', name, '--', ...args], { cwd: release, encoding: 'utf8', env: { ...process.env, ...settings } });
  const setup = operator('setup', [
    ...['--admin-phone', '9826012345', '--admin-name', 'Anita Rao', '--name', 'Vaidya Clinic', '--name-hi', 'वैद्य क्लिनिक'],
    ...['--phone', '9812345678', '--email', 'care@vaidya.example', '--upi', 'vaidya@okaxis'],
  ]);
  expect(setup.stdout + setup.stderr).toContain('Created admin Anita Rao (9826012345)');
  const check = operator('upgrade:check');
  expect(check.stdout, check.stderr).toContain('The database is up to date: the next start applies no migration.');
  expect(check.status).toBe(0);

  const port = await freePort();
  const server = await startProcess({
    name: 'the released server',
    cwd: release,
    args: ['build/app-server/main.js'],
    env: (p) => serverEnv(p, settings),
    port,
    readyPath: '/api/health/ready',
  });
  try {
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as { data: { version: string } };
    expect(health.data.version).toMatch(/^\d+\.\d+\.\d+$/);
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Vaidya Clinic');
  } finally {
    await server.stop();
  }
});
