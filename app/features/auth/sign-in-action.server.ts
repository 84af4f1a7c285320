/**
 * The action of /auth and /register (decision 0020): the phone-OTP form posts here, as a plain
 * form before the page's code runs (or when it never loads), or through a fetcher once it has.
 * The same schemas, code rules, account rules, limits and session cookie as POST /api/auth/*.
 *
 * Intents: 'send' (first send and resend), 'verify' (the code; signs in), 'change' (back to the
 * number). A verified plain post redirects to `?redirectTo=`; a fetcher's (`enhanced`) gets the
 * user, so the page can toast and go on by itself.
 */
import { data, redirect } from 'react-router';
import { LIMITS } from '@core/constants';
import { translate } from '@core/i18n/catalog';
import { RegisterSchema, PhoneFormSchema, VerifyOtpSchema, type PatientUser } from '@core/schemas/auth';
import { sessionCookieHeader } from '@server/http/request-context';
import { hitRouteLimit, VERIFY_CODE_LIMIT } from '@server/http/route-limits';
import { toPatientUser } from '@server/modules/auth/accounts.server';
import { sendSignInCode, verifyAndSignIn } from '@server/modules/auth/sign-in.server';
import type { AppLoadContextValue } from '~/load-context';
import { answer, formFields, invalid, protocolOf, refused, type FormFailure } from '~/shell/form-action.server';
import { safeRedirect } from './safe-redirect';

export interface PhoneValues {
  name: string;
  contact: string;
  email: string;
}

/** What the form shows after a post: the step it is on, the values, and the outcome. */
export type SignInActionData =
  | { ok: true; step: 'initial'; values: PhoneValues }
  | { ok: true; step: 'sent'; values: PhoneValues; message: string; resendInSeconds: number }
  | { ok: true; step: 'verified'; values: PhoneValues; user: PatientUser; registered: boolean; message: string }
  | (FormFailure & { step: 'initial' | 'sent'; values: PhoneValues; otp?: string });

interface ActionArgs {
  request: Request;
  context: AppLoadContextValue;
}

export async function signInAction({ request, context }: ActionArgs, mode: 'signin' | 'register') {
  const fields = formFields(await request.formData());
  const values: PhoneValues = { name: fields.name ?? '', contact: fields.contact ?? '', email: fields.email ?? '' };
  if (fields.intent === 'change') return { ok: true, step: 'initial', values } satisfies SignInActionData;
  if (fields.intent === 'verify') return verify(request, context, fields, values, mode);
  return send(context, values);
}

async function send(context: AppLoadContextValue, values: PhoneValues) {
  const { locale } = context;
  const parsed = PhoneFormSchema.safeParse(values);
  if (!parsed.success) return answer(invalid(parsed.error, locale), { step: 'initial' as const, values });
  try {
    await sendSignInCode(context.ctx, parsed.data.contact, context);
  } catch (error) {
    return answer(refused(error, locale), { step: 'initial' as const, values });
  }
  const sent: SignInActionData = {
    ok: true,
    step: 'sent',
    values,
    message: translate(locale, 'auth.otpSent'),
    resendInSeconds: LIMITS.otpResendSeconds,
  };
  return sent;
}

async function verify(
  request: Request,
  context: AppLoadContextValue,
  fields: Record<string, string>,
  values: PhoneValues,
  mode: 'signin' | 'register',
) {
  const { locale, ctx } = context;
  const input = { ...values, otp: fields.otp ?? '', ...(fields.consent === 'on' ? { consent: true } : {}) };
  const parsed = (mode === 'register' ? RegisterSchema : VerifyOtpSchema).safeParse(input);
  if (!parsed.success) return answer(invalid(parsed.error, locale), { step: 'sent' as const, values });
  try {
    await hitRouteLimit(ctx, VERIFY_CODE_LIMIT, context.ip);
    const requester = { identity: context.identity, ip: context.ip, userAgent: request.headers.get('user-agent') ?? undefined, locale };
    const { patient, registered, session } = await verifyAndSignIn(ctx, parsed.data, 'any', requester);
    const headers = { 'set-cookie': sessionCookieHeader(protocolOf(request), session.token, session.expiresAt) };
    if (fields.enhanced !== '1') return redirect(safeRedirect(new URL(request.url).searchParams.get('redirectTo')), { headers });
    const verified: SignInActionData = {
      ok: true,
      step: 'verified',
      values,
      user: toPatientUser(patient),
      registered,
      message: translate(locale, 'auth.phoneVerified'),
    };
    return data(verified, { headers });
  } catch (error) {
    const refusal = refused(error, locale);
    // A right code of a new number waits for consent: the boxes keep it (as they do with the page's code).
    return answer(refusal, { step: 'sent' as const, values, ...(refusal.body.fieldErrors.consent ? { otp: parsed.data.otp } : {}) });
  }
}
