/**
 * The patient's side of a therapy programme: what My Appointments shows, the deposit
 * claim (the consultation payment's UTR rule, here required) and a request to move a session.
 * Messages are message keys, translated on both sides.
 */
import { z } from '@core/schemas/z';
import { UTR_PATTERN } from '@core/schemas/booking/consultation';

/** The deposit claim: the 12-digit UTR of the UPI payment (spaces ignored, as for a consultation's), required here. */
export const DepositClaimSchema = z.object({
  utr: z
    .string({ error: 'booking.payment.utrRequired' })
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => v !== '', { error: 'booking.payment.utrRequired', abort: true })
    .refine((v) => UTR_PATTERN.test(v), { error: 'patientProgrammes.deposit.utrInvalid' }),
});

/** "Ask to move": what the patient would prefer, in their words (optional). */
export const MoveRequestSchema = z.object({
  note: z.string().trim().max(500, { error: 'patientProgrammes.move.noteTooLong' }).default(''),
});

const SessionSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  /** Clinic time 'HH:MM'. */
  start: z.string(),
  end: z.string(),
  therapySlug: z.string(),
  therapy: z.string(),
  room: z.string(),
  status: z.enum(['booked', 'completed', 'cancelled', 'no-show']),
  moveRequested: z.boolean(),
  /** Booked and not begun: the patient may ask to move it. */
  movable: z.boolean(),
  preparation: z.string(),
});
export type PatientProgrammeSession = z.infer<typeof SessionSchema>;

const DaySchema = z.object({ day: z.number().nullable(), date: z.string(), sessions: z.array(SessionSchema) });
export type PatientProgrammeDay = z.infer<typeof DaySchema>;

/** @public The shape of what the page shows, as a schema (its type below is inferred from it). */
export const PatientProgrammeSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(['proposed', 'accepted', 'cancelled', 'completed']),
  startDate: z.string(),
  endDate: z.string().nullable(),
  notes: z.string(),
  progress: z.object({ sessionsDone: z.number(), sessionsTotal: z.number(), daysDone: z.number(), daysTotal: z.number() }),
  amounts: z.object({
    price: z.number(),
    discount: z.number(),
    deposit: z.number(),
    depositStatus: z.enum(['due', 'claimed', 'paid']),
    balance: z.number(),
    /** A cancelled programme's deposit owed back (null: none), and when the clinic paid it back. */
    refundDue: z.number().nullable(),
    refundedAt: z.string().nullable(),
  }),
  days: z.array(DaySchema),
  /** The programme's language (its receipts and bill), and its money in, each with its receipt (decision 0055). */
  locale: z.enum(['en', 'hi']),
  receipts: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      paysFor: z.enum(['consultation', 'deposit', 'balance', 'sale']),
      amount: z.number(),
      issuedAt: z.string(),
    }),
  ),
});
export type PatientProgramme = z.infer<typeof PatientProgrammeSchema>;
