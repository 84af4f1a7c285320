/**
 * What every server start does to its database before serving (server/serve.ts, server/dev.ts):
 * applies the migrations, seeds the content and, in demo mode only, the demo data; and refuses a
 * real deployment (production on a public address) whose clinic profile has not been set up
 * (`npm run setup`) or that still holds demo records (decision 0016).
 */
import { type Config, isLocalUrl } from '@server/config';
import { type Database, runMigrations } from './client';
import { countDemoRecords, demoTotal } from './demo';
import { seed } from './seed';
import { savedClinicProfile } from '@server/modules/clinic/clinic-profile.server';

/** A start that must not go on; the message says what to run. */
export class StartupRefused extends Error {}

/** Production on a public address: the clinic's real site. */
function isRealDeployment(config: Pick<Config, 'isProduction' | 'baseUrl'>): boolean {
  return config.isProduction && !isLocalUrl(config.baseUrl);
}

export async function prepareDatabase(config: Config, database: Database, warn: (message: string) => void): Promise<void> {
  await runMigrations(database);
  await seed(database.db, { demo: config.demoMode });
  if (isRealDeployment(config) && !(await savedClinicProfile(database.db)))
    throw new StartupRefused(
      "Refusing to start: the clinic profile is not set up: run `npm run setup` (the first admin, the clinic's name, address, phone, e-mail and UPI id).",
    );
  if (config.demoMode) return;
  const demo = await countDemoRecords(database.db);
  if (demoTotal(demo) === 0) return;
  const what = `the database holds demo records (${demo.doctors} doctors, ${demo.staff} staff accounts, ${demo.events} events, ${demo.consultations} consultations with demo doctors, ${demo.therapists} therapists, ${demo.rooms} treatment rooms)`;
  if (isRealDeployment(config)) throw new StartupRefused(`Refusing to start: ${what}. Run \`npm run demo:remove\` first.`);
  warn(`Demo mode is off but ${what}; \`npm run demo:remove\` takes them out. Their staff numbers are sent no codes.`);
}
