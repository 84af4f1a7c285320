/** A patient's session notes on their page's timeline (decisions 0059, 0064): clinical, so only for who reads the record. */
import { and, desc, eq } from 'drizzle-orm';
import { therapyName } from '@content/therapies/catalogue';
import { materialsLine } from '@core/clinical/session-note';
import type { TimelineEntry } from '@core/clinical/patient-record';
import type { AppContext } from '@server/context';
import { sessionNotes, therapySessions } from '@server/db/schema';
import { latestContent } from './adverse-events.server';
import { onOrBeforeInstant, sourceRows, type SourceRows, type TimelineBound } from '@server/modules/patients/timeline-bound.server';

/**
 * One entry per note, newest first: status 'adverse' when it records one, else the patient's response;
 * the therapy named in the reader's language.
 */
export async function sessionNoteEntries(ctx: AppContext, patientId: string, bound: TimelineBound): Promise<SourceRows> {
  const rows = await ctx.db
    .select({
      startsAt: therapySessions.startsAt,
      therapySlug: therapySessions.therapySlug,
      programmeId: therapySessions.programmeId,
      content: latestContent,
      by: sessionNotes.writtenByName,
    })
    .from(sessionNotes)
    .innerJoin(therapySessions, eq(therapySessions.id, sessionNotes.sessionId))
    .where(and(eq(therapySessions.patientId, patientId), onOrBeforeInstant(therapySessions.startsAt, bound)))
    .orderBy(desc(therapySessions.startsAt))
    .limit(bound.limit);
  const entries = rows.map((r): TimelineEntry => ({
    kind: 'session-note',
    date: r.startsAt.toISOString(),
    time: null,
    title: therapyName(r.therapySlug, bound.locale),
    status: r.content.adverse.occurred ? 'adverse' : r.content.response,
    detail:
      [r.content.adverse.occurred ? r.content.adverse.what : '', materialsLine(r.content.materials), r.by ?? '']
        .filter(Boolean)
        .join(' · ') || null,
    amount: null,
    href: r.programmeId ? `/staff/programmes/${r.programmeId}#progress` : null,
  }));
  return sourceRows(rows.length, entries, bound);
}
