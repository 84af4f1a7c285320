/**
 * The Panchakarma scheduler, pure: it reads what is booked and proposes; saving, and
 * the database's exclusion constraints, are the server's. Same input, same output: every choice
 * breaks ties by time, then by id, never by the order of the input's lists.
 *
 * - `proposeSchedule`: a full programme. Days fall on open clinic days (see ./calendar for how
 *   days shift). Each day is planned as a whole, its sessions in the given order, each one's
 *   preparation starting when the previous one's clean-up ends where possible. For every session
 *   it prefers, in order: the therapists and room the same therapy had last (continuity), then
 *   the earliest time in the patient's band. If keeping continuity for one session leaves no time
 *   for a later one that day, it tries the next choices (a bounded search, see `planDay`).
 * - `alternativesFor`: other valid slots for one session, on its date, between its neighbours.
 * - `replan`: new slots for sessions hit by leave or a cancellation; other sessions stay put, and
 *   nothing is saved: the answers are proposals for reception.
 */
import { addDays, clinicDate } from '@core/booking/slots';
import { BusyIndex, keysOf } from './busy-index';
import { programmeDates } from './calendar';
import { candidates, eligibleTherapists, type Placed, type SearchContext, type Team } from './candidates';
import type { ProposedSession, ScheduleFailure, ScheduleInput, ScheduleResult, TherapySpec } from './types';

/** The first reason no schedule can exist, whatever the busy time: unknown, unprescribed, unstaffed or roomless therapies. */
function checkTherapies(input: ScheduleInput): ScheduleFailure | null {
  const slugs = [...new Set(input.programme.days.flat())];
  for (const slug of slugs) {
    const spec = input.therapies.find((t) => t.slug === slug);
    if (!spec) return { code: 'unknown-therapy', therapy: slug };
    if (spec.needsPrescription && !input.programme.prescribed) return { code: 'prescription-required', therapy: slug };
    const trained = input.therapists.filter((t) => t.therapies.includes(slug));
    if (trained.length < spec.therapistsNeeded) return { code: 'no-trained-therapist', therapy: slug };
    if (eligibleTherapists(input, spec).length < spec.therapistsNeeded)
      return { code: 'no-therapist-of-gender', therapy: slug, gender: input.patient.gender };
    if (!input.rooms.some((r) => r.capabilities.includes(spec.roomCapability)))
      return { code: 'no-room-with-capability', therapy: slug, capability: spec.roomCapability };
  }
  return null;
}

const placedOf = (s: ProposedSession): Placed => ({ keys: keysOf(s), start: s.blockedStart.getTime(), end: s.blockedEnd.getTime() });
const teamOf = (s: ProposedSession): Team => ({ therapistIds: s.therapistIds, roomId: s.roomId });

/** Candidate searches a day may run before it settles for failure (a day has a handful of sessions). */
const DAY_SEARCH_LIMIT = 2_000;

interface DayPlan {
  sessions: ProposedSession[] | null;
  /** When null: the furthest session (in the day's order) the search could not place. */
  stuckAt: number;
}

/**
 * One day's sessions, in order: depth-first over each session's ranked candidates. A later
 * session only needs the earlier ones to end early enough (their resources are held before it),
 * so once session i found nothing after a moment N, it finds nothing after any later moment:
 * `failFrom[i]` remembers the earliest such N. Before trying a session's preferred candidates,
 * the one ending first is tried: if even that leaves no room for the rest, the day fails at once.
 */
function planDay(ctx: SearchContext, specs: TherapySpec[], day: number, date: string, prefs: Map<string, Team>): DayPlan {
  let visits = 0;
  let stuckAt = 0;
  const failFrom = specs.map(() => Infinity);
  const go = (i: number, notBefore: number, placed: ProposedSession[]): ProposedSession[] | null => {
    if (i === specs.length) return placed;
    if (notBefore >= failFrom[i]! || ++visits > DAY_SEARCH_LIMIT) return null;
    const spec = specs[i]!;
    const pref = placed.findLast((s) => s.therapy === spec.slug) ?? undefined;
    const options = candidates(
      { ...ctx, placed: [...ctx.placed, ...placed.map(placedOf)] },
      { spec, day, date, notBefore, notAfter: Infinity, pref: pref ? teamOf(pref) : prefs.get(spec.slug) },
    );
    const first = options.reduce<ProposedSession | undefined>((a, o) => (a && a.blockedEnd <= o.blockedEnd ? a : o), undefined);
    const feasible = first !== undefined && (first === options[0] || go(i + 1, first.blockedEnd.getTime(), [...placed, first]) !== null);
    for (const option of feasible ? options : []) {
      const done = go(i + 1, option.blockedEnd.getTime(), [...placed, option]);
      if (done) return done;
    }
    failFrom[i] = Math.min(failFrom[i]!, notBefore);
    stuckAt = Math.max(stuckAt, i);
    return null;
  };
  return { sessions: go(0, -Infinity, []), stuckAt };
}

