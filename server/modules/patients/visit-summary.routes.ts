/**
 * The patient's visit summary (decision 0065): GET /api/consultations/:id/visit-summary (JSON) and
 * GET /api/documents/visit-summary/:id?lang=en|hi (the PDF, beside the prescription's). The owner,
 * or staff who reach the consultation with 'visit-summary.read'; only the signed sheet's
 * patient-facing fields, never the doctor's notes (visit-summaries.server.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VisitSummaryLangQuery, VisitSummarySchema } from '@core/clinical/visit-summary';
import { IdParams } from '@core/schemas/params';
import { envelope, fileAnswer, ok } from '@server/http/envelope';
import { requirePermission } from '@server/http/guards';
import { renderVisitSummaryPdf, visitSummaryDisposition } from '@server/documents/visit-summary-pdf';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { patientOf, visitSummaryFor } from './visit-summaries.server';

const tags = ['documents'];

export const visitSummaryRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/consultations/:id/visit-summary',
    {
      config: { permission: 'visit-summary.read' },
      schema: {
        tags,
        summary: "A completed visit's summary for the patient: diagnosis in plain words, advice, pathya-apathya, follow-up",
        params: IdParams,
        response: { 200: envelope(z.object({ summary: VisitSummarySchema })) },
      },
    },
    async (request) => {
      const reader = requirePermission(request, 'visit-summary.read');
      const { summary } = await visitSummaryFor(api.ctx, reader, request.params.id);
      return ok({ summary });
    },
  );

  api.get(
    '/documents/visit-summary/:id',
    {
      config: { permission: 'visit-summary.read' },
      schema: {
        tags,
        summary: 'The visit summary as a PDF, in English or Hindi (lang; the booking language by default)',
        params: IdParams,
        querystring: VisitSummaryLangQuery,
        response: { 200: fileAnswer('application/pdf', 'The visit summary') },
      },
    },
    async (request, reply) => {
      const reader = requirePermission(request, 'visit-summary.read');
      const { summary, consultation } = await visitSummaryFor(api.ctx, reader, request.params.id);
      const locale = request.query.lang ?? consultation.locale;
      const patient = await patientOf(api.ctx, consultation.patientId);
      const bytes = await renderVisitSummaryPdf({
        locale,
        clinic: await clinicProfile(api.ctx),
        patient: { name: consultation.name, age: patient?.age ?? null, number: patient?.number ?? null },
        summary,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', visitSummaryDisposition(summary, locale))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
