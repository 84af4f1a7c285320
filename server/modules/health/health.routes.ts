/**
 * Health checks for a process manager or load balancer:
 * - `/api/health/live`: the process answers (no database call). Restart it when this fails.
 * - `/api/health/ready`: the database answers too, and the instance is not stopping. Send it
 *   traffic only while this succeeds: from SIGTERM on it answers 503 while the instance finishes
 *   its requests (server/http/draining.ts).
 * - `/api/health`: the same as ready, with the database kind and uptime (kept for existing checks).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ServiceUnavailable } from '@server/domain/errors';
import { isDraining } from '@server/http/draining';
import { envelope, ok } from '@server/http/envelope';
import { APP_VERSION } from '@server/version';

const Ready = envelope(
  z.object({ status: z.literal('ok'), version: z.string(), database: z.enum(['pglite', 'postgres']), uptimeSeconds: z.number() }),
);

export const healthRoutes: FastifyPluginAsyncZod = async (api) => {
  const ready = async () => {
    if (isDraining()) throw new ServiceUnavailable();
    try {
      await api.ctx.database.ping();
    } catch {
      throw new ServiceUnavailable();
    }
    return ok({
      status: 'ok' as const,
      version: APP_VERSION,
      database: api.ctx.database.kind,
      uptimeSeconds: Math.round(process.uptime()),
    });
  };
  api.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Readiness: the process and its database answer', response: { 200: Ready } } },
    ready,
  );
  api.get(
    '/health/ready',
    { schema: { tags: ['health'], summary: 'Readiness: the process and its database answer', response: { 200: Ready } } },
    ready,
  );
  api.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no database call)',
        response: { 200: envelope(z.object({ status: z.literal('ok'), version: z.string() })) },
      },
    },
    async () => ok({ status: 'ok' as const, version: APP_VERSION }),
  );
};
