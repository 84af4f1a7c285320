/**
 * Schemas of the phone sign-in, the profile and the data-rights calls. The browser forms and the
 * API routes validate with these same objects; messages are i18n keys (namespace `auth`).
 */
import { z } from './z';
import { LIMITS } from '@core/constants';

/** Version of the privacy notice a patient agrees to; recorded with the time of consent. */
export const PRIVACY_NOTICE_VERSION = '2026-11';

export type OtpPurpose = 'signin' | 'staff' | 'change-phone' | 'delete-account';

export const NameField = z
  .string({ error: 'auth.nameRequired' })
  .trim()
  .min(1, { error: 'auth.nameRequired' })
  .max(100, { error: 'auth.nameTooLong' });

/** 10-digit Indian mobile number, without the fixed +91 prefix. */
export const ContactField = z
  .string({ error: 'auth.contactRequired' })
  .trim()
  .min(1, { error: 'auth.contactRequired' })
  .regex(new RegExp(`^\\d{${LIMITS.contactDigits}}$`), { error: 'auth.contactDigits' });

/** Optional e-mail: an empty string means none. */
const EmailField = z
  .string({ error: 'auth.emailInvalid' })
  .trim()
  .max(254, { error: 'auth.emailInvalid' })
  .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'auth.emailInvalid' });

const OtpField = z.string({ error: 'auth.otpRequired' }).regex(new RegExp(`^\\d{${LIMITS.otpLength}}$`), { error: 'auth.otpDigits' });

/** Name, number and optional e-mail of the phone-OTP form (spec section 5); the body of POST /api/auth/sendOtp. */
export const PhoneFormSchema = z.object({
  name: NameField,
  contact: ContactField,
  email: EmailField.optional(),
});
export type PhoneFormValues = z.input<typeof PhoneFormSchema>;

/** POST /api/auth/verifyOtp (and /register, /login with their own rules on `name` and `consent`). */
export const VerifyOtpSchema = PhoneFormSchema.extend({
  otp: OtpField,
  /** Agreement to the privacy notice; required when the number has no account yet. */
  consent: z.boolean().optional(),
  /** API clients that cannot keep cookies ask for the session token in the answer. */
  tokenRequested: z.boolean().optional(),
});

export const RegisterSchema = VerifyOtpSchema.extend({
  consent: z.literal(true, { error: 'auth.consentRequired' }),
});

export const LoginSchema = z.object({
  contact: ContactField,
  otp: OtpField,
  tokenRequested: z.boolean().optional(),
});

/** Age in whole years; '' or null clears it ("Not provided"); a form's text '41' becomes 41. */
export const AgeField = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' ? Number(v.trim()) : v),
  z
    .number({ error: 'auth.ageInvalid' })
    .int({ error: 'auth.ageInvalid' })
    .min(1, { error: 'auth.ageInvalid' })
    .max(120, { error: 'auth.ageInvalid' })
    .nullable(),
);

/** PATCH /api/profile and the Edit Profile form. */
export const ProfileUpdateSchema = z.object({
  name: NameField,
  email: EmailField.optional(),
  age: AgeField.optional(),
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;

/** POST /api/profile/phone/sendOtp */
export const ChangePhoneRequestSchema = z.object({ contact: ContactField });
/** POST /api/profile/phone */
export const ChangePhoneSchema = z.object({ contact: ContactField, otp: OtpField });
/** DELETE /api/profile */
export const DeleteAccountSchema = z.object({ otp: OtpField });

/** The signed-in patient as the API answers it (spec: User {_id, name, contact, email, age}). */
export const PatientUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  contact: z.string(),
  email: z.string().nullable(),
  age: z.number().nullable(),
});
export type PatientUser = z.infer<typeof PatientUserSchema>;
