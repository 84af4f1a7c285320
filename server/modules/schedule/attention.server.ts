/**
 * Re-planning for reception: sessions hit by a therapist's leave or
 * deactivation, programme sessions cancelled without a replacement, and patients' open move
 * requests, each with proposals from the pure scheduler (core/programmes). Nothing moves here:
 * reception applies a proposal through moveSession or bookSession (programmes/sessions/).
 */
import { firstName } from '@core/text';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { addDays, CLINIC_TIME_ZONE, clinicDate, clinicTime, slotStart } from '@core/booking/slots';
import type { Gender } from '@core/constants';
import type { Locale } from '@core/i18n/locales';
import { isOpenDay } from '@core/programmes/calendar';
import { type RuleFacts, sessionBreach } from '@core/programmes/rules';
import { alternativesFor, replan } from '@core/programmes/scheduler';
import type { ProposedSession, ScheduleInput } from '@core/programmes/types';
import type { AppContext } from '@server/context';
import { patients, programmes, sessionMoveRequests, therapists, therapySessions } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { Conflict, NotFound } from '@server/domain/errors';
import { writeAudit } from '@server/audit/audit.server';
import { queueScheduleChanged } from '@server/notify/programme-notices';
import { therapyName } from '@content/therapies/catalogue';
import { resourceNames } from './grid.server';
import { loadScheduleInput } from '@server/modules/programmes/prescribe/schedule-input.server';
import { bookSession } from '@server/modules/programmes/sessions/sessions.server';
import { settleProgramme } from '@server/modules/programmes/sessions/settle-programme.server';
import type { SessionMove } from '@server/modules/programmes/sessions/move-session.server';

type Actor = Pick<SignedInStaff, 'id' | 'name'>;
type SessionRow = typeof therapySessions.$inferSelect & { therapistIds: string[] };

const therapistIdsOf = sql<string[]>`coalesce((select array_agg(st.therapist_id::text order by st.therapist_id)
  from session_therapists st where st.session_id = "therapy_sessions"."id"), '{}'::text[])`;

async function sessionRow(ctx: AppContext, id: string): Promise<SessionRow> {
  const [row] = await ctx.db
    .select({ session: therapySessions, therapistIds: therapistIdsOf })
    .from(therapySessions)
    .where(eq(therapySessions.id, id));
  if (!row) throw new NotFound('programmes.sessionNotFound');
  return { ...row.session, therapistIds: row.therapistIds };
}

function proposedOf(s: SessionRow): ProposedSession {
  return {
    day: s.day ?? 1,
    date: clinicDate(s.startsAt),
    therapy: s.therapySlug,
    start: s.startsAt,
    end: s.endsAt,
    blockedStart: s.blockedFrom,
    blockedEnd: s.blockedTo,
    roomId: s.roomId,
    therapistIds: s.therapistIds,
  };
}

/** The scheduler's input around one session: its programme's gender and band, and the programme's other active sessions. */
async function contextOf(ctx: AppContext, session: SessionRow) {
  const [programme] = session.programmeId ? await ctx.db.select().from(programmes).where(eq(programmes.id, session.programmeId)) : [];
  const [first] = session.therapistIds.length
    ? await ctx.db.select({ gender: therapists.gender }).from(therapists).where(eq(therapists.id, session.therapistIds[0]!))
    : [];
  const gender: Gender = programme?.patientGender ?? first?.gender ?? 'female';
  const date = clinicDate(session.startsAt);
  const [input, siblings] = await Promise.all([
    loadScheduleInput(ctx, {
      patientId: session.patientId,
      patientGender: gender,
      timeBand: programme?.timeBand ?? 'any',
      startDate: date < clinicDate(ctx.now()) ? clinicDate(ctx.now()) : date,
      days: [[session.therapySlug]],
      prescribed: true,
    }),
    session.programmeId
      ? ctx.db
          .select({ session: therapySessions, therapistIds: therapistIdsOf })
          .from(therapySessions)
          .where(
            and(
              eq(therapySessions.programmeId, session.programmeId),
              sql`${therapySessions.status} <> 'cancelled'`,
              sql`"therapy_sessions"."id" <> ${session.id}`,
            ),
          )
      : [],
  ]);
  const others = siblings.map((r) => proposedOf({ ...r.session, therapistIds: r.therapistIds }));
  return { input, others };
}

async function named(ctx: AppContext, proposals: ProposedSession[]) {
  const name = await resourceNames(
    ctx,
    [...new Set(proposals.map((p) => p.roomId))],
    [...new Set(proposals.flatMap((p) => p.therapistIds))],
  );
  return proposals.map((p) => ({
    date: p.date,
    start: clinicTime(p.start),
    end: clinicTime(p.end),
    startsAt: p.start.toISOString(),
    roomId: p.roomId,
    room: name(p.roomId),
    therapistIds: p.therapistIds,
    therapists: p.therapistIds.map(name),
  }));
}

