/** A patient's session notes on their page's timeline (decisions 0059, 0064): clinical, so only for who reads the record. */
import { desc, eq } from 'drizzle-orm';
import { therapyName } from '@content/therapies/catalogue';
import { materialsLine } from '@core/clinical/session-note';
import type { TimelineEntry } from '@core/clinical/patient-record';
import type { AppContext } from '@server/context';
import { sessionNotes, therapySessions } from '@server/db/schema';
import { latestContent } from './adverse-events.server';

/** One entry per note, newest first: status 'adverse' when it records one, else the patient's response. */
export async function sessionNoteEntries(ctx: AppContext, patientId: string): Promise<TimelineEntry[]> {
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
    .where(eq(therapySessions.patientId, patientId))
    .orderBy(desc(therapySessions.startsAt))
    .limit(2000);
  return rows.map((r) => ({
    kind: 'session-note',
    date: r.startsAt.toISOString(),
    time: null,
    title: therapyName(r.therapySlug, 'en'),
    status: r.content.adverse.occurred ? 'adverse' : r.content.response,
    detail:
      [r.content.adverse.occurred ? r.content.adverse.what : '', materialsLine(r.content.materials), r.by ?? '']
        .filter(Boolean)
        .join(' · ') || null,
    amount: null,
    href: r.programmeId ? `/staff/programmes/${r.programmeId}#progress` : null,
  }));
}
