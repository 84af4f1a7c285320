/** The desk's form that makes a therapy request into a programme (apart from the patients' request form, which public pages load). */
import { z } from '@core/schemas/z';
import { isIsoDate } from '@core/booking/slots';
import { GENDERS } from '@core/constants';

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