export function proposeSchedule(input: ScheduleInput): ScheduleResult {
  const { programme } = input;
  if (programme.days.length === 0 || programme.days.every((d) => d.length === 0)) return { ok: false, reason: { code: 'empty-programme' } };
  const problem = checkTherapies(input);
  if (problem) return { ok: false, reason: problem };
  const today = clinicDate(input.now);
  if (programme.startDate < today) return { ok: false, reason: { code: 'start-in-past', startDate: programme.startDate, today } };
  const dates = programmeDates(input.clinic, programme.startDate, programme.days.length, addDays(today, input.horizonDays));
  if (!dates.ok) return dates;
  const ctx: SearchContext = { input, index: new BusyIndex(input.busy), placed: [] };
  const prefs = new Map<string, Team>();
  const sessions: ProposedSession[] = [];
  for (const [i, slugs] of programme.days.entries()) {
    const specs = slugs.map((slug) => input.therapies.find((t) => t.slug === slug)!);
    const date = dates.dates[i]!;
    const plan = planDay(ctx, specs, i + 1, date, prefs);
    if (!plan.sessions) return { ok: false, reason: { code: 'no-time-in-band', day: i + 1, date, therapy: slugs[plan.stuckAt]! } };
    for (const s of plan.sessions) prefs.set(s.therapy, teamOf(s));
    sessions.push(...plan.sessions);
  }
  return { ok: true, sessions };
}

/** The blocked-time bounds of a session kept in its place among the same date's other sessions. */
function between(session: ProposedSession, others: readonly ProposedSession[]): { notBefore: number; notAfter: number } {
  const at = session.blockedStart.getTime();
  const sameDay = others.filter((o) => o.date === session.date && o !== session);
  const before = sameDay.filter((o) => o.blockedStart.getTime() < at).map((o) => o.blockedEnd.getTime());
  const after = sameDay.filter((o) => o.blockedStart.getTime() >= at).map((o) => o.blockedStart.getTime());
  return { notBefore: Math.max(-Infinity, ...before), notAfter: Math.min(Infinity, ...after) };
}

const sameSlot = (a: ProposedSession, b: ProposedSession) =>
  a.blockedStart.getTime() === b.blockedStart.getTime() && a.roomId === b.roomId && a.therapistIds.join() === b.therapistIds.join();

/** Slots for `session` on its date, nearest first after keeping its team; `others` (the programme's other sessions) stay. */
function slotsFor(input: ScheduleInput, session: ProposedSession, others: readonly ProposedSession[], moving: readonly ProposedSession[]) {
  const spec = input.therapies.find((t) => t.slug === session.therapy);
  if (!spec) return [];
  const ctx: SearchContext = { input, index: new BusyIndex(input.busy, moving), placed: others.map(placedOf) };
  return candidates(ctx, {
    spec,
    day: session.day,
    date: session.date,
    ...between(session, others),
    pref: teamOf(session),
    target: session.blockedStart.getTime(),
  });
}

/**
 * Up to `limit` other valid slots for one session (reception's "pick from proposed alternatives"):
 * on the same date, after the day's earlier sessions and before its later ones (`others`: the
 * programme's other sessions, booked or proposed), the same therapists and room first, then the
 * nearest times. If the session is booked, its own intervals in `input.busy` are ignored.
 */
export function alternativesFor(input: ScheduleInput, session: ProposedSession, others: readonly ProposedSession[] = [], limit = 5) {
  return slotsFor(input, session, others, [session])
    .filter((s) => !sameSlot(s, session))
    .slice(0, limit);
}

export interface ReplanProposal {
  session: ProposedSession;
  /** The best new slot (the same one if it is still valid), or null with the reason. */
  proposal: ProposedSession | null;
  reason?: ScheduleFailure;
}

/**
 * New slots for sessions hit by a therapist's leave, a room taken out or a cancellation, given
 * `input` as it is now (the leave marked). `others`: the programme's sessions that stay; they do
 * not move. Each affected session keeps its date and its place in the day's order; the same
 * therapists and room are kept where still valid, then the nearest time. Nothing is saved.
 */
export function replan(input: ScheduleInput, affected: readonly ProposedSession[], others: readonly ProposedSession[]): ReplanProposal[] {
  const kept = [...others];
  const order = [...affected].sort((a, b) => a.blockedStart.getTime() - b.blockedStart.getTime());
  return order.map((session) => {
    const [proposal] = slotsFor(input, session, kept, affected);
    if (!proposal) {
      return {
        session,
        proposal: null,
        reason: { code: 'no-time-in-band', day: session.day, date: session.date, therapy: session.therapy },
      };
    }
    kept.push(proposal);
    return { session, proposal };
  });
}
