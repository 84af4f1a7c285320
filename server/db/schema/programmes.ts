/** Programmes, therapy sessions, their therapists, move requests and therapy requests (docs/decisions/0043). */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  primaryKey,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps, uuidKey } from './columns';
import type {
  DepositMethod,
  DepositStatus,
  Gender,
  NoticeChannel,
  ProgrammeStatus,
  RequestStatus,
  SessionStatus,
  TimeBand,
} from '@core/constants';
import type { Locale } from '@core/i18n/locales';
import { doctors, patients, staff } from './accounts';
import { consultations } from './consultations';
import { type TemplateDay, programmeTemplates, therapists, treatmentRooms } from './resources';

/** A course prescribed to a patient after a consultation. Amounts in rupees. */
export const programmes = pgTable(
  'programmes',
  {
    id: uuidKey(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    consultationId: varchar({ length: 20 }).references(() => consultations.id, { onDelete: 'set null' }),
    doctorId: uuid().references(() => doctors.id, { onDelete: 'set null' }),
    templateId: uuid().references(() => programmeTemplates.id, { onDelete: 'set null' }),
    /** The patient's gender as the prescribing doctor recorded it: therapies of rule same-as-patient follow it. */
    patientGender: text().$type<Gender>(),
    startDate: date({ mode: 'string' }).notNull(),
    timeBand: text().$type<TimeBand>().notNull().default('any'),
    status: text().$type<ProgrammeStatus>().notNull().default('proposed'),
    price: integer().notNull().default(0),
    discount: integer().notNull().default(0),
    deposit: integer().notNull().default(0),
    /** The prescribed days (day 1 first): each day's therapies in order, adjusted from the template per patient. */
    plan: jsonb()
      .$type<TemplateDay[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The doctor's advice to the patient for the course (diet, preparation), shown in My Appointments. */
    notes: text().notNull().default(''),
    prescribedBy: uuid().references(() => staff.id, { onDelete: 'set null' }),
    /**
     * The patient's therapy request the desk made this programme from (decision 0076): such a
     * programme is not a doctor's prescription, so a therapy that needs one cannot be in it.
     */
    requestId: uuid().references((): AnyPgColumn => therapyRequests.id, { onDelete: 'set null' }),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: uuid().references(() => staff.id, { onDelete: 'set null' }),
    cancelledAt: timestamp({ withTimezone: true }),
    discountReason: text(),
    depositStatus: text().$type<DepositStatus>().notNull().default('due'),
    depositUtr: varchar({ length: 32 }),
    depositClaimedAt: timestamp({ withTimezone: true }),
    depositPaidAt: timestamp({ withTimezone: true }),
    /** The clinic date whose reconciliation counts the deposit when it is not the date it came (decision 0056). */
    depositCountsOn: date({ mode: 'string' }),
    /** How the deposit came (the day's reconciliation counts it by mode), and the desk's reference for it. */
    depositMethod: text().$type<DepositMethod>(),
    depositReference: text(),
    /** Rupees to pay back: set when a programme with its deposit paid (or claimed) is cancelled (decision 0030). */
    refundDue: integer(),
    /** When the refund due was paid back (reception marks it). */
    refundedAt: timestamp({ withTimezone: true }),
    /**
     * Rupees of the balance paid so far (decision 0055): the sum of `programme_payments`, kept by a trigger
     * on that table in the same transaction; `programmes_balance_paid` refuses more than the balance.
     */
    balancePaid: integer().notNull().default(0),
    /** The patient's language and notice channel when prescribed: the programme's notices follow them. */
    locale: varchar({ length: 2 }).$type<Locale>().notNull().default('en'),
    noticeChannel: text().$type<NoticeChannel>().notNull().default('sms'),
    ...timestamps,
  },
  (t) => [
    index('programmes_patient').on(t.patientId),
    index('programmes_consultation').on(t.consultationId),
    // One open programme per consultation: a new one replaces it explicitly (docs/decisions/0031-one-session-validator.md).
    uniqueIndex('programmes_one_open_per_consultation')
      .on(t.consultationId)
      .where(sql`status <> 'cancelled'`),
    // A request becomes one programme: two desks converting it at once cannot both (decision 0076).
    uniqueIndex('programmes_one_per_request').on(t.requestId),
    check('programmes_amounts', sql`${t.price} >= 0 and ${t.discount} between 0 and ${t.price} and ${t.deposit} >= 0`),
    // Never more paid than the programme costs: two payments of one balance at once cannot both pass (decision 0055).
    check(
      'programmes_balance_paid',
      sql`${t.balancePaid} >= 0 and (${t.balancePaid} = 0 or ${t.balancePaid} + (case when ${t.depositStatus} = 'paid' then ${t.deposit} else 0 end) <= ${t.price} - ${t.discount})`,
    ),
  ],
);

/**
 * One payment towards a programme's balance, in parts or whole (decision 0055), at the counter (cash,
 * card, UPI with its reference). The insert trigger adds it to `programmes.balance_paid` (whose check
 * refuses more than the balance); its UPI reference is held in `payment_references` like any other.
 * `countsOn`: the clinic date whose reconciliation counts it (the next open day when today is closed).
 */
export const programmePayments = pgTable(
  'programme_payments',
  {
    id: uuidKey(),
    programmeId: uuid()
      .notNull()
      .references(() => programmes.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    method: text().$type<DepositMethod>().notNull(),
    reference: text(),
    countsOn: date({ mode: 'string' }).notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
    recordedBy: uuid().references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('programme_payments_programme').on(t.programmeId),
    index('programme_payments_counts_on').on(t.countsOn),
    check('programme_payments_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * One therapy session: the room and the patient are held from `blockedFrom` (preparation) to
 * `blockedTo` (clean-up) while the session is not cancelled.
 */
export const therapySessions = pgTable(
  'therapy_sessions',
  {
    id: uuidKey(),
    programmeId: uuid().references(() => programmes.id, { onDelete: 'cascade' }),
    therapySlug: text().notNull(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    roomId: uuid()
      .notNull()
      .references(() => treatmentRooms.id),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    blockedFrom: timestamp({ withTimezone: true }).notNull(),
    blockedTo: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<SessionStatus>().notNull().default('booked'),
    /** Attendance (docs/decisions/0051-attendance.md): when the patient was checked in, and when the session began. */
    arrivedAt: timestamp({ withTimezone: true }),
    startedAt: timestamp({ withTimezone: true }),
    /** The programme day it belongs to (1 = the first); null for a session outside a programme. */
    day: smallint(),
    ...timestamps,
  },
  (t) => [
    check(
      'therapy_sessions_times',
      sql`${t.blockedFrom} <= ${t.startsAt} and ${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.blockedTo}`,
    ),
    index('therapy_sessions_programme').on(t.programmeId),
    index('therapy_sessions_day').on(t.startsAt),
  ],
);

/**
 * Who gives a session (one or two therapists). The blocked range and `active` are copies of the
 * session's, kept equal by triggers (custom migration), so that the therapist's exclusion
 * constraint can read them.
 */
export const sessionTherapists = pgTable(
  'session_therapists',
  {
    sessionId: uuid()
      .notNull()
      .references(() => therapySessions.id, { onDelete: 'cascade' }),
    therapistId: uuid()
      .notNull()
      .references(() => therapists.id),
    blockedFrom: timestamp({ withTimezone: true }).notNull(),
    blockedTo: timestamp({ withTimezone: true }).notNull(),
    active: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.therapistId] }), index('session_therapists_therapist').on(t.therapistId)],
);

/** A patient's request to move one of their sessions: reception moves it (or declines) and closes the request. */
export const sessionMoveRequests = pgTable(
  'session_move_requests',
  {
    id: uuidKey(),
    sessionId: uuid()
      .notNull()
      .references(() => therapySessions.id, { onDelete: 'cascade' }),
    patientId: uuid()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** What the patient would prefer ('any evening this week'), in their words. */
    note: text().notNull().default(''),
    status: text().$type<RequestStatus>().notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: uuid().references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One open request per session: asking again while one waits changes nothing.
    uniqueIndex('session_move_requests_open')
      .on(t.sessionId)
      .where(sql`status = 'open'`),
    index('session_move_requests_status').on(t.status, t.createdAt),
  ],
);

/** A patient's request for a therapy from its page (one that needs no prescription): reception arranges it. */
export const therapyRequests = pgTable(
  'therapy_requests',
  {
    id: uuidKey(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    therapySlug: text().notNull(),
    note: text().notNull().default(''),
    timeBand: text().$type<TimeBand>().notNull().default('any'),
    status: text().$type<RequestStatus>().notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: uuid().references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('therapy_requests_open')
      .on(t.patientId, t.therapySlug)
      .where(sql`status = 'open'`),
    index('therapy_requests_status').on(t.status, t.createdAt),
  ],
);
