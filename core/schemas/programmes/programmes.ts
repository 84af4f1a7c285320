/**
 * Request bodies of the Panchakarma resource admin: therapists and their leave,
 * treatment rooms, therapy settings. Messages are message keys (namespaces `staff`, `programmes`).
 */
import { z } from '@core/schemas/z';
import { DEPOSIT_METHODS, GENDER_RULES, GENDERS, LIMITS, ROOM_CAPABILITIES, type ProgrammeStatus, type TimeBand } from '@core/constants';
import { isIsoDate } from '@core/booking/slots';
import { WeeklyHoursSchema } from '@core/schemas/staff/hours';

const text = (max: number) => z.string().trim().min(1, { error: 'staff.required' }).max(max, { error: 'staff.tooLong' });
const slug = z.string().regex(/^[a-z0-9-]{1,60}$/, { error: 'programmes.therapyUnknown' });
const minutes = (min: number, max: number) => {
  const error = 'programmes.minutesInvalid';
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

export const TherapistSchema = z.object({
  name: text(100),
  gender: z.enum(GENDERS, { error: 'staff.required' }),
  therapies: z.array(slug).max(100),
  weeklyHours: WeeklyHoursSchema,
  active: z.boolean().default(true),
});
export type TherapistForm = z.infer<typeof TherapistSchema>;

/** A new therapist: from an existing staff account of role therapist, or a profile without an account yet. */
export const NewTherapistSchema = TherapistSchema.extend({
  staffId: z.uuid({ error: 'programmes.therapistNotFound' }).nullable().default(null),
});

export const LeaveSchema = z.object({
  date: z.string().refine(isIsoDate, { error: 'staff.dateInvalid' }),
  reason: z.string().trim().max(200, { error: 'staff.tooLong' }).optional(),
});

export const RoomSchema = z.object({
  name: text(60),
  capabilities: z.array(z.enum(ROOM_CAPABILITIES, { error: 'programmes.capabilityInvalid' })).max(ROOM_CAPABILITIES.length),
});

export const TherapySettingsSchema = z.object({
  sessionMinutes: minutes(5, 240),
  prepMinutes: minutes(0, 120),
  cleanupMinutes: minutes(0, 120),
  roomCapability: z.enum(ROOM_CAPABILITIES, { error: 'programmes.capabilityInvalid' }).nullable(),
  therapistCount: z.union([z.literal(1), z.literal(2)], { error: 'programmes.therapistCountInvalid' }),
  genderRule: z.enum(GENDER_RULES, { error: 'staff.required' }),
  needsPrescription: z.boolean({ error: 'staff.required' }),
  price: z
    .number({ error: 'programmes.priceInvalid' })
    .int({ error: 'programmes.priceInvalid' })
    .min(0, { error: 'programmes.priceInvalid' })
    .max(1_000_000, { error: 'programmes.priceInvalid' }),
});

/**
 * A programme template: a short name, its name in both languages, and one entry per day from day 1
 * (an empty day is a rest day), no longer than the booking horizon.
 */
export const TemplateSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{2,40}$/, { error: 'programmes.templateSlugInvalid' }),
  name: z.object({ en: text(80), hi: text(80) }),
  plan: z
    .array(
      z.object({
        day: z.number({ error: 'programmes.templateDaysInvalid' }).int(),
        therapies: z.array(slug).max(6, { error: 'programmes.templateDayFull' }),
      }),
    )
    .min(1, { error: 'programmes.templateDaysInvalid' })
    .max(LIMITS.bookingHorizonDays, { error: 'programmes.templateTooLong' })
    .refine((days) => days.every((d, i) => d.day === i + 1), { error: 'programmes.templateDaysInvalid' }),
});

const TIME_BANDS = ['morning', 'afternoon', 'evening', 'any'] as const satisfies readonly TimeBand[];

/**
 * A schedule proposal for a programme after a completed consultation: a template (by its short
 * name) or the days spelled out (each day's therapies, in order), from a start date, in a time band.
 */
