/**
 * Phone sign-in for patients (spec section 7): sendOtp, verifyOtp, register, login, logout, check.
 * A code is always required, registered number or not. The session token travels only in the
 * HttpOnly `authToken` cookie, unless an API client sends `tokenRequested: true` and then uses
 * `Authorization: Bearer <token>`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '@server/context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '@core/constants';
import { LoginSchema, PatientUserSchema, RegisterSchema, PhoneFormSchema, VerifyOtpSchema } from '@core/schemas/auth';
import { translate } from '@core/i18n/catalog';
import { envelope, ErrorEnvelope, ok } from '@server/http/envelope';
import { Unauthorized } from '@server/domain/errors';
import { clearSessionCookies, setSessionCookie } from '@server/http/request-context';
import { emptyToNull, toPatientUser } from './accounts.server';
import { endAllSignIns, endSignIn } from './sign-ins';
import { sendSignInCode, verifyAndSignIn } from './sign-in.server';
import { requirePatient } from '@server/http/guards';
import { routeLimitConfig, VERIFY_CODE_LIMIT } from '@server/http/route-limits';

const TempUser = z.object({ name: z.string(), contact: z.string(), email: z.string().nullable() });

const SignedInData = z.object({
  user: PatientUserSchema,
  /** True when the number already had an account before this call. */
  registered: z.boolean(),
  tempUser: TempUser,
  /** Only when the request asked for it with `tokenRequested: true`. */
  token: z.string().optional(),
  expiresAt: z.string(),
});

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope, 503: ErrorEnvelope };

/** Checks the code, signs in (or creates) the number's account and sets the session cookie. */
async function verifyAndSignInRoute(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { name?: string; contact: string; email?: string; otp: string; consent?: boolean; tokenRequested?: boolean },
  rule: 'any' | 'existing-only',
) {
  const requester = { identity: request.identity, ip: request.ip, userAgent: request.headers['user-agent'], locale: request.locale };
  const { patient, registered, session } = await verifyAndSignIn(ctx, body, rule, requester);
  setSessionCookie(request, reply, session.token, session.expiresAt);
  const user = toPatientUser(patient);
  return ok(
    {
      user,
      registered,
      tempUser: { name: user.name, contact: user.contact, email: user.email },
      expiresAt: session.expiresAt.toISOString(),
      ...(body.tokenRequested ? { token: session.token } : {}),
    },
    translate(request.locale, registered ? 'auth.signedIn' : 'auth.registered'),
  );
}

type Api = Parameters<FastifyPluginAsyncZod>[0];

/** sendOtp: the code by SMS (its own limits are in the code rules). */
function sendCodeRoute(api: Api, ctx: AppContext) {
  api.post(
    '/auth/sendOtp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time sign-in code by SMS',
        description:
          'Sends a 6-digit code to +91 contact (valid 10 minutes; a new send replaces the previous code). ' +
          'No resend within 60 s, at most 5 sends per number and 20 per IP per hour: 429 with Retry-After. ' +
          'The answer is the same whether or not the number has an account; verifyOtp tells which (`registered`) once the code is right.',
        body: PhoneFormSchema,
        response: {
          200: envelope(z.object({ tempUser: TempUser, expiresInSeconds: z.number(), resendInSeconds: z.number() })),
          ...errors,
        },
      },
    },
    async (request) => {
      const { name, contact, email } = request.body;
      await sendSignInCode(ctx, contact, request);
      return ok(
        {
          tempUser: { name, contact, email: emptyToNull(email) },
          expiresInSeconds: LIMITS.otpValidMinutes * 60,
          resendInSeconds: LIMITS.otpResendSeconds,
        },
        translate(request.locale, 'auth.otpSentMessage'),
      );
    },
  );
}

