/**
 * Consultation contracts shared by the booking form, the payment screen, tracking, appointments and
 * the API routes. Messages are message keys (namespace `booking`), translated on both sides.
 */
import { z } from '@core/schemas/z';
import { CONSULTATION_TYPES, DEPARTMENTS, LIMITS, MODES } from '@core/constants';
import { normalizeConsultationId } from '@core/booking/consultation-id';
import { isIsoDate, isSlotTime } from '@core/booking/slots';
import { NoticeChannelSchema } from '@core/schemas/staff/notice-channel';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export const IsoDateSchema = z.string().refine(isIsoDate, { error: 'booking.selectDate' });

/** A consultation id in any accepted spelling, normalised to the compact form. */
export const ConsultationIdSchema = z
  .string({ error: 'booking.consultationIdRequired' })
  .trim()
  .min(1, { error: 'booking.consultationIdRequired' })
  .max(64, { error: 'booking.consultationNotFound' })
  .transform((value, ctx) => {
    const id = normalizeConsultationId(value);
    if (!id) {
      ctx.addIssue({ code: 'custom', message: 'booking.consultationNotFound' });
      return z.NEVER;
    }
    return id;
  });

/** A UPI transaction reference (UTR): 12 digits, once spaces are taken out. */
export const UTR_PATTERN = /^\d{12}$/;

/** Optional UTR: 12 digits when given (spaces ignored). */
export const UtrSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => v === '' || UTR_PATTERN.test(v), { error: 'booking.utrInvalid' })
  .optional();

/**
 * The booking form and `POST /api/consultations` body (the spec's payload). Amount, status and
 * payment fields are not part of it: unknown keys are stripped, the server computes the amount.
 */
export const BookingRequestSchema = z
  .object({
    name: z.string().trim().max(100).optional(),
    contact: z.string().trim().max(13).optional(),
    email: z.union([z.literal(''), z.email({ error: 'booking.invalidEmail' })]).optional(),
    doctor: z.object(
      {
        doctorName: z.string().trim().max(200).optional().default(''),
        doctorId: requiredText('booking.selectDoctor'),
      },
      { error: 'booking.selectDoctor' },
    ),
    consultationType: z.enum(CONSULTATION_TYPES, { error: 'booking.selectConsultationType' }),
    department: z.enum(DEPARTMENTS, { error: 'booking.selectDepartment' }),
    date: z.string({ error: 'booking.selectDate' }).refine(isIsoDate, { error: 'booking.selectDate' }),
    timeSlot: z.string({ error: 'booking.selectTimeSlot' }).refine(isSlotTime, { error: 'booking.selectTimeSlot' }),
    symptoms: z.string().max(LIMITS.symptomsMax, { error: 'booking.symptomsTooLong' }).optional().default(''),
    mode: z.enum(MODES).optional().default('offline'),
    previousConsultationId: z.string().trim().max(64).optional(),
    /** In-person only: the patient will pay at the clinic, so the booking does not expire unpaid. */
    payAtClinic: z.boolean().optional().default(false),
    /** SMS, WhatsApp or both; saved as the patient's choice too. Left out: the patient's saved choice. */
    noticeChannel: NoticeChannelSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.consultationType === 'Follow-up') {
      const prev = value.previousConsultationId ?? '';
      if (!prev) ctx.addIssue({ code: 'custom', path: ['previousConsultationId'], message: 'booking.previousIdRequired' });
      else if (!normalizeConsultationId(prev))
        ctx.addIssue({ code: 'custom', path: ['previousConsultationId'], message: 'booking.previousIdNotFound' });
    }
    if (value.payAtClinic && value.mode !== 'offline') {
      ctx.addIssue({ code: 'custom', path: ['payAtClinic'], message: 'booking.payAtClinicInPersonOnly' });
    }
  });
export type BookingRequest = z.input<typeof BookingRequestSchema>;
export type BookingRequestParsed = z.output<typeof BookingRequestSchema>;

/** `GET /api/doctors/:id/availability?from&to`. */
export const AvailabilityQuerySchema = z.object({
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
});
export const AvailabilitySchema = z.object({
  doctorId: z.string(),
  timeZone: z.string(),
  /** First and last bookable dates (today and the horizon), clinic time. */
  firstDate: z.string(),
  lastDate: z.string(),
  /** Weekdays the doctor works (0 = Sunday). */
  workingWeekdays: z.array(z.number()),
  leaves: z.array(z.string()),
  days: z.array(z.object({ date: z.string(), slots: z.array(z.string()) })),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

export const ClaimPaymentSchema = z.object({ utr: UtrSchema });
export const CancelRequestSchema = z.object({ reason: z.string().trim().max(500).optional() });
export const RescheduleRequestSchema = z.object({
  date: z.string({ error: 'booking.selectDate' }).refine(isIsoDate, { error: 'booking.selectDate' }),
  timeSlot: z.string({ error: 'booking.selectTimeSlot' }).refine(isSlotTime, { error: 'booking.selectTimeSlot' }),
});

/** The spec's `/payment/:contactNote` form: the contact, an underscore, the consultation id (old links). */
export function parseContactNote(note: string): { contact: string; id: string } | null {
  const m = /^(\d{10})_([0-9A-Za-z-]{20,40})$/.exec(note);
  if (!m?.[1] || !m[2]) return null;
  const id = normalizeConsultationId(m[2]);
  return id ? { contact: m[1], id } : null;
}

/**
 * The consultation id behind a payment link: `/payment/<id>` (every link made now: no phone
 * number in URLs, logs or browser history) or the spec's `<contact>_<id>` of older links, whose
 * number is ignored: the consultation is found by id and then checked against the caller.
 */
export function paymentRefId(ref: string): string | null {
  return parseContactNote(ref)?.id ?? (/^[0-9A-Za-z-]{20,40}$/.test(ref) ? normalizeConsultationId(ref) : null);
}
