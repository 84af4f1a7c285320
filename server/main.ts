/**
 * Production entry: validates settings, opens the database (PGlite or PostgreSQL), applies
 * migrations, seeds demo data (idempotent), serves API and pages on one port, shuts down cleanly.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ConfigError, loadConfig } from './config.ts';
import { createContext } from './create-context.ts';
import { DatabaseLockedError, openDatabase, projectRoot, runMigrations } from './db/client.ts';
import { seed } from './db/seed.ts';
import { buildApp } from './http/app.ts';
import { startBackgroundWork } from './jobs/background.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await runMigrations(database);
  await seed(database.db);

  const ctx = createContext(config, database);
  const root = projectRoot();
  const serverBuildFile = pathToFileURL(path.join(root, 'build/server/index.js')).href;
  const build = (await import(serverBuildFile)) as ServerBuild;
  const app = await buildApp({
    ctx,
    pages: { clientDir: path.join(root, 'build/client'), getBuild: async () => build, mode: 'production' },
  });

  const stopBackground = config.JOBS_ENABLED ? startBackgroundWork(ctx) : async () => {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await stopBackground();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`${config.NODE_ENV} server on ${config.baseUrl} (database: ${database.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
