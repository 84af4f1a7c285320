/**
 * The dispensary's sales (decision 0070): a counter sale with its GST tax invoice, the desk's list
 * and view of invoices with their PDFs, the admin's credit note, and the refusal of any edit of an
 * issued invoice.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreditNoteSchema, SaleSchema } from '@core/dispensary/gst';
import { translate } from '@core/i18n/catalog';
import { uuidParams } from '@core/schemas/params';
import { ReceiptLangQuery } from '@core/schemas/staff/receipts';
import { renderTaxDocumentPdf, taxDocumentFileName, type TaxDocument } from '@server/documents/tax-invoice-pdf';
import { NotFound } from '@server/domain/errors';
import { envelope, fileAnswer, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { invoiceDetail, listInvoices, refuseInvoiceEdit } from './invoices.server';
import { issueCreditNote, sellAtCounter } from './sale.server';

const tags = ['dispensary'];
const Data = envelope(z.any());
const params = uuidParams('dispensary.invoice.notFound');
const clinicDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'staff.dateInvalid' });

export const salesRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/staff/dispensary/sales',
    {
      config: { permission: 'sales.sell' },
      schema: {
        tags,
        summary: 'Sell medicines at the counter: stock out first expiry first out and a GST tax invoice, in one transaction',
        body: SaleSchema,
        response: { 200: Data },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const sale = await sellAtCounter(api.ctx, staff, request.body);
      return ok(sale, translate(request.locale, 'dispensary.sale.done', { invoiceNo: sale.invoiceNo }));
    },
  );
  await api.register(invoiceRoutes);
};

const invoiceRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/dispensary/invoices',
    {
      config: { permission: 'sales.view' },
      schema: {
        tags,
        summary: 'Tax invoices issued between two clinic dates (the last 200), newest first',
        querystring: z.object({ from: clinicDay.optional(), to: clinicDay.optional() }),
        response: { 200: Data },
      },
    },
    async (request) => ok({ invoices: await listInvoices(api.ctx, request.query) }),
  );
  api.get(
    '/staff/dispensary/invoices/:id',
    {
      config: { permission: 'sales.view' },
      schema: { tags, summary: 'One tax invoice: lines, HSN summary, receipt and credit note', params, response: { 200: Data } },
    },
    async (request) => ok(await invoiceDetail(api.ctx, request.params.id)),
  );
  api.patch(
    '/staff/dispensary/invoices/:id',
    {
      config: { permission: 'sales.sell' },
      schema: {
        tags,
        summary: 'An issued invoice is never edited: always 409 (a credit note reverses it)',
        params,
        body: z.record(z.string(), z.unknown()),
        response: { 200: Data },
      },
    },
    async (request) => refuseInvoiceEdit(api.ctx, request.params.id),
  );
  api.post(
    '/staff/dispensary/invoices/:id/credit-note',
    {
      config: { permission: 'sales.credit-note' },
      schema: {
        tags,
        summary: 'Reverse a whole invoice by a credit note (admin): its own series, the stock returned',
        params,
        body: CreditNoteSchema,
        response: { 200: Data },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const note = await issueCreditNote(api.ctx, staff, request.params.id, request.body);
      return ok(note, translate(request.locale, 'dispensary.creditNote.done', { noteNo: note.noteNo }));
    },
  );
  await api.register(documentRoutes);
};

const documentRoutes: FastifyPluginAsyncZod = async (api) => {
  for (const kind of ['invoice', 'credit-note'] as const satisfies TaxDocument[])
    api.get(
      `/staff/dispensary/invoices/:id/${kind}.pdf`,
      {
        config: { permission: 'sales.view' },
        schema: {
          tags,
          summary: `The ${kind === 'invoice' ? 'tax invoice' : 'credit note'} as a PDF, in the current language or \`lang\``,
          params,
          querystring: ReceiptLangQuery,
          response: { 200: fileAnswer('application/pdf', 'The document') },
        },
      },
      async (request, reply) => {
        const detail = await invoiceDetail(api.ctx, request.params.id);
        if (kind === 'credit-note' && !detail.creditNote) throw new NotFound('dispensary.creditNote.notFound');
        const pdf = await renderTaxDocumentPdf(kind, detail, await clinicProfile(api.ctx), request.query.lang ?? request.locale);
        const number = kind === 'invoice' ? detail.invoice.invoiceNo : detail.creditNote!.noteNo;
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${taxDocumentFileName(kind, number)}"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );
};
