/**
 * Patient-side consultation endpoints: tracking, My Appointments, history and the video room.
 * (Booking, payment, cancel and reschedule are in the booking module.)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PatientConsultationSchema, TrackedConsultationSchema } from '../../../core/schemas/consultation-views.ts';
import { envelope, ok } from '../../http/envelope.ts';
import { patientOnly, requirePatient } from '../../http/guards.ts';
import { listByContact, listPatientConsultations, openVideoRoom, trackConsultation } from './patient-consultations.server.ts';

const IdParams = z.object({ id: z.string().max(64) });

export const patientConsultationRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/consultations/history',
    {
      onRequest: patientOnly,
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
      onRequest: patientOnly,
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
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await trackConsultation(api.ctx, request.identity, request.params.id, request.ip), 'Consultation fetched successfully');
    },
  );

  api.post(
    '/consultations/:id/video-room',
    {
      onRequest: patientOnly,
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
};
