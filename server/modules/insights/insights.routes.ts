/** GET /api/staff/insights: the figures of a period against the previous one. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InsightsQuerySchema, InsightsSchema } from '@core/schemas/insights';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { z } from 'zod';
import { computeInsights } from './insights.server';
import { sessionAttendance } from './session-attendance.server';

const Pair = z.object({ current: z.number().nullable(), previous: z.number().nullable() });
/** Therapy attendance beside the consultations' figures (decision 0051). */
const SessionAttendanceSchema = z.object({ done: Pair, noShows: Pair, noShowRate: Pair });

export const insightsRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/insights',
    {
      config: { permission: 'insights.view' },
      schema: {
        tags: ['staff'],
        summary:
          'Insights for a period (this week, month, quarter or custom dates) and the previous period of equal length: bookings, patients, money, occupancy, busy hours, feedback (a doctor: their own; reception: money only if the admin allowed it)',
        querystring: InsightsQuerySchema,
        response: { 200: envelope(InsightsSchema.extend({ sessionAttendance: SessionAttendanceSchema })) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const insights = await computeInsights(api.ctx, staff, request.query);
      return ok({ ...insights, sessionAttendance: await sessionAttendance(api.ctx, staff, insights.period, request.query.doctorId) });
    },
  );
};
