/** Test and demo rows of the Panchakarma tables: therapists, rooms, the therapy settings. */
import { THERAPY_SETTINGS_DEFAULTS } from '@content/therapy-settings';
import type { Gender, RoomCapability, TimeBand } from '@core/constants';
import { programmeDeposit } from '@core/programmes/price';
import { DEFAULT_CLINIC_PROFILE } from '@core/clinic';
import { invalidatePublicData } from '@server/cache/public-data';
import type { Db } from './client';
import type { ClinicProfile as ClinicProfileType } from '@core/schemas/staff/clinic-profile';
import { clinicProfile, programmes, therapists, therapySettings, treatmentRooms, type WorkingHours } from './schema';

/** Monday to Saturday, 08:00 to 18:00 (rows as saved before decision 0057; the console now refuses hours before the clinic opens). */
export const THERAPIST_WEEK: WorkingHours[] = [null, ...Array.from({ length: 6 }, () => ({ from: '08:00', to: '18:00' }))];

/** Monday to Saturday inside the default clinic's hours (09:00 to 18:00): what the console accepts now. */
export const THERAPIST_CLINIC_WEEK: WorkingHours[] = [
  null,
  ...Array.from({ length: 6 }, () => ({ from: '09:00', to: '18:00', breaks: [] })),
];

/** Writes the default settings of every catalogue therapy that has none yet. */
export async function ensureTherapySettings(db: Db): Promise<void> {
  const rows = Object.entries(THERAPY_SETTINGS_DEFAULTS).map(([therapySlug, s]) => ({ therapySlug, ...s }));
  await db.insert(therapySettings).values(rows).onConflictDoNothing();
}

export async function createTherapist(
  db: Db,
  input: { name?: string; gender?: Gender; therapies?: string[]; staffId?: string | null; weeklyHours?: WorkingHours[] } = {},
) {
  const [row] = await db
    .insert(therapists)
    .values({
      name: input.name ?? 'Test Therapist',
      gender: input.gender ?? 'female',
      therapies: input.therapies ?? Object.keys(THERAPY_SETTINGS_DEFAULTS),
      staffId: input.staffId ?? null,
      weeklyHours: input.weeklyHours ?? THERAPIST_WEEK,
    })
    .returning();
  return row!;
}

export async function createRoom(db: Db, input: { name?: string; capabilities?: RoomCapability[] } = {}) {
  const [row] = await db
    .insert(treatmentRooms)
    .values({
      name: input.name ?? `Room ${Math.random().toString(36).slice(2, 8)}`,
      capabilities: input.capabilities ?? ['abhyanga-table', 'shirodhara-table', 'steam-chamber', 'basti-room', 'netra-chair', 'general'],
    })
    .returning();
  return row!;
}

/** A programme as the doctor's prescription saves it: proposed, its plan by day (day 1 first), the deposit from the price. */
export async function createProgramme(
  db: Db,
  input: {
    patientId: string;
    doctorId?: string | null;
    consultationId?: string | null;
    days: string[][];
    startDate: string;
    timeBand?: TimeBand;
    patientGender?: Gender;
    price?: number;
  },
) {
  const price = input.price ?? 2000 * input.days.flat().length;
  const [row] = await db
    .insert(programmes)
    .values({
      patientId: input.patientId,
      doctorId: input.doctorId ?? null,
      consultationId: input.consultationId ?? null,
      plan: input.days.map((therapies, i) => ({ day: i + 1, therapies })),
      startDate: input.startDate,
      timeBand: input.timeBand ?? 'any',
      patientGender: input.patientGender ?? 'female',
      price,
      deposit: programmeDeposit(price, 0),
    })
    .returning();
  return row!;
}

/** The demo clinic opening at `open` (e.g. '08:00', so a 09:00 session's preparation is inside its hours: core/programmes/rules.ts). */
/** Saves the clinic's weekly hours (the rest of the profile the defaults), replacing a saved profile. */
export async function setClinicHours(db: Db, hours: ClinicProfileType['hours']): Promise<void> {
  const profile = { ...DEFAULT_CLINIC_PROFILE, hours };
  await db.insert(clinicProfile).values({ id: 1, profile }).onConflictDoUpdate({ target: clinicProfile.id, set: { profile } });
  invalidatePublicData(db, 'clinic');
  invalidatePublicData(db, 'bookings');
}

export async function openClinicAt(db: Db, open: string): Promise<void> {
  const profile = { ...DEFAULT_CLINIC_PROFILE, hours: DEFAULT_CLINIC_PROFILE.hours.map((d) => d && { ...d, from: open }) };
  await db.insert(clinicProfile).values({ id: 1, profile }).onConflictDoNothing();
  // The profile read before (cached) gives way to this one.
  invalidatePublicData(db, 'clinic');
}
