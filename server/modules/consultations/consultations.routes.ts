/** Booking API: a doctor's free slots per date, and booking a consultation. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '@core/schemas/params';
import { AvailabilityQuerySchema, AvailabilitySchema, BookingRequestSchema } from '@core/schemas/booking/consultation';
import { ConsultationSchema } from '@core/schemas/booking/consultation-views';
import { translate } from '@core/i18n/catalog';
import { daysBetween } from '@core/booking/slots';
import { envelope, ok } from '@server/http/envelope';
import { BadRequest, NotFound } from '@server/domain/errors';
import { requirePatient } from '@server/http/guards';
import { PREPARED_ROUTE, sendPublicAnswer } from '@server/http/public-answers';
import { isUuid } from '@core/uuid';
import { TAKEN_SLOTS_TTL_MS, doctorAvailability } from './booking/availability.server';
import { bookedSince, createConsultation } from './consultations.server';
import { toConsultationDto } from './views';
import { BOOKING_LIMIT, routeLimitConfig } from '@server/http/route-limits';

const AvailabilityAnswer = envelope(AvailabilitySchema);

export const consultationRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/doctors/:id/availability',
    {
      ...PREPARED_ROUTE,
      schema: {
        tags: ['booking'],
        summary: "A doctor's free slots for each date (clinic time, Asia/Kolkata), today up to 60 days ahead",
        params: IdParams,
        querystring: AvailabilityQuerySchema,
        response: { 200: AvailabilityAnswer },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      if (from && to && daysBetween(from, to) > 62) throw new BadRequest('booking.rangeTooLong');
      const { id } = request.params;
      // Public, the same bytes for every visitor until a slot changes: prepared once per answer
      // (server/http/public-answers.ts). Not kept by browsers (the API's no-store): a slot taken a
      // moment ago must not show free.
      return sendPublicAnswer(request, reply, api.ctx.db, {
        schema: AvailabilityAnswer,
        scopes: ['doctors', 'bookings', 'clinic'],
        key: `availability:${id}|${from ?? ''}|${to ?? ''}|${request.locale}`,
        ttlMs: TAKEN_SLOTS_TTL_MS,
        build: async () => {
          const answer = await doctorAvailability(api.ctx, id, from, to);
          if (!answer) throw new NotFound('booking.doctorNotFound');
          return { body: ok(answer.availability, translate(request.locale, 'booking.availabilityFetched')), validUntil: answer.validUntil };
        },
      });
    },
  );

  api.post(
    '/consultations',
    {
      // Per patient (the same budget as the booking page's form: route-limits.ts).
      config: {
        permission: 'consultations.book',
        idempotent: true,
        ...routeLimitConfig(api.ctx, BOOKING_LIMIT, (request) =>
          request.identity?.kind === 'patient' ? `book:${request.identity.patient.id}` : `book-ip:${request.ip}`,
        ),
      },
      schema: {
        tags: ['booking'],
        summary: 'Book a consultation (signed-in patient). Amount, status and payment fields from the client are ignored.',
        body: BookingRequestSchema,
        response: { 201: envelope(ConsultationSchema) },
      },
    },
    async (request, reply) => {
      const identity = requirePatient(request);
      // A retry after an instance died mid-booking: the booking it made, if it made it (decision 0042).
      const claim = request.idempotencyClaim;
      const made =
        claim?.takenOver && isUuid(request.body.doctor.doctorId)
          ? await bookedSince(api.ctx, identity.patient.id, request.body, claim.since)
          : null;
      const row = made ?? (await createConsultation(api.ctx, identity.patient, request.body, { locale: request.locale }));
      reply.status(201);
      return ok(toConsultationDto(row), translate(request.locale, 'booking.booked'));
    },
  );
};
