/** Consultations and their feedback (docs/decisions/0043). */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { timestamps, uuidKey } from './columns';
import type { ConsultationStatus, ConsultationType, Mode, NoticeChannel, PaymentMethod, PaymentStatus } from '@core/constants';
import type { Locale } from '@core/i18n/locales';
import type { PrescriptionLine } from '@core/dispensary/prescription-line';
import { doctors, patients } from './accounts';

/** Old prescriptions lack the optional fields (jsonb: no migration); '' means not given. */
export interface Prescription {
  /** A line: free text, or a catalogue item with a quantity to dispense (core/dispensary/prescription-line.ts, decision 0069). */
  medicines: PrescriptionLine[];
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
    paymentMethod: text().$type<PaymentMethod>(),
    paymentUtr: varchar({ length: 32 }),
    paymentReference: text(),
    paymentClaimedAt: timestamp({ withTimezone: true }),
    paymentVerifiedAt: timestamp({ withTimezone: true }),
    /** The clinic date whose reconciliation counts the payment when it is not the date it came (a payment after the day's close: decision 0056). */
    paymentCountsOn: date({ mode: 'string' }),
    payAtClinic: boolean().notNull().default(false),
    /** Unpaid bookings hold their slot until then; null once paid, claimed or set to pay at the clinic. */
    holdExpiresAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    /** Rupees to pay back: set when a paid (or claimed) booking is cancelled, or money arrives for a cancelled one. */
    refundDue: integer(),
    /** When the refund due was paid back (reception marks it). */
    refundedAt: timestamp({ withTimezone: true }),
    /** Attendance (docs/decisions/0051-attendance.md): when the patient was checked in, and when the visit began. */
    arrivedAt: timestamp({ withTimezone: true }),
    startedAt: timestamp({ withTimezone: true }),
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

/** The record a consultation has at most one of (its case sheet, its feedback): gone with it; its patient's link cleared with the patient. */
export const oneOfConsultation = () => ({
  consultationId: varchar({ length: 20 })
    .notNull()
    .unique()
    .references(() => consultations.id, { onDelete: 'cascade' }),
  patientId: uuid().references(() => patients.id, { onDelete: 'set null' }),
});

export const feedback = pgTable('feedback', {
  id: uuidKey(),
  ...oneOfConsultation(),
  doctorId: uuid().references(() => doctors.id, { onDelete: 'set null' }),
  ratings: jsonb().$type<{ question: string; rating: number }[]>().notNull(),
  onTime: boolean(),
  comments: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
