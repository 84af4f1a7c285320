/** Reconciliation, the day close, refunds paid back and payment corrections: the desk and the admin. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CloseDaySchema, CorrectionSchema, DayQuerySchema, ReopenDaySchema } from '@core/schemas/staff/paperwork';
import { translate } from '@core/i18n/catalog';
import { ConsultationIdParam } from '@core/schemas/staff/staff';
import { uuidParams } from '@core/schemas/params';
import { StaffConsultationSchema } from '@core/schemas/booking/consultation-views';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { staffView } from '@server/modules/consultations/staff/staff-consultations.server';
import { reopenDay } from './day-close.server';
import { closeDay, dayReport } from './reconciliation.server';
import { correctPayment } from './reconciliation/correction.server';
import { markDepositRefundPaid, markRefundPaid } from './reconciliation/refunds.server';

const tags = ['staff'];
const Item = z.object({ consultation: StaffConsultationSchema });

/** The admin re-opens a closed day with a reason (decision 0056). */
const reopenRoute: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/staff/reconciliation/reopen',
    {
      config: { permission: 'day-close.reopen' },
      schema: {
        tags,
        summary: 'Re-open a closed clinic date, with a reason (admin; audited with the closed summary): decision 0056',
        description: '409 when the date is not closed.',
        body: ReopenDaySchema,
        response: { 200: envelope(z.object({ date: z.string() })) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await reopenDay(api.ctx, staff, request.body);
      return ok({ date: request.body.date }, translate(request.locale, 'staff.paperwork.reopened'));
    },
  );
};

export const reconciliationRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/reconciliation',
    {
      config: { permission: 'payments.reconcile' },
      schema: { tags, summary: 'The end-of-day report of a clinic date', querystring: DayQuerySchema },
    },
    async (request) => {
      return ok(await dayReport(api.ctx, request.query.date));
    },
  );

  api.post(
    '/staff/reconciliation/close',
    {
      config: { permission: 'payments.reconcile' },
      schema: { tags, summary: 'Close a clinic date (once): saves the counted figures', body: CloseDaySchema },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok(await closeDay(api.ctx, staff, request.body.date), 'Day closed');
    },
  );

  await api.register(reopenRoute);

  api.post(
    '/staff/consultations/:id/refund-paid',
    {
      config: { permission: 'payments.reconcile' },
      schema: {
        tags,
        summary: 'Mark the refund due of a consultation as paid back',
        params: ConsultationIdParam,
        response: { 200: envelope(Item) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ consultation: await staffView(api.ctx, await markRefundPaid(api.ctx, staff, request.params.id)) }, 'Refund paid');
    },
  );

  api.post(
    '/staff/programmes/:id/refund-paid',
    {
      config: { permission: 'payments.reconcile' },
      schema: {
        tags,
        summary: "Mark the refund due of a cancelled programme's deposit as paid back",
        params: uuidParams('programmes.accept.notFound'),
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await markDepositRefundPaid(api.ctx, staff, request.params.id);
      return ok({ id: request.params.id }, 'Refund paid');
    },
  );

  api.post(
    '/staff/consultations/:id/payment-correction',
    {
      config: { permission: 'payments.reconcile' },
      schema: {
        tags,
        summary: 'Correct a payment (also of a closed day), with a reason; audited',
        params: ConsultationIdParam,
        body: CorrectionSchema,
        response: { 200: envelope(Item) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const row = await correctPayment(api.ctx, staff, request.params.id, request.body);
      return ok({ consultation: await staffView(api.ctx, row) }, 'Payment corrected');
    },
  );
};
