/**
 * `npm run setup`: the first run of a real installation (decision 0016). Creates the first admin
 * and the clinic profile, asking on the terminal for what the flags do not give (Enter keeps the
 * value in brackets); without a terminal a missing required flag stops it, naming the flag.
 *
 *   npm run setup -- --admin-phone 98xxxxxxxx --admin-name "Anita Rao" \
 *     --name "Sarona Ayurveda" --name-hi "सरोना आयुर्वेद" --phone +9198xxxxxxxx --email care@clinic.in \
 *     --upi clinic@okaxis [--payee "..."] [--street ... --street-hi ... --city ... --city-hi ...
 *     --state ... --state-hi ... --pin 492010 --lat 21.2 --lng 81.6 --whatsapp +9198xxxxxxxx]
 *
 * Without a terminal (a script, ssh without -t) it asks nothing: it names every required flag
 * left out (the first run: --admin-phone, --admin-name, --name, --name-hi, --phone, --email, --upi;
 * a later run: the two --admin flags) and stops. `--help` prints the flags.
 *
 * Safe to run again: the admin of that number is updated, the profile keeps what is not given.
 * The therapy settings and programme templates every clinic starts with are added when missing
 * (decision 0053), as every server start does. Everything else (hours, holidays, social links, map link, fees) is edited by the admin in the
 * staff console at /staff/clinic.
 */
import type { z } from 'zod';
import { translate } from '../core/i18n/catalog.ts';
import { ClinicProfileSchema, type ClinicProfile } from '../core/schemas/staff/clinic-profile.ts';
import { createContext } from '../server/create-context.ts';
import { countDemoRecords, demoTotal, isDemoStaffPhone } from '../server/db/demo.ts';
import { initialClinicProfile, saveClinicProfile, savedClinicProfile } from '../server/modules/clinic/clinic-profile.server.ts';
import { seedClinicFacts } from '../server/db/programme-seed.ts';
import { Questions, fail, openInstallation, stringFlags, tenDigits, upsertStaff } from './lib/cli.ts';

const FLAGS = [
  'admin-phone',
  'admin-name',
  'name',
  'name-hi',
  'legal-name',
  'street',
  'street-hi',
  'city',
  'city-hi',
  'state',
  'state-hi',
  'pin',
  'lat',
  'lng',
  'phone',
  'whatsapp',
  'email',
  'upi',
  'payee',
] as const;
const USAGE = `Usage (the first run; a later run needs only the two --admin flags, the rest keeps the saved profile):
  npm run setup -- --admin-phone 98xxxxxxxx --admin-name "Anita Rao" \\
    --name "Sarona Ayurveda" --name-hi "सरोना आयुर्वेद" --phone 98xxxxxxxx --email care@clinic.in --upi clinic@okaxis
Optional: ${FLAGS.filter((f) => !['admin-phone', 'admin-name', 'name', 'name-hi', 'phone', 'email', 'upi'].includes(f))
  .map((f) => `--${f}`)
  .join(' ')}
On a terminal it asks for what the flags do not give.`;
const values = stringFlags(FLAGS, USAGE);
const flag = (name: (typeof FLAGS)[number]) => values[name];

const { config, database } = await openInstallation();
const ctx = createContext({ ...config, LOG_LEVEL: 'silent' }, database);
const saved = await savedClinicProfile(database.db);
const current = saved ?? initialClinicProfile(config);
const q = new Questions();

/** The check of one field of the profile, with its English message. */
const valid = (schema: z.ZodType) => (value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : translate('en', r.error.issues[0]?.message ?? 'error.validation');
};
/** '+91' for a 10-digit Indian number typed without it. */
const e164 = (v: string) => (tenDigits(v) && !v.trim().startsWith('+') ? `+91${tenDigits(v)}` : v.trim());
const shape = ClinicProfileSchema.shape;
const address = shape.address.shape;

