/**
 * Therapy sessions: the one path that books one (with its therapists). The database refuses overlaps
 * (exclusion constraints of drizzle/0004, buffers included); here a refusal becomes a 409 that names
 * what clashed. Cancelling is ./cancel-session.server.ts's, moving ./move-session.server.ts's, and a
 * programme following its sessions ./settle-programme.server.ts's.
 */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Locale } from '@core/i18n/locales';
import type { PlacedSession } from '@core/programmes/rules';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { exclusionViolation, isRetryableConflict } from '@server/db/errors';
import { sessionTherapists, therapists, therapySessions, therapySettings, treatmentRooms } from '@server/db/schema';
import { BadRequest, Conflict, NotFound } from '@server/domain/errors';
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
