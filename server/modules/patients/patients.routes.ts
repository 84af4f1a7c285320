/**
 * The clinical record's API (decisions 0059, 0060): the patient register, a patient's page, their
 * clinical facts, and the case sheet of a consultation (read, draft, amend). The role check is the
 * permission table's; who reaches which patient is the service's (patient-access.server.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParams } from '@core/schemas/params';
import { ConsultationIdParam } from '@core/schemas/staff/staff';
import {
  ClinicalFactsSchema,
  PatientRecordSchema,
  PatientSearchQuery,
  PatientSummarySchema,
  TimelineQuerySchema,
} from '@core/clinical/patient-record';
import { CaseSheetAmendSchema, CaseSheetDraftSchema, CaseSheetViewSchema } from '@core/clinical/case-sheet';
import { translate } from '@core/i18n/catalog';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { patientRecord, saveClinicalFacts, searchPatients } from './patients.server';
import { amendCaseSheet, getCaseSheet, saveCaseSheetDraft } from './case-sheets.server';
import { prakritiRoutes } from './prakriti.routes';

const tags = ['staff'];
const PatientParams = uuidParams('staff.patients.notFound', 'patientId');
const Sheet = z.object({ caseSheet: CaseSheetViewSchema });

const registerRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/patients',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags,
        summary: 'The patient register: search by name, phone or patient number (a doctor: their own patients)',
        querystring: PatientSearchQuery,
        response: { 200: envelope(z.object({ patients: z.array(PatientSummarySchema) })) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ patients: await searchPatients(api.ctx, staff, request.query.q) });
    },
  );

  api.get(
    '/staff/patients/:patientId',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags,
        summary:
          "A patient's page: demographics, alerts and one page of the timeline, newest first; `upTo` (a clinic date, the previous page's `olderFrom`) asks for older entries (clinical parts by role; reads audited)",
        params: PatientParams,
        querystring: TimelineQuerySchema,
        response: { 200: envelope(PatientRecordSchema) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok(await patientRecord(api.ctx, staff, request.params.patientId, { upTo: request.query.upTo, locale: request.locale }));
    },
  );

  api.put(
    '/staff/patients/:patientId/clinical-facts',
    {
      config: { permission: 'patients.clinical-facts' },
      schema: {
        tags,
        summary: 'Date of birth, gender, allergies and standing alerts (a doctor of the patient, or admin)',
        params: PatientParams,
        body: ClinicalFactsSchema,
        response: { 200: envelope(PatientRecordSchema) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await saveClinicalFacts(api.ctx, staff, request.params.patientId, request.body);
      return ok(
        await patientRecord(api.ctx, staff, request.params.patientId, { locale: request.locale }),
        translate(request.locale, 'staff.patients.factsSaved'),
      );
    },
  );
};

const caseSheetRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/consultations/:id/case-sheet',
    {
      config: { permission: 'clinical.read' },
      schema: {
        tags,
        summary: "A consultation's case sheet (a doctor of the patient, or admin; the read is audited)",
        params: ConsultationIdParam,
        response: { 200: envelope(Sheet) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ caseSheet: await getCaseSheet(api.ctx, staff, request.params.id) });
    },
  );

  api.put(
    '/staff/consultations/:id/case-sheet',
    {
      config: { permission: 'casesheet.write' },
      schema: {
        tags,
        summary: 'Save the case sheet draft at the version read (409 when another tab saved first)',
        params: ConsultationIdParam,
        body: CaseSheetDraftSchema,
        response: { 200: envelope(Sheet) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const caseSheet = await saveCaseSheetDraft(api.ctx, staff, request.params.id, request.body);
      return ok({ caseSheet }, translate(request.locale, 'staff.clinical.draftSaved'));
    },
  );

  api.post(
    '/staff/consultations/:id/case-sheet/amendments',
    {
      config: { permission: 'casesheet.write' },
      schema: {
        tags,
        summary: 'Amend a signed case sheet (the signed text is kept; who, when and why recorded)',
        params: ConsultationIdParam,
        body: CaseSheetAmendSchema,
        response: { 200: envelope(Sheet) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const caseSheet = await amendCaseSheet(api.ctx, staff, request.params.id, request.body);
      return ok({ caseSheet }, translate(request.locale, 'staff.clinical.amended'));
    },
  );
};

export const patientRoutes: FastifyPluginAsyncZod = async (api, options) => {
  await registerRoutes(api, options);
  await caseSheetRoutes(api, options);
  await prakritiRoutes(api, options);
};
