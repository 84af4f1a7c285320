/**
 * The whole database, one file per the style guide: small enough to read at once.
 * snake_case columns (drizzle `casing: 'snake_case'`); amounts are whole rupees.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  customType,
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
import type {
  ConsultationStatus,
  ConsultationType,
  DeliveryStatus,
  DepositStatus,
  Gender,
  GenderRule,
  MedicineTiming,
  Mode,
  NoticeChannel,
  PaymentStatus,
  ProgrammeStatus,
  ReceiptMode,
  RequestStatus,
  RoomCapability,
  SessionStatus,
  StaffRole,
  TimeBand,
} from '@core/constants';
import type { Locale } from '@core/i18n/locales';
import type { PaymentReferenceKind, PaysFor } from '@core/payments/references';
import type { ClinicProfile } from '@core/schemas/clinic-profile';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const patients = pgTable('patients', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  /** 10-digit Indian mobile number without +91. Null once the account is deleted. */
  contact: varchar({ length: 10 }).unique(),
  email: text(),
  /** When `email` was confirmed through its signed link; null until then and again when it changes (decision 0033). */
  emailVerifiedAt: timestamp({ withTimezone: true }),
  age: smallint(),
  locale: varchar({ length: 2 }).$type<Locale>().notNull().default('en'),
  consentAt: timestamp({ withTimezone: true }),
  consentVersion: text(),
  /** Where notices go (SMS unless the patient chose WhatsApp), and when they agreed to it. */
  noticeChannel: text().$type<NoticeChannel>().notNull().default('sms'),
  noticeConsentAt: timestamp({ withTimezone: true }),
  deletedAt: timestamp({ withTimezone: true }),
  ...timestamps,
});

export const doctors = pgTable('doctors', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  profileImage: text(),
  specialization: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  department: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  experience: smallint().notNull().default(0),
  qualification: text().notNull().default(''),
  registrationNumber: text(),
  bio: text(),
  languages: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Fee in rupees per consultation type. */
  fees: jsonb().$type<Record<ConsultationType, number>>().notNull(),
  slotMinutes: smallint().notNull().default(30),
  active: boolean().notNull().default(true),
  ...timestamps,
});

/** Weekly schedule: for each weekday (0 = Sunday), the start times of its slots ('10:00'). */
export const doctorSchedules = pgTable(
  'doctor_schedules',
  {
    id: uuid().primaryKey().defaultRandom(),
    doctorId: uuid()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    weekday: smallint().notNull(),
    startTimes: text().array().notNull(),
  },
  (t) => [uniqueIndex('doctor_schedules_doctor_weekday').on(t.doctorId, t.weekday)],
);

export const doctorLeaves = pgTable(
  'doctor_leaves',
  {
    id: uuid().primaryKey().defaultRandom(),
    doctorId: uuid()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('doctor_leaves_doctor_date').on(t.doctorId, t.date)],
);

export const staff = pgTable('staff', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  phone: varchar({ length: 10 }).notNull().unique(),
  email: text(),
  role: text().$type<StaffRole>().notNull(),
  /** For role doctor: the doctor profile this account acts as. */
  doctorId: uuid().references(() => doctors.id, { onDelete: 'set null' }),
  active: boolean().notNull().default(true),
  ...timestamps,
});

/** Sessions of patients and staff; only a keyed hash of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    kind: text().$type<'patient' | 'staff'>().notNull(),
    patientId: uuid().references(() => patients.id, { onDelete: 'cascade' }),
    staffId: uuid().references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('sessions_patient').on(t.patientId), index('sessions_staff').on(t.staffId)],
);

/** One live code per number and purpose; a new send replaces the previous code. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    contact: varchar({ length: 10 }).notNull(),
    purpose: text().$type<'signin' | 'staff' | 'change-phone' | 'delete-account'>().notNull(),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('otp_codes_contact_purpose').on(t.contact, t.purpose)],
);

/** Every code sent, for the per-number and per-IP hourly limits. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    contact: varchar({ length: 10 }).notNull(),
    ip: text().notNull(),
    /** What the code was for (OtpPurpose); limits are counted per purpose (docs/decisions/0033). */
    purpose: varchar({ length: 20 }).notNull().default('signin'),
    /** Who asked: 'ip:<address>' for an anonymous caller, 'patient:<id>' for a signed-in one. */
    requester: text().notNull().default(''),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_sends_contact').on(t.contact, t.purpose, t.sentAt), index('otp_sends_ip').on(t.ip, t.sentAt)],
);

/** Old prescriptions lack the optional fields (jsonb: no migration); '' means not given. */
export interface Prescription {
  medicines: { name: string; dosage: string; duration: string; timing?: MedicineTiming | '' }[];
  instructions: string;
  diet?: string;
  lifestyle?: string;
  /** The date to come back (YYYY-MM-DD). */
  followUpDate?: string;
}

