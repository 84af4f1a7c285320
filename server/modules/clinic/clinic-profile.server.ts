/**
 * The clinic profile (core/schemas/staff/clinic-profile.ts): read by pages, JSON-LD, SMS, e-mails and
 * the UPI QR through `clinicProfile(ctx)`, written by the admin (staff console) or `npm run setup`.
 *
 * Read through the public-data cache (scope 'clinic'); a save invalidates that scope after its
 * transaction, which also moves the page cache's generation on, so the next page rendered on this
 * instance shows the change. Other instances: see `invalidatePublicData` (server/cache/), the one
 * hook point for cross-instance invalidation.
 */
import { eq } from 'drizzle-orm';
import { Conflict } from '@server/domain/errors';
import { DEFAULT_CLINIC_PROFILE, displayPhone } from '@core/clinic';
import { hoursOutsideClinic, slotsOutsideClinic, weeklyFromSingle } from '@core/hours';
import type { WeeklyHours } from '@core/schemas/staff/hours';
import { translate, type MessageParams } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import type { ClinicProfile } from '@core/schemas/staff/clinic-profile';
import { cachedPublicData, invalidatePublicData } from '@server/cache/public-data';
import type { Config } from '@server/config';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { clinicProfile as clinicProfileTable, doctorSchedules, doctors, therapists } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';

const ROW_ID = 1;

/** The profile of an installation that has none saved yet: the defaults, with CLINIC_UPI_ID / CLINIC_PHONE when set. */
export function initialClinicProfile(config: Pick<Config, 'CLINIC_UPI_ID' | 'CLINIC_PHONE'>): ClinicProfile {
  return {
    ...DEFAULT_CLINIC_PROFILE,
    ...(config.CLINIC_UPI_ID ? { upiId: config.CLINIC_UPI_ID } : {}),
    ...(config.CLINIC_PHONE ? { phone: config.CLINIC_PHONE, whatsapp: config.CLINIC_PHONE } : {}),
  };
}

export async function savedClinicProfile(db: Db | Tx): Promise<ClinicProfile | null> {
  const [row] = await db
    .select({ profile: clinicProfileTable.profile })
    .from(clinicProfileTable)
    .where(eq(clinicProfileTable.id, ROW_ID))
    .limit(1);
  if (!row) return null;
  // A profile saved before weekly hours (decision 0057; migration 0016 rewrites it) reads as weekly hours.
  const hours = row.profile.hours as unknown;
  // A profile saved before GST registration (decision 0070) is not registered.
  const profile = { ...row.profile, gst: row.profile.gst ?? { gstin: '', stateCode: '' } };
  return Array.isArray(hours) ? profile : { ...profile, hours: weeklyFromSingle(hours as Parameters<typeof weeklyFromSingle>[0]) };
}

/** The clinic's facts as shown now (cached; shared by every request: read-only). */
export function clinicProfile(ctx: Pick<AppContext, 'db' | 'config'>): Promise<ClinicProfile> {
  return cachedPublicData(ctx.db, 'clinic', 'profile', async () => (await savedClinicProfile(ctx.db)) ?? initialClinicProfile(ctx.config));
}

/**
 * `{ phone: '+91 98765 43210' }` when the message `key` asks to call the clinic on `{phone}`
 * (decision 0052), for error answers; nothing (and no query) for any other message.
 */
export async function clinicPhoneParams(
  ctx: Pick<AppContext, 'db' | 'config'>,
  locale: Locale,
  key: string,
): Promise<MessageParams | undefined> {
  if (!translate(locale, key).includes('{phone}')) return undefined;
  // An error answer must not fail for want of the profile: the installation's configured number then.
  const profile = await clinicProfile(ctx).catch(() => initialClinicProfile(ctx.config));
  return { phone: displayPhone(profile.phone) };
}

/** Stores the whole profile (already validated), with an audit entry when a staff member saved it. */
export async function saveClinicProfile(ctx: AppContext, actor: SignedInStaff | null, profile: ClinicProfile): Promise<ClinicProfile> {
  await ctx.db.transaction(async (tx) => {
    const before = (await savedClinicProfile(tx)) ?? initialClinicProfile(ctx.config);
    if (JSON.stringify(before.hours) !== JSON.stringify(profile.hours)) await assertStaffWithinNewClinicHours(tx, profile.hours);
    await tx
      .insert(clinicProfileTable)
      .values({ id: ROW_ID, profile, updatedBy: actor?.id ?? null, updatedAt: ctx.now() })
      .onConflictDoUpdate({ target: clinicProfileTable.id, set: { profile, updatedBy: actor?.id ?? null, updatedAt: ctx.now() } });
    if (actor)
      await writeAudit(tx, ctx, actor, { action: 'clinic.update', entity: 'clinic', entityId: String(ROW_ID), before, after: profile });
  });
  // After the commit: this instance's caches (public data and, through its generation, pages;
  // 'bookings': holidays close the booking calendar).
  invalidatePublicData(ctx.db, 'clinic');
  invalidatePublicData(ctx.db, 'bookings');
  return profile;
}

/**
 * Refuses (409) new clinic hours that would leave an active therapist's hours or an active
 * doctor's slots outside them, listing who and on which weekdays (`details.conflicts`): the
 * clinic's hours change after the staff's, never leaving them silently out of the week.
 */
async function assertStaffWithinNewClinicHours(tx: Tx, hours: WeeklyHours): Promise<void> {
  const [people, schedules] = await Promise.all([
    tx.select({ name: therapists.name, weeklyHours: therapists.weeklyHours }).from(therapists).where(eq(therapists.active, true)),
    tx
      .select({ name: doctors.name, weekday: doctorSchedules.weekday, startTimes: doctorSchedules.startTimes })
      .from(doctorSchedules)
      .innerJoin(doctors, eq(doctors.id, doctorSchedules.doctorId))
      .where(eq(doctors.active, true)),
  ]);
  const conflicts = [
    ...people.flatMap((p) => hoursOutsideClinic(p.weeklyHours, hours).map((c) => ({ name: p.name, weekday: c.weekday }))),
    ...schedules.flatMap((s) => slotsOutsideClinic([s], hours).map((c) => ({ name: s.name, weekday: c.weekday }))),
  ];
  if (conflicts.length)
    throw new Conflict('staff.hours.staffOutside', { conflicts: [...new Set(conflicts.map((c) => c.name))].join(', ') }, { conflicts });
}
