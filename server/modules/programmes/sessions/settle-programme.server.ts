/** A programme under way follows its sessions' statuses (core/attendance.ts programmeStatusFromSessions). */
import { and, eq } from 'drizzle-orm';
import { programmeStatusFromSessions } from '@core/attendance';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { programmes, therapySessions } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';

type Actor = Pick<SignedInStaff, 'id' | 'name'>;

/**
 * A programme under way follows its sessions (core/attendance.ts programmeStatusFromSessions):
 * completed once none is booked and one had an outcome, accepted again when one is booked. Called
 * in the transaction of every write of a programme session's status (attendance, a cancellation,
 * a replacement); audited when it changes.
 */
export async function settleProgramme(tx: Db | Tx, ctx: AppContext, actor: Actor | null, programmeId: string | null): Promise<void> {
  if (!programmeId) return;
  const [row] = await tx.select({ status: programmes.status }).from(programmes).where(eq(programmes.id, programmeId));
  if (!row || (row.status !== 'accepted' && row.status !== 'completed')) return;
  const sessions = await tx
    .select({ status: therapySessions.status })
    .from(therapySessions)
    .where(eq(therapySessions.programmeId, programmeId));
  const status = programmeStatusFromSessions(sessions.map((s) => s.status));
  if (status === row.status) return;
  const now = ctx.now();
  const [changed] = await tx
    .update(programmes)
    .set({ status, updatedAt: now })
    .where(and(eq(programmes.id, programmeId), eq(programmes.status, row.status)))
    .returning({ id: programmes.id });
  if (!changed) return;
  await writeAudit(tx, ctx, actor, {
    action: status === 'completed' ? 'programme.completed' : 'programme.reopened',
    entity: 'programme',
    entityId: programmeId,
    before: { status: row.status },
    after: { status },
  });
}
