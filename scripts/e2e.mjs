// Runs the Playwright suite against a production build on a free port with a fresh data folder.
// Exits 0 with a clear message when no Chromium is installed (unless CI=true / E2E_REQUIRED=1).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded, root } from './lib/build.mjs';
import { e2eBrowser } from './lib/e2e-browser.mjs';
const chromium = e2eBrowser();
const required = process.env.CI === 'true' || process.env.E2E_REQUIRED === '1';
mkdirSync(path.join(root, '.test-results'), { recursive: true });

if (!existsSync(chromium)) {
  const message = `e2e skipped: no Chromium at ${chromium} (install it with: apt-get install -y chromium)`;
  console.log(message);
  writeFileSync(path.join(root, '.test-results/e2e-skipped'), message);
  process.exit(required ? 1 : 0);
}
rmSync(path.join(root, '.test-results/e2e-skipped'), { force: true });

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

// Builds when there is no build or a source is newer than it (a clean checkout, as in CI, always
// builds); E2E_SKIP_BUILD=1 uses the build that is there.
if (process.env.E2E_SKIP_BUILD !== '1') {
  try {
    buildIfNeeded({ message: 'Building the app for the e2e tests...' });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-e2e-'));
const baseUrl = `http://localhost:${port}`;
const server = spawn(process.execPath, ['build/app-server/main.js'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  // The demo clinic on a localhost address: production refuses DEMO_MODE on a public one (decision 0011).
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DEMO_MODE: 'on',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The embedded database; E2E_DATABASE_URL (an empty PostgreSQL database) runs the suite on PostgreSQL.
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    ...(process.env.E2E_DATABASE_URL ? { SESSION_SECRET: 'e2e-session-secret-e2e-session-secret-0123' } : {}),
    LOG_LEVEL: 'warn',
    PUBLIC_BASE_URL: baseUrl,
    // Every e2e test signs in from 127.0.0.1: the per-IP hourly code limit must not end the run.
    OTP_IP_HOURLY_LIMIT: '1000',
    // ...and the staff accounts (admin, reception, doctor) sign in in many specs: more than 5 codes an hour.
    OTP_NUMBER_HOURLY_LIMIT: '1000',
    OTP_NUMBER_FLOOD_LIMIT: '1000',
    // The test routes (a consultation moved to a slot that has begun): only a demo clinic on 127.0.0.1 may have them (decision 0037).
    TEST_ROUTES: 'on',
  },
});
server.stdout.on('data', (chunk) => process.env.E2E_SERVER_LOG && process.stdout.write(chunk));

// Migrating and seeding a fresh PGlite took 69 s on a busy shared 2-core machine (decision 0037): wait up to 3 minutes.
const deadline = Date.now() + 180_000;
for (;;) {
  try {
    const res = await fetch(`${baseUrl}/api/health`);
    if (res.ok) break;
  } catch {
    /* not up yet */
  }
  if (Date.now() > deadline || server.exitCode !== null) {
    console.error('e2e: the server did not start');
    server.kill('SIGKILL');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 250));
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir, CHROMIUM_PATH: chromium },
});
server.kill('SIGTERM');
await new Promise((r) => setTimeout(r, 300));
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
