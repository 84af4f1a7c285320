/**
 * GET /api/staff/consultations/:id/fhir: a completed consultation as an HL7 FHIR R4 document Bundle
 * (application/fhir+json, decision 0066). A doctor of the patient and admin (capability
 * 'clinical.export'); the desk never (it is the clinical record). The read is audited.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConsultationIdParam } from '@core/schemas/staff/staff';
import { fileAnswer } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { consultationFhirBundle } from './consultation-fhir.server';

export const fhirRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/consultations/:id/fhir',
    {
      config: { permission: 'clinical.export' },
      schema: {
        tags: ['staff'],
        summary: 'The consultation as an HL7 FHIR R4 document Bundle (a doctor of the patient, or admin; once completed; audited)',
        params: ConsultationIdParam,
        response: { 200: fileAnswer('application/fhir+json', 'A FHIR R4 Bundle of type document') },
      },
    },
    async (request, reply) => {
      const { staff } = requireStaff(request);
      const { bundle, fileName } = await consultationFhirBundle(api.ctx, staff, request.params.id);
      return reply
        .type('application/fhir+json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(JSON.stringify(bundle, null, 2));
    },
  );
};
