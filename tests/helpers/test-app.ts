/**
 * Server tests build the real app and call it with `app.inject` against a real database:
 * an in-memory PGlite loaded from a migrated snapshot (fast), or a fresh PostgreSQL database
 * per worker when TEST_DB_KIND=postgres. Tables are emptied before each test.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { beforeAll, beforeEach } from 'vitest';
import type { StaffRole } from '../../core/constants.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { AppContext } from '../../server/context.ts';
import { createContext } from '../../server/create-context.ts';
import { type Database, openDatabase, projectRoot, runMigrations, truncateAll } from '../../server/db/client.ts';
import { forgetRateLimits } from '../../server/db/rate-limits.ts';
import { createPatient, createStaff } from '../../server/db/factories.ts';
import { buildApp } from '../../server/http/app.ts';
import { jobHandlers } from '../../server/jobs/handlers.ts';
import { runDueJobs } from '../../server/jobs/queue.ts';
import { emailOutboxFile } from '../../server/notify/email.ts';
import { smsOutboxFile } from '../../server/notify/sms.ts';
import { createSignIn } from '../../server/modules/auth/sign-ins.ts';
import { SESSION_COOKIE } from '../../core/constants.ts';
import { testDatabaseName } from './postgres-test-databases.ts';

export interface TestEnv {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  database: Database;
  /** Set to a Date to freeze the app's clock; null for real time. */
  clock: { now: Date | null };
  /** Runs the worker once, as the running server's would: sends the queued notices (and any other due job). */
  deliverNotices(): Promise<number>;
  smsOutbox(): { to: string; body: string; at: string }[];
  emailOutbox(): { to: string; subject: string; text: string; attachments?: { filename: string; content: string }[] }[];
  /** A signed-in patient: the row and the Cookie header to send. */
  signInPatient(
    input?: Parameters<typeof createPatient>[1],
  ): Promise<{ patient: Awaited<ReturnType<typeof createPatient>>; cookie: string; token: string }>;
  signInStaff(
    role: StaffRole,
    input?: { doctorId?: string | null; phone?: string; name?: string },
  ): Promise<{ staff: NonNullable<Awaited<ReturnType<typeof createStaff>>>; cookie: string; token: string }>;
  reset(): Promise<void>;
}

function migrationsHash(): string {
  const dir = path.join(projectRoot(), 'drizzle');
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) if (file.endsWith('.sql')) hash.update(readFileSync(path.join(dir, file)));
  hash.update(readFileSync(path.join(dir, 'meta/_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

/** A migrated PGlite data folder as a tarball, made once per migration set and shared by workers. */
async function pgliteSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `clinic-pglite-${migrationsHash()}.tar.gz`);
  if (!existsSync(file)) {
    const database = await openDatabase({ dataDir: null });
    await runMigrations(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('gzip');
    await database.close();
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
  }
  return new Blob([readFileSync(file)]);
}

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = testDatabaseName(process.ppid, process.pid);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

let shared: Promise<TestEnv> | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

async function createEnv(): Promise<TestEnv> {
  const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-test-'));
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const created = await postgresDatabase();
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    PUBLIC_BASE_URL: 'http://localhost:3000',
  });
  const database = databaseUrl
    ? // The races of 200 requests on a pool of 20 wait for a connection longer than production's 3 s
      // when the machine is busy (decision 0049): a stress test of the database, not of the pool's wait.
      await openDatabase({ databaseUrl, dataDir: null, poolSize: 20, connectionTimeoutMs: 90_000 })
    : await openDatabase({ dataDir: null, loadDataDir: await pgliteSnapshot() });
  if (databaseUrl) await runMigrations(database);
  const clock: TestEnv['clock'] = { now: null };
  const ctx = createContext(config, database, { now: () => clock.now ?? new Date() });
  const app = await buildApp({ ctx });
  await app.ready();

  const readLines = <T>(file: string): T[] =>
    existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as T)
      : [];

  const env: TestEnv = {
    app,
    ctx,
    config,
    database,
    clock,
    deliverNotices: () => runDueJobs(ctx, jobHandlers),
    smsOutbox: () => readLines(smsOutboxFile(config)),
    emailOutbox: () => readLines(emailOutboxFile(config)),
    async signInPatient(input) {
      const patient = await createPatient(database.db, input);
      const { token } = await createSignIn(ctx, { kind: 'patient', patientId: patient.id });
      return { patient, token, cookie: `${SESSION_COOKIE}=${token}` };
    },
    async signInStaff(role, input = {}) {
      const member = await createStaff(database.db, { role, ...input });
      if (!member) throw new Error('staff not created');
      const { token } = await createSignIn(ctx, { kind: 'staff', staffId: member.id });
      return { staff: member, token, cookie: `${SESSION_COOKIE}=${token}` };
    },
    async reset() {
      clock.now = null;
      await truncateAll(database.db);
      forgetRateLimits(database);
      for (const file of [smsOutboxFile(config), emailOutboxFile(config)]) rmSync(file, { force: true });
    },
  };
  return env;
}

/**
 * Call at the top of a server test file: one app per worker, tables emptied before each test, or
 * once before the file's first test with `{ reset: 'file' }`, for a file whose requests are all
 * refused or read only, so its tests can share fixtures made once (decision 0075).
 */
export async function setupTestApp(options: { reset?: 'test' | 'file' } = {}): Promise<TestEnv> {
  shared ??= createEnv();
  const env = await shared;
  if (options.reset === 'file') beforeAll(() => env.reset());
  else beforeEach(() => env.reset());
  return env;
}

process.once('beforeExit', () => {
  void (async () => {
    if (!shared) return;
    const env = await shared;
    await env.app.close();
    await env.database.close();
    await dropDatabase?.();
  })();
});
