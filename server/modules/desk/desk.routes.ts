/** Desk bookings (decision 0054): register a patient at the desk, and book for them (the search is the patient register's). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeskBookingSchema, DeskPatientSchema, DeskRegisterSchema } from '@core/schemas/staff/desk';
import { StaffConsultationSchema } from '@core/schemas/booking/consultation-views';
import { translate } from '@core/i18n/catalog';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { staffView } from '@server/modules/consultations/staff/staff-consultations.server';
import { bookAtDesk, registerAtDesk } from './desk.server';

const tags = ['staff'];

export const deskRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/staff/patients',
    {
      config: { permission: 'patients.register', idempotent: true },
      schema: {
        tags,
        summary: 'Register a patient at the desk, recording the privacy notice given there (409 when the number has an account)',
        body: DeskRegisterSchema,
        response: { 201: envelope(z.object({ patient: DeskPatientSchema })) },
      },
    },
    async (request, reply) => {
      const { staff } = requireStaff(request);
      const patient = await registerAtDesk(api.ctx, staff, request.body);
      reply.status(201);
      return ok({ patient }, translate(request.locale, 'staff.deskBooking.registered'));
    },
  );

  api.post(
    '/staff/bookings',
    {
      config: { permission: 'consultations.book-for-patient', idempotent: true },
      schema: {
        tags,
        summary: "Book a consultation for a patient at the desk (the patient's own booking service; paid at the clinic)",
        body: DeskBookingSchema,
        response: { 201: envelope(z.object({ consultation: StaffConsultationSchema })) },
      },
    },
    async (request, reply) => {
      const { staff } = requireStaff(request);
      const row = await bookAtDesk(api.ctx, staff, request.body);
      reply.status(201);
      return ok({ consultation: await staffView(api.ctx, row) }, translate(request.locale, 'booking.booked'));
    },
  );
};
