/**
 * A programme's final bill (decision 0067): the screen's data and the PDF, for its patient and staff
 * who reach the programme (a doctor their own; anyone else 404), in the programme's language or `lang`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uuidParams } from '@core/schemas/params';
import { ReceiptLangQuery } from '@core/schemas/staff/receipts';
import { actorOf } from '@server/domain/actor';
import { fileAnswer, ok } from '@server/http/envelope';
import { requireSignedIn } from '@server/http/guards';
import { billFileName, renderProgrammeBillPdf } from '@server/documents/programme-bill-pdf';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { loadProgrammeBill } from './bill.server';

const tags = ['programmes'];
const params = uuidParams('programmes.accept.notFound');

export const programmeBillRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/programmes/:id/bill',
    {
      config: { permission: 'programmes.bill' },
      schema: {
        tags,
        summary: "A programme's final bill: sessions delivered, charge lines, payments with receipts, balance or refund due",
        description: 'Its patient, or staff who reach the programme (a doctor their own); 404 for anyone else.',
        params,
        querystring: ReceiptLangQuery,
      },
    },
    async (request) => {
      const identity = requireSignedIn(request);
      return ok(await loadProgrammeBill(api.ctx, actorOf(identity), request.params.id, request.query.lang));
    },
  );

  api.get(
    '/programmes/:id/bill.pdf',
    {
      config: { permission: 'programmes.bill' },
      schema: {
        tags,
        summary: "A programme's final bill as a PDF, in the programme's language or `lang`",
        description: 'Its patient, or staff who reach the programme (a doctor their own); 404 for anyone else.',
        params,
        querystring: ReceiptLangQuery,
        response: { 200: fileAnswer('application/pdf', 'The bill') },
      },
    },
    async (request, reply) => {
      const identity = requireSignedIn(request);
      const bill = await loadProgrammeBill(api.ctx, actorOf(identity), request.params.id, request.query.lang);
      const pdf = await renderProgrammeBillPdf(bill, await clinicProfile(api.ctx));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${billFileName(bill)}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
