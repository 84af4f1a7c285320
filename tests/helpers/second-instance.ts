/**
 * A second app instance on the test database, as another server process would be: its own
 * connection pool (so its own caches, which are kept per database handle), its own data folder
 * (another host's disk), the same settings and SESSION_SECRET. Only meaningful on PostgreSQL:
 * PGlite is one process's database.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../server/config.ts';
import type { AppContext } from '../../server/context.ts';
import { createContext } from '../../server/create-context.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { buildApp } from '../../server/http/app.ts';
import type { TestEnv } from './test-app.ts';

export interface Instance {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

export async function startSecondInstance(env: TestEnv): Promise<Instance> {
  const databaseUrl = env.config.DATABASE_URL;
  if (!databaseUrl) throw new Error('a second instance needs PostgreSQL (TEST_DATABASE_URL)');
  const config: Config = { ...env.config, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'clinic-second-')) };
  const database = await openDatabase({ databaseUrl, dataDir: null, poolSize: 5 });
  const ctx = createContext(config, database, { log: env.ctx.log, now: env.ctx.now });
  const app = await buildApp({ ctx });
  await app.ready();
  return {
    app,
    ctx,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