/** verifyOtp, register and login: the code checked, the session started. */
function signInRoutes(api: Api, ctx: AppContext) {
  /** A per-IP request limit on top of the code rules (off with RATE_LIMIT_ENABLED=false); /auth's form counts with verifyOtp. */
  const limit = () => routeLimitConfig(ctx, VERIFY_CODE_LIMIT);

  api.post(
    '/auth/verifyOtp',
    {
      config: limit(),
      schema: {
        tags: ['auth'],
        summary: 'Verify the code and sign in (creating the account on first sign-in)',
        description:
          'Checks the code (5 wrong tries kill it) and starts a session in the HttpOnly `authToken` cookie. ' +
          'A number without an account needs `consent: true` (privacy notice): without it, a right code answers 400 ' +
          'with `errors.consent` and stays usable. ' +
          'Send `tokenRequested: true` to also receive the session token for `Authorization: Bearer`.',
        body: VerifyOtpSchema,
        response: { 200: envelope(SignedInData), ...errors },
      },
    },
    async (request, reply) => verifyAndSignInRoute(ctx, request, reply, request.body, 'any'),
  );

  api.post(
    '/auth/register',
    {
      config: limit(),
      schema: {
        tags: ['auth'],
        summary: 'Register with a verified code',
        description:
          'Same as verifyOtp, with `consent: true` required. A code from sendOtp is always required. ' +
          'If the number already has an account, it is signed in (`registered: true`).',
        body: RegisterSchema,
        response: { 200: envelope(SignedInData), ...errors },
      },
    },
    async (request, reply) => verifyAndSignInRoute(ctx, request, reply, request.body, 'any'),
  );

  api.post(
    '/auth/login',
    {
      config: limit(),
      schema: {
        tags: ['auth'],
        summary: 'Sign in an existing account with a verified code',
        description:
          'Needs `contact` and the `otp` from sendOtp (a code is always required). With the right code, 404 when the number has no account (the code stays usable).',
        body: LoginSchema,
        response: { 200: envelope(SignedInData), ...errors },
      },
    },
    async (request, reply) => verifyAndSignInRoute(ctx, request, reply, request.body, 'existing-only'),
  );
}

/** logout, logout-all and check. */
function sessionRoutes(api: Api, ctx: AppContext) {
  api.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session on the server and clear the cookies authToken and token',
        response: { 200: envelope(z.null()), 403: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      if (request.identity) await endSignIn(ctx, request.identity.sessionId);
      clearSessionCookies(request, reply);
      return ok(null, translate(request.locale, 'auth.loggedOut'));
    },
  );

  api.post(
    '/auth/logout-all',
    {
      config: { permission: 'profile.manage' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out on all devices: end every session of the signed-in patient and clear the cookies',
        response: { 200: envelope(z.null()), 401: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { patient } = requirePatient(request);
      await endAllSignIns(ctx, { kind: 'patient', patientId: patient.id });
      clearSessionCookies(request, reply);
      return ok(null, translate(request.locale, 'auth.loggedOutEverywhere'));
    },
  );

  api.get(
    '/auth/check',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in person, or 401',
        response: {
          200: envelope(
            z.discriminatedUnion('kind', [
              z.object({ kind: z.literal('patient'), user: PatientUserSchema }),
              z.object({ kind: z.literal('staff'), staff: z.object({ id: z.string(), name: z.string(), role: z.string() }) }),
            ]),
          ),
          401: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const identity = request.identity;
      if (!identity) {
        if (request.sessionToken) {
          clearSessionCookies(request, reply);
          throw new Unauthorized('auth.sessionExpired');
        }
        throw new Unauthorized();
      }
      const message = translate(request.locale, 'auth.sessionActive');
      if (identity.kind === 'staff') {
        const { id, name, role } = identity.staff;
        return ok({ kind: 'staff' as const, staff: { id, name, role } }, message);
      }
      const p = identity.patient;
      return ok({ kind: 'patient' as const, user: toPatientUser(p) }, message);
    },
  );
}

export const authRoutes: FastifyPluginAsyncZod = async (api) => {
  sendCodeRoute(api, api.ctx);
  signInRoutes(api, api.ctx);
  sessionRoutes(api, api.ctx);
};
