/**
 * What a patient (or anyone with an id) sees of a consultation: the tracking view and the
 * My Appointments / History item. Shared by the API's response schemas and the pages.
 */
import { z } from './z';
import { CONSULTATION_STATUSES, CONSULTATION_TYPES, MODES, PAYMENT_STATUSES } from '../constants.ts';
import { PrescriptionSchema } from './consultation.ts';

const DoctorRef = z.object({ doctorName: z.string(), doctorId: z.string() });

/** Tracking: anyone with the id sees these; `symptoms` and the full name only for the owner or staff. */
export const TrackedConsultationSchema = z.object({
  _id: z.string(),
  /** The id grouped for reading ('7K3QD-9M2XW-4HB8T-NRC5Y'). */
  displayId: z.string(),
  name: z.string(),
  /** True when `name` is the full name (the owner or staff is asking). */
  fullView: z.boolean(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** In person, to be paid at the reception: no online payment is awaited. */
  payAtClinic: z.boolean(),
  mode: z.enum(MODES),
  status: z.enum(CONSULTATION_STATUSES),
  date: z.string(),
  timeSlot: z.string(),
  doctor: DoctorRef,
  consultationType: z.enum(CONSULTATION_TYPES),
  symptoms: z.string().optional(),
});
export type TrackedConsultation = z.infer<typeof TrackedConsultationSchema>;

/** One of the signed-in patient's consultations (My Appointments, History). */
export const PatientConsultationSchema = z.object({
  _id: z.string(),
  displayId: z.string(),
  name: z.string(),
  contact: z.string().nullable(),
  email: z.string().nullable(),
  doctor: DoctorRef,
  consultationType: z.enum(CONSULTATION_TYPES),
  department: z.string(),
  date: z.string(),
  timeSlot: z.string(),
  /** The slot's start as an ISO instant (clinic time resolved). */
  startsAt: z.string(),
  symptoms: z.string(),
  mode: z.enum(MODES),
  amount: z.number(),
  status: z.enum(CONSULTATION_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  payAtClinic: z.boolean(),
  prescription: PrescriptionSchema.nullable(),
  cancelReason: z.string().nullable(),
  /** Cancel and Reschedule are allowed until this instant (24 hours before the slot; an unpaid booking also while its hold lasts); null when never. */
  changeableUntil: z.string().nullable(),
  /** Online consultations: the video room may be joined from/until these instants. */
  videoCall: z.object({ opensAt: z.string(), closesAt: z.string() }).nullable(),
  feedbackGiven: z.boolean(),
});
export type PatientConsultation = z.infer<typeof PatientConsultationSchema>;

/** Tracking id as typed: readable forms ('ABCD-EFGH ...') are accepted; the server normalises. */
export const TrackingIdSchema = z.string().trim().min(1, { error: 'consultations.enterId' }).max(64, { error: 'consultations.notFound' });
