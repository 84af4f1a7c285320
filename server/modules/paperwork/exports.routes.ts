/** CSV exports for the staff console (decision 0027): one GET per kind, streamed, audited. */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_KINDS, ExportRangeSchema } from '@core/schemas/paperwork';
import { requireStaff } from '@server/http/guards';
import { startExport } from './exports.server';

export const exportRoutes: FastifyPluginAsyncZod = async (api) => {
  for (const kind of EXPORT_KINDS) {
    api.get(
      `/staff/exports/${kind}.csv`,
      {
        config: { permission: `exports.${kind}` as const },
        schema: {
          tags: ['staff'],
          summary: `Export ${kind} of a date range as CSV (UTF-8 with BOM, dd/mm/yyyy)`,
          querystring: ExportRangeSchema,
        },
      },
      async (request, reply) => {
        const { staff } = requireStaff(request);
        const { from, to } = request.query;
        // Bytes, not objects: an object-mode stream would read 16 batches ahead of a slow download.
        const lines = await startExport(api.ctx, staff, kind, { from, to }, request.locale);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind}-${from}-to-${to}.csv"`)
          .send(Readable.from(lines, { objectMode: false }));
      },
    );
  }
};
