/**
 * `npm run staff:add -- --role admin --phone 9876543210 --name "Anita Rao" [--doctor <doctor id>]`
 * Creates (or re-activates) a staff account. The only way to create the first admin.
 */
import '../server/load-env-file.ts';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '../core/constants.ts';
import { mobileDigits } from '../core/phone.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase, runMigrations } from '../server/db/client.ts';
import { staff } from '../server/db/schema.ts';

const { values } = parseArgs({
  options: { role: { type: 'string' }, phone: { type: 'string' }, name: { type: 'string' }, doctor: { type: 'string' } },
});
const role = values.role as StaffRole | undefined;
if (!role || !STAFF_ROLES.includes(role)) {
  console.error(`--role must be one of ${STAFF_ROLES.join(', ')}`);
  process.exit(1);
}
// mobileDigits takes +91/0091/0 off a longer number only: 9123456789 is itself a mobile number.
const phone = mobileDigits(values.phone ?? '');
if (!/^\d{10}$/.test(phone)) {
  console.error('--phone must be a 10-digit Indian mobile number');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await runMigrations(database);
const name = values.name?.trim() || `${role[0]?.toUpperCase()}${role.slice(1)} ${phone.slice(-4)}`;
const [existing] = await database.db.select().from(staff).where(eq(staff.phone, phone));
if (existing) {
  await database.db.update(staff).set({ role, name, active: true, doctorId: values.doctor ?? existing.doctorId, updatedAt: new Date() }).where(eq(staff.id, existing.id));
  console.log(`Updated staff ${name} (${phone}) as ${role}.`);
} else {
  await database.db.insert(staff).values({ name, phone, role, doctorId: values.doctor ?? null });
  console.log(`Created staff ${name} (${phone}) as ${role}. Sign in at /staff with this number.`);
}
await database.close();
