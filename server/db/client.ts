/**
 * The one module that decides which database runs: PGlite in DATA_DIR when no DATABASE_URL is
 * set (zero set-up), node-postgres when it is. Nothing else in the code knows the difference.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgTable, getTableConfig, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { getTableName, is, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import * as schema from './schema';
import { invalidatePublicData } from '@server/cache/public-data';
import { syncCachesAcrossInstances } from '@server/cache/cross-instance';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * Runs `fn` while holding the database-wide start-up lock (a PostgreSQL advisory lock), so that
   * instances starting together apply migrations and the seed one after the other. PGlite has one
   * process by construction (the data folder lock), so there it just runs `fn`.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** PostgreSQL's connection pool: open, idle and waiting clients (for /metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export class DatabaseLockedError extends Error {
  constructor(
    message: string,
    /** The process holding the data folder. */
    readonly pid: number,
  ) {
    super(message);
  }
}

/**
 * Extensions every PGlite opening loads: the migrations create btree_gist (the sessions' exclusion
 * constraints), and a data folder that has it cannot be used without it loaded.
 */
export const PGLITE_EXTENSIONS = { btree_gist };

/** The advisory lock key of start-up work (migrations, seed): any fixed 64-bit number of our own. */
const STARTUP_LOCK = 7_300_421_019;

/** Folder holding package.json, found from this file whether run from source or from build/. */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'drizzle'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

const migrationsFolder = () => path.join(projectRoot(), 'drizzle');

