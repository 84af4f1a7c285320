/**
 * The one module that decides which database runs: PGlite in DATA_DIR when no DATABASE_URL is
 * set (zero set-up), node-postgres when it is. Nothing else in the code knows the difference.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';
import { invalidatePublicData } from '../cache/public-data.ts';
import { syncCachesAcrossInstances } from '../cache/cross-instance.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class DatabaseLockedError extends Error {}

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
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'pglite.lock');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(pid) && isAlive(pid)) {
      throw new DatabaseLockedError(
        `The embedded database in ${path.resolve(dataDir)} is in use by another process (pid ${pid}). ` +
          'Stop that process, or set DATA_DIR to another folder, or set DATABASE_URL to use PostgreSQL.',
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
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 3000,
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
      close: async () => {
        await stopSync();
        await pool.end();
      },
    };
  }

  let unlock = () => {};
  let client: PGlite;
  if (options.dataDir === null) {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
    try {
      client = await PGlite.create(path.join(options.dataDir, 'pglite'));
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
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: migrationsFolder() });
  else await migratePg(database.db as never, { migrationsFolder: migrationsFolder() });
}

/** Names of the app's tables, for resetting between tests. */
export async function truncateAll(db: Db): Promise<void> {
  const tables = Object.values(schema)
    .filter((value): value is typeof schema.patients => typeof value === 'object' && value !== null && Symbol.for('drizzle:Name') in value)
    .map((table) => `"${(table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')]}"`);
  await db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
  invalidatePublicData(db);
}
