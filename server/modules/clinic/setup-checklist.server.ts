/**
 * The first-run checklist of a new installation (decision 0053): what the admin still has to do
 * before the clinic runs on it, each step read from the data itself (nothing to tick by hand). The
 * demo's doctors, therapists and rooms do not count: they are not the clinic's.
 */
import { and, count, eq, exists, isNull, notInArray, sql } from 'drizzle-orm';
import { can } from '@core/policy';
import type { AppContext } from '@server/context';
import { DEMO_RECORD_IDS } from '@server/db/demo';
import { doctorSchedules, doctors, programmeTemplates, therapists, treatmentRooms } from '@server/db/schema';
import { Forbidden } from '@server/domain/errors';
import type { SignedInStaff } from '@server/domain/actor';
import { savedClinicProfile } from './clinic-profile.server';

const SETUP_STEPS = ['profile', 'doctors', 'therapists', 'rooms', 'templates', 'messaging'] as const;
type SetupStep = (typeof SETUP_STEPS)[number];

export interface SetupItem {
  step: SetupStep;
  done: boolean;
  /** The console page where it is done. */
  to: string;
}

const PAGES: Record<SetupStep, string> = {
  profile: '/staff/clinic',
  doctors: '/staff/doctors',
  therapists: '/staff/therapists',
  rooms: '/staff/rooms',
  templates: '/staff/programme-templates',
  // Providers are settings of the server (docs/deploy.md); the notices page shows what went out.
  messaging: '/staff/notices',
};

async function any(query: Promise<{ n: number }[]>): Promise<boolean> {
  return ((await query)[0]?.n ?? 0) > 0;
}

/** The six steps, each done or not; only an admin may read it (403 for everyone else). */
export async function setupChecklist(ctx: AppContext, actor: SignedInStaff): Promise<SetupItem[]> {
  if (!can(actor, 'setup.checklist')) throw new Forbidden();
  const db = ctx.db;
  const hours = db
    .select({ one: sql`1` })
    .from(doctorSchedules)
    .where(and(eq(doctorSchedules.doctorId, doctors.id), sql`cardinality(${doctorSchedules.startTimes}) > 0`));
  const done: Record<SetupStep, boolean> = {
    profile: (await savedClinicProfile(db)) !== null,
    doctors: await any(
      db
        .select({ n: count() })
        .from(doctors)
        .where(and(eq(doctors.active, true), notInArray(doctors.id, [...DEMO_RECORD_IDS.doctors]), exists(hours))),
    ),
    therapists: await any(
      db
        .select({ n: count() })
        .from(therapists)
        .where(and(eq(therapists.active, true), notInArray(therapists.id, [...DEMO_RECORD_IDS.therapists]))),
    ),
    rooms: await any(
      db
        .select({ n: count() })
        .from(treatmentRooms)
        .where(and(isNull(treatmentRooms.removedAt), notInArray(treatmentRooms.id, [...DEMO_RECORD_IDS.rooms]))),
    ),
    templates: await any(db.select({ n: count() }).from(programmeTemplates).where(eq(programmeTemplates.active, true))),
    // Real SMS for codes and notices, and e-mail either sent for real or switched off.
    messaging: ctx.config.SMS_PROVIDER !== 'outbox' && ctx.config.EMAIL_PROVIDER !== 'outbox',
  };
  return SETUP_STEPS.map((step) => ({ step, done: done[step], to: PAGES[step] }));
}
