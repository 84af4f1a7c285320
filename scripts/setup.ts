/**
 * `npm run setup`: the first run of a real installation (decision 0011). Creates the first admin
 * (and, with item 2, the clinic profile), asking on the terminal for what the flags do not give:
 *
 *   npm run setup -- --admin-phone 98xxxxxxxx --admin-name "Anita Rao"
 *
 * Safe to run again: the admin of that number is updated, nothing else is touched.
 */
import { parseArgs } from 'node:util';
import { countDemoRecords, demoTotal, isDemoStaffPhone } from '../server/db/demo.ts';
import { Questions, openInstallation, tenDigits, upsertStaff } from './lib/cli.ts';

const { values } = parseArgs({
  options: {
    'admin-phone': { type: 'string' },
    'admin-name': { type: 'string' },
  },
});

// The questions first: a missing flag stops before the database is opened.
const q = new Questions();
const phone = tenDigits(
  await q.ask('admin-phone', "The first admin's mobile number (they sign in at /staff with it)", values['admin-phone'], (v) =>
    !tenDigits(v) ? 'expected a 10-digit Indian mobile number' : isDemoStaffPhone(tenDigits(v) ?? '') ? 'this is a demo account number; give a real one' : null,
  ),
) as string;
const name = (await q.ask('admin-name', "The admin's name", values['admin-name'], (v) => (v.trim().length >= 2 ? null : 'expected a name'))).trim();
q.close();

const { config, database } = await openInstallation();
try {
  const done = await upsertStaff(database, { role: 'admin', phone, name });
  console.log(`${done === 'created' ? 'Created' : 'Updated'} admin ${name} (${phone}). Sign in at ${config.baseUrl}/staff with this number.`);

  const demo = await countDemoRecords(database.db);
  if (demoTotal(demo) > 0) console.log('This database still holds the demo clinic: `npm run demo:remove` takes it out and keeps your records.');
} finally {
  await database.close();
}
