/**
 * The patient's therapy programmes: the deposit claim and a request to move a session (the list is
 * My Appointments' loader's, decision 0044). Signed-in patients only, each on their own programmes (404 else).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParams } from '@core/schemas/params';
import { DepositClaimSchema, MoveRequestSchema } from '@core/schemas/programmes/patient-programmes';
import { translate } from '@core/i18n/catalog';
import { envelope, ok } from '@server/http/envelope';
import { requirePatient } from '@server/http/guards';
import { claimDeposit, requestMove } from './patient-programmes.server';

export const patientProgrammeRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/programmes/:id/deposit',
    {
      config: { permission: 'programmes.follow', idempotent: true },
      schema: {
        tags: ['programmes'],
        summary:
          '"I have paid the deposit": the 12-digit UTR of the UPI payment; reception confirms it (409 if not due or the UTR is used)',
        params: uuidParams('patientProgrammes.notFound'),
        body: DepositClaimSchema,
        response: {
          200: envelope(z.object({ id: z.string(), deposit: z.number(), depositStatus: z.enum(['due', 'claimed', 'paid']) })),
        },
      },
    },
    async (request) => {
      const { patient } = requirePatient(request);
      const claimed = await claimDeposit(api.ctx, patient.id, request.params.id, request.body);
      return ok(claimed, translate(request.locale, 'patientProgrammes.deposit.claimed'));
    },
  );

  api.post(
    '/programmes/sessions/:id/move-request',
    {
      config: { permission: 'programmes.follow', idempotent: true },
      schema: {
        tags: ['programmes'],
        summary: 'Ask to move one of my booked sessions (not begun); one open request per session (409 when asked again)',
        params: uuidParams('patientProgrammes.sessionNotFound'),
        body: MoveRequestSchema,
        response: { 200: envelope(z.object({ id: z.string(), sessionId: z.string(), status: z.string() })) },
      },
    },
    async (request) => {
      const { patient } = requirePatient(request);
      const asked = await requestMove(api.ctx, patient.id, request.params.id, request.body);
      return ok(asked, translate(request.locale, 'patientProgrammes.move.requested'));
    },
  );
};
