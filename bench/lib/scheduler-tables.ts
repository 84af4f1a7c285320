/**
 * The generated clinic of bench/lib/scheduler-clinic.ts written to the tables (therapy settings,
 * therapists with leave, rooms, patients, two months of sessions, the clinic profile), for the
 * benchmarks that read it back through the server (bench/proposal.ts, bench/grid.ts).
 */
import { DEFAULT_CLINIC_PROFILE } from '../../core/clinic.ts';
import type { RoomCapability } from '../../core/constants.ts';
import type { ScheduleInput } from '../../core/programmes/types.ts';
import type { AppContext } from '../../server/context.ts';
import {
  clinicProfile,
  patients,
  sessionTherapists,
  therapistLeaves,
  therapists,
  therapySessions,
  therapySettings,
  treatmentRooms,
  type WorkingHours,
} from '../../server/db/schema/index.ts';
import type { GeneratedClinic } from './scheduler-clinic.ts';

const uuid = (n: number, kind: number) => `00000000-0000-4000-8${String(kind).padStart(3, '0')}-${String(n).padStart(12, '0')}`;
const chunks = <T>(list: T[], size = 500) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

/** The generated therapists, rooms, settings and existing sessions, written to the tables with ids kept apart. */
export async function insertClinic(ctx: AppContext, { input, booked }: GeneratedClinic): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  input.therapists.forEach((t, i) => ids.set(t.id, uuid(i + 1, 1)));
  input.rooms.forEach((r, i) => ids.set(r.id, uuid(i + 1, 2)));
  await ctx.db.insert(therapySettings).values(
    input.therapies.map((t) => ({
      therapySlug: t.slug,
      sessionMinutes: t.sessionMinutes,
      prepMinutes: t.prepMinutes,
      cleanupMinutes: t.cleanupMinutes,
      roomCapability: t.roomCapability as RoomCapability,
      therapistCount: t.therapistsNeeded,
      genderRule: t.genderRule === 'same' ? ('same-as-patient' as const) : ('any' as const),
      needsPrescription: t.needsPrescription,
      price: 1000,
    })),
  );
  const week = (h: ScheduleInput['therapists'][number]['hours']): WorkingHours[] =>
    Array.from({ length: 7 }, (_, d) => {
      const range = h[d as 0]?.[0];
      return range ? { from: range[0], to: range[1] } : null;
    });
  await ctx.db.insert(therapists).values(
    input.therapists.map((t) => ({
      id: ids.get(t.id)!,
      name: t.id,
      gender: t.gender,
      therapies: [...t.therapies],
      weeklyHours: week(t.hours),
    })),
  );
  const leaves = input.therapists.flatMap((t) => [...new Set(t.leave)].map((date) => ({ therapistId: ids.get(t.id)!, date })));
  await ctx.db.insert(therapistLeaves).values(leaves);
  await ctx.db
    .insert(treatmentRooms)
    .values(input.rooms.map((r) => ({ id: ids.get(r.id)!, name: r.id, capabilities: r.capabilities as RoomCapability[] })));
  const people = booked.map((_, i) => ({ id: uuid(i + 1, 3), name: `Patient ${i + 1}`, contact: `7${String(i).padStart(9, '0')}` }));
  for (const part of chunks(people)) await ctx.db.insert(patients).values(part);
  const sessions = booked.map((b, i) => ({
    id: uuid(i + 1, 4),
    therapySlug: 'nasya',
    patientId: people[i]!.id,
    roomId: ids.get(b.roomId)!,
    startsAt: b.interval.start,
    endsAt: b.interval.end,
    blockedFrom: b.interval.start,
    blockedTo: b.interval.end,
  }));
  for (const part of chunks(sessions)) await ctx.db.insert(therapySessions).values(part);
  const held = booked.flatMap((b, i) =>
    b.therapistIds.map((t) => ({
      sessionId: sessions[i]!.id,
      therapistId: ids.get(t)!,
      blockedFrom: b.interval.start,
      blockedTo: b.interval.end,
    })),
  );
  for (const part of chunks(held)) await ctx.db.insert(sessionTherapists).values(part);
  await ctx.db
    .insert(clinicProfile)
    .values({ id: 1, profile: { ...DEFAULT_CLINIC_PROFILE, hours: input.clinic.hours, holidays: [...input.clinic.holidays] } });
  return ids;
}
