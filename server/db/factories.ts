/**
 * Builders for rows, shared by the seed and the tests (one way to make a doctor, a patient...).
 */
import { randomInt } from 'node:crypto';
import type { ConsultationType, StaffRole } from '@core/constants';
import { DEFAULT_CLINIC_PROFILE } from '@core/clinic';
import type { Db } from './client';
import { doctorLeaves, doctorSchedules, doctors, patients, staff } from './schema';
import { invalidatePublicData } from '@server/cache/public-data';

export const DEFAULT_FEES: Record<ConsultationType, number> = DEFAULT_CLINIC_PROFILE.fees;

/** Slot start times from `from` to before `to`, every `minutes` ('10:00', '10:30', ...). */
export function slotTimes(from: string, to: string, minutes = 30): string[] {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const out: string[] = [];
  for (let m = toMinutes(from); m + minutes <= toMinutes(to); m += minutes) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

export type WeeklySchedule = Partial<Record<0 | 1 | 2 | 3 | 4 | 5 | 6, string[]>>;

/** Mon-Sat 10:00-13:00 and 15:00-17:00, the clinic's usual hours for a doctor. */
export const STANDARD_WEEK: WeeklySchedule = Object.fromEntries(
  [1, 2, 3, 4, 5, 6].map((d) => [d, [...slotTimes('10:00', '13:00'), ...slotTimes('15:00', '17:00')]]),
);

export interface DoctorInput {
  id?: string;
  name?: string;
  department?: string[];
  specialization?: string[];
  experience?: number;
  qualification?: string;
  registrationNumber?: string;
  bio?: string;
  languages?: string[];
  fees?: Record<ConsultationType, number>;
  active?: boolean;
  schedule?: WeeklySchedule;
  leaves?: string[];
}

export async function createDoctor(db: Db, input: DoctorInput = {}) {
  const [doctor] = await db
    .insert(doctors)
    .values({
      ...(input.id ? { id: input.id } : {}),
      name: input.name ?? `Dr. Test ${randomInt(1000, 9999)}`,
      department: input.department ?? ['Skin & Hair'],
      specialization: input.specialization ?? ['Panchakarma'],
      experience: input.experience ?? 8,
      qualification: input.qualification ?? 'BAMS, MD (Ayurveda)',
      registrationNumber: input.registrationNumber ?? null,
      bio: input.bio ?? null,
      languages: input.languages ?? ['English', 'Hindi'],
      fees: input.fees ?? DEFAULT_FEES,
      active: input.active ?? true,
    })
    .onConflictDoNothing()
    .returning();
  if (!doctor) return null;
  const schedule = input.schedule ?? STANDARD_WEEK;
  const rows = Object.entries(schedule)
    .filter(([, times]) => times && times.length)
    .map(([weekday, times]) => ({ doctorId: doctor.id, weekday: Number(weekday), startTimes: times ?? [] }));
  if (rows.length) await db.insert(doctorSchedules).values(rows);
  if (input.leaves?.length) await db.insert(doctorLeaves).values(input.leaves.map((date) => ({ doctorId: doctor.id, date })));
  invalidatePublicData(db, 'doctors');
  invalidatePublicData(db, 'bookings');
  return doctor;
}

function randomContact(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export async function createPatient(
  db: Db,
  input: {
    name?: string;
    contact?: string;
    email?: string | null;
    /** Whether the e-mail is confirmed (decision 0033): yes unless said otherwise. */
    emailVerified?: boolean;
    age?: number | null;
    locale?: 'en' | 'hi';
  } = {},
) {
  const email = input.email === undefined ? 'patient@example.com' : input.email;
  const [patient] = await db
    .insert(patients)
    .values({
      name: input.name ?? 'Test Patient',
      contact: input.contact ?? randomContact(),
      email,
      emailVerifiedAt: email && input.emailVerified !== false ? new Date() : null,
      age: input.age ?? null,
      locale: input.locale ?? 'en',
      consentAt: new Date(),
      consentVersion: '2026-11',
    })
    .returning();
  if (!patient) throw new Error('patient not created');
  return patient;
}

export async function createStaff(
  db: Db,
  input: { name?: string; phone?: string; role: StaffRole; doctorId?: string | null; active?: boolean },
) {
  const [member] = await db
    .insert(staff)
    .values({
      name: input.name ?? `${input.role} user`,
      phone: input.phone ?? randomContact(),
      role: input.role,
      doctorId: input.doctorId ?? null,
      active: input.active ?? true,
    })
    .onConflictDoNothing()
    .returning();
  return member ?? null;
}
