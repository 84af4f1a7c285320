/**
 * `npm run upgrade:check`: what the next start of this version would do to the installation, and
 * everything that would refuse it, in one list; nothing is changed (the migrations are tried in a
 * transaction that is rolled back). Exit 0 when the start would go on, 1 when something must be
 * done first. Run it after installing a new release and before restarting (docs/upgrade.md).
 */
import '../server/load-env-file.ts';
import { ConfigError, loadConfig } from '../server/config.ts';
import { databaseAddress } from '../server/db/database-url.ts';
import { DatabaseLockedError, MigrationError, openDatabase } from '../server/db/client.ts';
import { startProblems } from '../server/db/startup.ts';
import { APP_VERSION } from '../server/version.ts';

const problems: string[] = [];
let config: ReturnType<typeof loadConfig> | undefined;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  problems.push(...error.problems);
}

const env = process.env;
const databaseUrl = config?.DATABASE_URL ?? (env.DATABASE_URL || undefined);
const dataDir = config?.DATA_DIR ?? (env.DATA_DIR || './data');
const where = databaseUrl
  ? (() => {
      const { database, host, socket } = databaseAddress(databaseUrl);
      return `PostgreSQL database ${database} ${socket ? 'on the socket in' : 'on'} ${host}`;
    })()
  : `the embedded database in ${dataDir}`;
// Whether this is a real deployment, from the settings as given even when one of them is wrong.
const isProduction = config?.isProduction ?? env.NODE_ENV === 'production';
const baseUrl = config?.baseUrl ?? (env.PUBLIC_BASE_URL || 'http://localhost');

console.log(`Sarona Ayurveda ${APP_VERSION}: upgrade check of ${where} (nothing is changed)`);
let pending: string[] = [];
try {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const found = await startProblems({ isProduction, baseUrl }, database);
    pending = found.pending;
    problems.push(...found.problems);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof DatabaseLockedError || error instanceof MigrationError) problems.push(error.message);
  else problems.push(`the database cannot be read: ${(error as Error).message}`);
}

console.log(
  pending.length
    ? `The next start applies ${pending.length} migration${pending.length === 1 ? '' : 's'}: ${pending.join(', ')}.`
    : 'The database is up to date: the next start applies no migration.',
);
if (problems.length) {
  console.log(`Before the next start (${problems.length}):`);
  problems.forEach((problem, i) => console.log(`${i + 1}. ${problem}`));
  process.exit(1);
}
console.log('Nothing to do first: the next start goes on.');
