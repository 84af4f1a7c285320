/** A patient's request for a therapy from its page. */
import { z } from './z';
import { isIsoDate } from '@core/booking/slots';
import { GENDERS } from '@core/constants';

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

/**
 * The desk makes a programme from an open request (decision 0076): the therapy once a day for
 * `sessions` days from `startDate`, in the time of day the patient asked for; the patient's gender
 * for therapies given by a therapist of the same gender.
 */
export const RequestProgrammeSchema = z.object({
  startDate: z.string().refine(isIsoDate, { error: 'staff.dateInvalid' }),
  sessions: z
    .number({ error: 'staff.therapyRequests.sessionsInvalid' })
    .int({ error: 'staff.therapyRequests.sessionsInvalid' })
    .min(1, { error: 'staff.therapyRequests.sessionsInvalid' })
    .max(21, { error: 'staff.therapyRequests.sessionsInvalid' }),
  patientGender: z.enum(GENDERS, { error: 'staff.prescribe.genderRequired' }),
});
export type RequestProgrammeBody = z.infer<typeof RequestProgrammeSchema>;
