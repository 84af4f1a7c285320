import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '@core/schemas/params';
import { DoctorSchema } from '@core/schemas/staff/doctor';
import { NotFound } from '@server/domain/errors';
import { envelope, ok } from '@server/http/envelope';
import { PREPARED_ROUTE, sendPublicAnswer } from '@server/http/public-answers';
import { PUBLIC_DATA_TTL_MS } from '@server/cache/public-data';
import { getDoctor, listActiveDoctors } from './doctors.server';

const ActiveDoctorsAnswer = envelope(z.object({ doctors: z.array(DoctorSchema) }));

export const doctorRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/doctors/active',
    {
      ...PREPARED_ROUTE,
      schema: {
        tags: ['doctors'],
        summary: 'All active doctors',
        response: { 200: ActiveDoctorsAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      // Prepared once per change of the doctors (server/http/public-answers.ts).
      return sendPublicAnswer(request, reply, api.ctx.db, {
        schema: ActiveDoctorsAnswer,
        scopes: ['doctors'],
        key: 'doctors:active',
        ttlMs: PUBLIC_DATA_TTL_MS,
        build: async () => ({ body: ok({ doctors: await listActiveDoctors(api.ctx) }, 'Doctors fetched successfully') }),
      });
    },
  );

  api.get(
    '/doctors/:id',
    {
      schema: {
        tags: ['doctors'],
        summary: 'One doctor',
        params: IdParams,
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
