/**
 * Therapy sessions: the one path that books one (with its therapists) and the one that cancels
 * one. The database refuses overlaps (exclusion constraints of drizzle/0004, buffers included);
 * here a refusal becomes a 409 that names what clashed.
 */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { exclusionViolation, isRetryableConflict } from '@server/db/errors';
import { programmes, sessionTherapists, therapists, therapySessions, therapySettings, treatmentRooms } from '@server/db/schema';
import { BadRequest, Conflict, NotFound } from '@server/domain/errors';

export interface SessionRequest {
  therapySlug: string;
  patientId: string;
  roomId: string;
  therapistIds: string[];
  startsAt: Date;
  programmeId?: string | null;
  /** The programme day it belongs to (1 = the first). */
  day?: number | null;
}

const MINUTE = 60_000;
const ATTEMPTS = 4;

/** Checks the request against the therapy's settings, the room and the therapists (400s, 404s). */
async function checkRequest(tx: Tx, request: SessionRequest) {
  const [settings] = await tx.select().from(therapySettings).where(eq(therapySettings.therapySlug, request.therapySlug));
  if (!settings) throw new BadRequest('programmes.therapyUnknown');
  const ids = [...new Set(request.therapistIds)];
  if (ids.length !== settings.therapistCount)
    throw new BadRequest('programmes.therapistCount', undefined, { count: settings.therapistCount });
  const [room] = await tx
    .select()
    .from(treatmentRooms)
    .where(and(eq(treatmentRooms.id, request.roomId), isNull(treatmentRooms.removedAt)))
    // Shared lock: removing the room (FOR UPDATE) waits for this booking, and then counts it.
    .for('share');
  if (!room) throw new NotFound('programmes.roomNotFound');
  if (settings.roomCapability && !room.capabilities.includes(settings.roomCapability))
    throw new BadRequest('programmes.roomLacks', undefined, { room: room.name, capability: settings.roomCapability });
  const people = await tx
    .select()
    .from(therapists)
    .where(and(inArray(therapists.id, ids), eq(therapists.active, true)));
  if (people.length !== ids.length) throw new NotFound('programmes.therapistNotFound');
  const untrained = people.find((t) => !t.therapies.includes(request.therapySlug));
  if (untrained) throw new BadRequest('programmes.notTrained', undefined, { name: untrained.name });
  if (settings.genderRule === 'same-as-patient' && request.programmeId) {
    const [programme] = await tx
      .select({ gender: programmes.patientGender })
      .from(programmes)
      .where(eq(programmes.id, request.programmeId));
    const other = programme?.gender && people.find((t) => t.gender !== programme.gender);
    if (other) throw new BadRequest('programmes.genderRule', undefined, { name: other.name });
  }
  return { settings, room };
}

/** A session's times from its start: the end, and the range its buffers hold. */
function sessionTimes(settings: typeof therapySettings.$inferSelect, startsAt: Date) {
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
 * Books one session and its therapists in one transaction. A clash with an active session (the
 * therapist, the room or the patient, buffers included) is a 409 naming it; nothing is saved.
 */
export async function bookSession(ctx: AppContext, request: SessionRequest) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction((tx) => insertSession(tx, request));
    } catch (error) {
      const constraint = exclusionViolation(error);
      if (constraint !== null) throw await clashError(ctx, request, constraint);
      // Two inserts checking each other's rows can deadlock (PostgreSQL aborts one): run it again.
      if (attempt < ATTEMPTS && isRetryableConflict(error)) continue;
      throw error;
    }
  }
}

/** The 409 of a refused booking: which therapist, the room, or the patient. */
async function clashError(
  ctx: AppContext,
  request: SessionRequest,
  constraint: string,
  earlier: readonly SessionRequest[] = [],
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
        sql`tstzrange(${sessionTherapists.blockedFrom}, ${sessionTherapists.blockedTo}) && tstzrange(${blockedFrom.toISOString()}::timestamptz, ${blockedTo.toISOString()}::timestamptz)`,
      ),
    )
    .limit(1);
  // Not in the tables: the clash is with an earlier session of the same batch (rolled back with it).
  const shared = busy ? undefined : earlier.flatMap((r) => r.therapistIds).find((id) => request.therapistIds.includes(id));
  const [mate] = shared ? await ctx.db.select({ name: therapists.name }).from(therapists).where(eq(therapists.id, shared)) : [];
  return new Conflict('programmes.clash.therapist', { name: busy?.name ?? mate?.name ?? '' }, { clash: 'therapist' });
}

/**
 * Books several sessions all or nothing, in one transaction, then runs `finish` in it (e.g. the
 * programme's own change). A clash of any one is a 409 naming it (with its index and day in
 * `details`); nothing is saved.
 */
export async function bookSessions<T>(
  ctx: AppContext,
  requests: readonly SessionRequest[],
  finish: (tx: Tx, sessions: (typeof therapySessions.$inferSelect)[]) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let current = 0;
    try {
      return await ctx.db.transaction(async (tx) => {
        const sessions = [];
        for (current = 0; current < requests.length; current++) sessions.push(await insertSession(tx, requests[current]!));
        return finish(tx, sessions);
      });
    } catch (error) {
      const constraint = exclusionViolation(error);
      if (constraint !== null) {
        const request = requests[current]!;
        const clash = await clashError(ctx, request, constraint, requests.slice(0, current));
        throw new Conflict(clash.message, clash.params, { ...clash.details, index: current, day: request.day ?? null });
      }
      if (attempt < ATTEMPTS && isRetryableConflict(error)) continue;
      throw error;
    }
  }
}

/** Marks sessions cancelled (those not cancelled yet): the one write of a cancellation. Returns their ids. */
export async function markCancelled(db: Db | Tx, now: Date, sessionIds: readonly string[]): Promise<string[]> {
  if (!sessionIds.length) return [];
  const rows = await db
    .update(therapySessions)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(inArray(therapySessions.id, [...sessionIds]), ne(therapySessions.status, 'cancelled')))
    .returning({ id: therapySessions.id });
  return rows.map((r) => r.id);
}

/** Cancels a session: its room, therapists and patient are free again at once (the triggers copy the status). */
export async function cancelSession(ctx: AppContext, sessionId: string): Promise<void> {
  const [row] = await markCancelled(ctx.db, ctx.now(), [sessionId]);
  if (!row) throw new NotFound('programmes.sessionNotFound');
}
