/**
 * Prescribed programmes at the desk: the list and one programme (the desk, the doctor of
 * the consultation), its current proposal, accepting it, cancelling it, the admin's discount and
 * confirming the deposit.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEPOSIT_METHODS, SESSION_STATUSES } from '@core/constants';
import { clinicDate } from '@core/booking/slots';
import { translate } from '@core/i18n/catalog';
import { formatClinicDate } from '@core/i18n/clinic-time';
import { INTL_LOCALE } from '@core/i18n/locales';
import { uuidParams } from '@core/schemas/params';
import {
  AcceptSchema,
  BalancePaymentSchema,
  CancelProgrammeSchema,
  DepositConfirmSchema,
  DiscountSchema,
  ProgrammeListQuerySchema,
} from '@core/schemas/programmes/programmes';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import * as accept from './accept.server';
import { recordBalancePayment } from './balance.server';
import { Proposal } from '@server/modules/programmes/prescribe/proposal.routes';

const tags = ['programmes'];
const STATUS = z.enum(['proposed', 'accepted', 'cancelled', 'completed']);
const DEPOSIT = z.enum(['due', 'claimed', 'paid']);

const List = envelope(
  z.object({
    programmes: z.array(
      z.object({
        id: z.string(),
        status: STATUS,
        startDate: z.string(),
        days: z.number(),
        depositStatus: DEPOSIT,
        deposit: z.number(),
        patientName: z.string(),
        doctorName: z.string(),
      }),
    ),
  }),
);

const ProgrammePayment = z.object({
  id: z.string(),
  amount: z.number(),
  method: z.enum(DEPOSIT_METHODS),
  reference: z.string().nullable(),
  recordedAt: z.string(),
  countsOn: z.string(),
  receipt: z.object({ id: z.string(), number: z.string() }).nullable(),
});
const ProgrammeReceipt = z.object({
  id: z.string(),
  number: z.string(),
  paysFor: z.enum(['consultation', 'deposit', 'balance', 'sale']),
  paymentId: z.string().nullable(),
  amount: z.number(),
  issuedAt: z.string(),
});

const One = envelope(
  z.object({
    programme: z.object({
      id: z.string(),
      status: STATUS,
      locale: z.enum(['en', 'hi']),
      patientName: z.string(),
      patientContact: z.string().nullable(),
      doctorName: z.string(),
      consultationId: z.string().nullable(),
      startDate: z.string(),
      timeBand: z.string(),
      notes: z.string(),
      plan: z.array(z.object({ day: z.number(), therapies: z.array(z.object({ slug: z.string(), name: z.string() })) })),
      sessions: z.array(
        z.object({
          id: z.string(),
          day: z.number().nullable(),
          date: z.string(),
          start: z.string(),
          end: z.string(),
          therapySlug: z.string(),
          therapy: z.string(),
          room: z.string(),
          therapists: z.array(z.string()),
          status: z.enum(SESSION_STATUSES),
        }),
      ),
      amounts: z.object({
        price: z.number(),
        discount: z.number(),
        discountReason: z.string().nullable(),
        deposit: z.number(),
        balance: z.number(),
        balancePaid: z.number(),
      }),
      payments: z.array(ProgrammePayment),
      receipts: z.array(ProgrammeReceipt),
      deposit: z.object({ status: DEPOSIT, utr: z.string().nullable(), claimedAt: z.string().nullable(), paidAt: z.string().nullable() }),
      acceptedAt: z.string().nullable(),
      cancelledAt: z.string().nullable(),
    }),
  }),
);

const params = uuidParams('programmes.accept.notFound');

/** The list, one programme and its current proposal (the desk; a doctor their own). */
const readRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/programmes',
    {
      config: { permission: 'programmes.view' },
      schema: {
        tags,
        summary: 'Prescribed programmes: waiting for acceptance first (desk: all; doctor: their own)',
        querystring: ProgrammeListQuerySchema,
        response: { 200: List },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ programmes: await accept.listProgrammes(api.ctx, staff, request.query) });
    },
  );
  api.get(
    '/staff/programmes/:id',
    {
      config: { permission: 'programmes.view' },
      schema: { tags, summary: 'One programme: plan, sessions, amounts, deposit', params, response: { 200: One } },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ programme: await accept.getProgramme(api.ctx, staff, request.params.id, request.locale) });
    },
  );
  api.get(
    '/staff/programmes/:id/proposal',
    {
      config: { permission: 'programmes.view' },
      schema: { tags, summary: 'The current schedule proposal of a programme waiting for acceptance', params, response: { 200: Proposal } },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ sessions: await accept.programmeProposal(api.ctx, staff, request.params.id, request.locale) });
    },
  );
};

