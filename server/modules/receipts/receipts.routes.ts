/**
 * Receipts: the PDF of a paid consultation (its owner, or staff who reach it) and the desk's list
 * of receipts by date. Receipts are issued by the payment services themselves (receipts.server.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RECEIPT_MODES } from '@core/constants';
import { IdParams, uuidParams } from '@core/schemas/params';
import { ReceiptLangQuery, ReceiptRangeQuery } from '@core/schemas/staff/receipts';
import { actorOf } from '@server/domain/actor';
import { envelope, fileAnswer, ok } from '@server/http/envelope';
import { requireSignedIn } from '@server/http/guards';
import { listReceipts, receiptPdf, receiptPdfById } from './receipt-documents.server';

const ReceiptItem = z.object({
  number: z.string(),
  issuedAt: z.string(),
  consultationId: z.string().nullable(),
  paysFor: z.enum(['consultation', 'deposit', 'balance', 'sale']),
  programmeId: z.string().nullable(),
  name: z.string().nullable(),
  amount: z.number(),
  mode: z.enum(RECEIPT_MODES),
  reference: z.string().nullable(),
});

export const receiptRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/consultations/:id/receipt',
    {
      config: { permission: 'receipts.view' },
      schema: {
        tags: ['consultations'],
        summary: 'The payment receipt (PDF) of a paid consultation: its owner, or staff who reach it (a doctor only their own)',
        description: '404 for anyone else or when the consultation has no receipt (free); 409 while it is not paid.',
        params: IdParams,
        querystring: ReceiptLangQuery,
        response: { 200: fileAnswer('application/pdf', 'The receipt') },
      },
    },
    async (request, reply) => {
      const identity = requireSignedIn(request);
      const { filename, pdf } = await receiptPdf(api.ctx, request.params.id, actorOf(identity), request.query.lang);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(pdf);
    },
  );

  api.get(
    '/receipts/:id',
    {
      config: { permission: 'receipts.view' },
      schema: {
        tags: ['receipts'],
        summary: "Any receipt (PDF) by its id: a consultation's, a programme deposit's or a balance payment's (decision 0055)",
        description:
          "Its patient, or staff who reach what it paid for (a doctor only their own); 404 for anyone else. In the booking's language, or `lang`.",
        params: uuidParams('receipts.notFound'),
        querystring: ReceiptLangQuery,
        response: { 200: fileAnswer('application/pdf', 'The receipt') },
      },
    },
    async (request, reply) => {
      const identity = requireSignedIn(request);
      const { filename, pdf } = await receiptPdfById(api.ctx, request.params.id, actorOf(identity), request.query.lang);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(pdf);
    },
  );

  api.get(
    '/staff/receipts',
    {
      config: { permission: 'receipts.list' },
      schema: {
        tags: ['staff'],
        summary: 'Receipts issued from `from` to `to` (clinic dates, at most 92 days), in number order: reception and admin',
        querystring: ReceiptRangeQuery,
        response: { 200: envelope(z.array(ReceiptItem)) },
      },
    },
    async (request) => {
      return ok(await listReceipts(api.ctx, request.query), 'Receipts fetched');
    },
  );
};
