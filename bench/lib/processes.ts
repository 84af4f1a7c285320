/**
 * Processes of the benchmark: the production build, the app server and the bare-route ceiling,
 * each in its own process on a free port; and the database prepared before the server starts
 * (migrations, demo seed, and the signed-in patients of the booking race).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { SESSION_COOKIE } from '../../core/constants.ts';
import { loadConfig } from '../../server/config.ts';
import { createContext } from '../../server/create-context.ts';
import { openDatabase, runMigrations } from '../../server/db/client.ts';
import { createPatient } from '../../server/db/factories.ts';
import { seed } from '../../server/db/seed.ts';
import { createSession } from '../../server/modules/auth/sessions.ts';

export const root = path.resolve(import.meta.dirname, '../..');

function newest(p: string): number {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const st = statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(full)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

/** Builds the app when there is no build or the sources are newer than it (as `npm start` does). */
export function buildIfNeeded(): void {
  const stamp = path.join(root, 'build/.stamp');
  const sources = ['app', 'core', 'content', 'server', 'public', 'drizzle', 'package.json', 'vite.config.ts', 'react-router.config.ts'];
  const built = existsSync(stamp) && existsSync(path.join(root, 'build/app-server/main.js')) && existsSync(path.join(root, 'build/server/index.js'));
  if (built && Math.max(...sources.map(newest)) <= statSync(stamp).mtimeMs) return;
  console.log('Building the app...');
  for (const [cmd, args] of [
    ['npx', ['react-router', 'build']],
    ['node', ['scripts/build-server.mjs']],
  ] as const) {
    const result = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) throw new Error(`build failed: ${cmd} ${args.join(' ')}`);
  }
  writeFileSync(stamp, new Date().toISOString());
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface Running {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} before answering`);
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000}s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function stopper(child: ChildProcess) {
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
}

export const SESSION_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

export interface DatabaseTarget {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
  /** Drops the throwaway PostgreSQL database. */
  cleanup(): Promise<void>;
}

/** A fresh database on the PostgreSQL server of DATABASE_URL, dropped at the end. */
export async function freshPostgres(baseUrl: string, dataDir: string): Promise<DatabaseTarget> {
  const name = `clinic_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    dataDir,
    databaseUrl: url.toString(),
    async cleanup() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface RacePatient {
  id: string;
  name: string;
  contact: string;
  email: string | null;
  cookie: string;
}

/**
 * Migrates and seeds the database, then creates `patients` patients with a session each (the same
 * SESSION_SECRET is given to the server), and closes it so the server can open it.
 */
export async function prepareDatabase(
  target: Pick<DatabaseTarget, 'dataDir' | 'databaseUrl'>,
  patients: number,
  sessionSecret = SESSION_SECRET,
): Promise<RacePatient[]> {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl, SESSION_SECRET: sessionSecret, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    await runMigrations(database);
    await seed(database.db);
    const ctx = createContext(config, database);
    const out: RacePatient[] = [];
    // Numbers 8100000000 and up: outside the demo staff's and the factories' random ranges.
    for (let i = 0; i < patients; i++) {
      const contact = `8${String(100_000_000 + i).padStart(9, '0')}`;
      const patient = await createPatient(database.db, { name: `Bench Patient ${i + 1}`, contact, email: `bench${i + 1}@example.com` });
      const { token } = await createSession(ctx, { kind: 'patient', patientId: patient.id });
      out.push({ id: patient.id, name: patient.name, contact, email: patient.email, cookie: `${SESSION_COOKIE}=${token}` });
    }
    return out;
  } finally {
    await database.close();
  }
}

/** Starts the production server (`node build/app-server/main.js`) on a free port. */
export async function startServer(target: DatabaseTarget, logFile: string): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['build/app-server/main.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      SESSION_SECRET,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      // One client IP sends everything here; per-IP limits would measure the limiter, not the app.
      RATE_LIMIT_ENABLED: 'false',
      JOBS_ENABLED: 'false',
    },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  await waitFor(`${url}/api/health`, child, `the app server (log: ${logFile})`);
  return { url, child, stop: stopper(child) };
}

export async function startCeiling(): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child = spawn(process.execPath, ['bench/ceiling.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(port) } });
  await waitFor(url, child, 'the ceiling server', 20_000);
  return { url, child, stop: stopper(child) };
}
