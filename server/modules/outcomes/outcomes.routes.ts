/**
 * Outcomes over time (decision 0068): a patient's measures and readings, choosing a measure,
 * recording a reading at the patient's page or at a therapy session, and the Insights view by
 * diagnosis and programme. The role check is the permission table's; who reaches which patient and
 * session is the service's.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParams } from '@core/schemas/params';
import {
  MeasureChoiceSchema,
  PatientOutcomesSchema,
  ReadingInputSchema,
  SessionMeasuresSchema,
  SessionReadingInputSchema,
} from '@core/clinical/outcomes';
import { OutcomeInsightsSchema } from '@core/clinical/outcome-stats';
import { translate } from '@core/i18n/catalog';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { chooseMeasure, patientOutcomes, recordReading, sessionMeasures } from './outcomes.server';
import { outcomeInsights } from './outcome-insights.server';

const tags = ['staff'];
const PatientParams = uuidParams('staff.patients.notFound', 'patientId');
const SessionParams = uuidParams('programmes.sessionNotFound');
const Recorded = envelope(z.object({ id: z.string() }));

const patientPageRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/patients/:patientId/outcomes',
    {
      config: { permission: 'clinical.read' },
      schema: {
        tags,
        summary: "A patient's chosen measures and their readings over time (a doctor of the patient, or admin; the read is audited)",
        params: PatientParams,
        response: { 200: envelope(PatientOutcomesSchema) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok(await patientOutcomes(api.ctx, staff, request.params.patientId));
    },
  );

  api.post(
    '/staff/patients/:patientId/outcome-measures',
    {
      config: { permission: 'outcomes.choose' },
      schema: {
        tags,
        summary:
          'Choose a measure for the patient: pain 0-10, weight, blood pressure, a symptom score or one of your own (name, unit, range)',
        params: PatientParams,
        body: MeasureChoiceSchema,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const measure = await chooseMeasure(api.ctx, staff, request.params.patientId, request.body);
      return ok({ id: measure.id }, translate(request.locale, 'staff.outcomes.measureChosen'));
    },
  );

  api.post(
    '/staff/patients/:patientId/outcome-readings',
    {
      config: { permission: 'outcomes.record' },
      schema: {
        tags,
        summary:
          "Record a reading of one of the patient's measures (a doctor of the patient; at one of their visits or none); range-checked",
        params: PatientParams,
        body: ReadingInputSchema,
        response: { 200: Recorded },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const reading = await recordReading(api.ctx, staff, { patientId: request.params.patientId }, request.body);
      return ok(reading, translate(request.locale, 'staff.outcomes.readingSaved'));
    },
  );
};

const sessionAndInsightRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/sessions/:id/outcome-measures',
    {
      config: { permission: 'outcomes.record' },
      schema: {
        tags,
        summary: "The measures of a session's patient, to record against (the session's therapist, or a doctor of the patient)",
        params: SessionParams,
        response: { 200: envelope(SessionMeasuresSchema) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ measures: await sessionMeasures(api.ctx, staff, request.params.id) });
    },
  );

  api.post(
    '/staff/sessions/:id/outcome-readings',
    {
      config: { permission: 'outcomes.record' },
      schema: {
        tags,
        summary: "Record a reading at a therapy session (the session's therapist, or a doctor of the patient); range-checked",
        params: SessionParams,
        body: SessionReadingInputSchema,
        response: { 200: Recorded },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const reading = await recordReading(api.ctx, staff, { sessionId: request.params.id }, request.body);
      return ok(reading, translate(request.locale, 'staff.outcomes.readingSaved'));
    },
  );

  api.get(
    '/staff/insights/outcomes',
    {
      config: { permission: 'insights.outcomes' },
      schema: {
        tags,
        summary:
          'Outcomes by programme length and by diagnosis: median change from first to last reading; groups under 5 patients suppressed',
        response: { 200: envelope(OutcomeInsightsSchema) },
      },
    },
    async () => ok(await outcomeInsights(api.ctx)),
  );
};

export const outcomeRoutes: FastifyPluginAsyncZod = async (api, options) => {
  await patientPageRoutes(api, options);
  await sessionAndInsightRoutes(api, options);
};
