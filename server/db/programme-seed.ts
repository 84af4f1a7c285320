/**
 * The Panchakarma part of the seed. Every clinic gets the default settings of every therapy
 * (content/therapy-settings.ts) and the programme templates (content/programme-templates.ts):
 * clinic facts, not demo data (decision 0053). Each is added when missing, at every start, and
 * never changed once there: the admin's edits stay. Demo mode adds four therapists (two women,
 * two men), three rooms and a demo therapist account's profile, with stable ids that the demo
 * removal knows (server/db/demo.ts).
 */
import { eq } from 'drizzle-orm';
import { PROGRAMME_TEMPLATES } from '@content/programme-templates';
import type { Gender, RoomCapability } from '@core/constants';
import type { Db } from './client';
import { ensureTherapySettings, THERAPIST_CLINIC_WEEK } from './programme-factories';
import { programmeTemplates, staff, therapists, treatmentRooms } from './schema';

/** Body work every demo therapist gives (the two-therapist ones among them: both women and both men). */
const ALL_BODY = [
  'abhyanga',
  'snehana',
  'udvartana',
  'baluka-sweda',
  'patra-pinda-sweda',
  'churna-pinda-sweda',
  'shalishashtika-pinda-sweda',
  'kukkut-pinda-sweda',
  'mamsa-pinda-sweda',
  'kati-basti',
  'janu-basti',
  'griva-basti',
  'sthanik-basti',
];
const STEAM_AND_PURGATION = ['swedana', 'nadi-sweda', 'virechana', 'vamana', 'nasya', 'lepa', 'upanaha', 'sthanik-anulepa'];
const HEAD_AND_EYES = [
  'shiro-dhara',
  'takra-dhara',
  'kshira-dhara',
  'shiro-basti',
  'shirah-lepa',
  'talam',
  'eye-disorders',
  'netra-dhara',
  'akshitarpana',
  'anjana',
  'ashchotana',
  'vidalak',
  'puta-basti',
];
const BASTI = ['kashaya-basti', 'taila-basti', 'vaitarana-basti', 'uttar-basti'];
const BLOODLETTING_AND_SPECIAL = ['rakta-mokshana', 'jalaukavacharana', 'prachhana', 'siravyadha', 'agnikarma', 'dhumapana'];
const WOMENS_HEALTH = ['yoni-prakshalana', 'yoni-pichu', 'yoni-purna'];

/**
 * Together they give every therapy of the catalogue: each one by as many therapists as it needs,
 * of each gender where the therapist is of the patient's gender (women's health: women only).
 * server/db/programme-seed.test.ts checks it.
 */
export const DEMO_THERAPISTS: { id: string; name: string; gender: Gender; therapies: string[]; staffPhone?: string }[] = [
  {
    id: '7a2d4c10-5b3e-4f60-8c71-3c0000000001',
    name: 'Lata Verma (demo therapist)',
    gender: 'female',
    therapies: [...ALL_BODY, ...STEAM_AND_PURGATION, ...BASTI, ...WOMENS_HEALTH, ...BLOODLETTING_AND_SPECIAL],
    staffPhone: '9000000004',
  },
  {
    id: '7a2d4c10-5b3e-4f60-8c71-3c0000000002',
    name: 'Pooja Sahu (demo therapist)',
    gender: 'female',
    therapies: [...ALL_BODY, ...HEAD_AND_EYES, ...WOMENS_HEALTH, 'swedana', 'lepa'],
  },
  {
    id: '7a2d4c10-5b3e-4f60-8c71-3c0000000003',
    name: 'Ramesh Yadav (demo therapist)',
    gender: 'male',
    therapies: [...ALL_BODY, ...STEAM_AND_PURGATION, ...BASTI],
  },
  {
    id: '7a2d4c10-5b3e-4f60-8c71-3c0000000004',
    name: 'Vikas Tiwari (demo therapist)',
    gender: 'male',
    therapies: [...ALL_BODY, ...HEAD_AND_EYES, ...BLOODLETTING_AND_SPECIAL, 'swedana', 'upanaha'],
  },
];

export const DEMO_ROOMS: { id: string; name: string; capabilities: RoomCapability[] }[] = [
  { id: '7a2d4c10-5b3e-4f60-8c71-3d0000000001', name: 'Abhyanga Room', capabilities: ['abhyanga-table', 'steam-chamber', 'general'] },
  { id: '7a2d4c10-5b3e-4f60-8c71-3d0000000002', name: 'Shirodhara Room', capabilities: ['shirodhara-table', 'netra-chair', 'general'] },
  { id: '7a2d4c10-5b3e-4f60-8c71-3d0000000003', name: 'Basti Room', capabilities: ['basti-room', 'general'] },
];

/**
 * The starting templates that are missing. One the admin renamed keeps its id and is not added
 * again; one made while an earlier version seeded them (another id, the same short name) neither.
 */
async function ensureProgrammeTemplates(db: Db): Promise<void> {
  await db
    .insert(programmeTemplates)
    .values(PROGRAMME_TEMPLATES.map((t) => ({ ...t, days: t.plan.length })))
    .onConflictDoNothing();
}

/** What every installation has from its first start (and from `npm run setup`): settings and templates. */
export async function seedClinicFacts(db: Db): Promise<void> {
  await ensureTherapySettings(db);
  await ensureProgrammeTemplates(db);
}

export async function seedProgrammes(db: Db, demo: boolean): Promise<void> {
  await seedClinicFacts(db);
  if (!demo) return;
  await db.insert(treatmentRooms).values(DEMO_ROOMS).onConflictDoNothing();
  for (const { staffPhone, ...t } of DEMO_THERAPISTS) {
    const [account] = staffPhone ? await db.select({ id: staff.id }).from(staff).where(eq(staff.phone, staffPhone)) : [];
    await db
      .insert(therapists)
      .values({ ...t, staffId: account?.id ?? null, weeklyHours: THERAPIST_CLINIC_WEEK })
      .onConflictDoNothing();
  }
}
