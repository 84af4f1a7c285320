/**
 * The signed-in patient's profile and data rights:
 * GET/PATCH /api/profile, phone change with a code to the new number, JSON export, deletion.
 */
import { VisitSummarySchema } from '@core/clinical/visit-summary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '@core/constants';
import { translate } from '@core/i18n/catalog';
import {
  ChangePhoneRequestSchema,
  ChangePhoneSchema,
  DeleteAccountSchema,
  PatientUserSchema,
  ProfileUpdateSchema,
} from '@core/schemas/auth';
import { envelope, ErrorEnvelope, ok } from '@server/http/envelope';
import { requirePatient } from '@server/http/guards';
import { hitRouteLimit, type RouteLimit } from '@server/http/route-limits';
import { clearSessionCookies } from '@server/http/request-context';
import { sendOtp, verifyOtp } from '@server/modules/auth/otp.server';
import { NOTICE_CHANNELS } from '@core/constants';
import { NoticeChannelUpdateSchema } from '@core/schemas/staff/notice-channel';
import { changeNoticeChannel } from './notice-channel.server';
import { confirmEmail, EmailConfirmationSchema, resendEmailConfirmation } from './email-verification.server';
import {
  assertPhoneAvailable,
  changePhone,
  deletePatientAccount,
  exportPatientData,
  getProfile,
  profileData,
  updateProfile,
} from './profile.server';

const errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  429: ErrorEnvelope,
  503: ErrorEnvelope,
};
const ProfileData = z.object({
  user: PatientUserSchema,
  consentAt: z.string().nullable(),
  consentVersion: z.string().nullable(),
  noticeChannel: z.enum(NOTICE_CHANNELS),
  noticeConsentAt: z.string().nullable(),
  /** Whether `user.email` is confirmed: mail goes only to a confirmed address (decision 0033). */
  emailVerified: z.boolean(),
});
const CodeSent = z.object({ expiresInSeconds: z.number(), resendInSeconds: z.number() });
const security: { [name: string]: string[] }[] = [{ cookie: [] }, { bearer: [] }];

const codeSent = { expiresInSeconds: LIMITS.otpValidMinutes * 60, resendInSeconds: LIMITS.otpResendSeconds };

/** GET and PATCH /profile. */
const profileEditRoutes: FastifyPluginAsyncZod = async (api) => {
  const ctx = api.ctx;
  api.get(
    '/profile',
    {
      config: { permission: 'profile.manage' },
      schema: { tags: ['profile'], summary: 'My profile', security, response: { 200: envelope(ProfileData), ...errors } },
    },
    async (request) => {
      const { patient } = requirePatient(request);
      return ok(profileData(await getProfile(ctx, patient.id)), translate(request.locale, 'profile.fetched'));
    },
  );

  api.patch(
    '/profile',
    {
      config: { permission: 'profile.manage' },
      schema: {
        tags: ['profile'],
        summary: 'Edit name, e-mail and age',
        description:
          'Same schema as the Edit Profile form. An empty e-mail or age clears it. The phone number changes through /profile/phone.',
        security,
        body: ProfileUpdateSchema,
        response: { 200: envelope(ProfileData), ...errors },
      },
    },
    async (request) => {
      const { patient } = requirePatient(request);
      return ok(profileData(await updateProfile(ctx, patient.id, request.body)), translate(request.locale, 'profile.saved'));
    },
  );
};

/** PUT /profile/notices: SMS, WhatsApp or both (notice-channel.server.ts). */
const noticeRoutes: FastifyPluginAsyncZod = async (api) => {
  api.put(
    '/profile/notices',
    {
      config: { permission: 'profile.manage' },
      schema: {
        tags: ['profile'],
        summary: 'Choose how booking messages come: SMS, WhatsApp or both',
        description: 'Choosing WhatsApp records the consent time; SMS alone clears it. Upcoming active bookings take the new choice.',
        security,
        body: NoticeChannelUpdateSchema,
        response: { 200: envelope(ProfileData), ...errors },
      },
    },
    async (request) => {
      const { patient } = requirePatient(request);
      const row = await changeNoticeChannel(api.ctx, patient.id, request.body.noticeChannel);
      return ok(profileData(row), translate(request.locale, 'channels.saved'));
    },
  );
};

/** The phone change: a code to the new number, then the move. */
const phoneRoutes: FastifyPluginAsyncZod = async (api) => {
  const ctx = api.ctx;
  api.post(
    '/profile/phone/sendOtp',
    {
      config: { permission: 'profile.manage' },
      schema: {
        tags: ['profile'],
        summary: 'Send a code to the new phone number',
        description:
          'Purpose change-phone; same limits as sign-in codes. 409 when the number is the current one; whether another account uses it is told by /profile/phone once the code is right.',
        security,
        body: ChangePhoneRequestSchema,
        response: { 200: envelope(CodeSent), ...errors },
      },
    },
    async (request) => {
      const { patient } = requirePatient(request);
      await assertPhoneAvailable(ctx, patient.id, request.body.contact, { taken: false });
      await sendOtp(ctx, {
        contact: request.body.contact,
        purpose: 'change-phone',
        ip: request.ip,
        requester: `patient:${patient.id}`,
        locale: patient.locale,
      });
      return ok(codeSent, translate(request.locale, 'auth.otpSentMessage'));
    },
  );

  api.post(
    '/profile/phone',
    {
      config: { permission: 'profile.manage' },
      schema: {
        tags: ['profile'],
        summary: 'Move the account to the new number with its code',
        security,
        body: ChangePhoneSchema,
        response: { 200: envelope(ProfileData), ...errors },
      },
    },
    async (request) => {
      const { patient } = requirePatient(request);
      const { contact, otp } = request.body;
      await assertPhoneAvailable(ctx, patient.id, contact, { taken: false });
      await verifyOtp(ctx, {
        contact,
        purpose: 'change-phone',
        code: otp,
        beforeConsume: () => assertPhoneAvailable(ctx, patient.id, contact, { taken: true }),
      });
      return ok(profileData(await changePhone(ctx, patient.id, contact)), translate(request.locale, 'profile.phoneChanged'));
    },
  );
};

