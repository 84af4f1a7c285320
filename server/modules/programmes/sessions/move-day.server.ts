/**
 * A whole programme day moved to another date in one step (decision 0072): every booked session of
 * that day keeps its time of day (so the day's order), its room and its therapists, on the new date.
 * The same validator as every other write of a session's place decides (assertSessionRules: hours,
 * leave, calendar, the order of the programme's days, buffers) and the exclusion constraints refuse
 * a clash, named; all the day moves or none of it. The patient is told once (the batched
 * "sessions changed" notice of decision 0058).
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { clinicDate, clinicTime, slotStart } from '@core/booking/slots';
import type { Locale } from '@core/i18n/locales';
import type { MoveDay } from '@core/schemas/programmes/schedule-grid';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { exclusionViolation } from '@server/db/errors';
import { programmes, sessionTherapists, therapySessions } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { BadRequest, Conflict, NotFound } from '@server/domain/errors';
import { writeAudit } from '@server/audit/audit.server';
import { queueScheduleChanged } from '@server/notify/programme-notices';
import { assertSessionRules, clinicCalendar } from './session-rules.server';
import { type SessionRequest, checkRequest, clashError, placed, retryingDeadlocks, sessionTimes } from './sessions.server';

type Actor = Pick<SignedInStaff, 'id' | 'name'>;

/** The day's sessions (not cancelled), in their order, with their therapists. */
async function daySessions(ctx: AppContext, programmeId: string, day: number) {
  const rows = await ctx.db
    .select()
    .from(therapySessions)
    .where(and(eq(therapySessions.programmeId, programmeId), eq(therapySessions.day, day), ne(therapySessions.status, 'cancelled')))
    .orderBy(asc(therapySessions.startsAt));
  const people = rows.length
    ? await ctx.db
        .select({ sessionId: sessionTherapists.sessionId, therapistId: sessionTherapists.therapistId })
        .from(sessionTherapists)
        .where(
          inArray(
            sessionTherapists.sessionId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((row) => ({ row, therapistIds: people.filter((p) => p.sessionId === row.id).map((p) => p.therapistId) }));
}

/** One session of the day at its new time: the session row and its therapists' rows (their blocked range) together. */
async function placeSession(tx: Tx, id: string, request: SessionRequest, now: Date) {
  const { settings } = await checkRequest(tx, request);
  const times = sessionTimes(settings, request.startsAt);
  await tx.delete(sessionTherapists).where(eq(sessionTherapists.sessionId, id));
  const [row] = await tx
    .update(therapySessions)
    .set({ ...times, updatedAt: now })
    .where(eq(therapySessions.id, id))
    .returning();
  await tx.insert(sessionTherapists).values(
    request.therapistIds.map((therapistId) => ({
      sessionId: id,
      therapistId,
      blockedFrom: times.blockedFrom,
      blockedTo: times.blockedTo,
    })),
  );
  return row!;
}

/** Where the day's sessions were and are, for the audit row. */
const placesOf = (rows: readonly { id: string; startsAt: Date }[]) =>
  rows
    .map((s) => `${s.id}@${s.startsAt.toISOString()}`)
    .sort()
    .join(',');

/**
 * Moves programme day `move.day` to `move.date`. 404 for an unknown programme; 409 when the
 * programme is not under way, the day has no booked session, one of them has begun or had its
 * outcome, or the new date has passed; 400 for the same date; a broken rule or a clash is the
 * validator's 409/422 naming the session and what stands in the way. Returns the moved sessions.
 */
export async function moveProgrammeDay(ctx: AppContext, actor: Actor, programmeId: string, move: MoveDay, locale: Locale = 'en') {
  const [programme] = await ctx.db.select().from(programmes).where(eq(programmes.id, programmeId));
  if (!programme) throw new NotFound('programmes.accept.notFound');
  if (programme.status !== 'accepted') throw new Conflict('staff.moveDay.notUnderWay');
  const found = await daySessions(ctx, programmeId, move.day);
  if (!found.length) throw new Conflict('staff.moveDay.noSessions', { day: move.day });
  const from = clinicDate(found[0]!.row.startsAt);
  if (from === move.date) throw new BadRequest('staff.moveDay.sameDate', { date: 'staff.moveDay.sameDate' });
  const requests: SessionRequest[] = found.map(({ row, therapistIds }) => ({
    therapySlug: row.therapySlug,
    patientId: row.patientId,
    programmeId,
    roomId: row.roomId,
    therapistIds,
    startsAt: slotStart(move.date, clinicTime(row.startsAt)),
    day: move.day,
  }));
  const ids = found.map((f) => f.row.id);
  const clinic = await clinicCalendar(ctx);
  let current = 0;
  try {
    return await retryingDeadlocks(() =>
      ctx.db.transaction(async (tx) => {
        const locked = await tx.select().from(therapySessions).where(inArray(therapySessions.id, ids)).for('update');
        const now = ctx.now();
        // As moveSession: only booked sessions still to come move, and not into the past.
        if (locked.some((s) => s.status !== 'booked' || s.arrivedAt !== null)) throw new Conflict('staff.moveDay.begun', { day: move.day });
        if (locked.some((s) => s.startsAt <= now)) throw new Conflict('staff.grid.pastSession');
        if (requests.some((r) => r.startsAt <= now)) throw new Conflict('staff.grid.intoPast');
        await assertSessionRules(tx, clinic, { programmeId, sessions: requests.map(placed), exceptSessionIds: ids }, locale);
        // The same queue as a single move (moveSession): contenders for a therapist or room take turns.
        for (const key of [...new Set(requests.flatMap((r) => [...r.therapistIds, r.roomId]))].sort())
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`session-resource:${key}`}))`);
        const moved = [];
        for (current = 0; current < requests.length; current++) moved.push(await placeSession(tx, ids[current]!, requests[current]!, now));
        await writeAudit(tx, ctx, actor, {
          action: 'programme.day-moved',
          entity: 'programme',
          entityId: programmeId,
          before: {
            day: move.day,
            date: from,
            sessions: placesOf(locked),
          },
          after: {
            day: move.day,
            date: move.date,
            sessions: placesOf(moved),
          },
        });
        // One notice for the whole day (one job per programme, pushed back by each change: decision 0058).
        await queueScheduleChanged(ctx, tx, ids[0]!);
        return moved;
      }),
    );
  } catch (error) {
    const constraint = exclusionViolation(error);
    if (constraint === null) throw error;
    const request = requests[current]!;
    const clash = await clashError(ctx, request, constraint, { except: ids[current] });
    throw new Conflict(clash.message, clash.params, { ...clash.details, index: current, day: move.day });
  }
}
