import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContactMessageSchema } from '../../../core/schemas/contact.ts';
import { envelope, ok } from '../../http/envelope.ts';
import { saveContactMessage } from './contact.server.ts';

/** At most 5 messages per IP in 10 minutes (when rate limiting is on). */
const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

export const contactRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/contact',
    {
      config: api.ctx.config.RATE_LIMIT_ENABLED ? { rateLimit: CONTACT_RATE_LIMIT } : {},
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
