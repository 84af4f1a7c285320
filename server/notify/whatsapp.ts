/**
 * WhatsApp behind one small interface, chosen by WHATSAPP_PROVIDER: the development outbox
 * (DATA_DIR/whatsapp-outbox.jsonl) or the WhatsApp Business Cloud API (approved template messages,
 * POST {WHATSAPP_BASE_URL}/{version}/{phone-number-id}/messages with a bearer token). Both answer the
 * message id, which the delivery-status webhook later reports on (message_deliveries).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@core/i18n/locales';
import { type Config, isLocalUrl } from '@server/config';
import { appendJsonLine } from './outbox';

export interface WhatsAppMessage {
  /** 10-digit Indian mobile number. */
  to: string;
  /** The approved template's name, its language and its body parameters in order. */
  template: string;
  language: Locale;
  parameters: string[];
  /** The same notice as text (the SMS), for the outbox and staff. */
  preview: string;
}

export interface WhatsAppSender {
  readonly provider: Config['WHATSAPP_PROVIDER'];
  /** Sends the message; answers the provider's message id. */
  send(message: WhatsAppMessage): Promise<{ messageId: string }>;
}

/** Worth trying again later: a timeout, a 5xx, a rate limit. */
export class WhatsAppDeliveryError extends Error {}
/** Refused for good (the number is not on WhatsApp, a bad request): retrying will not help. */
export class WhatsAppRefused extends Error {}

/**
 * Whether WhatsApp reaches patients: not with the outbox on a real (production, public) site, where
 * a WhatsApp notice goes by SMS instead so that nobody waits for a message written to a file.
 */
export function whatsappReachesPatients(config: Pick<Config, 'WHATSAPP_PROVIDER' | 'isProduction' | 'baseUrl'>): boolean {
  return config.WHATSAPP_PROVIDER === 'cloud' || !config.isProduction || isLocalUrl(config.baseUrl);
}

export function whatsappOutboxFile(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'whatsapp-outbox.jsonl');
}

interface CloudAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; code?: number };
}

function cloudSender(config: Config): WhatsAppSender {
  const url = `${config.WHATSAPP_BASE_URL.replace(/\/$/, '')}/${config.WHATSAPP_API_VERSION}/${encodeURIComponent(config.WHATSAPP_PHONE_NUMBER_ID ?? '')}/messages`;
  return {
    provider: 'cloud',
    async send({ to, template, language, parameters }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.WHATSAPP_ACCESS_TOKEN ?? ''}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: `91${to}`,
          type: 'template',
          template: {
            name: template,
            language: { code: language },
            components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
          },
        }),
        signal: AbortSignal.timeout(10_000),
      }).catch((error: unknown) => {
        throw new WhatsAppDeliveryError(`WhatsApp unreachable: ${error instanceof Error ? error.message : String(error)}`);
      });
      const answer = (await response.json().catch(() => ({}))) as CloudAnswer;
      const detail = answer.error ? `: ${answer.error.code ?? ''} ${answer.error.message ?? ''}`.trimEnd() : '';
      // 4xx other than a rate limit: the request or the number is refused, and will be again.
      if (response.status >= 400 && response.status < 500 && response.status !== 429)
        throw new WhatsAppRefused(`WhatsApp refused (${response.status})${detail}`);
      if (!response.ok) throw new WhatsAppDeliveryError(`WhatsApp answered ${response.status}${detail}`);
      const messageId = answer.messages?.[0]?.id;
      if (!messageId) throw new WhatsAppDeliveryError('WhatsApp answered without a message id');
      return { messageId };
    },
  };
}

export function createWhatsAppSender(config: Config, log: FastifyBaseLogger): WhatsAppSender {
  if (config.WHATSAPP_PROVIDER === 'cloud') return cloudSender(config);
  const file = whatsappOutboxFile(config);
  return {
    provider: 'outbox',
    async send(message) {
      const messageId = `outbox.${randomUUID()}`;
      appendJsonLine(file, { id: messageId, ...message, at: new Date().toISOString() });
      log.info({ to: `******${message.to.slice(-4)}`, outbox: file }, 'whatsapp written to outbox');
      return { messageId };
    },
  };
}
