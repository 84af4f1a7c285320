/**
 * Patient sign-in with a one-time code, shared by the API routes (auth.routes.ts) and the page
 * actions of /auth and /register (app/features/auth/sign-in-action.server.ts, decision 0020):
 * the same code rules, the same account rules, the same session.
 */
import type { Locale } from '@core/i18n/locales';
import type { AppContext } from '@server/context';
import { BadRequest, NotFound } from '@server/domain/errors';
import { createPatientAccount, emptyToNull, findPatientByContact, type PatientRow } from './accounts.server';
import { queueEmailConfirmation } from '@server/modules/profile/email-verification.server';
import { sendOtp, verifyOtp } from './otp.server';
import { createSignIn, endSignIn, type Identity } from './sign-ins';

/** Who asks: their current session (ended on sign-in), address, browser and language. */
export interface SignInRequester {
  identity: Identity | null;
  ip: string;
  userAgent?: string;
  locale: Locale;
}

export interface SignInInput {
  name?: string;
  contact: string;
  email?: string;
  otp: string;
  consent?: boolean;
}

/** Sends a sign-in code to `contact`, in the language of its account if it has one. */
export async function sendSignInCode(ctx: AppContext, contact: string, requester: Pick<SignInRequester, 'ip' | 'locale'>): Promise<void> {
  const existing = await findPatientByContact(ctx, contact);
  await sendOtp(ctx, { contact, purpose: 'signin', ip: requester.ip, locale: existing?.locale ?? requester.locale });
}

/**
 * Checks the code, then signs in the account of the number or creates it (consent required).
 * Rotation: the session this browser had (anyone's) ends; the caller sets the new one's cookie.
 */
export async function verifyAndSignIn(ctx: AppContext, input: SignInInput, rule: 'any' | 'existing-only', requester: SignInRequester) {
  const existing = await findPatientByContact(ctx, input.contact);
  // Whether the number has an account is told only to someone holding its code (decision 0011),
  // and before the code is used, so a patient who forgot the box keeps the code.
  await verifyOtp(ctx, {
    contact: input.contact,
    purpose: 'signin',
    code: input.otp,
    beforeConsume: () => {
      if (!existing && rule === 'existing-only') throw new NotFound('auth.notRegistered');
      if (!existing && input.consent !== true) throw new BadRequest('auth.consentRequired', { consent: 'auth.consentRequired' });
    },
  });
  const patient: PatientRow =
    existing ??
    (await createPatientAccount(ctx, {
      name: input.name ?? '',
      contact: input.contact,
      email: emptyToNull(input.email),
      locale: requester.locale,
    }));
  // A new account's address is mailed its confirmation link (docs/decisions/0033-account-ends-and-sign-in-safety.md).
  if (!existing) await queueEmailConfirmation(ctx, patient);
  if (requester.identity) await endSignIn(ctx, requester.identity.sessionId);
  const session = await createSignIn(ctx, { kind: 'patient', patientId: patient.id }, { ip: requester.ip, userAgent: requester.userAgent });
  return { patient, registered: Boolean(existing), session };
}
