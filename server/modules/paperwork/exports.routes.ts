/**
 * CSV exports for the staff console (decision 0027): one POST per kind, streamed, audited. A POST
 * and never a GET: an export writes an audit entry, so it is an explicit action of the signed-in
 * member (the console's form, or an API client), never something a link, an image in a blog post
 * or a prefetch could set off (docs/decisions/0034-no-state-change-on-get.md). The range comes as
 * the console's form sends it (application/x-www-form-urlencoded, with or without JavaScript) or
 * as JSON.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_KINDS, ExportRangeSchema } from '@core/schemas/staff/paperwork';
import { fileAnswer } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { startExport } from './exports.server';

export const exportRoutes: FastifyPluginAsyncZod = async (api) => {
  // The console's form posts its fields (this plugin's routes only).
  api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  for (const kind of EXPORT_KINDS) {
    api.post(
      `/staff/exports/${kind}.csv`,
      {
        config: { permission: `exports.${kind}` as const },
        schema: {
          tags: ['staff'],
          summary: `Export ${kind} of a date range as CSV (UTF-8 with BOM, dd/mm/yyyy)`,
          body: ExportRangeSchema,
          response: { 200: fileAnswer('text/csv', `The ${kind} of the range, one row a record`) },
        },
      },
      async (request, reply) => {
        const { staff } = requireStaff(request);
        const { from, to } = request.body;
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