try {
  const adminPhone = tenDigits(
    await q.ask('admin-phone', "The first admin's mobile number (they sign in at /staff with it)", flag('admin-phone'), (v) =>
      !tenDigits(v)
        ? 'expected a 10-digit Indian mobile number'
        : isDemoStaffPhone(tenDigits(v) ?? '')
          ? 'this is a demo account number; give a real one'
          : null,
    ),
  ) as string;
  const adminName = (
    await q.ask('admin-name', "The admin's name", flag('admin-name'), (v) => (v.trim().length >= 2 ? null : 'expected a name'))
  ).trim();

  // Required on the first run (no example value may reach a real site): name, phone, e-mail, UPI id.
  const keep = (value: string) => (saved ? value : undefined);
  const text = (max: number) => valid(shape.name.shape.en.max(max));
  const profile: ClinicProfile = {
    ...current,
    name: {
      en: await q.ask('name', "The clinic's name (English)", flag('name'), text(80), keep(current.name.en)),
      hi: await q.ask('name-hi', "The clinic's name (Hindi)", flag('name-hi'), text(80), keep(current.name.hi)),
    },
    legalName: flag('legal-name') ?? current.legalName,
    address: {
      street: {
        en: await q.ask('street', 'Street and area (English)', flag('street'), text(160), current.address.street.en),
        hi: await q.ask('street-hi', 'Street and area (Hindi)', flag('street-hi'), text(160), current.address.street.hi),
      },
      city: {
        en: await q.ask('city', 'City (English)', flag('city'), text(60), current.address.city.en),
        hi: await q.ask('city-hi', 'City (Hindi)', flag('city-hi'), text(60), current.address.city.hi),
      },
      region: {
        en: await q.ask('state', 'State (English)', flag('state'), text(60), current.address.region.en),
        hi: await q.ask('state-hi', 'State (Hindi)', flag('state-hi'), text(60), current.address.region.hi),
      },
      postalCode: await q.ask('pin', 'PIN code', flag('pin'), valid(address.postalCode), current.address.postalCode),
    },
    geo: {
      lat: Number(
        await q.ask(
          'lat',
          'Latitude of the clinic (for the map)',
          flag('lat'),
          (v) => valid(shape.geo.shape.lat)(Number(v)),
          String(current.geo.lat),
        ),
      ),
      lng: Number(
        await q.ask('lng', 'Longitude of the clinic', flag('lng'), (v) => valid(shape.geo.shape.lng)(Number(v)), String(current.geo.lng)),
      ),
    },
    phone: e164(await q.ask('phone', "The clinic's phone number", flag('phone'), (v) => valid(shape.phone)(e164(v)), keep(current.phone))),
    whatsapp: e164(
      await q.ask(
        'whatsapp',
        'WhatsApp number (empty: none)',
        flag('whatsapp'),
        (v) => valid(shape.whatsapp)(e164(v)),
        saved ? current.whatsapp : '',
      ),
    ),
    email: (await q.ask('email', "The clinic's e-mail address", flag('email'), valid(shape.email), keep(current.email))).trim(),
    upiId: (
      await q.ask(
        'upi',
        'UPI id that payments go to (such as clinic@okaxis)',
        flag('upi'),
        valid(shape.upiId),
        keep(saved ? current.upiId : (config.CLINIC_UPI_ID ?? current.upiId)),
      )
    ).trim(),
    upiPayeeName: '',
  };
  profile.upiPayeeName = (
    await q.ask('payee', 'Payee name shown in the UPI app', flag('payee'), text(60), saved ? current.upiPayeeName : profile.name.en)
  ).trim();
  q.stopIfMissing(USAGE);
  const parsed = ClinicProfileSchema.safeParse(profile);
  if (!parsed.success) fail(parsed.error.issues.map((i) => `${i.path.join('.')}: ${translate('en', i.message)}`).join('\n'));
  q.close();

  const done = await upsertStaff(database, { role: 'admin', phone: adminPhone, name: adminName });
  await saveClinicProfile(ctx, null, parsed.data);
  await seedClinicFacts(database.db);
  console.log(
    `${done === 'created' ? 'Created' : 'Updated'} admin ${adminName} (${adminPhone}). Sign in at ${config.baseUrl}/staff with this number.`,
  );
  console.log(
    `Saved the clinic profile of ${parsed.data.name.en}; hours, holidays, social links and fees are edited at ${config.baseUrl}/staff/clinic.`,
  );

  const demo = await countDemoRecords(database.db);
  if (demoTotal(demo) > 0)
    console.log('This database still holds the demo clinic: `npm run demo:remove -- --yes` takes it out and keeps your records.');
} finally {
  q.close();
  await database.close();
}