/** Whether a process with this pid runs on this machine (one we may not signal counts). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite is single-process: a lock file with our pid keeps a second process out of the folder. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'pglite.lock');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(pid) && isAlive(pid)) {
      throw new DatabaseLockedError(
        `The embedded database in ${path.resolve(dataDir)} is in use by another process (pid ${pid}). ` +
          'Stop that process, or set DATA_DIR to another folder, or set DATABASE_URL to use PostgreSQL.',
        pid,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile);
    } catch {
      /* already gone */
    }
  };
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder for PGlite; `null` runs PGlite in memory (tests). */
  dataDir: string | null;
  /** Load a dumped data folder (tar) into an in-memory PGlite (fast test start). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** How long a query waits for a free pooled connection before it fails (default 3 s; the server tests' 200-request races wait longer). */
  connectionTimeoutMs?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 3000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    // Other instances may share this database: cache invalidations reach them all.
    const stopSync = syncCachesAcrossInstances(db, pool, options.databaseUrl);
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      exclusive: async (fn) => {
        const client = await pool.connect();
        try {
          await client.query(`select pg_advisory_lock(${STARTUP_LOCK})`);
          try {
            return await fn();
          } finally {
            await client.query(`select pg_advisory_unlock(${STARTUP_LOCK})`);
          }
        } finally {
          client.release();
        }
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await stopSync();
        await pool.end();
      },
    };
  }

  let unlock = () => {};
  let client: PGlite;
  if (options.dataDir === null) {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
    try {
      client = await PGlite.create(path.join(options.dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    } catch (error) {
      unlock();
      throw error;
    }
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    exclusive: (fn) => fn(),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/** A migration failed and was rolled back; the message names it and says what PostgreSQL said. */
export class MigrationError extends Error {}

interface Journal {
  entries: { tag: string; when: number }[];
}

/**
 * Applies the migrations of `folder` (drizzle-kit's journal and .sql files) that the database has
 * not had yet, all in ONE transaction: either every pending migration is applied or none is, so a
 * failing upgrade leaves the database as the previous version left it (docs/upgrade.md). An
 * advisory lock taken first makes instances that start at once on one PostgreSQL database wait
 * for each other instead of racing (the second finds nothing left to do). Bookkeeping is
 * drizzle's own table, drizzle.__drizzle_migrations, read and written as drizzle's migrator does.
 */
export async function runMigrations(database: Database, folder = migrationsFolder()): Promise<string[]> {
  return database.db.transaction((tx) => applyPending(tx, folder));
}

class RolledBack extends Error {}

/**
 * Runs `check` on the database as this version's pending migrations would leave it, then rolls
 * everything back: nothing is changed (the start-up checks and `npm run upgrade:check`).
 */
export async function withMigrationsRolledBack<T>(
  database: Database,
  check: (tx: Tx, pending: string[]) => Promise<T>,
  folder = migrationsFolder(),
): Promise<T> {
  let result: { value: T } | undefined;
  try {
    await database.db.transaction(async (tx) => {
      const pending = await applyPending(tx, folder);
      result = { value: await check(tx, pending) };
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  if (!result) throw new Error('the migration check returned nothing');
  return result.value;
}

/** Applies the pending migrations in `tx`, under the migrations' advisory lock; returns their tags. */
async function applyPending(tx: Tx, folder: string): Promise<string[]> {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;
  const migrations = readMigrationFiles({ migrationsFolder: folder }).map((migration, i) => ({
    ...migration,
    tag: journal.entries[i]!.tag,
  }));
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('sarona-ayurveda migrations'))`);
  await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await tx.execute(
    sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  const last = (await tx.execute(sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`)) as unknown as {
    rows: { created_at: string | number }[];
  };
  const appliedUpTo = last.rows[0] ? Number(last.rows[0].created_at) : -Infinity;
  const applied: string[] = [];
  for (const migration of migrations) {
    if (migration.folderMillis <= appliedUpTo) continue;
    try {
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause ?? error;
      throw new MigrationError(
        `Migration ${migration.tag} failed: ${(cause as Error).message}. Nothing was changed: the database is as the previous version left it (see docs/upgrade.md).`,
        { cause: error },
      );
    }
    await tx.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${migration.hash}, ${migration.folderMillis})`,
    );
    applied.push(migration.tag);
  }
  return applied;
}

/** The schema's tables, each after every table that references it (rows are deleted in this order). */
let deleteOrder: string[] | undefined;
function tablesChildrenFirst(): string[] {
  if (deleteOrder) return deleteOrder;
  const tables = Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[];
  const order: string[] = [];
  const seen = new Set<PgTable>();
  const visit = (table: PgTable) => {
    if (seen.has(table)) return;
    seen.add(table);
    for (const other of tables)
      if (other !== table && getTableConfig(other).foreignKeys.some((fk) => fk.reference().foreignTable === table)) visit(other);
    order.push(getTableName(table));
  };
  for (const table of tables) visit(table);
  deleteOrder = order;
  return order;
}

/**
 * Empties every table of the app's schema (tests reset the database with it between tests) and
 * restarts its numbered ids at 1. Only the tables that hold rows are emptied, with DELETE: on
 * PostgreSQL a TRUNCATE gives each table new files, and truncating every table before every test
 * cost about 0.7 s a test, more than most tests themselves (decision 0037).
 */
export async function truncateAll(db: Db): Promise<void> {
  const order = tablesChildrenFirst();
  const probe = order.map((name) => `SELECT '${name}' AS name WHERE EXISTS (SELECT 1 FROM "${name}")`).join(' UNION ALL ');
  const found = (await db.execute(sql.raw(probe))) as unknown as { rows: { name: string }[] };
  const filled = new Set(found.rows.map((row) => row.name));
  if (filled.size) {
    try {
      await db.transaction(async (tx) => {
        for (const name of order) if (filled.has(name)) await tx.execute(sql.raw(`DELETE FROM "${name}"`));
      });
    } catch {
      // A reference the order cannot satisfy (a cycle): TRUNCATE ... CASCADE empties them whatever refers to what.
      await db.execute(sql.raw(`TRUNCATE ${[...filled].map((name) => `"${name}"`).join(', ')} CASCADE`));
    }
  }
  // The numbered ids start at 1 again, also those of a table emptied by a test's DELETE or a rolled-back insert.
  await db.execute(
    sql.raw(
      `SELECT setval(s.oid, 1, false) FROM pg_class s JOIN pg_namespace n ON n.oid = s.relnamespace WHERE s.relkind = 'S' AND n.nspname = 'public'`,
    ),
  );
  invalidatePublicData(db);
}
