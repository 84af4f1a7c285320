import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProposalSchema } from '@core/schemas/programmes/programmes';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { proposeProgramme } from './proposal.server';

const tags = ['programmes'];

export const Proposal = envelope(
  z.object({
    sessions: z.array(
      z.object({
        day: z.number(),
        date: z.string(),
        therapySlug: z.string(),
        therapy: z.string(),
        start: z.string(),
        end: z.string(),
        startsAt: z.string(),
        endsAt: z.string(),
        roomId: z.string(),
        room: z.string(),
        therapistIds: z.array(z.string()),
        therapists: z.array(z.string()),
      }),
    ),
  }),
);

/** A schedule proposal for a programme after a completed consultation (its doctor, the desk); nothing is saved. */
export const proposalRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/staff/programmes/proposal',
    {
      config: { permission: 'programmes.propose' },
      schema: {
        tags,
        summary: 'Propose the sessions of a programme (doctor of the consultation, reception, admin)',
        body: ProposalSchema,
        response: { 200: Proposal },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ sessions: await proposeProgramme(api.ctx, staff, request.body, request.locale) });
    },
  );
};
