/**
 * The rules every therapy session obeys, whoever places it (docs/decisions/0031-one-session-validator.md):
 * the scheduler proposes within them, and the server re-checks them on every write (accepting a
 * programme, moving a session, booking a replacement). Pure: the facts come in, the first rule
 * broken comes out. Clashes with other patients' sessions are the database's (decision 0028).
 *
 * A session must:
 * - be of a known therapy, in a room in service with the therapy's equipment, with as many
 *   therapists as the therapy needs, each active and trained in it;
 * - fall on an open clinic day (an open weekday, not a holiday), its preparation, session and
 *   clean-up inside the clinic's hours;
 * - have therapists of the patient's gender when the therapy asks, none on leave that day, each
 *   working for the whole blocked interval (buffers included);
 * - keep the programme's day order: a later day on a later date, an earlier day on an earlier date;
 * - not overlap another session of the same patient given alongside it, buffers included.
 */
import { clinicDate, clinicTime, slotStart } from '@core/booking/slots';
import { weekdayOf } from '@core/booking/slots';
import { openSpans } from '@core/hours';
import { isOpenDay } from './calendar';
import type { ClinicCalendar, Gender, Room, Therapist, TherapySpec } from './types';

const MINUTE = 60_000;

/** What the rules read: the therapies, the therapists and rooms concerned, the clinic's calendar, the patient's gender. */
export interface RuleFacts {
  therapies: readonly TherapySpec[];
  /** Active therapists (an id missing here is unknown or inactive), with their leave on the dates concerned. */
  therapists: readonly Therapist[];
  /** Rooms in service. */
  rooms: readonly Room[];
  clinic: ClinicCalendar;
  /** The programme's patient's gender; null when unknown (the gender rule is then not checked). */
  patientGender: Gender | null;
}

/** A session where it is (to be) placed. A ProposedSession is one. */
export interface PlacedSession {
  /** The programme day (null: a session outside any programme's days). */
  day: number | null;
  therapy: string;
  start: Date;
  roomId: string;
  therapistIds: readonly string[];
}

export type RuleBreach =
  | { rule: 'unknown-therapy' }
  | { rule: 'therapist-count'; count: number }
  | { rule: 'unknown-room' }
  | { rule: 'room-equipment'; roomId: string; capability: string }
  | { rule: 'unknown-therapist'; therapistId: string }
  | { rule: 'closed-day'; date: string }
  | { rule: 'holiday'; date: string }
  | { rule: 'clinic-hours'; date: string; open: string; close: string }
  | { rule: 'clinic-break'; date: string; from: string; to: string }
  | { rule: 'skill'; therapistId: string }
  | { rule: 'gender'; therapistId: string }
  | { rule: 'leave'; therapistId: string; date: string }
  | { rule: 'therapist-hours'; therapistId: string }
  | { rule: 'day-order'; otherDay: number; otherDate: string }
  | { rule: 'buffers'; otherTherapy: string; otherStart: string };

/** The interval a session holds: preparation before it, clean-up after it. */
function blockedOf(spec: TherapySpec, start: Date): { start: number; end: number } {
  const at = start.getTime();
  return { start: at - spec.prepMinutes * MINUTE, end: at + (spec.sessionMinutes + spec.cleanupMinutes) * MINUTE };
}

function resourcesBreach(facts: RuleFacts, spec: TherapySpec, s: PlacedSession): RuleBreach | null {
  const ids = [...new Set(s.therapistIds)];
  if (ids.length !== spec.therapistsNeeded) return { rule: 'therapist-count', count: spec.therapistsNeeded };
  const room = facts.rooms.find((r) => r.id === s.roomId);
  if (!room) return { rule: 'unknown-room' };
  if (!room.capabilities.includes(spec.roomCapability)) return { rule: 'room-equipment', roomId: room.id, capability: spec.roomCapability };
  const missing = ids.find((id) => !facts.therapists.some((t) => t.id === id));
  return missing ? { rule: 'unknown-therapist', therapistId: missing } : null;
}

function calendarBreach(facts: RuleFacts, date: string, blocked: { start: number; end: number }): RuleBreach | null {
  const { clinic } = facts;
  if (!isOpenDay(clinic, date)) {
    return clinic.holidays.some((h) => h.date === date) ? { rule: 'holiday', date } : { rule: 'closed-day', date };
  }
  // Inside one open range of the day: not before opening, not across a break, not after closing.
  const day = clinic.hours[weekdayOf(date)] ?? null;
  const spans = openSpans(day);
  const inside = spans.some(([f, t]) => slotStart(date, f).getTime() <= blocked.start && blocked.end <= slotStart(date, t).getTime());
  if (inside) return null;
  // Within opening and closing but across a break (lunch): the break is named, not the day's hours.
  const within = day && slotStart(date, day.from).getTime() <= blocked.start && blocked.end <= slotStart(date, day.to).getTime();
  const lunch = within
    ? day.breaks.find((b) => blocked.start < slotStart(date, b.to).getTime() && slotStart(date, b.from).getTime() < blocked.end)
    : undefined;
  if (lunch) return { rule: 'clinic-break', date, from: lunch.from, to: lunch.to };
  return { rule: 'clinic-hours', date, open: day?.from ?? '00:00', close: day?.to ?? '00:00' };
}