export const consultations = pgTable(
  'consultations',
  {
    /** Unguessable id: 20 Crockford base-32 characters (100 random bits). */
    id: varchar({ length: 20 }).primaryKey(),
    patientId: uuid().references(() => patients.id, { onDelete: 'set null' }),
    name: text().notNull(),
    contact: varchar({ length: 10 }),
    email: text(),
    doctorId: uuid()
      .notNull()
      .references(() => doctors.id),
    doctorName: text().notNull(),
    consultationType: text().$type<ConsultationType>().notNull(),
    department: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    timeSlot: varchar({ length: 5 }).notNull(),
    symptoms: text().notNull().default(''),
    mode: text().$type<Mode>().notNull().default('offline'),
    previousConsultationId: varchar({ length: 20 }),
    amount: integer().notNull(),
    status: text().$type<ConsultationStatus>().notNull().default('pending'),
    paymentStatus: text().$type<PaymentStatus>().notNull().default('pending'),
    paymentMethod: text().$type<'upi' | 'gateway' | 'clinic-cash' | 'clinic-card' | 'clinic-upi'>(),
    paymentUtr: varchar({ length: 32 }),
    paymentReference: text(),
    paymentClaimedAt: timestamp({ withTimezone: true }),
    paymentVerifiedAt: timestamp({ withTimezone: true }),
    payAtClinic: boolean().notNull().default(false),
    /** Unpaid bookings hold their slot until then; null once paid, claimed or set to pay at the clinic. */
    holdExpiresAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    /** Rupees to pay back: set when a paid (or claimed) booking is cancelled, or money arrives for a cancelled one. */
    refundDue: integer(),
    /** When the refund due was paid back (reception marks it). */
    refundedAt: timestamp({ withTimezone: true }),
    /** Where this booking's notices go, chosen when booking (a copy of the patient's choice then). */
    noticeChannel: text().$type<NoticeChannel>().notNull().default('sms'),
    videoRoom: text(),
    prescription: jsonb().$type<Prescription>(),
    locale: varchar({ length: 2 }).$type<Locale>().notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    // Two active consultations can never hold the same doctor, date and slot.
    uniqueIndex('consultations_active_slot')
      .on(t.doctorId, t.date, t.timeSlot)
      .where(sql`status <> 'cancelled'`),
    index('consultations_patient').on(t.patientId),
    index('consultations_contact').on(t.contact),
    index('consultations_date').on(t.date, t.doctorId),
    index('consultations_hold').on(t.holdExpiresAt),
  ],
);

