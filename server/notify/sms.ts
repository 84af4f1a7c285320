/**
 * SMS behind one small interface, chosen by SMS_PROVIDER: the development outbox
 * (DATA_DIR/sms-outbox.jsonl), MSG91 or Twilio over their HTTP APIs.
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@core/i18n/locales';
import { type NoticeKind, smsTemplateKey } from '@core/notice-kinds';
import type { Config } from '@server/config';
import { appendJsonLine } from './outbox';

export interface SmsMessage {
  /** 10-digit Indian mobile number. */
  to: string;
  body: string;
  /** Template variables for providers that send templates (MSG91 OTP flow). */
  otp?: string;
  /** A notice built from its kind's DLT-registered pattern: MSG91 sends the kind's template id and these variables. */
  template?: { kind: NoticeKind; locale: Locale; variables: string[] };
}

export interface SmsSender {
  readonly provider: Config['SMS_PROVIDER'];
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {}

export function smsOutboxFile(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'sms-outbox.jsonl');
}

/** The DLT template id of a notice's kind and language (SMS_TEMPLATE_<KIND>_<EN|HI>). */
function dltTemplateId(config: Config, template: NonNullable<SmsMessage['template']>): string | undefined {
  return config[smsTemplateKey(template.kind, template.locale)];
}

/** MSG91 Flow API body: a notice goes as its kind's template with var1..varN; the sign-in code as the OTP template. */
function msg91Body(config: Config, { to, body, otp, template }: SmsMessage): Record<string, unknown> {
  const base = { sender: config.MSG91_SENDER_ID, short_url: '0' };
  if (!template)
    return { ...base, template_id: config.MSG91_TEMPLATE_ID, recipients: [{ mobiles: `91${to}`, otp: otp ?? '', message: body }] };
  const id = dltTemplateId(config, template);
  if (!id)
    throw new SmsDeliveryError(
      `no DLT template id for ${template.kind} (${template.locale}): set ${smsTemplateKey(template.kind, template.locale)}`,
    );
  const variables = Object.fromEntries(template.variables.map((value, i) => [`var${i + 1}`, value]));
  return {
    ...base,
    template_id: id,
    ...(template.locale === 'hi' ? { unicode: 1 } : {}),
    recipients: [{ mobiles: `91${to}`, ...variables }],
  };
}

export function createSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  switch (config.SMS_PROVIDER) {
    case 'outbox': {
      const file = smsOutboxFile(config);
      return {
        provider: 'outbox',
        async send({ to, body, template }) {
          const dlt = template && {
            entityId: config.SMS_DLT_ENTITY_ID ?? null,
            templateId: dltTemplateId(config, template) ?? null,
            kind: template.kind,
            variables: template.variables,
          };
          appendJsonLine(file, { to, body, ...(dlt ? { dlt } : {}), at: new Date().toISOString() });
          log.info({ to: `******${to.slice(-4)}`, outbox: file }, 'sms written to outbox');
        },
      };
    }
    case 'msg91':
      return {
        provider: 'msg91',
        async send(message) {
          // MSG91 Flow API: the template the clinic registered (DLT rules in India) and its variables.
          const response = await fetch(`${config.MSG91_BASE_URL}/api/v5/flow`, {
            method: 'POST',
            headers: { authkey: config.MSG91_AUTH_KEY ?? '', 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(msg91Body(config, message)),
            signal: AbortSignal.timeout(10_000),
          });
          if (!response.ok) throw new SmsDeliveryError(`MSG91 answered ${response.status}`);
          const result = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
          if (result.type && result.type !== 'success') throw new SmsDeliveryError(`MSG91: ${result.message ?? result.type}`);
        },
      };
    case 'twilio':
      return {
        provider: 'twilio',
        async send({ to, body }) {
          const sid = config.TWILIO_ACCOUNT_SID ?? '';
          const auth = Buffer.from(`${sid}:${config.TWILIO_AUTH_TOKEN ?? ''}`).toString('base64');
          const response = await fetch(`${config.TWILIO_BASE_URL}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`, {
            method: 'POST',
            headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ To: `+91${to}`, From: config.TWILIO_FROM ?? '', Body: body }),
            signal: AbortSignal.timeout(10_000),
          });
          if (!response.ok) throw new SmsDeliveryError(`Twilio answered ${response.status}`);
        },
      };
  }
}
