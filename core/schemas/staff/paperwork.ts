/**
 * Requests of the staff paperwork (decision 0027): export ranges, the day close, refunds paid back
 * and corrections of a closed day's payment. Messages are message keys (`staff.paperwork.*`).
 */
import { z } from '@core/schemas/z';
import { addDays, isIsoDate } from '@core/booking/slots';
import { PAYMENT_METHODS } from '@core/constants';

/** The longest range one export covers: a year, leap or not. */
const EXPORT_MAX_DAYS = 366;
/** The sales kinds: the dispensary's register, its HSN summary and daily sales (decision 0070). */
export const EXPORT_KINDS = ['consultations', 'payments', 'feedback', 'patients', 'sales', 'sales-hsn', 'sales-daily'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

const clinicDay = z.string().refine(isIsoDate, { error: 'staff.paperwork.dateInvalid' });

export const ExportRangeSchema = z
  .object({ from: clinicDay, to: clinicDay })
  .refine((r) => r.from <= r.to, { path: ['to'], error: 'staff.paperwork.rangeBackwards' })
  // Zod runs an object's refinements even when a field failed: a date that is not one is left to its own message.
  .refine((r) => !isIsoDate(r.from) || r.to < addDays(r.from, EXPORT_MAX_DAYS), { path: ['to'], error: 'staff.paperwork.rangeTooLong' });
export type ExportRange = z.infer<typeof ExportRangeSchema>;

export const DayQuerySchema = z.object({ date: clinicDay.optional() });
export const CloseDaySchema = z.object({ date: clinicDay });

export const CorrectionSchema = z.object({
  reason: z.string().trim().min(3, { error: 'staff.paperwork.reasonRequired' }).max(500, { error: 'staff.tooLong' }),
  paymentStatus: z.enum(['pending', 'failed', 'paid'], { error: 'staff.statusInvalid' }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'staff.statusInvalid' }).optional(),
  paymentReference: z.string().trim().max(120, { error: 'staff.tooLong' }).optional(),
});
export type Correction = z.infer<typeof CorrectionSchema>;

/** The admin re-opens a closed day: the date and why (decision 0056). */
export const ReopenDaySchema = z.object({
  date: clinicDay,
  reason: z
    .string({ error: 'staff.paperwork.reopenReasonRequired' })
    .trim()
    .min(3, { error: 'staff.paperwork.reopenReasonRequired' })
    .max(500, { error: 'staff.tooLong' }),
});
export type ReopenDay = z.infer<typeof ReopenDaySchema>;
