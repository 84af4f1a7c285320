/**
 * `npm run demo:remove -- --yes`: takes the demo records out of an installation that began as the
 * demo (decision 0016): the demo doctors with their schedules and the consultations booked with
 * them, the demo staff accounts, the sample events, the demo therapists and treatment rooms. Patients, real doctors and staff, posts and
 * messages stay, and so do the therapy settings and programme templates (the clinic's, decision
 * 0053); the seed posts get the clinic's byline. Then set DEMO_MODE=off (or NODE_ENV=production),
 * or the next demo-mode start seeds the demo again.
 */
import { and, count, eq } from 'drizzle-orm';
import { countDemoRecords, demoTotal, removeDemoRecords } from '../server/db/demo.ts';
import { staff } from '../server/db/schema/index.ts';
import { fail, openInstallation } from './lib/cli.ts';

const { database } = await openInstallation();
try {
  const found = await countDemoRecords(database.db);
  if (demoTotal(found) === 0) {
    console.log('No demo records: nothing to remove.');
  } else {
    const list = `${found.doctors} doctors, ${found.staff} staff accounts, ${found.events} events, ${found.consultations} consultations with demo doctors, ${found.therapists} therapists, ${found.rooms} treatment rooms`;
    if (!process.argv.includes('--yes')) fail(`This removes ${list}. Run \`npm run demo:remove -- --yes\` to confirm.`);
    const removed = await removeDemoRecords(database.db);
    console.log(
      `Removed ${removed.doctors} demo doctors, ${removed.staff} demo staff accounts, ${removed.events} demo events, ${removed.consultations} consultations with demo doctors, ${removed.therapists} demo therapists and ${removed.rooms} demo treatment rooms; ${removed.posts} posts now signed by the clinic.`,
    );
  }
  const [admins] = await database.db
    .select({ n: count() })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), eq(staff.active, true)));
  if (!admins?.n) console.log('No admin account is left: run `npm run setup` to make one.');
} finally {
  await database.close();
}
