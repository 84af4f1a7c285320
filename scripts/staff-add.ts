/**
 * `npm run staff:add -- --role admin --phone 9876543210 --name "Anita Rao" [--doctor <doctor id>]`
 * Creates (or re-activates) a staff account. `npm run setup` makes the first admin of a new
 * installation with the clinic profile; this adds the others from the command line.
 */
import '../server/load-env-file.ts';
import { STAFF_ROLES, type StaffRole } from '../core/constants.ts';
import { fail, openInstallation, stringFlags, tenDigits, upsertStaff } from './lib/cli.ts';

const values = stringFlags(
  ['role', 'phone', 'name', 'doctor'],
  `Usage: npm run staff:add -- --role ${STAFF_ROLES.join('|')} --phone 98xxxxxxxx [--name "..."] [--doctor <doctor id>]`,
);
const role = values.role as StaffRole | undefined;
if (!role || !STAFF_ROLES.includes(role)) fail(`--role must be one of ${STAFF_ROLES.join(', ')}`);
const phone = tenDigits(values.phone);
if (!phone) fail('--phone must be a 10-digit Indian mobile number');
const { database } = await openInstallation();
const name = values.name?.trim() || `${role[0]?.toUpperCase()}${role.slice(1)} ${phone.slice(-4)}`;
const done = await upsertStaff(database, { role, phone, name, doctorId: values.doctor });
console.log(
  done === 'updated'
    ? `Updated staff ${name} (${phone}) as ${role}.`
    : `Created staff ${name} (${phone}) as ${role}. Sign in at /staff with this number.`,
);
await database.close();
