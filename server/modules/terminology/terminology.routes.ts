import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TerminologyHitSchema, TerminologyQuerySchema } from '@core/schemas/staff/terminology';
import { envelope, ok } from '@server/http/envelope';
import { searchTerminology } from './terminology.server';

export const terminologyRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/terminology',
    {
      config: { permission: 'terminology.search' },
      schema: {
        tags: ['staff'],
        summary: 'Search NAMASTE and ICD-11 codes (by code, term, Devanagari or English; diacritics optional)',
        querystring: TerminologyQuerySchema,
        response: { 200: envelope(z.object({ results: z.array(TerminologyHitSchema) })) },
      },
    },
    async (request) => ok({ results: await searchTerminology(api.ctx.db, request.query) }),
  );
};
