/** Moving one booked session to another time, room and/or therapists (the schedule grid). */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Locale } from '@core/i18n/locales';
import { therapyOrderWarning } from '@core/programmes/rules';
import { therapyName } from '@content/therapies/catalogue';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { exclusionViolation } from '@server/db/errors';
import { programmes, sessionTherapists, therapySessions } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { Conflict, NotFound } from '@server/domain/errors';
import { writeAudit } from '@server/audit/audit.server';
import { queueScheduleChanged } from '@server/notify/programme-notices';
import { assertSessionRules, clinicCalendar } from './session-rules.server';
import { type SessionRequest, checkRequest, clashError, placed, retryingDeadlocks, sessionTimes } from './sessions.server';

type Actor = Pick<SignedInStaff, 'id' | 'name'>;

/** The 409 of a refused move named from what its transaction read: the room, the patient, or its one therapist. */
function knownClash(checked: Awaited<ReturnType<typeof checkRequest>>, constraint: string): Conflict | null {
  if (constraint.includes('room')) return new Conflict('programmes.clash.room', { room: checked.room.name }, { clash: 'room' });
  if (constraint.includes('patient')) return new Conflict('programmes.clash.patient', undefined, { clash: 'patient' });
  const [only] = checked.people;
  return checked.people.length === 1 && only
    ? new Conflict('programmes.clash.therapist', { name: only.name }, { clash: 'therapist' })
    : null;
}

export interface SessionMove {
  startsAt: Date;
  roomId: string;
  therapistIds: string[];
  /** Moves even when it puts the day's therapies out of their prescribed order (the desk saw the warning). */
  acceptOrder?: boolean | undefined;
}

/**
 * Warns (a 409 with `warning: 'therapy-order'`) when moving a programme session to `startsAt` puts
 * its day's therapies out of the prescribed order and they were in order before
 * (core/programmes/rules.ts therapyOrderWarning). The desk confirms and sends `acceptOrder`.
 */
async function assertDayOrder(tx: Tx, session: typeof therapySessions.$inferSelect, startsAt: Date, locale: Locale): Promise<void> {
  if (!session.programmeId || session.day === null) return;
  const [programme] = await tx.select({ plan: programmes.plan }).from(programmes).where(eq(programmes.id, session.programmeId));
  const plan = programme?.plan.find((d) => d.day === session.day)?.therapies ?? [];
  if (plan.length < 2) return;
  const others = await tx
    .select({ therapy: therapySessions.therapySlug, start: therapySessions.startsAt })
    .from(therapySessions)
    .where(
      and(
        eq(therapySessions.programmeId, session.programmeId),
        eq(therapySessions.day, session.day),
        ne(therapySessions.status, 'cancelled'),
        ne(therapySessions.id, session.id),
      ),
    );
  const before = therapyOrderWarning(plan, [...others, { therapy: session.therapySlug, start: session.startsAt }]);
  const after = therapyOrderWarning(plan, [...others, { therapy: session.therapySlug, start: startsAt }]);
  if (!after || before) return;
  throw new Conflict(
    'staff.grid.orderWarning',
    { first: therapyName(after.first, locale), then: therapyName(after.then, locale), day: session.day },
    { warning: 'therapy-order', first: after.first, then: after.then, day: session.day },
  );
}

/**
 * Moves a booked, future session to another time, room and/or therapists: one UPDATE of the
 * session and its therapist rows in one transaction, audited. The exclusion constraints refuse a
 * clash (409 naming it; nothing changes); a cancelled or past session, or a move into the past, is a
 * 409; a place breaking a rule (./session-rules.server.ts) is a 409/422 naming it.
 */
export async function moveSession(ctx: AppContext, actor: Actor, sessionId: string, move: SessionMove, locale: Locale = 'en') {
  const [current] = await ctx.db.select().from(therapySessions).where(eq(therapySessions.id, sessionId));
  if (!current) throw new NotFound('programmes.sessionNotFound');
  const request: SessionRequest = {
    therapySlug: current.therapySlug,
    patientId: current.patientId,
    programmeId: current.programmeId,
    roomId: move.roomId,
    therapistIds: [...new Set(move.therapistIds)],
    startsAt: move.startsAt,
    day: current.day,
  };
  const clinic = await clinicCalendar(ctx);
  // What the transaction read, to name a clash without another connection (200 racing moves need every one).
  let checked: Awaited<ReturnType<typeof checkRequest>> | null = null;
  try {
    return await retryingDeadlocks(() =>
      ctx.db.transaction(async (tx) => {
        const [locked] = await tx.select().from(therapySessions).where(eq(therapySessions.id, sessionId)).for('update');
        if (!locked || locked.status !== 'booked') throw new Conflict('staff.grid.notBooked');
        const now = ctx.now();
        if (locked.startsAt <= now) throw new Conflict('staff.grid.pastSession');
        if (move.startsAt <= now) throw new Conflict('staff.grid.intoPast');
        // The new place keeps every rule (calendar, hours, leave, training, gender, the programme's order), or nothing moves.
        const scope = { programmeId: current.programmeId, sessions: [placed(request)], exceptSessionId: sessionId };
        await assertSessionRules(tx, clinic, scope, locale);
        if (!move.acceptOrder) await assertDayOrder(tx, locked, move.startsAt, locale);
        // Moves onto the same therapist or room queue here, so each sees the one before it committed
        // (a clash at once) rather than checking each other's uncommitted rows (deadlocks). The
        // exclusion constraints still decide; this only orders the contenders.
        for (const key of [...request.therapistIds, move.roomId].sort())
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`session-resource:${key}`}))`);
        checked = await checkRequest(tx, request);
        const { settings } = checked;
        // The writes first: a clash (the exclusion constraints) ends a losing move early, its connection freed.
        const before = await tx
          .delete(sessionTherapists)
          .where(eq(sessionTherapists.sessionId, sessionId))
          .returning({ therapistId: sessionTherapists.therapistId });
        const times = sessionTimes(settings, move.startsAt);
        const [moved] = await tx
          .update(therapySessions)
          .set({ ...times, roomId: move.roomId, updatedAt: now })
          .where(eq(therapySessions.id, sessionId))
          .returning();
        await tx.insert(sessionTherapists).values(
          request.therapistIds.map((therapistId) => ({
            sessionId,
            therapistId,
            blockedFrom: times.blockedFrom,
            blockedTo: times.blockedTo,
          })),
        );
        await writeAudit(tx, ctx, actor, {
          action: 'session.moved',
          entity: 'therapy-session',
          entityId: sessionId,
          before: {
            startsAt: locked.startsAt.toISOString(),
            roomId: locked.roomId,
            therapistIds: before
              .map((b) => b.therapistId)
              .sort()
              .join(','),
          },
          after: { startsAt: times.startsAt.toISOString(), roomId: move.roomId, therapistIds: [...request.therapistIds].sort().join(',') },
        });
        // Told once the desk is done (batched: decision 0058).
        await queueScheduleChanged(ctx, tx, sessionId);
        return moved!;
      }),
    );
  } catch (error) {
    const constraint = exclusionViolation(error);
    if (constraint !== null)
      throw (checked && knownClash(checked, constraint)) ?? (await clashError(ctx, request, constraint, { except: sessionId }));
    throw error;
  }
}
