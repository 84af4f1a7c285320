/**
 * The server's side of the one session validator (core/programmes/rules.ts,
 * docs/decisions/0031-one-session-validator.md): one loader of the facts the rules read, and the
 * refusal of a broken rule as an error naming the session and the rule in the caller's language.
 * Every write of a session's place goes through `assertSessionRules` in its transaction, before
 * writing: accepting a programme (bookSessions), booking one (bookSession: a replacement), moving
 * one (moveSession).
 */
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { therapyName } from '@content/therapies/catalogue';
import { clinicDate, slotStart } from '@core/booking/slots';
import { translate } from '@core/i18n/catalog';
import { formatClinicDateTime, formatSlotTime } from '@core/i18n/clinic-time';
import { INTL_LOCALE, type Locale } from '@core/i18n/locales';
import { type PlacedSession, type RuleBreach, type RuleFacts, sessionsBreach } from '@core/programmes/rules';
import type { ClinicCalendar } from '@core/programmes/types';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { programmes, therapistLeaves, therapists, therapySessions, therapySettings, treatmentRooms } from '@server/db/schema';
import { BadRequest, DomainError, NotFound } from '@server/domain/errors';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { hoursOf, roomOf, therapySpecOf } from '@server/modules/programmes/prescribe/schedule-input.server';

/** Sessions to place together, and whose other sessions they must fit among. */
export interface RulesScope {
  programmeId: string | null;
  sessions: readonly PlacedSession[];
  /** A session being moved: its current place is not among the others. */
  exceptSessionId?: string;
  /** Sessions being moved together (a whole programme day: decision 0072): their current places are not among the others. */
  exceptSessionIds?: readonly string[];
}

interface Loaded {
  facts: RuleFacts;
  existing: PlacedSession[];
  names: { therapists: Map<string, string>; rooms: Map<string, string> };
}

/** The clinic's calendar, read before a transaction (from the cache; on the embedded database a read beside an open transaction would wait for it). */
export async function clinicCalendar(ctx: AppContext): Promise<ClinicCalendar> {
  const profile = await clinicProfile(ctx);
  return { hours: profile.hours, holidays: profile.holidays };
}

/**
 * The facts the rules read for these sessions: therapy settings, their therapists (with leave) and
 * rooms, the programme's gender and other sessions. Read in the booking's own transaction, one
 * query after another: no second connection while 200 bookings race for the pool.
 */
async function loadRuleFacts(db: Db | Tx, clinic: ClinicCalendar, scope: RulesScope): Promise<Loaded> {
  const therapistIds = [...new Set(scope.sessions.flatMap((s) => s.therapistIds))];
  const roomIds = [...new Set(scope.sessions.map((s) => s.roomId))];
  const dates = [...new Set(scope.sessions.map((s) => clinicDate(s.start)))];
  const slugs = [...new Set(scope.sessions.map((s) => s.therapy))];
  const siblings = scope.programmeId
    ? await db
        .select({
          id: therapySessions.id,
          day: therapySessions.day,
          therapy: therapySessions.therapySlug,
          start: therapySessions.startsAt,
          roomId: therapySessions.roomId,
        })
        .from(therapySessions)
        .where(and(eq(therapySessions.programmeId, scope.programmeId), ne(therapySessions.status, 'cancelled')))
    : [];
  const [programme] = scope.programmeId
    ? await db.select({ gender: programmes.patientGender }).from(programmes).where(eq(programmes.id, scope.programmeId))
    : [];
  const settings = await db
    .select()
    .from(therapySettings)
    .where(inArray(therapySettings.therapySlug, [...slugs, ...siblings.map((s) => s.therapy)]));
  const people = therapistIds.length
    ? await db
        .select()
        .from(therapists)
        .where(and(inArray(therapists.id, therapistIds), eq(therapists.active, true)))
    : [];
  const leaves = people.length
    ? await db
        .select({ therapistId: therapistLeaves.therapistId, date: therapistLeaves.date })
        .from(therapistLeaves)
        .where(and(inArray(therapistLeaves.therapistId, therapistIds), inArray(therapistLeaves.date, dates)))
    : [];
  const rooms = await db
    .select({ id: treatmentRooms.id, name: treatmentRooms.name, capabilities: treatmentRooms.capabilities })
    .from(treatmentRooms)
    .where(and(inArray(treatmentRooms.id, roomIds), isNull(treatmentRooms.removedAt)));
  return {
    facts: {
      therapies: settings.map(therapySpecOf),
      therapists: people.map((t) => ({
        id: t.id,
        gender: t.gender,
        therapies: t.therapies,
        hours: hoursOf(t.weeklyHours),
        leave: leaves.filter((l) => l.therapistId === t.id).map((l) => l.date),
      })),
      rooms: rooms.map(roomOf),
      clinic,
      patientGender: programme?.gender ?? null,
    },
    existing: siblings
      .filter((s) => s.id !== scope.exceptSessionId && !scope.exceptSessionIds?.includes(s.id))
      .map((s) => ({ ...s, therapistIds: [] })),
    names: {
      therapists: new Map(people.map((t) => [t.id, t.name])),
      rooms: new Map(rooms.map((r) => [r.id, r.name])),
    },
  };
}

