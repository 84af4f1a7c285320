import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DoctorSchema } from '../../../core/schemas/doctor.ts';
import { NotFound } from '../../http/errors.ts';
import { envelope, ok } from '../../http/envelope.ts';
import { PREPARED_ROUTE, sendPrepared } from '../../http/prepared-body.ts';
import { activeDoctorsBody, getDoctor } from './doctors.server.ts';

export const doctorRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/doctors/active',
    {
      ...PREPARED_ROUTE,
      schema: {
        tags: ['doctors'],
        summary: 'All active doctors',
        response: { 200: envelope(z.object({ doctors: z.array(DoctorSchema) })) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      // Ready bytes (same shape as the schema above): sent as they are, no serializing per request.
      return sendPrepared(request, reply, await activeDoctorsBody(api.ctx));
    },
  );

  api.get(
    '/doctors/:id',
    {
      schema: {
        tags: ['doctors'],
        summary: 'One doctor',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: envelope(z.object({ doctor: DoctorSchema })) },
      },
    },
    async (request) => {
      const doctor = await getDoctor(api.ctx, request.params.id);
      if (!doctor) throw new NotFound('doctors.notFound');
      return ok({ doctor }, 'Doctor fetched successfully');
    },
  );
};
