/**
 * Receipts: the PDF of a paid consultation (its owner, or staff who reach it), or of any receipt by
 * its id. Receipts are issued by the payment services themselves (receipts.server.ts); the desk lists
 * them in the payments export (exports.server.ts), not through a JSON route (decision 0044).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, uuidParams } from '@core/schemas/params';
import { ReceiptLangQuery } from '@core/schemas/staff/receipts';
import { actorOf } from '@server/domain/actor';
import { fileAnswer } from '@server/http/envelope';
import { requireSignedIn } from '@server/http/guards';
import { receiptPdf, receiptPdfById } from './receipt-documents.server';

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
};
