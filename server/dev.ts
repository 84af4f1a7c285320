/**
 * `npm run dev`: one process with the API (restarted by tsx watch on server changes) and the pages
 * through Vite's dev server (hot reload for app/, core/ and content/).
 */
import './load-env-file';
import middie from '@fastify/middie';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { loadConfig } from './config';
import { createContext } from './create-context';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/startup';
import { buildApp } from './http/app';
import { startBackgroundWork } from './jobs/background';
import { importDiskUploads } from './modules/uploads/uploads.server';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await prepareDatabase(config, database, (message) => console.warn(message));
const ctx = createContext(config, database);
await importDiskUploads(database.db, config.DATA_DIR);
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });

const app = await buildApp({
  ctx,
  pages: {
    mode: 'development',
    getBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  },
  beforeRoutes: async (instance) => {
    await instance.register(middie);
    instance.use((req, res, next) => {
      if (req.url?.startsWith('/api')) return next();
      vite.middlewares(req, res, next);
    });
  },
});
const stop = config.JOBS_ENABLED ? startBackgroundWork(ctx) : async () => {};
const shutdown = async () => {
  await stop();
  await app.close();
  await vite.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
await app.listen({ port: config.PORT, host: config.HOST });