const rows = z.array(z.record(z.string(), z.unknown()));
/** The patient's data as exported (DPDP): the profile and every record that names them. */
const ExportedData = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  consultations: rows,
  visitSummaries: z.array(VisitSummarySchema),
  feedback: rows,
  programmes: rows,
  therapySessions: rows,
  therapyRequests: rows,
  moveRequests: rows,
});

/** Data rights: the JSON export and the account deletion. */
const dataRightsRoutes: FastifyPluginAsyncZod = async (api) => {
  const ctx = api.ctx;
  api.get(
    '/profile/export',
    {
      config: { permission: 'profile.manage' },
      schema: {
        tags: ['profile'],
        summary: 'Download my data (JSON: profile, consultations, feedback, programmes with sessions and deposits, requests)',
        security,
        response: {
          200: envelope(ExportedData),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { patient } = requirePatient(request);
      const data = await exportPatientData(ctx, patient.id);
      reply.header('content-disposition', `attachment; filename="sarona-ayurveda-my-data-${data.exportedAt.slice(0, 10)}.json"`);
      return ok(data, translate(request.locale, 'profile.exportMessage'));
    },
  );

  api.post(
    '/profile/delete/sendOtp',
    {
      config: { permission: 'profile.manage' },
      schema: {
        tags: ['profile'],
        summary: 'Send the code that confirms account deletion',
        description: 'Purpose delete-account, to the current number.',
        security,
        response: { 200: envelope(CodeSent), ...errors },
      },
    },
    async (request) => {
      const { patient } = requirePatient(request);
      await sendOtp(ctx, {
        contact: patient.contact,
        purpose: 'delete-account',
        ip: request.ip,
        requester: `patient:${patient.id}`,
        locale: patient.locale,
      });
      return ok(codeSent, translate(request.locale, 'auth.otpSentMessage'));
    },
  );

  api.delete(
    '/profile',
    {
      config: { permission: 'profile.manage' },
      schema: {
        tags: ['profile'],
        summary: 'Delete my account with a fresh delete-account code',
        description:
          'Cancels the bookings still to come (audited, refund noted when paid, the clinic is e-mailed); ' +
          'removes name, phone, e-mail and age; consultations keep their clinical and financial facts as "Deleted patient" ' +
          'without contact or e-mail; every session ends and the cookies are cleared.',
        security,
        body: DeleteAccountSchema,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request, reply) => {
      const { patient } = requirePatient(request);
      await verifyOtp(ctx, { contact: patient.contact, purpose: 'delete-account', code: request.body.otp });
      await deletePatientAccount(ctx, patient.id);
      clearSessionCookies(request, reply);
      return ok(null, translate(request.locale, 'profile.deleted'));
    },
  );
};

/**
 * The e-mail confirmation (docs/decisions/0033-account-ends-and-sign-in-safety.md): the profile's
 * "Resend the confirmation", and the confirmation itself, by POST with the link's id, exp and sig
 * (no session needed: the link is opened wherever the mail is read).
 */
const EMAIL_CONFIRMATION_LIMIT = {
  route: 'POST /api/profile/email/resend',
  max: 5,
  timeWindow: 3_600_000,
} as const satisfies RouteLimit;

const emailRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/profile/email/resend',
    {
      config: { permission: 'profile.manage' },
      schema: {
        tags: ['profile'],
        summary: "Send the profile e-mail's confirmation link again",
        description: '400 without an e-mail, 409 when it is already confirmed; 5 an hour.',
        security,
        response: { 200: envelope(ProfileData), ...errors },
      },
    },
    async (request) => {
      const { patient } = requirePatient(request);
      // Each one mails an address the patient typed: 5 an hour per account.
      await hitRouteLimit(api.ctx, EMAIL_CONFIRMATION_LIMIT, `patient:${patient.id}`);
      const row = await resendEmailConfirmation(api.ctx, patient.id);
      return ok(profileData(row), translate(request.locale, 'emailVerify.sent', { email: row.email ?? '' }));
    },
  );

  api.post(
    '/email/confirm',
    {
      schema: {
        tags: ['profile'],
        summary: 'Confirm an e-mail address with the signed link mailed to it',
        description:
          'The body is the query of the link (/confirm-email?id=&exp=&sig=). 400 when it is tampered with, expired, or for an address the account no longer has.',
        body: EmailConfirmationSchema,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await confirmEmail(api.ctx, request.body);
      return ok(null, translate(request.locale, 'emailVerify.confirmed'));
    },
  );
};

export const profileRoutes: FastifyPluginAsyncZod = async (api, options) => {
  await profileEditRoutes(api, options);
  await emailRoutes(api, options);
  await phoneRoutes(api, options);
  await noticeRoutes(api, options);
  await dataRightsRoutes(api, options);
};
