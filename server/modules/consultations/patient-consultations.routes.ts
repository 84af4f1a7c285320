/**
 * Patient-side consultation endpoints: tracking, My Appointments, history and the video room.
 * Cancel and reschedule check ownership here and use the booking module's rules (24 hours, free slot).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '@core/schemas/params';
import { PatientConsultationSchema, TrackedConsultationSchema } from '@core/schemas/booking/consultation-views';
import { envelope, fileAnswer, ok } from '@server/http/envelope';
import { requirePatient } from '@server/http/guards';
import { CancelRequestSchema, RescheduleRequestSchema } from '@core/schemas/booking/consultation';
import { translate } from '@core/i18n/catalog';
import {
  cancelOwnConsultation,
  consultationCalendar,
  listByContact,
  listPatientConsultations,
  openVideoRoom,
  rescheduleOwnConsultation,
  trackConsultation,
} from './patient-consultations.server';

/** The lists: history and all by contact. */
const listRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/consultations/history',
    {
      config: { permission: 'consultations.manage-own' },
      schema: {
        tags: ['consultations'],
        summary: "The signed-in patient's completed, cancelled and missed consultations, newest first",
        response: { 200: envelope(z.array(PatientConsultationSchema)) },
      },
    },
    async (request) => {
      const { patient } = requirePatient(request);
      return ok(await listPatientConsultations(api.ctx, patient, { past: true }), 'Consultation history fetched');
    },
  );

  api.get(
    '/consultations/all/:contact',
    {
      config: { permission: 'consultations.manage-own' },
      schema: {
        tags: ['consultations'],
        summary: "The signed-in patient's consultations (403 for any other number)",
        params: z.object({ contact: z.string().max(20) }),
        response: { 200: envelope(z.array(PatientConsultationSchema)) },
      },
    },
    async (request) => {
      const { patient } = requirePatient(request);
      return ok(await listByContact(api.ctx, patient, request.params.contact), 'Consultations fetched successfully');
    },
  );
};

/** Add to calendar: the .ics file (consultationCalendar). */
const calendarRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/consultations/:id/calendar.ics',
    {
      schema: {
        tags: ['consultations'],
        summary:
          'Add to calendar: the consultation as an .ics file (text/calendar), for its owner and the staff who reach it (404 for anyone else)',
        description: 'The same UID as the e-mailed invitation; SEQUENCE grows with every change; METHOD:CANCEL once cancelled.',
        params: IdParams,
        response: { 200: fileAnswer('text/calendar', 'The consultation as an iCalendar event') },
      },
    },
    async (request, reply) => {
      const { id, ics } = await consultationCalendar(api.ctx, request.identity, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="consultation-${id}.ics"`)
        .send(ics);
    },
  );
};

/** One consultation: tracking, the video room, and the owner's cancel and reschedule. */
const oneConsultationRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/consultations/:id',
    {
      schema: {
        tags: ['consultations'],
        summary: 'Track a consultation by id: anyone sees the short name; the owner and staff also see the full name and symptoms',
        params: IdParams,
        response: { 200: envelope(TrackedConsultationSchema) },
      },
    },
    async (request) => {
      return ok(await trackConsultation(api.ctx, request.identity, request.params.id, request.ip), 'Consultation fetched successfully');
    },
  );

  api.post(
    '/consultations/:id/video-room',
    {
      config: { permission: 'consultations.manage-own' },
      schema: {
        tags: ['consultations'],
        summary: 'The video room link of an online consultation, for its owner, from 15 minutes before the slot',
        params: IdParams,
        response: { 200: envelope(z.object({ url: z.string() })) },
      },
    },
    async (request) => {
      const { patient } = requirePatient(request);
      return ok(await openVideoRoom(api.ctx, patient, request.params.id), 'Video room ready');
    },
  );

  api.post(
    '/consultations/:id/cancel',
    {
      config: { permission: 'consultations.manage-own', idempotent: true },
      schema: {
        tags: ['consultations'],
        summary: 'Cancel by the owner, until 24 hours before the slot (409 after)',
        params: IdParams,
        body: CancelRequestSchema.optional(),
        response: { 200: envelope(PatientConsultationSchema) },
      },
    },
    async (request) => {
      const { patient } = requirePatient(request);
      return ok(await cancelOwnConsultation(api.ctx, patient, request.params.id), translate(request.locale, 'consultations.cancel.done'));
    },
  );

  api.post(
    '/consultations/:id/reschedule',
    {
      config: { permission: 'consultations.manage-own', idempotent: true },
      schema: {
        tags: ['consultations'],
        summary: 'Move to another free slot of the same doctor, by the owner, until 24 hours before the slot',
        params: IdParams,
        body: RescheduleRequestSchema,
        response: { 200: envelope(PatientConsultationSchema) },
      },
    },
    async (request) => {
      const { patient } = requirePatient(request);
      return ok(
        await rescheduleOwnConsultation(api.ctx, patient, request.params.id, request.body),
        translate(request.locale, 'consultations.reschedule.done'),
      );
    },
  );
};

export const patientConsultationRoutes: FastifyPluginAsyncZod = async (api, options) => {
  await listRoutes(api, options);
  await oneConsultationRoutes(api, options);
  await calendarRoutes(api, options);
};
