/**
 * Therapy sessions: the one path that books one (with its therapists) and the one that cancels
 * one. The database refuses overlaps (exclusion constraints of drizzle/0004, buffers included);
 * here a refusal becomes a 409 that names what clashed.
 */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { CANCEL_MESSAGES, cancelProblem, programmeStatusFromSessions } from '@core/attendance';
import type { Locale } from '@core/i18n/locales';
import { type PlacedSession, therapyOrderWarning } from '@core/programmes/rules';
import { therapyName } from '@content/therapies/catalogue';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { exclusionViolation, isRetryableConflict } from '@server/db/errors';
import { programmes, sessionTherapists, therapists, therapySessions, therapySettings, treatmentRooms } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { BadRequest, Conflict, NotFound } from '@server/domain/errors';
import { writeAudit } from '@server/audit/audit.server';
import { queueScheduleChanged, queueSessionCancelled } from '@server/notify/programme-notices';
import { assertSessionRules, clinicCalendar } from './session-rules.server';

export interface SessionRequest {
  therapySlug: string;
  patientId: string;
  roomId: string;
  therapistIds: string[];
  startsAt: Date;
  programmeId?: string | null;
  /** The programme day it belongs to (a replacement keeps the cancelled session's). */
  day?: number | null;
}

const MINUTE = 60_000;
const ATTEMPTS = 8;

/**
 * Runs `transaction` again when PostgreSQL aborted it for a deadlock or a serialization conflict (two
 * inserts checking each other's rows), after a short random pause growing with the attempt, so the
 * aborted ones do not meet again in the same order (200 bookings of one room did, 4 times). One
 * still aborted after every attempt is a clear 409 to try again, never a 500 (it changed nothing).
 */
export async function retryingDeadlocks<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= ATTEMPTS) throw new Conflict('programmes.busy');
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * attempt));
    }
  }
}

/**
 * What the booking's transaction reads and holds: the therapy's settings, the room (shared lock) and
 * the therapists. Whether they fit (equipment, training, gender, hours, leave, calendar, order) is the
 * one validator's (./session-rules.server.ts), checked before the transaction.
 */
export async function checkRequest(tx: Tx, request: SessionRequest) {
  const [settings] = await tx.select().from(therapySettings).where(eq(therapySettings.therapySlug, request.therapySlug));
  if (!settings) throw new BadRequest('programmes.therapyUnknown');
  const ids = [...new Set(request.therapistIds)];
  const [room] = await tx
    .select()
    .from(treatmentRooms)
    .where(and(eq(treatmentRooms.id, request.roomId), isNull(treatmentRooms.removedAt)))
    // Shared lock: removing the room (FOR UPDATE) waits for this booking, and then counts it.
    .for('share');
  if (!room) throw new NotFound('programmes.roomNotFound');
  const people = await tx
    .select()
    .from(therapists)
    .where(and(inArray(therapists.id, ids), eq(therapists.active, true)));
  if (people.length !== ids.length) throw new NotFound('programmes.therapistNotFound');
  return { settings, room, people };
}

/** The session as the rules see it. */
export const placed = (request: SessionRequest): PlacedSession => ({
  day: request.day ?? null,
  therapy: request.therapySlug,
  start: request.startsAt,
  roomId: request.roomId,
  therapistIds: request.therapistIds,
});

/** A session's times from its start: the end, and the range its buffers hold. */
export function sessionTimes(settings: typeof therapySettings.$inferSelect, startsAt: Date) {
  const endsAt = new Date(startsAt.getTime() + settings.sessionMinutes * MINUTE);
  const blockedFrom = new Date(startsAt.getTime() - settings.prepMinutes * MINUTE);
  const blockedTo = new Date(endsAt.getTime() + settings.cleanupMinutes * MINUTE);
  return { startsAt, endsAt, blockedFrom, blockedTo };
}

async function insertSession(tx: Tx, request: SessionRequest) {
  const { settings } = await checkRequest(tx, request);
  const { startsAt, endsAt, blockedFrom, blockedTo } = sessionTimes(settings, request.startsAt);
  const [session] = await tx
    .insert(therapySessions)
    .values({
      programmeId: request.programmeId ?? null,
      day: request.day ?? null,
      therapySlug: request.therapySlug,
      patientId: request.patientId,
      roomId: request.roomId,
      startsAt,
      endsAt,
      blockedFrom,
      blockedTo,
    })
    .returning();
  await tx
    .insert(sessionTherapists)
    .values([...new Set(request.therapistIds)].map((therapistId) => ({ sessionId: session!.id, therapistId, blockedFrom, blockedTo })));
  return session!;
}

