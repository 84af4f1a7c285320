/** Cancelling therapy sessions: the one write of a cancellation, and reception's cancel of one session. */
import { and, eq, inArray } from 'drizzle-orm';
import { CANCEL_MESSAGES, cancelProblem } from '@core/attendance';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { therapySessions } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { Conflict, NotFound } from '@server/domain/errors';
import { writeAudit } from '@server/audit/audit.server';
import { queueSessionCancelled } from '@server/notify/programme-notices';
import { settleProgramme } from './settle-programme.server';

type Actor = Pick<SignedInStaff, 'id' | 'name'>;

/**
 * Marks sessions cancelled: the one write of a cancellation. Only those the attendance validator
 * lets go (core/attendance.ts cancelProblem): one already cancelled, done or no-show stays as it is.
 * Returns the ids cancelled.
 */
export async function markCancelled(db: Db | Tx, now: Date, sessionIds: readonly string[]): Promise<string[]> {
  if (!sessionIds.length) return [];
  const rows = await db
    .select({
      id: therapySessions.id,
      status: therapySessions.status,
      arrivedAt: therapySessions.arrivedAt,
      startedAt: therapySessions.startedAt,
    })
    .from(therapySessions)
    .where(inArray(therapySessions.id, [...sessionIds]));
  const open = rows.filter((r) => cancelProblem(r) === null).map((r) => r.id);
  if (!open.length) return [];
  const updated = await db
    .update(therapySessions)
    .set({ status: 'cancelled', updatedAt: now })
    // The status read above, still: an outcome recorded meanwhile is kept.
    .where(and(inArray(therapySessions.id, open), eq(therapySessions.status, 'booked')))
    .returning({ id: therapySessions.id });
  return updated.map((r) => r.id);
}

/**
 * Cancels a session: its room, therapists and patient are free again at once (the triggers copy
 * the status). A session done or no-show is final: a 409 (core/attendance.ts). With an actor
 * (reception's cancel) it is audited; a programme session then waits in reception's "Needs
 * attention" for its replacement (./attention.server.ts).
 */
export async function cancelSession(ctx: AppContext, sessionId: string, actor?: Actor): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(therapySessions).where(eq(therapySessions.id, sessionId)).for('update');
    if (!current) throw new NotFound('programmes.sessionNotFound');
    const problem = cancelProblem(current);
    if (problem) throw new Conflict(CANCEL_MESSAGES[problem], undefined, { problem });
    const [row] = await markCancelled(tx, ctx.now(), [sessionId]);
    if (!row) throw new Conflict('staff.changedMeanwhile');
    if (actor) {
      await writeAudit(tx, ctx, actor, {
        action: 'session.cancelled',
        entity: 'therapy-session',
        entityId: sessionId,
        before: { status: 'booked' },
        after: { status: 'cancelled' },
      });
      // The clinic cancelled it: the patient is told, in the same transaction.
      await queueSessionCancelled(ctx, tx, sessionId);
    }
    await settleProgramme(tx, ctx, actor ?? null, current.programmeId);
  });
}
