/**
 * Staff sign-in at /staff: phone number + one-time code (purpose 'staff'), same limits as patients.
 * Only active staff accounts get a code by SMS; any other number goes through the same steps (limits,
 * a stored code that can never match, about the same time) without an SMS, so sends and verifies
 * answer alike and staff numbers cannot be told apart (decision 0011). The session ends after 12
 * hours or 30 minutes idle.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '@core/constants';
import { translate } from '@core/i18n/catalog';
import { StaffSignInSchema, StaffVerifySchema } from '@core/schemas/staff/staff';
import type { AppContext } from '@server/context';
import { staff } from '@server/db/schema';
import { envelope, ok } from '@server/http/envelope';
import { BadRequest } from '@server/domain/errors';
import { clearSessionCookies, setSessionCookie } from '@server/http/request-context';
import { isDemoStaffPhone } from '@server/db/demo';
import { sendOtp, verifyOtp } from './otp.server';
import { createSignIn, endSignIn } from './sign-ins';

async function activeStaff(ctx: AppContext, phone: string) {
  // Outside demo mode a leftover demo account is no account: its number is sent nothing (decision 0016).
  if (!ctx.config.demoMode && isDemoStaffPhone(phone)) return null;
  const [row] = await ctx.db
    .select()
    .from(staff)
    .where(and(eq(staff.phone, phone), eq(staff.active, true)))
    .limit(1);
  return row ?? null;
}

export const staffAuthRoutes: FastifyPluginAsyncZod = async (api) => {
  const ctx = api.ctx;
  const limit = (max: number): { rateLimit?: { max: number; timeWindow: string } } =>
    ctx.config.RATE_LIMIT_ENABLED ? { rateLimit: { max, timeWindow: '1 minute' } } : {};
  const tags = ['staff'];

  api.post(
    '/staff/auth/send-otp',
    {
      config: limit(20),
      schema: {
        tags,
        summary: 'Send a staff sign-in code (same answer for unknown numbers)',
        body: StaffSignInSchema,
        response: { 200: envelope(z.object({ expiresInSeconds: z.number(), resendInSeconds: z.number() })) },
      },
    },
    async (request) => {
      const member = await activeStaff(ctx, request.body.contact);
      await sendOtp(ctx, {
        contact: request.body.contact,
        purpose: 'staff',
        ip: request.ip,
        locale: request.locale,
        deliver: Boolean(member),
      });
      return ok(
        { expiresInSeconds: LIMITS.otpValidMinutes * 60, resendInSeconds: LIMITS.otpResendSeconds },
        translate(request.locale, 'staff.codeSent'),
      );
    },
  );

  api.post(
    '/staff/auth/verify-otp',
    {
      config: limit(30),
      schema: {
        tags,
        summary: 'Check the code and start a staff session (HttpOnly cookie)',
        body: StaffVerifySchema,
        response: { 200: envelope(z.object({ staff: z.object({ id: z.string(), name: z.string(), role: z.string() }) })) },
      },
    },
    async (request, reply) => {
      const member = await activeStaff(ctx, request.body.contact);
      // Another number's code can never match (sendOtp with deliver: false), so it answers as a wrong code would.
      await verifyOtp(ctx, {
        contact: request.body.contact,
        purpose: 'staff',
        code: request.body.otp,
        beforeConsume: () => {
          if (!member) throw new BadRequest('auth.otpMissing', { otp: 'auth.otpMissing' });
        },
      });
      if (!member) throw new BadRequest('auth.otpMissing', { otp: 'auth.otpMissing' });
      if (request.identity) await endSignIn(ctx, request.identity.sessionId);
      const session = await createSignIn(
        ctx,
        { kind: 'staff', staffId: member.id },
        { ip: request.ip, userAgent: request.headers['user-agent'] },
      );
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return ok({ staff: { id: member.id, name: member.name, role: member.role } }, translate(request.locale, 'staff.api.signedIn'));
    },
  );

  api.post(
    '/staff/auth/sign-out',
    { schema: { tags, summary: 'End the staff session', response: { 200: envelope(z.null()) } } },
    async (request, reply) => {
      if (request.identity) await endSignIn(ctx, request.identity.sessionId);
      clearSessionCookies(request, reply);
      return ok(null, translate(request.locale, 'staff.api.signedOut'));
    },
  );
};
