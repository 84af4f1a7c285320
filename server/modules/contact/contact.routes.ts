import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContactMessageSchema } from '@core/schemas/booking/contact';
import { envelope, ok } from '@server/http/envelope';
import { CONTACT_LIMIT, routeLimitConfig } from '@server/http/route-limits';
import { saveContactMessage } from './contact.server';

export const contactRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/contact',
    {
      config: { idempotent: true, ...routeLimitConfig(api.ctx, CONTACT_LIMIT) },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the clinic (stored for staff)',
        body: ContactMessageSchema,
        response: { 201: envelope(z.object({ id: z.string(), createdAt: z.string() })) },
      },
    },
    async (request, reply) => {
      const saved = await saveContactMessage(api.ctx, request.body, request.ip ?? null);
      reply.status(201);
      return ok({ id: saved.id, createdAt: saved.createdAt.toISOString() }, 'Message sent successfully!');
    },
  );
};
