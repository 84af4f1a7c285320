/**
 * The consultation read model: one schema with every field any reader sees, named as the spec's
 * API names them (`_id`, `doctor: { doctorName, doctorId }`), and the views derived from it by
 * `pick` / `extend`: the full view (owner or staff), tracking, the patient's appointments, the
 * staff console and the data export. Shared by the API's response schemas and the pages; the
 * server's mappers are in server/modules/consultations/views.ts.
 */
import { z } from '@core/schemas/z';
import { CONSULTATION_STATUSES, CONSULTATION_TYPES, MEDICINE_TIMINGS, MODES, PAYMENT_STATUSES } from '@core/constants';
import { LOCALES } from '@core/i18n/locales';
import { STOCK_UNITS } from '@core/dispensary/units';
import { ANUPANAS } from '@core/dispensary/prescription-text';

const PrescriptionSchema = z.object({
  medicines: z.array(
    z.object({
      name: z.string(),
      dosage: z.string(),
      duration: z.string().optional(),
      timing: z.union([z.literal(''), z.enum(MEDICINE_TIMINGS)]).optional(),
      // A catalogue line and its directions (decision 0069); absent on older lines.
      key: z.string().optional(),
      itemId: z.string().optional(),
      days: z.number().optional(),
      anupana: z.union([z.literal(''), z.enum(ANUPANAS)]).optional(),
      quantity: z.number().optional(),
      unit: z.enum(STOCK_UNITS).optional(),
    }),
  ),
  instructions: z.string(),
  diet: z.string().optional(),
  lifestyle: z.string().optional(),
  followUpDate: z.string().optional(),
});

const ConsultationReadSchema = z.object({
  _id: z.string(),
  /** The id grouped for reading ('7K3QD-9M2XW-4HB8T-NRC5Y'). */
  displayId: z.string(),
  /** The patient account it was booked on; null for one booked without an account. */
  patientId: z.string().nullable(),
  name: z.string(),
  contact: z.string().nullable(),
  email: z.string().nullable(),
  doctor: z.object({ doctorName: z.string(), doctorId: z.string() }),
  consultationType: z.enum(CONSULTATION_TYPES),
  department: z.string(),
  date: z.string(),
  timeSlot: z.string(),
  symptoms: z.string(),
  mode: z.enum(MODES),
  previousConsultationId: z.string().nullable(),
  amount: z.number(),
  status: z.enum(CONSULTATION_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.string().nullable(),
  paymentUtr: z.string().nullable(),
  paymentReference: z.string().nullable(),
  paymentClaimedAt: z.string().nullable(),
  paymentVerifiedAt: z.string().nullable(),
  /** In person, to be paid at the reception: no online payment is awaited. */
  payAtClinic: z.boolean(),
  /** An unpaid hold's end (a new patient paying at the clinic: the confirmation call's deadline), or null. */
  holdExpiresAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Rupees to pay back (a paid or claimed booking was cancelled), else null. */
  refundDue: z.number().nullable(),
  /** Attendance (decision 0051): when the patient was checked in and when the visit began; staff only. */
  arrivedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  videoRoom: z.string().nullable(),
  prescription: PrescriptionSchema.nullable(),
  locale: z.enum(LOCALES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsultationRead = z.infer<typeof ConsultationReadSchema>;

/** What owner, tracking and patient views share: the booking as the patient made it. */
const BOOKING = {
  _id: true,
  displayId: true,
  name: true,
  doctor: true,
  consultationType: true,
  date: true,
  timeSlot: true,
  mode: true,
  status: true,
  paymentStatus: true,
  payAtClinic: true,
} as const;
const CONTACT = {
  contact: true,
  email: true,
  department: true,
  symptoms: true,
  amount: true,
  prescription: true,
  cancelReason: true,
} as const;

/** A consultation as the API answers it (full view: owner or staff): booking, payment screen. */
export const ConsultationSchema = ConsultationReadSchema.omit({
  patientId: true,
  paymentReference: true,
  paymentClaimedAt: true,
  paymentVerifiedAt: true,
  refundDue: true,
  arrivedAt: true,
  startedAt: true,
});
export type ConsultationDto = z.infer<typeof ConsultationSchema>;

/** Tracking: anyone with the id sees these; `symptoms` and the full name only for the owner or staff. */
export const TrackedConsultationSchema = ConsultationReadSchema.pick(BOOKING).extend({
  /** True when `name` is the full name (the owner or staff is asking). */
  fullView: z.boolean(),
  symptoms: z.string().optional(),
});
export type TrackedConsultation = z.infer<typeof TrackedConsultationSchema>;

/** One of the signed-in patient's consultations (My Appointments, History). */
export const PatientConsultationSchema = ConsultationReadSchema.pick({ ...BOOKING, ...CONTACT }).extend({
  /** The slot's start as an ISO instant (clinic time resolved). */
  startsAt: z.string(),
  /** Cancel and Reschedule are allowed until this instant (24 hours before the slot; an unpaid booking also while its hold lasts); null when never. */
  changeableUntil: z.string().nullable(),
  /** Online consultations: the video room may be joined from/until these instants. */
  videoCall: z.object({ opensAt: z.string(), closesAt: z.string() }).nullable(),
  feedbackGiven: z.boolean(),
  /** Units the dispensary has given per catalogue line (its key); what is left is the line's quantity less this (decision 0069). */
  collected: z.record(z.string(), z.number()),
});
export type PatientConsultation = z.infer<typeof PatientConsultationSchema>;

/** A consultation as the staff console sees it (more than a patient sees: payment evidence, contact). */
export const StaffConsultationSchema = ConsultationReadSchema.omit({
  displayId: true,
  cancelledAt: true,
  videoRoom: true,
  updatedAt: true,
}).extend({
  /** The account's short number ('SA-000123' once formatted); null for a booking without an account (decision 0052). */
  patientNumber: z.number().int().nullable(),
});
export type StaffConsultation = z.infer<typeof StaffConsultationSchema>;

/** A consultation in the patient's data export (profile): what they booked and what came of it. */
export const ExportedConsultationSchema = ConsultationReadSchema.pick({
  ...BOOKING,
  ...CONTACT,
  previousConsultationId: true,
  paymentMethod: true,
  paymentUtr: true,
  createdAt: true,
}).omit({ displayId: true, payAtClinic: true });
export type ExportedConsultation = z.infer<typeof ExportedConsultationSchema>;

/** Tracking id as typed: readable forms ('ABCD-EFGH ...') are accepted; the server normalises. */
export const TrackingIdSchema = z.string().trim().min(1, { error: 'consultations.enterId' }).max(64, { error: 'consultations.notFound' });