export const ProposalSchema = z
  .object({
    consultationId: z.string().trim().min(1, { error: 'staff.consultationNotFound' }).max(20, { error: 'staff.consultationNotFound' }),
    templateSlug: z
      .string()
      .regex(/^[a-z0-9-]{2,40}$/, { error: 'programmes.templateNotFound' })
      .optional(),
    days: z
      .array(z.array(slug).max(6, { error: 'programmes.templateDayFull' }))
      .min(1, { error: 'staff.proposal.planRequired' })
      .max(LIMITS.bookingHorizonDays, { error: 'programmes.templateTooLong' })
      .optional(),
    startDate: z.string().refine(isIsoDate, { error: 'staff.dateInvalid' }),
    timeBand: z.enum(TIME_BANDS, { error: 'staff.proposal.timeBandInvalid' }),
    patientGender: z.enum(GENDERS, { error: 'staff.required' }),
  })
  .refine((b) => (b.templateSlug === undefined) !== (b.days === undefined), { error: 'staff.proposal.planRequired' });
export type ProposalBody = z.infer<typeof ProposalSchema>;

/**
 * A programme prescribed by the doctor of a completed consultation: the proposal's fields and the
 * doctor's advice to the patient. The template it started from and the days as adjusted for the
 * patient may both be given (the days are the plan), or either one.
 */
export const PrescribeSchema = z
  .object({
    ...ProposalSchema.shape,
    notes: z.string().trim().max(2000, { error: 'staff.tooLong' }).default(''),
    /** The consultation already has a programme not cancelled: true replaces it (cancelled in the same transaction). */
    replace: z.boolean({ error: 'error.badRequest' }).default(false),
  })
  .refine((b) => b.templateSlug !== undefined || b.days !== undefined, { error: 'staff.proposal.planRequired' });
export type PrescribeBody = z.infer<typeof PrescribeSchema>;
// Reception accepts a programme; its money

const PROGRAMME_STATUSES = ['proposed', 'accepted', 'cancelled', 'completed'] as const satisfies readonly ProgrammeStatus[];

export const ProgrammeListQuerySchema = z.object({
  status: z.enum(PROGRAMME_STATUSES, { error: 'programmes.accept.statusInvalid' }).optional(),
});

/** The sessions reception saw in the proposal (or moved), to be booked all at once. */
export const AcceptSchema = z.object({
  sessions: z
    .array(
      z.object({
        day: z
          .number({ error: 'programmes.accept.planMismatch' })
          .int({ error: 'programmes.accept.planMismatch' })
          .min(1, { error: 'programmes.accept.planMismatch' }),
        therapySlug: slug,
        startsAt: z.iso.datetime({ offset: true, error: 'programmes.accept.planMismatch' }),
        roomId: z.uuid({ error: 'programmes.roomNotFound' }),
        therapistIds: z
          .array(z.uuid({ error: 'programmes.therapistNotFound' }))
          .min(1, { error: 'programmes.accept.planMismatch' })
          .max(2, { error: 'programmes.accept.planMismatch' }),
      }),
    )
    .min(1, { error: 'programmes.accept.planMismatch' })
    .max(LIMITS.bookingHorizonDays * 6, { error: 'programmes.accept.planMismatch' }),
});
export type AcceptBody = z.infer<typeof AcceptSchema>;

export const CancelProgrammeSchema = z.object({ reason: text(200) });

export const DiscountSchema = z.object({
  discount: z
    .number({ error: 'programmes.accept.discountInvalid' })
    .int({ error: 'programmes.accept.discountInvalid' })
    .min(0, { error: 'programmes.accept.discountInvalid' })
    .max(10_000_000, { error: 'programmes.accept.discountInvalid' }),
  reason: text(200),
});

export const DepositConfirmSchema = z.object({
  method: z.enum(DEPOSIT_METHODS, { error: 'programmes.accept.methodInvalid' }),
  reference: z.string().trim().max(32, { error: 'staff.tooLong' }).optional(),
});

/** A payment towards a programme's balance at the counter (decision 0055): part or whole, with its UPI reference. */
export const BalancePaymentSchema = z.object({
  amount: z
    .number({ error: 'programmes.balance.amountInvalid' })
    .int({ error: 'programmes.balance.amountInvalid' })
    .min(1, { error: 'programmes.balance.amountInvalid' })
    .max(10_000_000, { error: 'programmes.balance.amountInvalid' }),
  method: z.enum(DEPOSIT_METHODS, { error: 'programmes.accept.methodInvalid' }),
  reference: z.string().trim().max(32, { error: 'staff.tooLong' }).optional(),
});
export type BalancePayment = z.infer<typeof BalancePaymentSchema>;
