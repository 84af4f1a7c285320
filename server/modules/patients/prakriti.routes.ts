/**
 * Prakriti assessments' API (decision 0063): a patient's history (a doctor of the patient or admin;
 * audited) and a new assessment (a doctor of the patient). The role check is the permission
 * table's; who reaches which patient is the service's (patient-access.server.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParams } from '@core/schemas/params';
import { PrakritiAssessmentSchema, PrakritiHistorySchema, PrakritiRecordSchema } from '@core/clinical/prakriti';
import { translate } from '@core/i18n/catalog';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { prakritiHistory, recordPrakriti } from './prakriti.server';

const tags = ['staff'];
const PatientParams = uuidParams('staff.patients.notFound', 'patientId');

export const prakritiRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/patients/:patientId/prakriti',
    {
      config: { permission: 'clinical.read' },
      schema: {
        tags,
        summary: "A patient's Prakriti assessments, newest first (a doctor of the patient, or admin; the read is audited)",
        params: PatientParams,
        response: { 200: envelope(PrakritiHistorySchema) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok(await prakritiHistory(api.ctx, staff, request.params.patientId));
    },
  );

  api.post(
    '/staff/patients/:patientId/prakriti',
    {
      config: { permission: 'prakriti.record' },
      schema: {
        tags,
        summary:
          'Record a Prakriti assessment: the questionnaire (scored on the server) or the doctor’s examination (three percentages adding up to 100)',
        params: PatientParams,
        body: PrakritiRecordSchema,
        response: { 200: envelope(z.object({ assessment: PrakritiAssessmentSchema })) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const assessment = await recordPrakriti(api.ctx, staff, request.params.patientId, request.body);
      return ok({ assessment }, translate(request.locale, 'staff.prakriti.recorded'));
    },
  );
};
