/**
 * Doctors: read functions shared by the API routes and the page loaders.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Doctor } from '@core/schemas/staff/doctor';
import type { AppContext } from '@server/context';
import { cachedPublicData } from '@server/cache/public-data';
import { doctorSchedules, doctors } from '@server/db/schema';
import { isUuid } from '@core/uuid';
import { toDoctor, WEEKDAYS } from './views';

/**
 * Active doctors with their weekly schedules, by name. Served from the public-data cache
 * (invalidated by every staff edit of doctors and schedules): treat the result as read-only.
 */
export function listActiveDoctors(ctx: AppContext): Promise<Doctor[]> {
  return cachedPublicData(ctx.db, 'doctors', 'active', async () => {
    const rows = await ctx.db.select().from(doctors).where(eq(doctors.active, true)).orderBy(asc(doctors.name));
    if (!rows.length) return [];
    const schedules = await ctx.db
      .select()
      .from(doctorSchedules)
      .where(
        inArray(
          doctorSchedules.doctorId,
          rows.map((r) => r.id),
        ),
      );
    return rows.map((row) => toDoctor(row, schedules));
  });
}

/**
 * The weekly start times (weekday 0 = Sunday) of doctor `id` in a list from `listActiveDoctors`,
 * or null when the id is not an active doctor there.
 */
export function weekOf(list: readonly Doctor[], id: string): Readonly<Partial<Record<number, string[]>>> | null {
  const doctor = isUuid(id) ? list.find((d) => d._id === id) : undefined;
  if (!doctor) return null;
  const weekly: Partial<Record<number, string[]>> = {};
  doctor.availability.days.forEach((day, i) => {
    weekly[WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number])] = (doctor.availability.slots[i] ?? []).map((s) => s.startTime);
  });
  return weekly;
}

/** A doctor by id, or null for an unknown or malformed id. */
export async function getDoctor(ctx: AppContext, id: string, options: { includeInactive?: boolean } = {}): Promise<Doctor | null> {
  if (!isUuid(id)) return null;
  const active = (await listActiveDoctors(ctx)).find((d) => d._id === id);
  if (active) return active;
  if (!options.includeInactive) return null;
  const [row] = await ctx.db.select().from(doctors).where(eq(doctors.id, id)).limit(1);
  if (!row) return null;
  const schedules = await ctx.db.select().from(doctorSchedules).where(eq(doctorSchedules.doctorId, id));
  return toDoctor(row, schedules);
}
