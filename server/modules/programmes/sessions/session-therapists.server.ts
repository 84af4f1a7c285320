/** Who gives which session: the therapists' names of a set of sessions, for the pages and sheets that list them. */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { sessionTherapists, therapists } from '@server/db/schema';
import { groupBy } from '@core/group-by';

/** The names of each session's therapists, in name order; `except`: one left out (the therapist reading their own day). */
export async function therapistNames(
  ctx: AppContext,
  sessionIds: readonly string[],
  except?: string,
): Promise<(sessionId: string) => string[]> {
  const rows = sessionIds.length
    ? await ctx.db
        .select({ sessionId: sessionTherapists.sessionId, name: therapists.name })
        .from(sessionTherapists)
        .innerJoin(therapists, eq(therapists.id, sessionTherapists.therapistId))
        .where(and(inArray(sessionTherapists.sessionId, [...sessionIds]), except ? ne(sessionTherapists.therapistId, except) : undefined))
        .orderBy(asc(therapists.name))
    : [];
  const bySession = groupBy(rows, (r) => r.sessionId);
  return (sessionId) => (bySession.get(sessionId) ?? []).map((r) => r.name);
}
