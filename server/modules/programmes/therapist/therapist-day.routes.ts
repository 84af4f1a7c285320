import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_STATUSES } from '@core/constants';
import { DayQuerySchema } from '@core/schemas/programmes';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { therapistDay } from './therapist-day.server';

const tags = ['programmes'];

/** A therapist's own day (the desk: any therapist's). */
export const therapistDayRoutes: FastifyPluginAsyncZod = async (api) => {
  const Day = envelope(
    z.object({
      sessions: z.array(
        z.object({
          id: z.string(),
          therapySlug: z.string(),
          startsAt: z.string(),
          endsAt: z.string(),
          blockedFrom: z.string(),
          blockedTo: z.string(),
          status: z.enum(SESSION_STATUSES),
          roomName: z.string(),
          /** The patient's first name only (what the therapist's page shows). */
          patientName: z.string().describe("The patient's first name only"),
          withTherapists: z.array(z.string()),
        }),
      ),
    }),
  );
  api.get(
    '/staff/therapist-day',
    {
      config: { permission: 'therapist-day.view' },
      schema: {
        tags,
        summary: "A therapist's sessions of a date: their own (therapist), or any therapist's (desk)",
        querystring: DayQuerySchema,
        response: { 200: Day },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ sessions: await therapistDay(api.ctx, staff, request.query.date, request.query.therapistId) });
    },
  );
};
