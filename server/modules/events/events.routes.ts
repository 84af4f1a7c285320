import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '@server/http/envelope';
import { listEvents, type ClinicEvent } from './events.server';

/** A published event as the API sends it (staff see the same plus `published`). */
export const EventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(['camp', 'workshop', 'talk']),
  location: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  language: z.enum(['en', 'hi']),
});

export const eventRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Published health camps and workshops: upcoming (soonest first) and past (latest first)',
        querystring: z.object({ pastLimit: z.coerce.number().int().min(0).max(100).optional() }),
        response: { 200: envelope(z.object({ upcoming: z.array(EventSchema), past: z.array(EventSchema) })) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      const { upcoming, past } = await listEvents(api.ctx, { pastLimit: request.query.pastLimit });
      const wire = (e: ClinicEvent) => ({ ...e, startsAt: e.startsAt.toISOString(), endsAt: e.endsAt?.toISOString() ?? null });
      return ok({ upcoming: upcoming.map(wire), past: past.map(wire) }, 'Events fetched successfully');
    },
  );
};
