/** A patient's request for a therapy from its page. */
import { z } from '@core/schemas/z';

export const THERAPY_REQUEST_BANDS = ['morning', 'afternoon', 'evening', 'any'] as const;
export const THERAPY_REQUEST_NOTE_MAX = 500;

/** What the therapy page's form posts (POST /api/therapy-requests and the page's action). */
export const TherapyRequestSchema = z.object({
  therapySlug: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,60}$/, { error: 'site.therapyRequest.unknownTherapy' }),
  timeBand: z.enum(THERAPY_REQUEST_BANDS, { error: 'site.therapyRequest.bandInvalid' }),
  note: z.string().trim().max(THERAPY_REQUEST_NOTE_MAX, { error: 'site.therapyRequest.noteTooLong' }).default(''),
});
export type TherapyRequestBody = z.infer<typeof TherapyRequestSchema>;
