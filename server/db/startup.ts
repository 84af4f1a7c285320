/**
 * What every server start does to its database before serving (server/serve.ts, server/dev.ts):
 * applies the migrations, seeds the content and, in demo mode only, the demo data; and refuses a
 * real deployment (production on a public address) whose clinic profile has not been set up
 * (`npm run setup`) or that still holds demo records (decision 0016).
 *
 * Those checks run first on the database as the migrations would leave it, in a transaction that
 * is rolled back (`startProblems`): a start that must be refused changes nothing, and names
 * everything the operator must do in one message. `npm run upgrade:check` prints the same without
 * starting (docs/upgrade.md).
 */
import { type Config, isLocalUrl } from '@server/config';
import { type Database, type Db, type Tx, runMigrations, withMigrationsRolledBack } from './client';
import { countDemoRecords, type DemoRecords, demoTotal } from './demo';
import { seed } from './seed';
import { savedClinicProfile } from '@server/modules/clinic/clinic-profile.server';

/** A start that must not go on; the message says what to run. */
export class StartupRefused extends Error {}

/** Production on a public address: the clinic's real site. */
function isRealDeployment(config: Pick<Config, 'isProduction' | 'baseUrl'>): boolean {
  return config.isProduction && !isLocalUrl(config.baseUrl);
}

function demoRecords(demo: DemoRecords): string {
  return `the database holds demo records (${demo.doctors} doctors, ${demo.staff} staff accounts, ${demo.events} events, ${demo.consultations} consultations with demo doctors, ${demo.therapists} therapists, ${demo.rooms} treatment rooms)`;
}

/** What keeps a real deployment from starting on this database, each with what to run. */
async function refusals(config: Pick<Config, 'isProduction' | 'baseUrl'>, db: Db | Tx): Promise<string[]> {
  if (!isRealDeployment(config)) return [];
  const problems: string[] = [];
  if (!(await savedClinicProfile(db)))
    problems.push(
      "the clinic profile is not set up: run `npm run setup` (the first admin, the clinic's name, address, phone, e-mail and UPI id)",
    );
  const demo = await countDemoRecords(db);
  if (demoTotal(demo) > 0) problems.push(`${demoRecords(demo)}: run \`npm run demo:remove -- --yes\``);
  return problems;
}

/** The migrations this version would apply, and what would refuse the start; changes nothing. */
export function startProblems(
  config: Pick<Config, 'isProduction' | 'baseUrl'>,
  database: Database,
): Promise<{ pending: string[]; problems: string[] }> {
  return withMigrationsRolledBack(database, async (tx, pending) => ({ pending, problems: await refusals(config, tx) }));
}

/** One message for every problem: the operator fixes them all before the next try. */
function refusalMessage(problems: string[]): string {
  if (problems.length === 1) return `Refusing to start: ${problems[0]}.`;
  return [`Refusing to start; nothing was changed. Before the next start:`, ...problems.map((p, i) => `${i + 1}. ${p}`)].join('\n');
}

export async function prepareDatabase(config: Config, database: Database, warn: (message: string) => void): Promise<void> {
  if (isRealDeployment(config)) {
    const { problems } = await startProblems(config, database);
    if (problems.length) throw new StartupRefused(refusalMessage(problems));
  }
  await runMigrations(database);
  await seed(database.db, { demo: config.demoMode });
  if (config.demoMode) return;
  const demo = await countDemoRecords(database.db);
  if (demoTotal(demo) === 0) return;
  warn(`Demo mode is off but ${demoRecords(demo)}; \`npm run demo:remove\` takes them out. Their staff numbers are sent no codes.`);
}