/**
 * Books one session and its therapists in one transaction, once it keeps every rule (a 409/422
 * naming the rule otherwise: ./session-rules.server.ts). A clash with an active session (the
 * therapist, the room or the patient, buffers included) is a 409 naming it; nothing is saved.
 */
export async function bookSession(ctx: AppContext, request: SessionRequest, locale: Locale = 'en') {
  const clinic = await clinicCalendar(ctx);
  try {
    return await retryingDeadlocks(() =>
      ctx.db.transaction(async (tx) => {
        await assertSessionRules(tx, clinic, { programmeId: request.programmeId ?? null, sessions: [placed(request)] }, locale);
        return insertSession(tx, request);
      }),
    );
  } catch (error) {
    const constraint = exclusionViolation(error);
    if (constraint !== null) throw await clashError(ctx, request, constraint);
    throw error;
  }
}

/** The 409 of a refused booking: which therapist, the room, or the patient. */
export async function clashError(
  ctx: AppContext,
  request: SessionRequest,
  constraint: string,
  options: { earlier?: readonly SessionRequest[]; except?: string } = {},
): Promise<Conflict> {
  if (constraint.includes('room')) {
    const [room] = await ctx.db.select({ name: treatmentRooms.name }).from(treatmentRooms).where(eq(treatmentRooms.id, request.roomId));
    return new Conflict('programmes.clash.room', { room: room?.name ?? '' }, { clash: 'room' });
  }
  if (constraint.includes('patient')) return new Conflict('programmes.clash.patient', undefined, { clash: 'patient' });
  const [settings] = await ctx.db.select().from(therapySettings).where(eq(therapySettings.therapySlug, request.therapySlug));
  const { blockedFrom, blockedTo } = sessionTimes(settings!, request.startsAt);
  const [busy] = await ctx.db
    .select({ name: therapists.name })
    .from(sessionTherapists)
    .innerJoin(therapists, eq(therapists.id, sessionTherapists.therapistId))
    .where(
      and(
        inArray(sessionTherapists.therapistId, request.therapistIds),
        eq(sessionTherapists.active, true),
        options.except ? ne(sessionTherapists.sessionId, options.except) : undefined,
        sql`tstzrange(${sessionTherapists.blockedFrom}, ${sessionTherapists.blockedTo}) && tstzrange(${blockedFrom.toISOString()}::timestamptz, ${blockedTo.toISOString()}::timestamptz)`,
      ),
    )
    .limit(1);
  // Not in the tables: the clash is with an earlier session of the same batch (rolled back with it).
  const shared = busy ? undefined : (options.earlier ?? []).flatMap((r) => r.therapistIds).find((id) => request.therapistIds.includes(id));
  const [mate] = shared ? await ctx.db.select({ name: therapists.name }).from(therapists).where(eq(therapists.id, shared)) : [];
  return new Conflict('programmes.clash.therapist', { name: busy?.name ?? mate?.name ?? '' }, { clash: 'therapist' });
}

/**
 * Books several sessions all or nothing, in one transaction, then runs `finish` in it (e.g. the
 * programme's own change). Each must keep every rule first (./session-rules.server.ts). A clash of any one is a 409 naming it (with its index and day in
 * `details`); nothing is saved.
 */
export async function bookSessions<T>(
  ctx: AppContext,
  requests: readonly SessionRequest[],
  locale: Locale,
  finish: (tx: Tx, sessions: (typeof therapySessions.$inferSelect)[]) => Promise<T>,
): Promise<T> {
  const clinic = await clinicCalendar(ctx);
  let current = 0;
  try {
    return await retryingDeadlocks(() =>
      ctx.db.transaction(async (tx) => {
        await assertSessionRules(tx, clinic, { programmeId: requests[0]?.programmeId ?? null, sessions: requests.map(placed) }, locale);
        const sessions = [];
        for (current = 0; current < requests.length; current++) sessions.push(await insertSession(tx, requests[current]!));
        return finish(tx, sessions);
      }),
    );
  } catch (error) {
    const constraint = exclusionViolation(error);
    if (constraint !== null) {
      const request = requests[current]!;
      const clash = await clashError(ctx, request, constraint, { earlier: requests.slice(0, current) });
      throw new Conflict(clash.message, clash.params, { ...clash.details, index: current, day: request.day ?? null });
    }
    throw error;
  }
}

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
