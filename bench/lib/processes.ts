/**
 * Processes of the benchmark: the production build, the app server and the bare-route ceiling,
 * each in its own process on a free port; and the database prepared before the server starts
 * (migrations, demo seed, and the signed-in patients of the booking race).
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { SESSION_COOKIE } from '../../core/constants.ts';
import { loadConfig } from '../../server/config.ts';
import { createContext } from '../../server/create-context.ts';
import { type Database, openDatabase, runMigrations } from '../../server/db/client.ts';
import { createPatient } from '../../server/db/factories.ts';
import { staff } from '../../server/db/schema/accounts.ts';
import { seed } from '../../server/db/seed.ts';
import { createSignIn } from '../../server/modules/auth/sign-ins.ts';
import type { AppContext } from '../../server/context.ts';
import { buildIfNeeded as buildWhenStale } from '../../scripts/lib/build.mjs';
import { root, type ServerProcess, serverEnv, startProcess } from '../../scripts/lib/server-process.ts';

export { root };

/** Builds the app when there is no build or the sources are newer than it (as `npm start` does). */
export function buildIfNeeded(): void {
  buildWhenStale({ quiet: true });
}

/** A started process: `url`, `child`, `stop()` (see scripts/lib/server-process.ts). */
export type Running = ServerProcess;

export const SESSION_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

export interface DatabaseTarget {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
  /** Drops the throwaway PostgreSQL database. */
  cleanup(): Promise<void>;
}

/** A fresh database `<prefix>_<pid>` on the PostgreSQL server of `baseUrl`; `drop()` removes it. */
export async function freshPostgresDatabase(baseUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A fresh database on the PostgreSQL server of DATABASE_URL, dropped at the end. */
export async function freshPostgres(baseUrl: string, dataDir: string): Promise<DatabaseTarget> {
  const database = await freshPostgresDatabase(baseUrl, 'clinic_bench');
  return { kind: 'postgres', dataDir, databaseUrl: database.url, cleanup: database.drop };
}

export interface RacePatient {
  id: string;
  name: string;
  contact: string;
  email: string | null;
  cookie: string;
}

/**
 * Opens `target`'s database as the server will (production settings, this session secret) to
 * prepare it, and closes it after `fn` so the server can open it.
 */
export async function withBenchDatabase<T>(
  target: Pick<DatabaseTarget, 'dataDir' | 'databaseUrl'>,
  fn: (database: Database, ctx: AppContext) => Promise<T>,
  sessionSecret = SESSION_SECRET,
): Promise<T> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    SESSION_SECRET: sessionSecret,
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    return await fn(database, createContext(config, database));
  } finally {
    await database.close();
  }
}

/** The session cookie of a new sign-in, as the server sets it. */
export async function sessionCookie(ctx: AppContext, owner: Parameters<typeof createSignIn>[1]): Promise<string> {
  const { token } = await createSignIn(ctx, owner);
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * Migrates and seeds the database, then creates `patients` patients with a session each (the same
 * SESSION_SECRET is given to the server), and closes it so the server can open it.
 */
export function prepareDatabase(
  target: Pick<DatabaseTarget, 'dataDir' | 'databaseUrl'>,
  patients: number,
  sessionSecret = SESSION_SECRET,
): Promise<RacePatient[]> {
  return withBenchDatabase(
    target,
    async (database, ctx) => {
      await runMigrations(database);
      await seed(database.db);
      const out: RacePatient[] = [];
      // Numbers 8100000000 and up: outside the demo staff's and the factories' random ranges.
      for (let i = 0; i < patients; i++) {
        const contact = `8${String(100_000_000 + i).padStart(9, '0')}`;
        const patient = await createPatient(database.db, { name: `Bench Patient ${i + 1}`, contact, email: `bench${i + 1}@example.com` });
        const cookie = await sessionCookie(ctx, { kind: 'patient', patientId: patient.id });
        out.push({ id: patient.id, name: patient.name, contact, email: patient.email, cookie });
      }
      return out;
    },
    sessionSecret,
  );
}

/**
 * A session cookie for each seeded staff member named by phone (the demo staff: server/db/seed.ts), as
 * their sign-in would make it; after `prepareDatabase`, before the server opens the database.
 */
export function staffSessions(
  target: Pick<DatabaseTarget, 'dataDir' | 'databaseUrl'>,
  phones: readonly string[],
): Promise<Map<string, string>> {
  return withBenchDatabase(target, async (database, ctx) => {
    const cookies = new Map<string, string>();
    for (const phone of phones) {
      const [member] = await database.db.select({ id: staff.id }).from(staff).where(eq(staff.phone, phone));
      if (!member) throw new Error(`no staff member with phone ${phone}`);
      cookies.set(phone, await sessionCookie(ctx, { kind: 'staff', staffId: member.id }));
    }
    return cookies;
  });
}

/** Starts the production server (`node build/app-server/main.js`) on a free port. */
export function startServer(target: DatabaseTarget, logFile: string): Promise<Running> {
  return startProcess({
    name: 'the app server',
    args: ['build/app-server/main.js'],
    env: (port) =>
      serverEnv(
        port,
        {
          DATA_DIR: target.dataDir,
          DATABASE_URL: target.databaseUrl ?? '',
          SESSION_SECRET,
          LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        },
        process.env,
      ),
    logFile,
  });
}

/** The bare-route ceiling (bench/ceiling.mjs); its `url` is the route itself, with the trailing slash. */
export async function startCeiling(): Promise<Running> {
  const ceiling = await startProcess({
    name: 'the ceiling server',
    args: ['bench/ceiling.mjs'],
    env: (port) => ({ ...process.env, PORT: String(port) }),
    readyPath: '/',
    timeoutMs: 20_000,
  });
  return { ...ceiling, url: `${ceiling.url}/` };
}
