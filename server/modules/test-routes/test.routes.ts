/**
 * The end-to-end run's test routes (decision 0037), registered only when TEST_ROUTES is on, which
 * the settings allow only for a demo clinic on a loopback address (server/config.ts): a real
 * installation has no such routes. They shorten what a test would otherwise wait for in real time.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { IdParams } from '@core/schemas/params';
import { addDays, clinicDate, clinicTime } from '@core/booking/slots';
import { consultations } from '@server/db/schema';
import { NotFound } from '@server/domain/errors';
import { envelope, ok } from '@server/http/envelope';
import { getConsultationRow } from '@server/modules/consultations/booking/access.server';
import { slotsChanged } from '@server/modules/consultations/booking/availability.server';

/** `HH:MM` a number of minutes after midnight. */
const minuteOfDay = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const testRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/test/consultations/:id/begin',
    {
      schema: {
        tags: ['test'],
        summary: "End-to-end tests only: move a consultation to a slot that has begun (its doctor's latest free minute up to now)",
        params: IdParams,
        response: { 200: envelope(z.object({ date: z.string(), timeSlot: z.string() })) },
      },
    },
    async (request) => {
      const { ctx } = api;
      const row = await getConsultationRow(ctx, request.params.id);
      if (!row) throw new NotFound('booking.consultationNotFound');
      const now = ctx.now();
      const today = clinicDate(now);
      const [hours = 0, minutes = 0] = clinicTime(now).split(':').map(Number);
      // The doctor's latest minute up to now that no other active consultation holds (today, else yesterday).
      for (const [date, from] of [
        [today, hours * 60 + minutes],
        [addDays(today, -1), 24 * 60 - 1],
      ] as const) {
        const taken = new Set(
          (
            await ctx.db
              .select({ timeSlot: consultations.timeSlot })
              .from(consultations)
              .where(
                and(
                  eq(consultations.doctorId, row.doctorId),
                  eq(consultations.date, date),
                  ne(consultations.status, 'cancelled'),
                  ne(consultations.id, row.id),
                ),
              )
          ).map((r) => r.timeSlot),
        );
        for (let minute = from; minute >= 0; minute--) {
          const timeSlot = minuteOfDay(minute);
          if (taken.has(timeSlot)) continue;
          await ctx.db.update(consultations).set({ date, timeSlot }).where(eq(consultations.id, row.id));
          slotsChanged(ctx);
          return ok({ date, timeSlot });
        }
      }
      throw new NotFound('booking.consultationNotFound');
    },
  );
};