/** The transitions: accept, cancel, discount (admin), deposit confirmed. */
const writeRoutes: FastifyPluginAsyncZod = async (api) => {
  const answer = async (staff: Parameters<typeof accept.getProgramme>[1], id: string, locale: 'en' | 'hi') =>
    ({ programme: await accept.getProgramme(api.ctx, staff, id, locale) }) as const;
  api.post(
    '/staff/programmes/:id/accept',
    {
      config: { permission: 'programmes.manage' },
      schema: {
        tags,
        summary: 'Accept a programme: book all its sessions at once, or none (409 naming the clash) (desk)',
        params,
        body: AcceptSchema,
        response: { 200: One },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await accept.acceptProgramme(api.ctx, staff, request.params.id, request.body, request.locale);
      return ok(await answer(staff, request.params.id, request.locale), translate(request.locale, 'programmes.accept.accepted'));
    },
  );
  api.post(
    '/staff/programmes/:id/cancel',
    {
      config: { permission: 'programmes.manage' },
      schema: {
        tags,
        summary: 'Cancel a programme and its sessions still to come (desk)',
        params,
        body: CancelProgrammeSchema,
        response: { 200: One },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await accept.cancelProgramme(api.ctx, staff, request.params.id, request.body.reason);
      return ok(await answer(staff, request.params.id, request.locale), translate(request.locale, 'programmes.accept.cancelled'));
    },
  );
  api.put(
    '/staff/programmes/:id/discount',
    {
      config: { permission: 'programmes.discount' },
      schema: {
        tags,
        summary: "Set a programme's discount; the deposit follows (admin)",
        params,
        body: DiscountSchema,
        response: { 200: One },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await accept.setDiscount(api.ctx, staff, request.params.id, request.body);
      return ok(await answer(staff, request.params.id, request.locale), translate(request.locale, 'programmes.accept.discountSaved'));
    },
  );
  api.post(
    '/staff/programmes/:id/deposit/confirm',
    {
      config: { permission: 'programmes.manage' },
      schema: {
        tags,
        summary: "Confirm a programme's deposit: the patient's UPI claim or a payment at the desk (desk)",
        params,
        body: DepositConfirmSchema,
        response: { 200: One },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const { countsOn } = await accept.confirmDeposit(api.ctx, staff, request.params.id, request.body);
      return ok(await answer(staff, request.params.id, request.locale), depositConfirmed(countsOn, request.locale));
    },
  );
};

/** Taken after the day was closed, a deposit counts on the next open day, and the desk is told so (decision 0056). */
function depositConfirmed(countsOn: string | null, locale: 'en' | 'hi'): string {
  if (!countsOn) return translate(locale, 'programmes.accept.depositConfirmed');
  return translate(locale, 'programmes.accept.depositConfirmedLate', { date: formatClinicDate(countsOn, INTL_LOCALE[locale]) });
}

/** The balance, in parts or whole, each payment with its receipt (decision 0055). */
const balanceRoutes: FastifyPluginAsyncZod = async (api) => {
  const answer = async (staff: Parameters<typeof accept.getProgramme>[1], id: string, locale: 'en' | 'hi') =>
    ({ programme: await accept.getProgramme(api.ctx, staff, id, locale) }) as const;
  api.post(
    '/staff/programmes/:id/payments',
    {
      config: { permission: 'programmes.manage' },
      schema: {
        tags,
        summary: "Record a payment towards a programme's balance, in part or whole, with its receipt (desk; decision 0055)",
        description:
          '400 (field `amount`) above the balance due; 409 before the deposit is confirmed, when nothing is due, or for a UPI reference another payment holds.',
        params,
        body: BalancePaymentSchema,
        response: { 201: One },
      },
    },
    async (request, reply) => {
      const { staff } = requireStaff(request);
      const paid = await recordBalancePayment(api.ctx, staff, request.params.id, request.body);
      reply.code(201);
      // Taken after the day was closed: it counts on the next open day, and the desk is told so (decision 0056).
      const late = paid.countsOn !== clinicDate(api.ctx.now());
      const date = formatClinicDate(paid.countsOn, INTL_LOCALE[request.locale]);
      return ok(
        await answer(staff, request.params.id, request.locale),
        translate(request.locale, late ? 'programmes.balance.recordedLate' : 'programmes.balance.recorded', {
          number: paid.receiptNumber,
          date,
        }),
      );
    },
  );
};

export const acceptRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(readRoutes);
  await api.register(writeRoutes);
  await api.register(balanceRoutes);
};
