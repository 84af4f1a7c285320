/** Patients, doctors (with their weekly schedule and leave), staff accounts, sign-ins and one-time codes (docs/decisions/0043). */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  check,
  boolean,
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
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps, uuidKey } from './columns';
import type { ConsultationType, Gender, NoticeChannel, StaffRole } from '@core/constants';
import type { Locale } from '@core/i18n/locales';

export const patients = pgTable(
  'patients',
  {
    id: uuidKey(),
    /** The short number on documents and staff screens ('SA-000123'), given in order of registration (decision 0052). */
    number: integer().notNull().unique().generatedByDefaultAsIdentity(),
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
    /**
     * How the privacy notice was given (decision 0054): null when the patient agreed to it online at
     * sign-in; 'desk-read' (read out to them) or 'desk-shown' (shown to them) when reception registered
     * them at the desk, with the staff member who did in `consentRecordedBy`.
     */
    consentMethod: text().$type<'desk-read' | 'desk-shown'>(),
    consentRecordedBy: uuid().references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    /** Recorded at the desk (decision 0054); the online sign-in does not ask for them. */
    gender: text().$type<Gender>(),
    dateOfBirth: date({ mode: 'string' }),
    /** Clinical facts the staff record (decision 0059): allergies and standing alerts, shown on every clinical screen. */
    allergies: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    alerts: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where notices go (SMS unless the patient chose WhatsApp), and when they agreed to it. */
    noticeChannel: text().$type<NoticeChannel>().notNull().default('sms'),
    noticeConsentAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    /** An erased account's clinical record kept (restricted) until this date (decision 0065); null when none is kept. */
    clinicalRestrictedUntil: date({ mode: 'string' }),
    ...timestamps,
  },
  (t) => [check('patients_consent_method', sql`${t.consentMethod} is null or ${t.consentMethod} in ('desk-read', 'desk-shown')`)],
);

export const doctors = pgTable('doctors', {
  id: uuidKey(),
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
    id: uuidKey(),
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
    id: uuidKey(),
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
  id: uuidKey(),
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
/** Sign-ins (a browser signed in as a patient or staff member); the table keeps its old name. */
export const signIns = pgTable(
  'sessions',
  {
    id: uuidKey(),
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
    id: uuidKey(),
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
