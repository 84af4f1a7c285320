/**
 * A therapy session's attendance (docs/decisions/0051-attendance.md): checked in, in progress,
 * done, no-show. The one write of these steps for the desk (the grid) and the therapist (their
 * day), checked by the one validator in core/attendance.ts. A therapist reaches only the sessions
 * they give (`sessions.attendance` scope 'own' in core/policy.ts); a programme's progress counts
 * the sessions done. Done consumes the session's materials from stock (decision 0071).
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { attendancePatch, attendanceProblem, ATTENDANCE_MESSAGES, type AttendanceStep } from '@core/attendance';
import { scopeOf } from '@core/policy';
import type { AppContext } from '@server/context';
import { sessionTherapists, therapists, therapySessions } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { Conflict, Forbidden, NotFound } from '@server/domain/errors';
import { writeAudit } from '@server/audit/audit.server';
import { settleProgramme } from './settle-programme.server';
import type { SessionMaterials } from '@core/dispensary/materials';
import { consumeSessionMaterialsIn } from '@server/modules/dispensary/materials.server';

type Row = typeof therapySessions.$inferSelect;

/** Whether this staff member gives the session (one of its therapists). */
export async function givesSession(ctx: AppContext, actor: SignedInStaff, sessionId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: sessionTherapists.sessionId })
    .from(sessionTherapists)
    .innerJoin(therapists, eq(therapists.id, sessionTherapists.therapistId))
    .where(and(eq(sessionTherapists.sessionId, sessionId), eq(therapists.staffId, actor.id)))
    .limit(1);
  return !!row;
}

export async function recordSessionAttendance(
  ctx: AppContext,
  actor: SignedInStaff,
  sessionId: string,
  step: AttendanceStep,
  materials?: SessionMaterials,
): Promise<Row> {
  const scope = scopeOf(actor, 'sessions.attendance');
  if (!scope) throw new Forbidden();
  const [row] = await ctx.db.select().from(therapySessions).where(eq(therapySessions.id, sessionId));
  if (!row) throw new NotFound('programmes.sessionNotFound');
  if (scope === 'own' && !(await givesSession(ctx, actor, sessionId))) throw new Forbidden('staff.attendance.notYourSession');
  const now = ctx.now();
  const problem = attendanceProblem(row, row.startsAt, step, now);
  if (problem) throw new Conflict(ATTENDANCE_MESSAGES[problem], undefined, { problem, step });
  return ctx.db.transaction(async (tx) => {
    // Only if nobody changed it meanwhile (the desk and the therapist on one session, or a move).
    const [updated] = await tx
      .update(therapySessions)
      .set({ ...attendancePatch(step, now), updatedAt: now })
      .where(
        and(
          eq(therapySessions.id, row.id),
          eq(therapySessions.status, row.status),
          row.arrivedAt ? isNotNull(therapySessions.arrivedAt) : isNull(therapySessions.arrivedAt),
          row.startedAt ? isNotNull(therapySessions.startedAt) : isNull(therapySessions.startedAt),
        ),
      )
      .returning();
    if (!updated) throw new Conflict('staff.changedMeanwhile');
    // Done takes the session's materials out of stock, all or nothing with the step (decision 0071).
    if (step === 'done') await consumeSessionMaterialsIn(tx, ctx, actor, row, materials);
    await writeAudit(tx, ctx, actor, {
      action: `session.attendance.${step}`,
      entity: 'therapy-session',
      entityId: row.id,
      before: { status: row.status, arrivedAt: row.arrivedAt?.toISOString() ?? null, startedAt: row.startedAt?.toISOString() ?? null },
      after: {
        status: updated.status,
        arrivedAt: updated.arrivedAt?.toISOString() ?? null,
        startedAt: updated.startedAt?.toISOString() ?? null,
      },
    });
    // The last session's outcome completes its programme (core/attendance.ts programmeStatusFromSessions).
    if (updated.status !== row.status) await settleProgramme(tx, ctx, actor, updated.programmeId);
    return updated;
  });
}
