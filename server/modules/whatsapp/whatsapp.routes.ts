/**
 * The WhatsApp Business webhook: GET answers Meta's verification handshake (hub.verify_token must
 * be WHATSAPP_VERIFY_TOKEN), POST takes delivery statuses, signed with the app secret
 * (X-Hub-Signature-256 over the raw body); a bad or missing signature is refused with 401 and logged.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequest, Forbidden, Unauthorized } from '@server/domain/errors';
import { ok } from '@server/http/envelope';
import { recordWhatsAppStatuses, verifyWhatsAppSignature } from '@server/notify/whatsapp-statuses';

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const whatsappWebhookRoutes: FastifyPluginAsyncZod = async (api) => {
  const limits: FastifyContextConfig = api.ctx.config.RATE_LIMIT_ENABLED ? { rateLimit: { max: 120, timeWindow: '1 minute' } } : {};
  api.get(
    '/webhooks/whatsapp',
    {
      config: limits,
      schema: {
        tags: ['notices'],
        summary: "WhatsApp webhook verification (Meta's hub.challenge handshake)",
        hide: true,
        querystring: z.object({
          'hub.mode': z.string().max(40).optional(),
          'hub.verify_token': z.string().max(200).optional(),
          'hub.challenge': z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const expected = api.ctx.config.WHATSAPP_VERIFY_TOKEN;
      const q = request.query;
      const token = q['hub.verify_token'];
      if (!expected || q['hub.mode'] !== 'subscribe' || !token || !sameText(token, expected) || !q['hub.challenge']) {
        request.log.warn({ mode: q['hub.mode'] }, 'whatsapp webhook verification refused');
        throw new Forbidden('notices.webhookVerifyRefused');
      }
      return reply.type('text/plain; charset=utf-8').send(q['hub.challenge']);
    },
  );
  // The signature covers the exact bytes Meta sent: its own scope with a raw JSON parser.
  await api.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/webhooks/whatsapp',
      { config: limits, schema: { tags: ['notices'], summary: 'WhatsApp delivery statuses (X-Hub-Signature-256)', hide: true } },
      async (request) => {
        const raw = request.body;
        const header = request.headers['x-hub-signature-256'];
        if (
          !Buffer.isBuffer(raw) ||
          !verifyWhatsAppSignature(api.ctx.config.WHATSAPP_APP_SECRET, raw, typeof header === 'string' ? header : undefined)
        ) {
          request.log.warn({ signed: typeof header === 'string' }, 'whatsapp webhook refused: bad or missing signature');
          throw new Unauthorized('notices.webhookInvalid');
        }
        let event: unknown;
        try {
          event = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new BadRequest('error.malformedJson');
        }
        return ok({ updated: await recordWhatsAppStatuses(api.ctx, event) }, 'ok');
      },
    );
  });
};
