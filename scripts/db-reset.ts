/**
 * `npm run db:reset -- --yes [--force]`: deletes the database and creates it again from the
 * migrations and the seed (demo data only in demo mode). Refuses without --yes, and refuses a DATABASE_URL whose host is not
 * local unless --force is given too.
 */
import '../server/load-env-file.ts';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase, runMigrations } from '../server/db/client.ts';
import { seed } from '../server/db/seed.ts';
import { remoteHost } from './lib/remote-host.ts';

const args = new Set(process.argv.slice(2));
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
if (!args.has('--yes')) fail('db:reset deletes every booking, patient and post. Run `npm run db:reset -- --yes` to confirm.');

if (config.DATABASE_URL) {
  const host = remoteHost(config.DATABASE_URL);
  if (host && !args.has('--force')) fail(`Refusing to reset the database on ${host}: not a local host. Add --force if you really mean it.`);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: null });
  await database.db.execute(sql.raw('DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;'));
  await runMigrations(database);
  await seed(database.db, { demo: config.demoMode });
  await database.close();
} else {
  const folder = path.join(config.DATA_DIR, 'pglite');
  const database = await openDatabase({ dataDir: config.DATA_DIR }); // takes the lock: fails if the server is running
  await database.close();
  rmSync(folder, { recursive: true, force: true });
  const fresh = await openDatabase({ dataDir: config.DATA_DIR });
  await runMigrations(fresh);
  await seed(fresh.db, { demo: config.demoMode });
  await fresh.close();
}
console.log(`Database reset: migrations applied and ${config.demoMode ? 'demo data' : 'content (no demo data: DEMO_MODE is off)'} seeded.`);
