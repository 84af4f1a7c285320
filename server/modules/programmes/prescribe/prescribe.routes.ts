/**
 * Programmes prescribed after a completed consultation: the consultation's doctor or the
 * desk prescribes one (saved as proposed; no session booked yet). Those of a consultation are listed
 * by its page's loader (app/routes/staff-consultation.tsx), not a JSON route (decision 0044).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GENDERS, type ProgrammeStatus, type TimeBand } from '@core/constants';
import { translate } from '@core/i18n/catalog';
import { PrescribeSchema } from '@core/schemas/programmes/programmes';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { prescribeProgramme } from './programme.server';

const tags = ['programmes'];
const STATUSES = ['proposed', 'accepted', 'cancelled', 'completed'] as const satisfies readonly ProgrammeStatus[];
const BANDS = ['morning', 'afternoon', 'evening', 'any'] as const satisfies readonly TimeBand[];

const Programme = z.object({
  id: z.string(),
  status: z.enum(STATUSES),
  templateSlug: z.string().nullable(),
  startDate: z.string(),
  timeBand: z.enum(BANDS),
  patientGender: z.enum(GENDERS).nullable(),
  days: z.number(),
  sessions: z.number(),
  plan: z.array(z.object({ day: z.number(), therapies: z.array(z.string()) })),
  price: z.number(),
  discount: z.number(),
  deposit: z.number(),
  notes: z.string(),
  createdAt: z.string(),
});

export const prescribeRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/staff/programmes',
    {
      config: { permission: 'programmes.prescribe' },
      schema: {
        tags,
        summary: 'Prescribe a programme after a completed consultation (its doctor, reception, admin); no session is booked',
        body: PrescribeSchema,
        response: { 201: envelope(z.object({ programme: Programme })) },
      },
    },
    async (request, reply) => {
      const { staff } = requireStaff(request);
      const programme = await prescribeProgramme(api.ctx, staff, request.body, request.locale);
      reply.status(201);
      return ok({ programme }, translate(request.locale, 'staff.prescribe.saved'));
    },
  );
};