/**
 * Other valid slots of one booked session on its date (reception's "Move here" list); when that
 * day has none, the best slot on each of the next open days with room (the programme's order kept).
 */
export async function sessionAlternatives(ctx: AppContext, sessionId: string, limit = 5) {
  const session = await sessionRow(ctx, sessionId);
  if (session.status !== 'booked') return [];
  const { input, others } = await contextOf(ctx, session);
  const sameDay = alternativesFor(input, proposedOf(session), others, limit);
  return named(ctx, sameDay.length ? sameDay : laterDays(input, proposedOf(session), others, 3));
}

const factsOf = (input: ScheduleInput): RuleFacts => ({ ...input, patientGender: input.patient.gender });

/** A cancelled programme session's replacement: the best slot on each of the next open days, up to `limit` days. */
function laterDays(input: ScheduleInput, session: ProposedSession, others: ProposedSession[], limit: number): ProposedSession[] {
  const last = addDays(clinicDate(input.now), input.horizonDays);
  const found: ProposedSession[] = [];
  for (let k = 1, date = addDays(session.date, 1); date <= last && found.length < limit; k++, date = addDays(date, 1)) {
    if (!isOpenDay(input.clinic, date)) continue;
    const shift = (d: Date) => new Date(d.getTime() + k * 86_400_000);
    const moved = {
      ...session,
      date,
      start: shift(session.start),
      end: shift(session.end),
      blockedStart: shift(session.blockedStart),
      blockedEnd: shift(session.blockedEnd),
    };
    const [answer] = replan(
      input,
      [moved],
      others.filter((o) => o.date === date),
    );
    // Only a slot the server would take: the programme's order kept (./session-rules.server.ts checks it again).
    if (answer?.proposal && !sessionBreach(factsOf(input), answer.proposal, others)) found.push(answer.proposal);
  }
  return found;
}

/** Proposals are worked out for at most this many items of each kind (the rest: "Show alternatives"). */
const PROPOSED_ITEMS = 20;

async function withProposals<T extends { id: string }>(
  ctx: AppContext,
  rows: T[],
  propose: (session: SessionRow, input: ScheduleInput, others: ProposedSession[]) => ProposedSession[],
) {
  return Promise.all(
    rows.map(async (row, i) => {
      if (i >= PROPOSED_ITEMS) return { ...row, proposals: [] };
      const session = await sessionRow(ctx, row.id);
      const { input, others } = await contextOf(ctx, session);
      return { ...row, proposals: await named(ctx, propose(session, input, others)) };
    }),
  );
}

const listColumns = {
  id: therapySessions.id,
  therapySlug: therapySessions.therapySlug,
  patientName: patients.name,
  startsAt: therapySessions.startsAt,
  programmeId: therapySessions.programmeId,
  day: therapySessions.day,
};

/** The session's therapist `t` is inactive, or on leave on the session's day (the clinic's calendar). */
const therapistAway = sql`(not t.active or exists (select 1 from therapist_leaves l
  where l.therapist_id = t.id and l.date = ("therapy_sessions"."starts_at" at time zone ${CLINIC_TIME_ZONE})::date))`;

/**
 * What reception must look at from `date` for two weeks: booked sessions whose therapist is on
 * leave that day or inactive, cancelled programme sessions without a replacement (same programme,
 * day and therapy), and open move requests; each with proposals.
 */
