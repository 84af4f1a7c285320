import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FeedbackFormDataSchema, FeedbackSubmitSchema } from '@core/schemas/booking/feedback';
import { envelope, ok } from '@server/http/envelope';
import { requirePatient } from '@server/http/guards';
import { translate } from '@core/i18n/catalog';
import { getFeedbackForm, submitFeedback } from './feedback.server';

export const feedbackRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/feedback/:consultationId',
    {
      config: { permission: 'feedback.give' },
      schema: {
        tags: ['feedback'],
        summary: "The feedback form's data for the signed-in owner: read-only name and e-mail, and whether feedback can be sent",
        params: z.object({ consultationId: z.string().max(64) }),
        response: { 200: envelope(FeedbackFormDataSchema) },
      },
    },
    async (request) => {
      const { patient } = requirePatient(request);
      return ok(await getFeedbackForm(api.ctx, patient, request.params.consultationId), 'Feedback form fetched');
    },
  );

  api.post(
    '/feedback/submit',
    {
      config: { permission: 'feedback.give', idempotent: true },
      schema: {
        tags: ['feedback'],
        summary: 'Feedback on a completed consultation, once, by its owner',
        body: FeedbackSubmitSchema,
        response: { 201: envelope(z.object({ consultationId: z.string() })) },
      },
    },
    async (request, reply) => {
      const { patient } = requirePatient(request);
      const result = await submitFeedback(api.ctx, patient, request.body);
      reply.status(201);
      return ok(result, translate(request.locale, 'consultations.feedback.sent'));
    },
  );
};