function therapistsBreach(
  facts: RuleFacts,
  spec: TherapySpec,
  s: PlacedSession,
  date: string,
  blocked: { start: number; end: number },
): RuleBreach | null {
  const people = [...new Set(s.therapistIds)].sort().map((id) => facts.therapists.find((t) => t.id === id)!);
  for (const t of people) if (!t.therapies.includes(spec.slug)) return { rule: 'skill', therapistId: t.id };
  if (spec.genderRule === 'same' && facts.patientGender) {
    const other = people.find((t) => t.gender !== facts.patientGender);
    if (other) return { rule: 'gender', therapistId: other.id };
  }
  for (const t of people) if (t.leave.includes(date)) return { rule: 'leave', therapistId: t.id, date };
  for (const t of people) {
    const ranges = t.hours[weekdayOf(date)] ?? [];
    const works = ranges.some(
      ([from, to]) => slotStart(date, from).getTime() <= blocked.start && blocked.end <= slotStart(date, to).getTime(),
    );
    if (!works) return { rule: 'therapist-hours', therapistId: t.id };
  }
  return null;
}

/** The day order and the patient's own buffers against the programme's other sessions. */
function programmeBreach(facts: RuleFacts, s: PlacedSession, date: string, others: readonly PlacedSession[]): RuleBreach | null {
  if (s.day !== null) {
    for (const o of others) {
      if (o.day === null || o.day === s.day) continue;
      const otherDate = clinicDate(o.start);
      if ((o.day < s.day && otherDate >= date) || (o.day > s.day && otherDate <= date)) {
        return { rule: 'day-order', otherDay: o.day, otherDate };
      }
    }
  }
  const spec = facts.therapies.find((t) => t.slug === s.therapy)!;
  const mine = blockedOf(spec, s.start);
  for (const o of others) {
    const otherSpec = facts.therapies.find((t) => t.slug === o.therapy);
    if (!otherSpec) continue;
    const theirs = blockedOf(otherSpec, o.start);
    if (theirs.start < mine.end && mine.start < theirs.end) {
      return { rule: 'buffers', otherTherapy: o.therapy, otherStart: `${clinicDate(o.start)} ${clinicTime(o.start)}` };
    }
  }
  return null;
}

/**
 * The first rule `session` breaks, or null. `others`: the same programme's (or patient's) other
 * sessions that stay, for the day order and the patient's buffers.
 */
export function sessionBreach(facts: RuleFacts, session: PlacedSession, others: readonly PlacedSession[] = []): RuleBreach | null {
  const spec = facts.therapies.find((t) => t.slug === session.therapy);
  if (!spec) return { rule: 'unknown-therapy' };
  const date = clinicDate(session.start);
  const blocked = blockedOf(spec, session.start);
  return (
    resourcesBreach(facts, spec, session) ??
    calendarBreach(facts, date, blocked) ??
    therapistsBreach(facts, spec, session, date, blocked) ??
    programmeBreach(facts, session, date, others)
  );
}

/**
 * The first session of `sessions` (placed together, e.g. a whole programme) that breaks a rule,
 * with its index; each is checked against the others and against `existing` (sessions that stay).
 */
export function sessionsBreach(
  facts: RuleFacts,
  sessions: readonly PlacedSession[],
  existing: readonly PlacedSession[] = [],
): { index: number; breach: RuleBreach } | null {
  for (const [index, session] of sessions.entries()) {
    const others = [...existing, ...sessions.filter((_, i) => i !== index)];
    const breach = sessionBreach(facts, session, others);
    if (breach) return { index, breach };
  }
  return null;
}

/** Two therapies of one programme day given against the prescribed order: `then` would come before `first`. */
export interface OrderWarning {
  first: string;
  then: string;
}

/**
 * Whether a programme day's sessions, by their start, keep the order its plan prescribes (Abhyanga
 * before its Swedana): the first pair out of order, or null. A warning, not a rule: the desk may
 * move anyway once it has seen it (decision 0058). Therapies not in the plan are not ordered.
 */
export function therapyOrderWarning(plan: readonly string[], sessions: readonly { therapy: string; start: Date }[]): OrderWarning | null {
  const timed = [...sessions].sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const [i, earlier] of timed.entries()) {
    for (const later of timed.slice(i + 1)) {
      if (later.start.getTime() === earlier.start.getTime()) continue;
      const a = plan.indexOf(earlier.therapy);
      const b = plan.indexOf(later.therapy);
      if (a >= 0 && b >= 0 && b < a) return { first: later.therapy, then: earlier.therapy };
    }
  }
  return null;
}
