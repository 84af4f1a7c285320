/** The doctors' side of occupancy: their names, weekly slots, leave days and the clinic's holidays. */
import { sql } from 'drizzle-orm';
import type { InsightsRange } from '@core/staff/insights';
import type { AppContext } from '@server/context';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { ofDoctor, rows, type Scope } from './insights-sql';

export interface DoctorFacts {
  names: Map<string, string>;
  schedules: Map<string, Map<number, number>>;
  closed: Map<string, Set<string>>;
}

export async function doctorFacts(ctx: AppContext, range: InsightsRange, scope: Scope): Promise<DoctorFacts> {
  const [names, schedules, leaves, profile] = await Promise.all([
    rows<{ id: string; name: string }>(ctx.db, sql`SELECT id::text, name FROM doctors WHERE true ${ofDoctor(scope, sql`id`)}`),
    rows<{ doctor: string; weekday: number; slots: number }>(
      ctx.db,
      sql`SELECT doctor_id::text AS doctor, weekday, cardinality(start_times) AS slots FROM doctor_schedules WHERE true ${ofDoctor(scope)}`,
    ),
    rows<{ doctor: string; date: string }>(
      ctx.db,
      sql`SELECT doctor_id::text AS doctor, date::text FROM doctor_leaves
        WHERE date BETWEEN ${range.previousFrom}::date AND ${range.to}::date ${ofDoctor(scope)}`,
    ),
    clinicProfile(ctx),
  ]);
  const holidays = profile.holidays.map((h) => h.date);
  const facts: DoctorFacts = { names: new Map(names.map((d) => [d.id, d.name])), schedules: new Map(), closed: new Map() };
  for (const s of schedules) {
    const week = facts.schedules.get(s.doctor) ?? new Map<number, number>();
    week.set(Number(s.weekday), Number(s.slots));
    facts.schedules.set(s.doctor, week);
  }
  for (const id of facts.names.keys()) facts.closed.set(id, new Set(holidays));
  for (const l of leaves) facts.closed.get(l.doctor)?.add(l.date);
  return facts;
}
