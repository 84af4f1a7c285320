/**
 * Printed documents: GET /api/documents/prescription/:id, for the owner, staff who reach the
 * consultation, or (with ?exp=&sig=) the holder of a signed link (documents.server.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogs } from '@core/i18n/catalog';
import { IdParams } from '@core/schemas/params';
import { hitRateLimit } from '@server/db/rate-limits';
import { DomainError } from '@server/domain/errors';
import { fileAnswer } from '@server/http/envelope';
import { requireSignedIn } from '@server/http/guards';
import { checkPrescriptionLink, DOCUMENT_LINK_LIMIT, prescriptionPdf } from './documents.server';

const LinkQuery = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A refused link opened in a browser: a short page in both languages, pointing to My Appointments. */
function linkRefusedPage(reply: FastifyReply, error: DomainError) {
  const key = error.message as 'documents.linkInvalid' | 'documents.linkExpired';
  const part = (locale: 'en' | 'hi') =>
    `<section lang="${locale}"><h1>${escapeHtml(catalogs[locale]['documents.linkPageTitle'])}</h1><p>${escapeHtml(catalogs[locale][key])}</p>` +
    `<p><a href="/appointments">${escapeHtml(catalogs[locale]['documents.openAppointments'])}</a></p></section>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(catalogs.en['documents.linkPageTitle'])}</title></head><body><main>${part('en')}<hr>${part('hi')}</main></body></html>`;
  return reply.status(error.statusCode).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

const wantsHtml = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? '');

export const documentRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/documents/prescription/:id',
    {
      schema: {
        tags: ['documents'],
        summary: 'The prescription as a PDF: the owner, staff who reach the consultation, or a signed link (exp, sig) for 7 days',
        params: IdParams,
        querystring: LinkQuery,
        response: { 200: fileAnswer('application/pdf', 'The prescription') },
      },
    },
    async (request, reply) => {
      const { exp, sig } = request.query;
      let reader: Parameters<typeof prescriptionPdf>[1];
      if (exp !== undefined || sig !== undefined) {
        try {
          await hitRateLimit(api.ctx, DOCUMENT_LINK_LIMIT, request.ip);
          checkPrescriptionLink(api.ctx, request.params.id, exp ?? '', sig ?? '');
        } catch (error) {
          if (error instanceof DomainError && error.statusCode === 403 && wantsHtml(request)) return linkRefusedPage(reply, error);
          throw error;
        }
        reader = 'signed-link';
      } else reader = requireSignedIn(request);
      const { bytes, disposition } = await prescriptionPdf(api.ctx, reader, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', disposition)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
