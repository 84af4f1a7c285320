/**
 * Desk bookings (decision 0054): reception finds or registers a patient at the desk and books for
 * them. The console's form and the API routes validate with these objects; messages are i18n keys.
 */
import { z } from '@core/schemas/z';
import { GENDERS } from '@core/constants';
import { LOCALES } from '@core/i18n/locales';
import { isIsoDate } from '@core/booking/slots';
import { mobileDigits } from '@core/phone';
import { AgeField, ContactField, NameField } from '@core/schemas/auth';
import { BookingRequestSchema } from '@core/schemas/booking/consultation';
import { PatientSummarySchema } from '@core/clinical/patient-record';

/** How the privacy notice was given at the desk: read out to the patient, or shown to them. */
export const DESK_PRIVACY_METHODS = ['desk-read', 'desk-shown'] as const;

/** A number as the desk types it ('+91 98765 43210', '098765 43210'): the 10 digits after +91. */
const DeskContactField = z.preprocess((v) => (typeof v === 'string' ? mobileDigits(v) : v), ContactField);

/**
 * One patient as the desk's search (the patient register's `GET /api/staff/patients?q=`, decision
 * 0059) and its registration answer it.
 */
export const DeskPatientSchema = PatientSummarySchema;
export type DeskPatient = z.infer<typeof DeskPatientSchema>;

/** `POST /api/staff/patients` and the console's "Register at the desk" form. */
export const DeskRegisterSchema = z
  .object({
    name: NameField,
    contact: DeskContactField,
    /** Age in years, or the date of birth: one of the two. */
    age: AgeField.optional(),
    dateOfBirth: z
      .string()
      .trim()
      .refine((v) => v === '' || isIsoDate(v), { error: 'staff.deskBooking.dateOfBirthInvalid' })
      .optional(),
    gender: z.enum(GENDERS, { error: 'staff.deskBooking.genderRequired' }),
    locale: z.enum(LOCALES, { error: 'staff.deskBooking.languageRequired' }),
    /** The privacy notice was read out to the patient or shown to them; nothing chosen means not given. */
    privacyNotice: z.enum(DESK_PRIVACY_METHODS, { error: 'staff.deskBooking.privacyNoticeRequired' }),
  })
  .superRefine((value, ctx) => {
    if ((value.age === undefined || value.age === null) && !value.dateOfBirth) {
      ctx.addIssue({ code: 'custom', path: ['age'], message: 'staff.deskBooking.ageOrBirthRequired' });
    }
  });
export type DeskRegisterInput = z.input<typeof DeskRegisterSchema>;
export type DeskRegisterParsed = z.output<typeof DeskRegisterSchema>;

/** `POST /api/staff/bookings`: the patient's account and the same booking the patient's own form sends. */
export const DeskBookingSchema = z.object({
  patientId: z.uuid({ error: 'staff.deskBooking.pickPatient' }),
  booking: BookingRequestSchema,
});