const dateFor = (date: string, locale: Locale) =>
  formatClinicDateTime(slotStart(date, '12:00'), INTL_LOCALE[locale], { dateStyle: 'medium' });

/** The rule broken, as a catalog key, its status and its words; unknown ids keep their 400/404 of before. */
function breachMessage(
  breach: RuleBreach,
  loaded: Loaded,
  locale: Locale,
): { status: number; key: string; params: Record<string, string | number> } {
  const person = (id: string) => loaded.names.therapists.get(id) ?? '';
  switch (breach.rule) {
    case 'unknown-therapy':
      return { status: 400, key: 'programmes.therapyUnknown', params: {} };
    case 'unknown-room':
      return { status: 404, key: 'programmes.roomNotFound', params: {} };
    case 'unknown-therapist':
      return { status: 404, key: 'programmes.therapistNotFound', params: {} };
    case 'therapist-count':
      return { status: 422, key: 'programmes.therapistCount', params: { count: breach.count } };
    case 'room-equipment':
      return {
        status: 422,
        key: 'programmes.roomLacks',
        params: { room: loaded.names.rooms.get(breach.roomId) ?? '', capability: breach.capability },
      };
    case 'skill':
      return { status: 422, key: 'programmes.notTrained', params: { name: person(breach.therapistId) } };
    case 'gender':
      return { status: 422, key: 'programmes.genderRule', params: { name: person(breach.therapistId) } };
    case 'leave':
      return { status: 409, key: 'staff.grid.onLeave', params: { name: person(breach.therapistId) } };
    case 'therapist-hours':
      return { status: 409, key: 'staff.grid.offHours', params: { name: person(breach.therapistId) } };
    case 'closed-day':
      return { status: 409, key: 'programmes.rules.closedDay', params: { date: dateFor(breach.date, locale) } };
    case 'holiday': {
      const holiday = loaded.facts.clinic.holidays.find((h) => h.date === breach.date);
      return {
        status: 409,
        key: 'programmes.rules.holiday',
        params: { date: dateFor(breach.date, locale), holiday: holiday?.name[locale] ?? '' },
      };
    }
    case 'clinic-hours':
      return {
        status: 409,
        key: 'programmes.rules.clinicHours',
        params: { open: formatSlotTime(breach.open, locale), close: formatSlotTime(breach.close, locale) },
      };
    case 'clinic-break':
      return {
        status: 409,
        key: 'programmes.rules.clinicBreak',
        params: { from: formatSlotTime(breach.from, locale), to: formatSlotTime(breach.to, locale) },
      };
    case 'day-order':
      return { status: 409, key: 'programmes.rules.dayOrder', params: { day: breach.otherDay, date: dateFor(breach.otherDate, locale) } };
    case 'buffers':
      return {
        status: 409,
        key: 'programmes.rules.buffers',
        params: {
          therapy: therapyName(breach.otherTherapy, locale),
          when: formatClinicDateTime(slotStart(breach.otherStart.slice(0, 10), breach.otherStart.slice(11)), INTL_LOCALE[locale]),
        },
      };
  }
}

/**
 * Refuses, before anything is written, sessions that break a rule: a 409 (time, calendar, leave,
 * order, buffers) or 422 (therapists, room) naming the session (its day, therapy, date and time)
 * and the rule, in `locale`; `details` carry the rule, the session's index and day.
 */
export async function assertSessionRules(db: Db | Tx, clinic: ClinicCalendar, scope: RulesScope, locale: Locale): Promise<void> {
  const loaded = await loadRuleFacts(db, clinic, scope);
  const found = sessionsBreach(loaded.facts, scope.sessions, loaded.existing);
  if (!found) return;
  const session = scope.sessions[found.index]!;
  const { status, key, params } = breachMessage(found.breach, loaded, locale);
  if (status === 404) throw new NotFound(key, params);
  if (status === 400) throw new BadRequest(key, undefined, params);
  const problem = translate(locale, key, params);
  const named = {
    therapy: therapyName(session.therapy, locale),
    when: formatClinicDateTime(session.start, INTL_LOCALE[locale]),
    problem,
  };
  throw new DomainError(
    status,
    session.day === null ? 'programmes.rules.session' : 'programmes.rules.programmeSession',
    session.day === null ? named : { ...named, day: session.day },
    { rule: found.breach.rule, index: found.index, day: session.day, therapySlug: session.therapy, startsAt: session.start.toISOString() },
  );
}