export async function needsAttention(ctx: AppContext, date: string, locale: Locale) {
  const from = slotStart(date, '00:00');
  const to = slotStart(addDays(date, 14), '00:00');
  const inRange = and(gte(therapySessions.startsAt, from), lt(therapySessions.startsAt, to));
  const [absent, cancelled, requests] = await Promise.all([
    ctx.db
      .select({
        ...listColumns,
        absent: sql<{ name: string; why: 'leave' | 'inactive' }[]>`(select json_agg(json_build_object('name', t.name,
          'why', case when t.active then 'leave' else 'inactive' end) order by t.name)
          from session_therapists st join therapists t on t.id = st.therapist_id
          where st.session_id = "therapy_sessions"."id" and ${therapistAway})`,
      })
      .from(therapySessions)
      .innerJoin(patients, eq(patients.id, therapySessions.patientId))
      .where(
        and(
          eq(therapySessions.status, 'booked'),
          inRange,
          sql`exists (select 1 from session_therapists st join therapists t on t.id = st.therapist_id
            where st.session_id = "therapy_sessions"."id" and ${therapistAway})`,
        ),
      )
      .orderBy(asc(therapySessions.startsAt)),
    ctx.db
      .select(listColumns)
      .from(therapySessions)
      .innerJoin(patients, eq(patients.id, therapySessions.patientId))
      .innerJoin(programmes, eq(programmes.id, therapySessions.programmeId))
      .where(
        and(
          eq(therapySessions.status, 'cancelled'),
          inRange,
          sql`${programmes.status} <> 'cancelled'`,
          sql`not exists (select 1 from therapy_sessions r where r.programme_id = ${therapySessions.programmeId}
            and r.therapy_slug = ${therapySessions.therapySlug} and r.day is not distinct from ${therapySessions.day}
            and r.status <> 'cancelled')`,
        ),
      )
      .orderBy(asc(therapySessions.startsAt)),
    ctx.db
      .select({
        ...listColumns,
        requestId: sessionMoveRequests.id,
        note: sessionMoveRequests.note,
        requestedAt: sessionMoveRequests.createdAt,
      })
      .from(sessionMoveRequests)
      .innerJoin(therapySessions, eq(therapySessions.id, sessionMoveRequests.sessionId))
      .innerJoin(patients, eq(patients.id, therapySessions.patientId))
      .where(eq(sessionMoveRequests.status, 'open'))
      .orderBy(asc(sessionMoveRequests.createdAt)),
  ]);
  const shown = <T extends { startsAt: Date; patientName: string; therapySlug: string }>(r: T) => ({
    ...r,
    therapy: therapyName(r.therapySlug, locale),
    patientName: firstName(r.patientName),
    startsAt: r.startsAt.toISOString(),
  });
  const [absentP, cancelledP, requestsP] = await Promise.all([
    withProposals(ctx, absent, (s, input, others) => alternativesFor(input, proposedOf(s), others, 3)),
    withProposals(ctx, cancelled, (s, input, others) => laterDays(input, proposedOf(s), others, 3)),
    withProposals(ctx, requests, (s, input, others) => (s.status === 'booked' ? alternativesFor(input, proposedOf(s), others, 3) : [])),
  ]);
  return {
    absent: absentP.map((r) => ({ ...shown(r), absent: r.absent ?? [] })),
    cancelled: cancelledP.map(shown),
    moveRequests: requestsP.map((r) => ({ ...shown(r), requestedAt: r.requestedAt.toISOString() })),
  };
}

/** Books the replacement of a cancelled programme session (same patient, therapy, programme and day). */
export async function bookReplacement(ctx: AppContext, actor: Actor, cancelledId: string, move: SessionMove, locale: Locale = 'en') {
  const session = await sessionRow(ctx, cancelledId);
  if (session.status !== 'cancelled' || !session.programmeId) throw new Conflict('staff.grid.notCancelled');
  const [replacement] = await ctx.db
    .select({ id: therapySessions.id })
    .from(therapySessions)
    .where(
      and(
        eq(therapySessions.programmeId, session.programmeId),
        eq(therapySessions.therapySlug, session.therapySlug),
        sql`${therapySessions.day} is not distinct from ${session.day}`,
        sql`${therapySessions.status} <> 'cancelled'`,
      ),
    );
  if (replacement) throw new Conflict('staff.grid.alreadyReplaced');
  if (move.startsAt <= ctx.now()) throw new Conflict('staff.grid.intoPast');
  const booked = await bookSession(
    ctx,
    {
      therapySlug: session.therapySlug,
      patientId: session.patientId,
      programmeId: session.programmeId,
      day: session.day,
      roomId: move.roomId,
      therapistIds: move.therapistIds,
      startsAt: move.startsAt,
    },
    locale,
  );
  await writeAudit(ctx.db, ctx, actor, {
    action: 'session.replaced',
    entity: 'therapy-session',
    entityId: booked.id,
    after: { replaces: cancelledId, startsAt: booked.startsAt.toISOString(), roomId: booked.roomId },
  });
  // A completed programme is under way again while its replacement is booked.
  await settleProgramme(ctx.db, ctx, actor, session.programmeId);
  // The patient hears the replacement's time with the desk's other changes (batched: decision 0058).
  await queueScheduleChanged(ctx, ctx.db, booked.id);
  return booked;
}

/** Closes a patient's open move request: 'done' (reception moved it) or 'declined'. */
export async function resolveMoveRequest(ctx: AppContext, actor: Actor, id: string, status: 'done' | 'declined') {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(sessionMoveRequests)
      .set({ status, resolvedAt: ctx.now(), resolvedBy: actor.id })
      .where(and(eq(sessionMoveRequests.id, id), eq(sessionMoveRequests.status, 'open')))
      .returning();
    if (!row) throw new NotFound('staff.grid.requestNotFound');
    await writeAudit(tx, ctx, actor, {
      action: `move-request.${status}`,
      entity: 'session-move-request',
      entityId: id,
      before: { status: 'open' },
      after: { status },
    });
  });
}
