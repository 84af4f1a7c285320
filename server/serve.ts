/** The server's start and clean shutdown, shared by the production entry (main.ts) and fault tests. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ConfigError, loadConfig } from './config';
import { createContext } from './create-context';
import { DatabaseLockedError, MigrationError, openDatabase, projectRoot } from './db/client';
import { StartupRefused, prepareDatabase } from './db/startup';
import { type BuildAppOptions, buildApp } from './http/app';
import { drain } from './http/draining';
import { startBackgroundWork } from './jobs/background';
import { databaseProblem, listenProblem } from './startup-errors';
import { importDiskUploads } from './modules/uploads/uploads.server';

/** Says in one line why the server cannot start and exits 1, after `cleanUp`. */
async function refuse(line: string, cleanUp: () => Promise<unknown>): Promise<never> {
  console.error(line);
  await cleanUp().catch(() => {});
  process.exit(1);
}

/**
 * Starts the server: validates settings, opens the database, applies migrations, seeds content (and demo data in demo mode),
 * serves the API (and the pages of the production build unless `pages: false`, used by the fault
 * tests that run the API from source) and shuts down cleanly on SIGTERM/SIGINT: reports not
 * ready, stops accepting connections, finishes the requests in flight (server/http/draining.ts),
 * stops background work, closes the database.
 */
export async function serve(options: { pages: boolean } = { pages: true }) {
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
  // Instances starting together on one PostgreSQL take turns (an advisory lock): the first
  // migrates and seeds, the next finds nothing left to do. (runMigrations also locks on its own,
  // for the scripts that call it.)
  try {
    await database.exclusive(() => prepareDatabase(config, database, (message) => console.warn(message)));
  } catch (error) {
    if (error instanceof StartupRefused || error instanceof MigrationError) await refuse(error.message, () => database.close());
    const problem = databaseProblem(error, config);
    if (problem) await refuse(problem, () => database.close());
    throw error;
  }

  const ctx = createContext(config, database);
  const imported = await importDiskUploads(database.db, config.DATA_DIR);
  if (imported) ctx.log.info({ imported }, 'uploads copied from the data folder into the database');
  const root = projectRoot();
  let pages: BuildAppOptions['pages'];
  if (options.pages) {
    const serverBuildFile = pathToFileURL(path.join(root, 'build/server/index.js')).href;
    const build = (await import(serverBuildFile)) as ServerBuild;
    pages = { clientDir: path.join(root, 'build/client'), getBuild: async () => build, mode: 'production', renderAhead: true };
  }
  const app = await buildApp({ ctx, pages });

  const stopBackground = config.JOBS_ENABLED ? startBackgroundWork(ctx) : async () => {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await stopBackground();
    await drain(app);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    const problem = listenProblem(error, config);
    if (problem)
      await refuse(problem, async () => {
        await stopBackground();
        await app.close();
        await database.close();
      });
    throw error;
  }
  // The Node version too: an operator reads in the journal which Node an instance runs (decision 0039).
  app.log.info(`${config.NODE_ENV} server on ${config.baseUrl} (database: ${database.kind}, Node ${process.version})`);
}
