/**
 * Doctors: read functions shared by the API routes and the page loaders.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Doctor } from '../../../core/schemas/doctor.ts';
import type { AppContext } from '../../context.ts';
import { cachedPublicData } from '../../cache/public-data.ts';
import { doctorSchedules, doctors } from '../../db/schema.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type DoctorRow = typeof doctors.$inferSelect;
type ScheduleRow = typeof doctorSchedules.$inferSelect;

export function toDoctor(row: DoctorRow, schedules: ScheduleRow[]): Doctor {
  const ordered = schedules.filter((s) => s.doctorId === row.id && s.startTimes.length).sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7));
  return {
    _id: row.id,
    name: row.name,
    profileImage: row.profileImage,
    specialization: row.specialization,
    department: row.department,
    experience: row.experience,
    qualification: row.qualification,
    bio: row.bio,
    languages: row.languages,
    fees: row.fees,
    // The spec's weekly shape. Slots are booked per date: see GET /api/doctors/:id/availability.
    availability: {
      days: ordered.map((s) => WEEKDAYS[s.weekday] ?? 'Sunday'),
      slots: ordered.map((s) => s.startTimes.map((startTime) => ({ startTime, isBooked: false }))),
    },
  };
}

/**
 * Active doctors with their weekly schedules, by name. Served from the public-data cache
 * (invalidated by every staff edit of doctors and schedules): treat the result as read-only.
 */
export function listActiveDoctors(ctx: AppContext): Promise<Doctor[]> {
  return cachedPublicData(ctx.db, 'doctors', 'active', async () => {
    const rows = await ctx.db.select().from(doctors).where(eq(doctors.active, true)).orderBy(asc(doctors.name));
    if (!rows.length) return [];
    const schedules = await ctx.db.select().from(doctorSchedules).where(inArray(doctorSchedules.doctorId, rows.map((r) => r.id)));
    return rows.map((row) => toDoctor(row, schedules));
  });
}

/**
 * The weekly start times (weekday 0 = Sunday) of doctor `id` in a list from `listActiveDoctors`,
 * or null when the id is not an active doctor there.
 */
export function weekOf(list: readonly Doctor[], id: string): Readonly<Partial<Record<number, string[]>>> | null {
  const doctor = UUID.test(id) ? list.find((d) => d._id === id) : undefined;
  if (!doctor) return null;
  const weekly: Partial<Record<number, string[]>> = {};
  doctor.availability.days.forEach((day, i) => {
    weekly[WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number])] = (doctor.availability.slots[i] ?? []).map((s) => s.startTime);
  });
  return weekly;
}

/** A doctor by id, or null for an unknown or malformed id. */
export async function getDoctor(ctx: AppContext, id: string, options: { includeInactive?: boolean } = {}): Promise<Doctor | null> {
  if (!UUID.test(id)) return null;
  const active = (await listActiveDoctors(ctx)).find((d) => d._id === id);
  if (active) return active;
  if (!options.includeInactive) return null;
  const [row] = await ctx.db.select().from(doctors).where(eq(doctors.id, id)).limit(1);
  if (!row) return null;
  const schedules = await ctx.db.select().from(doctorSchedules).where(eq(doctorSchedules.doctorId, id));
  return toDoctor(row, schedules);
}
