/** Health camps and workshops (table `events`), split into upcoming and past. */
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { events } from '../../db/schema.ts';

export interface ClinicEvent {
  id: string;
  title: string;
  description: string;
  kind: 'camp' | 'workshop' | 'talk';
  location: string;
  startsAt: Date;
  endsAt: Date | null;
  language: 'en' | 'hi';
}

const columns = {
  id: events.id,
  title: events.title,
  description: events.description,
  kind: events.kind,
  location: events.location,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  language: events.language,
};

/** An event is upcoming until it ends (or until it starts, when it has no end time). */
export async function listEvents(ctx: AppContext, options: { pastLimit?: number } = {}): Promise<{ upcoming: ClinicEvent[]; past: ClinicEvent[] }> {
  const now = ctx.now();
  const end = sql`coalesce(${events.endsAt}, ${events.startsAt})`;
  const [upcoming, past] = await Promise.all([
    ctx.db.select(columns).from(events).where(and(eq(events.published, true), gte(end, now))).orderBy(asc(events.startsAt)),
    ctx.db
      .select(columns)
      .from(events)
      .where(and(eq(events.published, true), lt(end, now)))
      .orderBy(desc(events.startsAt))
      .limit(options.pastLimit ?? 20),
  ]);
  return { upcoming, past };
}
