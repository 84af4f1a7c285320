/**
 * The production install of docs/deploy.md: the release archive (`npm run release`) unpacked into a
 * folder of its own and installed with `npm ci --omit=dev` (offline, from the npm cache the
 * project's own install filled): no development tool at all. The built server starts from it, and
 * the operator's commands (setup, upgrade:check) run from it with Node alone. The Node is the
 * release's own, the one package-lock.json pins (decision 0039): the systemd unit starts
 * node_modules/.bin/node, and npm's scripts find it first.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
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
  // The Node the lock pins came along, and npm's scripts run on it whatever the system's node is.
  const lock = JSON.parse(readFileSync(path.join(release, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version: string }>;
  };
  const pinned = `v${lock.packages[`node_modules/node-linux-${process.arch}`]!.version}`;
  const node = path.join(release, 'node_modules/.bin/node');
  expect(execFileSync(node, ['-p', 'process.version'], { encoding: 'utf8' }).trim()).toBe(pinned);
  const viaNpm = spawnSync('npm', ['exec', '--offline', '--', 'node', '-p', 'process.version'], { cwd: release, encoding: 'utf8' });
  expect(viaNpm.stdout.trim(), viaNpm.stderr).toBe(pinned);

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
    // As the systemd unit starts it (deploy/systemd/sarona-clinic@.service).
    node,
    args: ['--enable-source-maps', 'build/app-server/main.js'],
    env: (p) => serverEnv(p, { ...settings, LOG_LEVEL: 'info' }),
    port,
    readyPath: '/api/health/ready',
  });
  try {
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as { data: { version: string } };
    expect(health.data.version).toMatch(/^\d+\.\d+\.\d+$/);
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Vaidya Clinic');
    // Its start line in the journal names the Node it runs on.
    expect(server.output()).toContain(`(database: pglite, Node ${pinned})`);
  } finally {
    await server.stop();
  }
});
