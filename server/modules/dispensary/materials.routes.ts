/**
 * Sessions consume materials (decision 0071): each therapy's usual materials (the desk reads them,
 * the admin sets them), and the dispensary's reports of a period (stock movement by item, expiry
 * losses, materials cost per programme) as figures and as CSV. A session's consumption itself is
 * recorded by its attendance step (POST /api/staff/sessions/:id/attendance with 'done').
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TherapyMaterialsSchema } from '@core/dispensary/materials';
import { translate } from '@core/i18n/catalog';
import { ExportRangeSchema } from '@core/schemas/staff/paperwork';
import { envelope, fileAnswer, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { listTherapyMaterials, setTherapyMaterials } from './materials.server';
import { REPORT_KINDS, reportCsv } from './reports-csv.server';
import { expiryLossReport, materialsCostReport, stockMovementReport } from './reports.server';

const tags = ['dispensary'];
const Data = envelope(z.any());
const SlugParams = z.object({ slug: z.string().max(60) });

export const materialsRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/therapy-materials',
    {
      config: { permission: 'therapy-settings.view' },
      schema: { tags, summary: 'Each therapy’s usual materials per session', response: { 200: Data } },
    },
    async () => ok({ therapies: Object.fromEntries(await listTherapyMaterials(api.ctx.db)) }),
  );
  api.put(
    '/staff/therapy-settings/:slug/materials',
    {
      config: { permission: 'therapy-settings.edit' },
      schema: {
        tags,
        summary: 'Set the materials one session of a therapy usually uses (admin)',
        params: SlugParams,
        body: TherapyMaterialsSchema,
        response: { 200: Data },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await setTherapyMaterials(api.ctx, staff, request.params.slug, request.body);
      const materials = (await listTherapyMaterials(api.ctx.db, request.params.slug)).get(request.params.slug) ?? [];
      return ok({ materials }, translate(request.locale, 'materials.saved'));
    },
  );
  api.get(
    '/staff/dispensary/reports',
    {
      config: { permission: 'stock.reports' },
      schema: {
        tags,
        summary: 'Stock movement by item, expiry losses and materials cost per programme of a period',
        querystring: ExportRangeSchema,
        response: { 200: Data },
      },
    },
    async (request) =>
      ok({
        movements: await stockMovementReport(api.ctx, request.query),
        expiry: await expiryLossReport(api.ctx, request.query),
        materials: await materialsCostReport(api.ctx, request.query),
      }),
  );
  await api.register(csvRoutes);
};

/** A POST, as the exports (decision 0034): a download is audited. */
const csvRoutes: FastifyPluginAsyncZod = async (api) => {
  api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  for (const kind of REPORT_KINDS) {
    api.post(
      `/staff/dispensary/reports/${kind}.csv`,
      {
        config: { permission: 'stock.reports' },
        schema: {
          tags,
          summary: `The ${kind} report of a date range as CSV`,
          body: ExportRangeSchema,
          response: { 200: fileAnswer('text/csv', `The ${kind} report`) },
        },
      },
      async (request, reply) => {
        const { staff } = requireStaff(request);
        const { from, to } = request.body;
        const csv = await reportCsv(api.ctx, staff, kind, request.body, request.locale);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind}-${from}-to-${to}.csv"`)
          .send(csv);
      },
    );
  }
};
