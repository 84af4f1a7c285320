/**
 * Staff calls on consultations: the spec's PATCH status / prescription and the doctor, upcoming and
 * past lists, plus the console's board, detail and payment reconciliation under /staff.
 * Every route checks the role on the server; a doctor only reaches their own consultations.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONSULTATION_STATUSES, PAYMENT_STATUSES } from '@core/constants';
import {
  BoardQuerySchema,
  ConsultationIdParam,
  PaymentActionSchema,
  PrescriptionSchema,
  RescheduleSchema,
  StatusChangeSchema,
  AttendanceSchema,
} from '@core/schemas/staff/staff';
import { uuidParams } from '@core/schemas/params';
import { StaffConsultationSchema } from '@core/schemas/booking/consultation-views';
import { translate } from '@core/i18n/catalog';
import { envelope, ok } from '@server/http/envelope';
import { Conflict } from '@server/domain/errors';
import { requireStaff } from '@server/http/guards';
import {
  applyPayment,
  changeStatus,
  getConsultationDetail,
  listBoard,
  listForDoctor,
  listPast,
  listUpcoming,
  recordConsultationAttendance,
  savePrescription,
  staffReschedule,
  staffView,
} from './staff-consultations.server';
import { afterStaffChange } from '@server/modules/notices/staff-change-notices';

const Item = z.object({ consultation: StaffConsultationSchema });
const List = z.object({ consultations: z.array(StaffConsultationSchema) });
const countsOf = <T extends readonly string[]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number()])) as Record<T[number], z.ZodNumber>);

const tags = ['staff'];
/** The board's lists (core/policy.ts). */
const board = { permission: 'consultations.view' } as const;

/** The spec's calls: PATCH status and prescription, and the doctor, upcoming and past lists. */
const specRoutes: FastifyPluginAsyncZod = async (api) => {
  api.patch(
    '/consultations/:id/status',
    {
      config: { permission: 'consultations.update-status' },
      schema: {
        tags,
        summary: 'Change a consultation status (staff)',
        params: ConsultationIdParam,
        body: StatusChangeSchema,
        response: { 200: envelope(Item) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const { before, after } = await changeStatus(api.ctx, staff, request.params.id, request.body).catch((error: unknown) => {
        // Name the statuses in the caller's language ("A Completed consultation cannot be changed any more.").
        if (error instanceof Conflict && error.params && 'from' in error.params) {
          const label = (s: unknown) => translate(request.locale, `consultations.status.${String(s)}`);
          throw new Conflict(error.message, { ...error.params, from: label(error.params.from), to: label(error.params.to) });
        }
        throw error;
      });
      await afterStaffChange(api.ctx, before, after);
      return ok({ consultation: await staffView(api.ctx, after) }, 'Consultation status updated');
    },
  );

  api.patch(
    '/consultations/:id/prescription',
    {
      config: { permission: 'prescriptions.write' },
      schema: {
        tags,
        summary: 'Write the prescription (the doctor of the consultation, or admin)',
        params: ConsultationIdParam,
        body: PrescriptionSchema,
        response: { 200: envelope(Item) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const row = await savePrescription(api.ctx, staff, request.params.id, request.body);
      return ok({ consultation: await staffView(api.ctx, row) }, 'Prescription saved');
    },
  );

  api.get(
    '/consultations/doctor/:doctorId',
    {
      config: { permission: 'consultations.view' },
      schema: {
        tags,
        summary: "A doctor's consultations (staff)",
        params: uuidParams('doctors.notFound', 'doctorId'),
        response: { 200: envelope(List) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ consultations: await listForDoctor(api.ctx, staff, request.params.doctorId) });
    },
  );

  api.get(
    '/consultations/upcoming',
    { config: board, schema: { tags, summary: 'Upcoming consultations (staff)', response: { 200: envelope(List) } } },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ consultations: await listUpcoming(api.ctx, staff) });
    },
  );

  api.get(
    '/consultations/past',
    { config: board, schema: { tags, summary: 'Past consultations (staff)', response: { 200: envelope(List) } } },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ consultations: await listPast(api.ctx, staff) });
    },
  );
};

/** The console's board, detail, payment reconciliation and reschedule under /staff. */
/** The console's board and one consultation's detail. */
const boardRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/consultations',
    {
      config: { permission: 'consultations.view' },
      schema: {
        tags,
        summary: 'The day board with filters, search and counts',
        querystring: BoardQuerySchema,
        response: {
          200: envelope(
            z.object({
              date: z.string(),
              consultations: z.array(StaffConsultationSchema),
              counts: z.object({ total: z.number(), status: countsOf(CONSULTATION_STATUSES), payment: countsOf(PAYMENT_STATUSES) }),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const board = await listBoard(api.ctx, staff, request.query);
      return ok({ date: board.date, consultations: board.items, counts: board.counts });
    },
  );

  api.get(
    '/staff/consultations/:id',
    {
      config: { permission: 'consultations.view' },
      schema: {
        tags,
        summary: 'Consultation detail with the patient history and feedback',
        params: ConsultationIdParam,
        response: {
          200: envelope(
            z.object({
              consultation: StaffConsultationSchema,
              history: z.array(StaffConsultationSchema),
              feedback: z
                .object({
                  ratings: z.array(z.object({ question: z.string(), rating: z.number() })),
                  onTime: z.boolean().nullable(),
                  comments: z.string(),
                  createdAt: z.string(),
                })
                .nullable(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok(await getConsultationDetail(api.ctx, staff, request.params.id));
    },
  );
};

/** Payment reconciliation and reschedule. */
const changeRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/staff/consultations/:id/payment',
    {
      config: { permission: 'payments.reconcile' },
      schema: {
        tags,
        summary: 'Mark paid or failed, or record payment at the clinic',
        params: ConsultationIdParam,
        body: PaymentActionSchema,
        response: { 200: envelope(Item) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const { before, after } = await applyPayment(api.ctx, staff, request.params.id, request.body);
      await afterStaffChange(api.ctx, before, after);
      return ok({ consultation: await staffView(api.ctx, after) }, 'Payment updated');
    },
  );

  api.post(
    '/staff/consultations/:id/reschedule',
    {
      config: { permission: 'consultations.reschedule' },
      schema: {
        tags,
        summary: 'Move a booking to another free slot of its doctor',
        params: ConsultationIdParam,
        body: RescheduleSchema,
        response: { 200: envelope(Item) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const row = await staffReschedule(api.ctx, staff, request.params.id, request.body);
      return ok({ consultation: await staffView(api.ctx, row) }, translate(request.locale, 'staff.api.consultationRescheduled'));
    },
  );
};

/** Attendance: checked in, in progress, done, no-show (decision 0051). */
const attendanceRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/consultations/:id/attendance',
    {
      config: { permission: 'consultations.update-status' },
      schema: {
        tags,
        summary: 'Record attendance: checked in, in progress, done or no-show (staff; a doctor their own; decision 0051)',
        params: ConsultationIdParam,
        body: AttendanceSchema,
        response: { 200: envelope(Item) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const { after } = await recordConsultationAttendance(api.ctx, staff, request.params.id, request.body.step);
      return ok({ consultation: await staffView(api.ctx, after) }, translate(request.locale, `staff.attendance.done.${request.body.step}`));
    },
  );
};

export const staffConsultationRoutes: FastifyPluginAsyncZod = async (api, options) => {
  await specRoutes(api, options);
  await attendanceRoutes(api, options);
  await boardRoutes(api, options);
  await changeRoutes(api, options);
};
