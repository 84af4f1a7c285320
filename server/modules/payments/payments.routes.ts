/**
 * Payment API: the UPI QR of a consultation, the patient's claim, pay at the clinic, and the
 * Razorpay webhook (signature-checked, raw body). Cancelling is not a payment action: the payment
 * screen's "Cancel Payment" uses the one cancellation path, POST /api/consultations/:id/cancel.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '@core/schemas/params';
import { translate } from '@core/i18n/catalog';
import { clinicDeadline } from '@core/i18n/clinic-time';
import { ClaimPaymentSchema } from '@core/schemas/booking/consultation';
import { ConsultationSchema } from '@core/schemas/booking/consultation-views';
import { envelope, ok } from '@server/http/envelope';
import { BadRequest, Conflict } from '@server/domain/errors';
import { requireSignedIn } from '@server/http/guards';
import { getConsultationRow } from '@server/modules/consultations/booking/access.server';
import { toConsultationDto } from '@server/modules/consultations/views';
import { actorOf } from '@server/domain/actor';
import { awaitsUtr, isPayable } from '@core/consultations/rules';
import { choosePayAtClinic, claimPayment, findPaymentConsultation, paymentRequestFor, setPaymentOutcome } from './payments.server';
import { paymentFromWebhook, verifyRazorpaySignature } from './razorpay';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { consultations } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import type { AppContext } from '@server/context';

/** A per-caller (signed-in person, else IP) request limit, off with RATE_LIMIT_ENABLED=false. */
const perCaller = (ctx: AppContext, max: number): FastifyContextConfig =>
  ctx.config.RATE_LIMIT_ENABLED
    ? {
        rateLimit: {
          max,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) =>
            request.identity
              ? `pay:${request.identity.kind}:${request.identity.kind === 'patient' ? request.identity.patient.id : request.identity.staff.id}`
              : `pay-ip:${request.ip}`,
        },
      }
    : {};

/** GET /generate-qr/:contactNote. */
const qrRoute: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/generate-qr/:contactNote',
    {
      config: { permission: 'payments.pay', ...perCaller(api.ctx, 30) },
      schema: {
        tags: ['payment'],
        summary:
          "UPI QR (PNG data URL) for the consultation amount; owner or staff only. contactNote: the consultation id (the spec's <contact>_<id> of older links is accepted; the number is not used)",
        params: z.object({ contactNote: z.string().max(80) }),
        response: {
          200: envelope(
            z.object({
              qrCodeData: z.string(),
              upiUri: z.string().nullable(),
              provider: z.string(),
              amount: z.number(),
              consultation: ConsultationSchema,
            }),
          ),
        },
      },
    },
    async (request) => {
      const row = await findPaymentConsultation(api.ctx, request.params.contactNote, actorOf(requireSignedIn(request)));
      // No QR for a booking that is cancelled or already paid: nobody should pay for it.
      if (!isPayable(row)) throw new Conflict('booking.payment.notPayable');
      const payment = await paymentRequestFor(api.ctx, row);
      return ok(
        {
          qrCodeData: payment.qrCodeData,
          upiUri: payment.upiUri,
          provider: payment.provider,
          amount: row.amount,
          consultation: toConsultationDto(row),
        },
        translate(request.locale, 'booking.payment.qrGenerated'),
      );
    },
  );
};

/** The patient's choices on the payment screen: claim a UPI payment, or pay at the clinic. */
const patientPaymentRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/payments/:id/claim',
    {
      config: { permission: 'payments.pay', idempotent: true, ...perCaller(api.ctx, 10) },
      schema: {
        tags: ['payment'],
        summary: '"I have made the payment": records the claim with an optional 12-digit UTR',
        params: IdParams,
        body: ClaimPaymentSchema,
        response: { 200: envelope(ConsultationSchema) },
      },
    },
    async (request) => {
      const row = await claimPayment(api.ctx, request.params.id, { by: actorOf(requireSignedIn(request)), utr: request.body.utr });
      // Without a UTR the hold stays: say until when, and how to keep the slot.
      const message =
        awaitsUtr(row) && row.holdExpiresAt
          ? translate(request.locale, 'booking.payment.claimedWithoutUtr', clinicDeadline(row.holdExpiresAt, request.locale))
          : translate(request.locale, 'booking.payment.completed');
      return ok(toConsultationDto(row), message);
    },
  );

  api.post(
    '/payments/:id/pay-at-clinic',
    {
      config: { permission: 'payments.pay', idempotent: true, ...perCaller(api.ctx, 10) },
      schema: {
        tags: ['payment'],
        summary: 'In-person only: pay at the reception (the booking no longer expires)',
        params: IdParams,
        response: { 200: envelope(ConsultationSchema) },
      },
    },
    async (request) => {
      const row = await choosePayAtClinic(api.ctx, request.params.id, { by: actorOf(requireSignedIn(request)) });
      // A new patient's booking waits for the clinic's confirmation call until its deadline.
      const message = row.holdExpiresAt
        ? translate(request.locale, 'booking.payment.payAtClinicCall', clinicDeadline(row.holdExpiresAt, request.locale))
        : translate(request.locale, 'booking.payment.payAtClinicDone');
      return ok(toConsultationDto(row), message);
    },
  );
};

/** POST /webhooks/razorpay. */
const webhookRoute: FastifyPluginAsyncZod = async (api) => {
  const limits = api.ctx.config.RATE_LIMIT_ENABLED;
  // The webhook needs the exact bytes Razorpay signed: its own scope with a raw JSON parser.
  await api.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 100 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/webhooks/razorpay',
      {
        config: limits ? { rateLimit: { max: 120, timeWindow: '1 minute' } } : {},
        schema: { tags: ['payment'], summary: 'Razorpay webhook (X-Razorpay-Signature: HMAC-SHA256 of the body)', hide: true },
      },
      async (request) => {
        const raw = request.body as Buffer;
        const signature = request.headers['x-razorpay-signature'];
        if (
          !Buffer.isBuffer(raw) ||
          !verifyRazorpaySignature(api.ctx.config.RAZORPAY_WEBHOOK_SECRET, raw, typeof signature === 'string' ? signature : undefined)
        ) {
          throw new BadRequest('booking.payment.webhookInvalid');
        }
        let event: unknown;
        try {
          event = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new BadRequest('error.malformedJson');
        }
        const payment = paymentFromWebhook(event);
        if (!payment) return ok({ handled: false }, 'ignored');
        let row = payment.consultationId ? await getConsultationRow(api.ctx, payment.consultationId) : null;
        if (!row && payment.qrId) {
          const [byQr] = await api.ctx.db.select().from(consultations).where(eq(consultations.paymentReference, payment.qrId)).limit(1);
          row = byQr ?? null;
        }
        if (!row) {
          request.log.warn({ paymentId: payment.paymentId }, 'razorpay payment for an unknown consultation');
          return ok({ handled: false }, 'unknown consultation');
        }
        if (payment.amountPaise !== row.amount * 100) {
          request.log.warn(
            { consultationId: row.id, paid: payment.amountPaise, due: row.amount * 100 },
            'razorpay amount differs from the consultation amount',
          );
          return ok({ handled: false }, 'amount mismatch');
        }
        await setPaymentOutcome(api.ctx, row.id, {
          by: { kind: 'system' },
          status: 'paid',
          method: 'gateway',
          reference: payment.paymentId,
        });
        return ok({ handled: true }, 'payment recorded');
      },
    );
  });
};

export const paymentRoutes: FastifyPluginAsyncZod = async (api, options) => {
  await qrRoute(api, options);
  await patientPaymentRoutes(api, options);
  await webhookRoute(api, options);
};
