import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ServiceUnavailable } from '../../http/errors.ts';
import { envelope, ok } from '../../http/envelope.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: envelope(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), uptimeSeconds: z.number() })) },
      },
    },
    async () => {
      try {
        await api.ctx.database.ping();
      } catch {
        throw new ServiceUnavailable();
      }
      return ok({ status: 'ok' as const, database: api.ctx.database.kind, uptimeSeconds: Math.round(process.uptime()) });
    },
  );
};
