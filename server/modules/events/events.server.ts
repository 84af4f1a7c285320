/** Health camps and workshops (table `events`), split into upcoming and past. */
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { events } from '@server/db/schema';
import { cachedPublicData } from '@server/cache/public-data';

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

/** Every published event, earliest first, from the public-data cache (invalidated by staff edits). */
function publishedEvents(ctx: AppContext): Promise<ClinicEvent[]> {
  return cachedPublicData(ctx.db, 'events', 'published', () =>
    ctx.db.select(columns).from(events).where(eq(events.published, true)).orderBy(asc(events.startsAt), asc(events.id)),
  );
}

/** An event is upcoming until it ends (or until it starts, when it has no end time). */
export async function listEvents(
  ctx: AppContext,
  options: { pastLimit?: number } = {},
): Promise<{ upcoming: ClinicEvent[]; past: ClinicEvent[] }> {
  const now = ctx.now().getTime();
  const all = await publishedEvents(ctx);
  const isUpcoming = (e: ClinicEvent) => (e.endsAt ?? e.startsAt).getTime() >= now;
  const upcoming = all.filter(isUpcoming);
  const past = all
    .filter((e) => !isUpcoming(e))
    .reverse()
    .slice(0, options.pastLimit ?? 20);
  return { upcoming, past };
}
