/**
 * Throwaway databases for tests that need an empty one of their own (migrations, restore drill),
 * of the kind the api project runs on (TEST_DB_KIND): a PGlite in a temporary folder, or a fresh
 * PostgreSQL database next to the worker's, named like it (clinic_test_<run>_<worker><n>) so the
 * sweep of tests/helpers/postgres-test-databases.ts drops it if the test cannot.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { testDatabaseName } from './postgres-test-databases.ts';

export const scratchKind: 'pglite' | 'postgres' = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

export interface Scratch {
  /** The settings that point the app or a script at it: DATABASE_URL, or DATA_DIR alone. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

let counter = 0;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** An empty database of the tested kind, and a data folder. */
export async function scratchDatabase(): Promise<Scratch> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-scratch-'));
  if (scratchKind === 'pglite') {
    return { env: { DATA_DIR: dataDir }, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  counter += 1;
  const name = `${testDatabaseName(process.ppid, process.pid)}9${counter}`;
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    dataDir,
    databaseUrl,
    drop: async () => {
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
