/** The catalogue searched while prescribing (decision 0069): active medicines with the stock usable now. */
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { clinicDate } from '@core/booking/slots';
import type { AppContext } from '@server/context';
import { dispensaryBatches, dispensaryItems } from '@server/db/schema';

/** At most this many matches: the doctor types more to narrow. */
const MATCHES = 12;

/** `%`, `_` and `\` typed by the doctor match themselves. */
function likeText(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function searchMedicines(ctx: AppContext, q: string) {
  const today = clinicDate(ctx.now());
  const like = likeText(q);
  const rows = await ctx.db
    .select({
      id: dispensaryItems.id,
      name: dispensaryItems.name,
      form: dispensaryItems.form,
      strength: dispensaryItems.strength,
      pack: dispensaryItems.pack,
      manufacturer: dispensaryItems.manufacturer,
      unit: dispensaryItems.unit,
      usable: sql<number>`coalesce(sum(${dispensaryBatches.onHand}) filter (where ${dispensaryBatches.expiryDate} >= ${today}), 0)::int`,
    })
    .from(dispensaryItems)
    .leftJoin(dispensaryBatches, eq(dispensaryBatches.itemId, dispensaryItems.id))
    .where(
      and(
        eq(dispensaryItems.kind, 'medicine'),
        eq(dispensaryItems.active, true),
        or(ilike(dispensaryItems.name, like), ilike(dispensaryItems.strength, like), ilike(dispensaryItems.manufacturer, like)),
      ),
    )
    .groupBy(dispensaryItems.id)
    .orderBy(sql`position(lower(${q}) in lower(${dispensaryItems.name}))`, asc(dispensaryItems.name), asc(dispensaryItems.pack))
    .limit(MATCHES);
  return rows;
}
