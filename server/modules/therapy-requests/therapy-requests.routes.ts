/**
 * Therapy requests: a signed-in patient asks for a therapy that needs no prescription; reception
 * and admin close the open ones. The lists are pages' loaders' (My Appointments, /staff/therapy-requests:
 * decision 0044).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REQUEST_STATUSES } from '@core/constants';
import { translate } from '@core/i18n/catalog';
import { uuidParams } from '@core/schemas/params';
import { TherapyRequestSchema } from '@core/schemas/programmes/therapy-requests';
import { RequestProgrammeSchema } from '@core/schemas/programmes/request-programme';
import { envelope, ok } from '@server/http/envelope';
import { requirePatient, requireStaff } from '@server/http/guards';
import { createTherapyRequest, resolveTherapyRequest } from './therapy-requests.server';
import { programmeFromRequest } from './request-programme.server';

const tags = ['therapy-requests'];
/** Reception closes an open request: done (called and arranged) or declined. */
const ResolveSchema = z.object({ status: z.enum(['done', 'declined'], { error: 'staff.therapyRequests.statusInvalid' }) });

export const therapyRequestRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/therapy-requests',
    {
      config: { permission: 'therapy-requests.ask', idempotent: true },
      schema: {
        tags,
        summary: 'A signed-in patient asks for a therapy that needs no prescription (one open request per therapy)',
        body: TherapyRequestSchema,
        response: { 201: envelope(z.object({ id: z.string(), therapySlug: z.string(), status: z.enum(REQUEST_STATUSES) })) },
      },
    },
    async (request, reply) => {
      const { patient } = requirePatient(request);
      const created = await createTherapyRequest(api.ctx, patient.id, request.body);
      reply.status(201);
      return ok(
        { id: created.id, therapySlug: created.therapySlug, status: created.status },
        translate(request.locale, 'site.therapyRequest.sent'),
      );
    },
  );

  api.post(
    '/staff/therapy-requests/:id',
    {
      config: { permission: 'therapy-requests.manage' },
      schema: {
        tags,
        summary: 'Close an open therapy request: done or declined (reception, admin)',
        params: uuidParams('staff.therapyRequests.notFound'),
        body: ResolveSchema,
        response: { 200: envelope(z.object({ id: z.string(), status: z.enum(['done', 'declined']) })) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await resolveTherapyRequest(api.ctx, staff, request.params.id, request.body.status);
      return ok({ id: request.params.id, status: request.body.status }, translate(request.locale, 'staff.therapyRequests.closed'));
    },
  );

  api.post(
    '/staff/therapy-requests/:id/programme',
    {
      config: { permission: 'therapy-requests.manage' },
      schema: {
        tags,
        summary: 'Make an open request into a proposed programme of the therapy once a day (reception, admin; decision 0076)',
        params: uuidParams('staff.therapyRequests.notFound'),
        body: RequestProgrammeSchema,
        response: { 200: envelope(z.object({ programmeId: z.string() })) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const programmeId = await programmeFromRequest(api.ctx, staff, request.params.id, request.body, request.locale);
      return ok({ programmeId }, translate(request.locale, 'staff.therapyRequests.programmeMade'));
    },
  );
};
