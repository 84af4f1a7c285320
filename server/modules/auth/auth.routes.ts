/**
 * Phone sign-in for patients (spec section 7): sendOtp, verifyOtp, register, login, logout, check.
 * A code is always required, registered number or not. The session token travels only in the
 * HttpOnly `authToken` cookie, unless an API client sends `tokenRequested: true` and then uses
 * `Authorization: Bearer <token>`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../../core/constants.ts';
import { LoginSchema, PatientUserSchema, PhoneFormSchema, RegisterSchema, VerifyOtpSchema } from '../../../core/schemas/auth.ts';
import { translate } from '../../../core/i18n/catalog.ts';
import { envelope, ErrorEnvelope, ok } from '../../http/envelope.ts';
import { BadRequest, NotFound, Unauthorized } from '../../domain/errors.ts';
import { clearSessionCookies, setSessionCookie } from '../../http/request-context.ts';
import { createPatientAccount, emptyToNull, findPatientByContact, toPatientUser, type PatientRow } from './accounts.server.ts';
import { sendOtp, verifyOtp } from './otp.server.ts';
import { createSession, destroyAllSessions, destroySession } from './sessions.ts';
import { requirePatient } from '../../http/guards.ts';
import type { AppContext } from '../../context.ts';

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

/** A per-IP request limit on top of the code rules (off with RATE_LIMIT_ENABLED=false). */
function limit(ctx: AppContext, max: number): { rateLimit?: { max: number; timeWindow: string } } {
  return ctx.config.RATE_LIMIT_ENABLED ? { rateLimit: { max, timeWindow: '1 minute' } } : {};
}

async function signIn(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, patient: PatientRow, registered: boolean, tokenRequested?: boolean) {
  // Rotation: the session this browser had (anyone's) ends; the new one replaces its cookie.
  if (request.identity) await destroySession(ctx, request.identity.sessionId);
  const session = await createSession(ctx, { kind: 'patient', patientId: patient.id }, { ip: request.ip, userAgent: request.headers['user-agent'] });
  setSessionCookie(request, reply, session.token, session.expiresAt);
  const user = toPatientUser(patient);
  return ok(
    {
      user,
      registered,
      tempUser: { name: user.name, contact: user.contact, email: user.email },
      expiresAt: session.expiresAt.toISOString(),
      ...(tokenRequested ? { token: session.token } : {}),
    },
    translate(request.locale, registered ? 'auth.signedIn' : 'auth.registered'),
  );
}

/** Checks the code, then signs in the account of the number or creates it (consent required). */
async function verifyAndSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { name?: string; contact: string; email?: string; otp: string; consent?: boolean; tokenRequested?: boolean },
  rule: 'any' | 'existing-only',
) {
  const existing = await findPatientByContact(ctx, body.contact);
  // Whether the number has an account is told only to someone holding its code (decision 0011),
  // and before the code is used, so a patient who forgot the box keeps the code.
  await verifyOtp(ctx, {
    contact: body.contact,
    purpose: 'signin',
    code: body.otp,
    beforeConsume: () => {
      if (!existing && rule === 'existing-only') throw new NotFound('auth.notRegistered');
      if (!existing && body.consent !== true) throw new BadRequest('auth.consentRequired', { consent: 'auth.consentRequired' });
    },
  });
  const patient =
    existing ??
    (await createPatientAccount(ctx, {
      name: body.name ?? '',
      contact: body.contact,
      email: emptyToNull(body.email),
      locale: request.locale,
    }));
  return signIn(ctx, request, reply, patient, Boolean(existing), body.tokenRequested);
}

/** POST /auth/sendOtp. */
const sendOtpRoute: FastifyPluginAsyncZod = async (api) => {
  const ctx = api.ctx;
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
      const existing = await findPatientByContact(ctx, contact);
      await sendOtp(ctx, { contact, purpose: 'signin', ip: request.ip, locale: existing?.locale ?? request.locale });
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
};

/** verifyOtp, register and login: a right code signs in (or creates the account). */
const signInRoutes: FastifyPluginAsyncZod = async (api) => {
  const ctx = api.ctx;
  api.post(
    '/auth/verifyOtp',
    {
      config: limit(ctx, 120),
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
    async (request, reply) => verifyAndSignIn(ctx, request, reply, request.body, 'any'),
  );

  api.post(
    '/auth/register',
    {
      config: limit(ctx, 120),
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
    async (request, reply) => verifyAndSignIn(ctx, request, reply, request.body, 'any'),
  );

  api.post(
    '/auth/login',
    {
      config: limit(ctx, 120),
      schema: {
        tags: ['auth'],
        summary: 'Sign in an existing account with a verified code',
        description:
          'Needs `contact` and the `otp` from sendOtp (a code is always required). With the right code, 404 when the number has no account (the code stays usable).',
        body: LoginSchema,
        response: { 200: envelope(SignedInData), ...errors },
      },
    },
    async (request, reply) => verifyAndSignIn(ctx, request, reply, request.body, 'existing-only'),
  );
};

/** logout, logout-all and check: the session of the caller. */
const sessionRoutes: FastifyPluginAsyncZod = async (api) => {
  const ctx = api.ctx;
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
      if (request.identity) await destroySession(ctx, request.identity.sessionId);
      clearSessionCookies(request, reply);
      return ok(null, translate(request.locale, 'auth.loggedOut'));
    },
  );

  api.post(
    '/auth/logout-all',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out on all devices: end every session of the signed-in patient and clear the cookies',
        response: { 200: envelope(z.null()), 401: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { patient } = requirePatient(request);
      await destroyAllSessions(ctx, { kind: 'patient', patientId: patient.id });
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
};

export const authRoutes: FastifyPluginAsyncZod = async (api, options) => {
  await sendOtpRoute(api, options);
  await signInRoutes(api, options);
  await sessionRoutes(api, options);
};
