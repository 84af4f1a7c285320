/**
 * Forms and request bodies of the staff console, shared by the browser forms and the API routes.
 * Messages are message keys (namespace `staff`).
 */
import { ATTENDANCE_STEPS } from '@core/attendance';
import { PrescriptionLineSchema } from '@core/dispensary/prescription-line';
import { z } from '@core/schemas/z';
import {
  CLINIC_METHODS,
  CONSULTATION_STATUSES,
  CONSULTATION_TYPES,
  DEPARTMENTS,
  MODES,
  PAYMENT_STATUSES,
  STAFF_ROLES,
} from '@core/constants';

const text = (max: number, required = 'staff.required') =>
  z.string().trim().min(1, { error: required }).max(max, { error: 'staff.tooLong' });
const phone = z
  .string()
  .trim()
  .regex(/^\d{10}$/, { error: 'staff.phoneInvalid' });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'staff.dateInvalid' });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'staff.timeInvalid' });

/**
 * A whole number from a number or a string of digits (spaces around allowed). Anything else is
 * refused with `error`: no coercion, which read `[]`, `""` and `" "` as 0 (a free consultation).
 */
const wholeNumber = (min: number, max: number, error: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
    z.number({ error }).int({ error }).min(min, { error }).max(max, { error }),
  );

/** The name of an uploaded image (server/modules/uploads/uploads.server.ts), and its address. */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.webp$/;
export const UPLOAD_URL_PREFIX = '/api/uploads/';

/**
 * A doctor's photo: one of our own uploads (re-encoded, served from our origin, which is all the
 * Content-Security-Policy loads images from), or none ('' or null). Decision 0012.
 */
const ownUpload = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string({ error: 'staff.photoInvalid' })
    .refine((v) => v.startsWith(UPLOAD_URL_PREFIX) && UPLOAD_NAME.test(v.slice(UPLOAD_URL_PREFIX.length)), { error: 'staff.photoInvalid' })
    .nullable(),
);

export const ConsultationIdParam = z.object({ id: z.string().trim().min(1).max(20) });

export const StatusChangeSchema = z
  .object({
    status: z.enum(CONSULTATION_STATUSES, { error: 'staff.statusInvalid' }),
    reason: z.string().trim().max(500, { error: 'staff.tooLong' }).optional(),
  })
  .refine((v) => v.status !== 'cancelled' || (v.reason ?? '').length > 0, { path: ['reason'], error: 'staff.reasonRequired' });
export type StatusChange = z.infer<typeof StatusChangeSchema>;

/** One attendance step of a consultation or a therapy session (decision 0051). */
export const AttendanceSchema = z.object({ step: z.enum(ATTENDANCE_STEPS, { error: 'staff.attendance.stepInvalid' }) });

const advice = z.string().trim().max(2000, { error: 'staff.tooLong' }).optional();
export const PrescriptionSchema = z.object({
  medicines: z.array(PrescriptionLineSchema).max(30, { error: 'staff.tooMany' }),
  instructions: z.string().trim().max(4000, { error: 'staff.tooLong' }),
  diet: advice,
  lifestyle: advice,
  /** The date to come back ('' or absent: none). */
  followUpDate: z.union([z.literal(''), isoDate]).optional(),
});
export type PrescriptionInput = z.infer<typeof PrescriptionSchema>;

export const PaymentActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mark-paid'), utr: z.string().trim().max(32, { error: 'staff.tooLong' }).optional() }),
  z.object({ kind: z.literal('mark-failed') }),
  z.object({ kind: z.literal('record-at-clinic'), method: z.enum(CLINIC_METHODS), reference: z.string().trim().max(120).optional() }),
]);

export const RescheduleSchema = z.object({ date: isoDate, timeSlot: time });

export const BoardQuerySchema = z.object({
  date: isoDate.optional(),
  doctorId: z.string().uuid().optional(),
  status: z.enum(CONSULTATION_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  mode: z.enum(MODES).optional(),
  q: z.string().trim().max(100).optional(),
});
export type BoardQuery = z.infer<typeof BoardQuerySchema>;

export const DoctorFormSchema = z.object({
  name: text(120),
  profileImage: ownUpload.optional(),
  specialization: z.array(z.string().trim().min(1).max(120)).max(10),
  department: z.array(z.enum(DEPARTMENTS)).min(1, { error: 'staff.departmentRequired' }),
  experience: wholeNumber(0, 70, 'staff.numberInvalid'),
  qualification: text(200),
  registrationNumber: z.string().trim().max(60).optional().default(''),
  bio: z.string().trim().max(2000).optional().default(''),
  languages: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
  fees: z.object(
    Object.fromEntries(CONSULTATION_TYPES.map((t) => [t, wholeNumber(0, 100_000, 'staff.feeInvalid')])) as Record<
      (typeof CONSULTATION_TYPES)[number],
      ReturnType<typeof wholeNumber>
    >,
  ),
  active: z.boolean().default(true),
});
export type DoctorForm = z.infer<typeof DoctorFormSchema>;

/** Weekly schedule: for each weekday 0-6 (Sunday = 0) the slot start times. */
export const ScheduleSchema = z.object({
  days: z
    .array(z.object({ weekday: z.number().int().min(0).max(6), startTimes: z.array(time).max(48) }))
    .max(7)
    .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, { error: 'staff.weekdayTwice' }),
});

export const LeaveSchema = z.object({ date: isoDate, reason: z.string().trim().max(200).optional() });

export const EventFormSchema = z
  .object({
    title: text(200),
    description: text(4000),
    kind: z.enum(['camp', 'workshop', 'talk']),
    location: text(200),
    startsAt: z
      .string()
      .min(1, { error: 'staff.required' })
      .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'staff.dateInvalid' }),
    endsAt: z
      .string()
      .optional()
      .refine((v) => !v || !Number.isNaN(Date.parse(v)), { error: 'staff.dateInvalid' }),
    language: z.enum(['en', 'hi']).default('en'),
    published: z.boolean().default(true),
  })
  .refine((v) => !v.endsAt || Date.parse(v.endsAt) > Date.parse(v.startsAt), { path: ['endsAt'], error: 'staff.endBeforeStart' });
export type EventForm = z.infer<typeof EventFormSchema>;

export const StaffMemberSchema = z
  .object({
    name: text(120),
    phone,
    email: z.union([z.literal(''), z.email({ error: 'staff.emailInvalid' })]).optional(),
    role: z.enum(STAFF_ROLES),
    doctorId: z.string().uuid().nullable().optional(),
    active: z.boolean().default(true),
  })
  .refine((v) => v.role !== 'doctor' || !!v.doctorId, { path: ['doctorId'], error: 'staff.doctorRequired' });
export type StaffMemberForm = z.infer<typeof StaffMemberSchema>;

export const StaffSignInSchema = z.object({ contact: phone });
export const StaffVerifySchema = z.object({ contact: phone, otp: z.string().regex(/^\d{6}$/, { error: 'staff.otpInvalid' }) });