export const feedback = pgTable('feedback', {
  id: uuid().primaryKey().defaultRandom(),
  consultationId: varchar({ length: 20 })
    .notNull()
    .unique()
    .references(() => consultations.id, { onDelete: 'cascade' }),
  patientId: uuid().references(() => patients.id, { onDelete: 'set null' }),
  doctorId: uuid().references(() => doctors.id, { onDelete: 'set null' }),
  ratings: jsonb().$type<{ question: string; rating: number }[]>().notNull(),
  onTime: boolean(),
  comments: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    excerpt: text().notNull().default(''),
    contentHtml: text().notNull(),
    featuredImage: text(),
    category: text().notNull(),
    author: text().notNull(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: varchar({ length: 2 }).$type<Locale>().notNull().default('en'),
    status: text().$type<'draft' | 'published'>().notNull().default('draft'),
    publishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('blog_posts_published').on(t.status, t.publishedAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  email: text().notNull(),
  phone: varchar({ length: 10 }),
  subject: text().notNull(),
  message: text().notNull(),
  ip: text(),
  readAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const events = pgTable(
  'events',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text().notNull(),
    kind: text().$type<'camp' | 'workshop' | 'talk'>().notNull().default('camp'),
    location: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }),
    language: varchar({ length: 2 }).$type<Locale>().notNull().default('en'),
    published: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index('events_starts').on(t.startsAt)],
);

/** Durable jobs (reminders, hold expiry). A dedupe key makes each job exist once. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    dedupeKey: text().unique(),
    runAt: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<'pending' | 'running' | 'done' | 'failed' | 'cancelled'>().notNull().default('pending'),
    attempts: smallint().notNull().default(0),
    lastError: text(),
    lockedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due').on(t.status, t.runAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    staffId: uuid().references(() => staff.id, { onDelete: 'set null' }),
    staffName: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at').on(t.at)],
);

/**
 * Request counters of the rate limits, shared by every instance on the database (decision 0017):
 * one row per limit and caller, counting hits until `resetAt` (a fixed window). Expired rows are
 * purged by the background work.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at').on(t.resetAt)],
);

/**
 * The first answer of each idempotent request (docs/decisions/0042-idempotency-keys.md): one row per
 * caller (`patient:<id>`, `staff:<id>` or `anonymous`) and `Idempotency-Key`, claimed before the
 * work (`responseStatus` null, held by `owner` until `lockedUntil`) and holding the answer after
 * it. Rows older than 24 hours are purged by the background work.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    principal: text().notNull(),
    key: text().notNull(),
    route: text().notNull(),
    requestHash: text().notNull(),
    owner: text().notNull(),
    lockedUntil: timestamp({ withTimezone: true }).notNull(),
    responseStatus: integer(),
    responseBody: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.principal, t.key] }), index('idempotency_keys_created_at').on(t.createdAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Images staff uploaded (re-encoded WebP), in the database so that every instance serves them. */
export const uploads = pgTable('uploads', {
  name: text().primaryKey(),
  contentType: text().notNull(),
  bytes: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The clinic profile (core/schemas/clinic-profile.ts): one row, id 1, written by the admin in the
 * staff console or by `npm run setup`. No row yet: the defaults of core/clinic.ts.
 */
export const clinicProfile = pgTable('clinic_profile', {
  id: smallint().primaryKey().default(1),
  profile: jsonb().$type<ClinicProfile>().notNull(),
  updatedBy: uuid().references(() => staff.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a provider (WhatsApp Cloud API, SMS) said about a message it accepted: one row per message
 * sent, keyed by the provider's message id, updated by the delivery-status webhook. A WhatsApp
 * message that fails queues the SMS fallback once (`fallbackQueuedAt`).
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    channel: text().$type<'whatsapp' | 'sms'>().notNull(),
    providerMessageId: text().notNull().unique(),
    /** The notice job that sent it. */
    jobId: integer(),
    consultationId: varchar({ length: 20 }),
    /** The notice kind (booked, paid, reminder24h, ...). */
    kind: text().notNull(),
    to: varchar({ length: 10 }).notNull(),
    status: text().$type<DeliveryStatus>().notNull().default('sent'),
    error: text(),
    fallbackQueuedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('message_deliveries_consultation').on(t.consultationId)],
);

/** The last receipt number given in each financial year ('2026-27'): numbers are gap-free per year. */
export const receiptCounters = pgTable('receipt_counters', {
  financialYear: varchar({ length: 7 }).primaryKey(),
  lastNumber: integer().notNull(),
});

/**
 * Every payment reference that pays (or is claimed to pay) for something, once (decision 0030): a
 * UPI UTR, a counter UPI payment's UTR, a gateway payment id. The key is the normalised reference,
 * so a second consultation, deposit or sale giving it is refused by the database. Triggers on
 * `consultations` and `programmes` keep it equal to their payment columns in the same transaction
 * (drizzle/0007_payment-references.sql); `recordedBy` is the transaction's `clinic.recorded_by`.
 * No foreign key: like a receipt, it outlives a deleted booking (the money came).
 */
export const paymentReferences = pgTable(
  'payment_references',
  {
    reference: text().primaryKey(),
    kind: text().$type<PaymentReferenceKind>().notNull(),
    paysFor: text().$type<PaysFor>().notNull(),
    paysForId: text().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** `patient:<id>`, `staff:<id>`, `gateway` or `migration`; null when written outside those paths. */
    recordedBy: text(),
  },
  (t) => [
    index('payment_references_holder').on(t.paysFor, t.paysForId),
    check('payment_references_kind', sql`${t.kind} in ('utr', 'clinic-upi', 'gateway')`),
    check('payment_references_pays_for', sql`${t.paysFor} in ('consultation', 'deposit')`),
  ],
);

/** One receipt per paid consultation, numbered in the same transaction that records the payment. */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid().primaryKey().defaultRandom(),
    financialYear: varchar({ length: 7 }).notNull(),
    number: integer().notNull(),
    /** No foreign key: a receipt is an accounting record and outlives a deleted booking. */
    consultationId: varchar({ length: 20 }).notNull().unique(),
    amount: integer().notNull(),
    mode: text().$type<ReceiptMode>().notNull(),
    /** The UPI UTR or the gateway's payment id. */
    reference: text(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    issuedBy: uuid().references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('receipts_year_number').on(t.financialYear, t.number), index('receipts_issued').on(t.issuedAt)],
);

/**
 * A day reception closed (clinic date): the money counted by mode then. Payments of a closed day change
 * only through an audited correction.
 */
export const dayCloses = pgTable('day_closes', {
  date: date({ mode: 'string' }).primaryKey(),
  closedBy: uuid().references(() => staff.id, { onDelete: 'set null' }),
  closedByName: text().notNull(),
  closedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  summary: jsonb().$type<Record<string, unknown>>().notNull(),
});

/* ---------------------------------------------------------------------------------------------
 * Panchakarma (issue 24): therapists, rooms, therapy settings, programmes and their sessions.
 * No therapist, room or patient is ever in two overlapping active sessions, buffers included:
 * exclusion constraints on tstzrange(blocked_from, blocked_to) in the custom migration
 * drizzle/*_panchakarma-exclusions.sql (drizzle-kit cannot express EXCLUDE).
 * ------------------------------------------------------------------------------------------- */

/** Working hours of one weekday ('09:00' to '17:00'); null: not working that day. */
export type WorkingHours = { from: string; to: string } | null;

/** A therapist: a staff account of role therapist (or a person without an account yet). */
export const therapists = pgTable('therapists', {
  id: uuid().primaryKey().defaultRandom(),
  staffId: uuid()
    .unique()
    .references(() => staff.id, { onDelete: 'set null' }),
  name: text().notNull(),
  gender: text().$type<Gender>().notNull(),
  /** Slugs of the therapies (content/therapies) they are trained in. */
  therapies: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Seven entries, 0 = Sunday. */
  weeklyHours: jsonb().$type<WorkingHours[]>().notNull(),
  active: boolean().notNull().default(true),
  ...timestamps,
});

export const therapistLeaves = pgTable(
  'therapist_leaves',
  {
    id: uuid().primaryKey().defaultRandom(),
    therapistId: uuid()
      .notNull()
      .references(() => therapists.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('therapist_leaves_therapist_date').on(t.therapistId, t.date)],
);

/** A treatment room and its equipment. A removed room keeps its past sessions. */
export const treatmentRooms = pgTable(
  'treatment_rooms',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    capabilities: text()
      .array()
      .$type<RoomCapability[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    removedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('treatment_rooms_name')
      .on(sql`lower(${t.name})`)
      .where(sql`removed_at is null`),
  ],
);

/** How the clinic gives one therapy of the catalogue (defaults: content/therapy-settings.ts). */
export const therapySettings = pgTable(
  'therapy_settings',
  {
    therapySlug: text().primaryKey(),
    sessionMinutes: smallint().notNull(),
    prepMinutes: smallint().notNull().default(0),
    cleanupMinutes: smallint().notNull().default(0),
    roomCapability: text().$type<RoomCapability>(),
    therapistCount: smallint().notNull().default(1),
    genderRule: text().$type<GenderRule>().notNull().default('same-as-patient'),
    needsPrescription: boolean().notNull().default(true),
    /** Rupees per session. */
    price: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('therapy_settings_minutes', sql`${t.sessionMinutes} > 0 and ${t.prepMinutes} >= 0 and ${t.cleanupMinutes} >= 0`),
    check('therapy_settings_therapists', sql`${t.therapistCount} between 1 and 2`),
    check('therapy_settings_price', sql`${t.price} >= 0`),
  ],
);

/** One day of a template: the therapies of that day, one session each, in order. */
export interface TemplateDay {
  day: number;
  therapies: string[];
}

/** A clinic course (7/14/21-day Panchakarma, 7 days of Shirodhara) a doctor starts a programme from. */
export const programmeTemplates = pgTable('programme_templates', {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  name: jsonb().$type<{ en: string; hi: string }>().notNull(),
  days: smallint().notNull(),
  plan: jsonb().$type<TemplateDay[]>().notNull(),
  active: boolean().notNull().default(true),
  ...timestamps,
});

/** A course prescribed to a patient after a consultation. Amounts in rupees. */
export const programmes = pgTable(
  'programmes',
  {
    id: uuid().primaryKey().defaultRandom(),
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
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: uuid().references(() => staff.id, { onDelete: 'set null' }),
    cancelledAt: timestamp({ withTimezone: true }),
    discountReason: text(),
    depositStatus: text().$type<DepositStatus>().notNull().default('due'),
    depositUtr: varchar({ length: 32 }),
    depositClaimedAt: timestamp({ withTimezone: true }),
    depositPaidAt: timestamp({ withTimezone: true }),
    /** How the deposit came (the day's reconciliation counts it by mode), and the desk's reference for it. */
    depositMethod: text().$type<'upi' | 'clinic-cash' | 'clinic-card' | 'clinic-upi'>(),
    depositReference: text(),
    /** Rupees to pay back: set when a programme with its deposit paid (or claimed) is cancelled (decision 0030). */
    refundDue: integer(),
    /** When the refund due was paid back (reception marks it). */
    refundedAt: timestamp({ withTimezone: true }),
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
    check('programmes_amounts', sql`${t.price} >= 0 and ${t.discount} between 0 and ${t.price} and ${t.deposit} >= 0`),
  ],
);

/**
 * One therapy session: the room and the patient are held from `blockedFrom` (preparation) to
 * `blockedTo` (clean-up) while the session is not cancelled.
 */
export const therapySessions = pgTable(
  'therapy_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
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
    id: uuid().primaryKey().defaultRandom(),
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
    id: uuid().primaryKey().defaultRandom(),
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
