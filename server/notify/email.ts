/**
 * E-mail behind one small interface, chosen by EMAIL_PROVIDER: the development outbox
 * (DATA_DIR/email-outbox.jsonl), SMTP through nodemailer, or off (the clinic sends no e-mail:
 * no notice is queued for it, server/notify/notices.ts; one queued before is dropped here).
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '@server/config';
import { appendJsonLine } from './outbox';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface EmailSender {
  readonly provider: Config['EMAIL_PROVIDER'];
  send(message: EmailMessage): Promise<void>;
}

export function emailOutboxFile(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'email-outbox.jsonl');
}

export function createEmailSender(config: Config, log: FastifyBaseLogger): EmailSender {
  if (config.EMAIL_PROVIDER === 'smtp') {
    const transport = nodemailer.createTransport(config.SMTP_URL ?? '');
    return {
      provider: 'smtp',
      async send(message) {
        await transport.sendMail({ from: config.EMAIL_FROM, ...message });
      },
    };
  }
  if (config.EMAIL_PROVIDER === 'off')
    return {
      provider: 'off',
      send(message) {
        log.info({ subject: message.subject }, 'e-mail is off (EMAIL_PROVIDER=off): not sent');
        return Promise.resolve();
      },
    };
  const file = emailOutboxFile(config);
  return {
    provider: 'outbox',
    async send(message) {
      appendJsonLine(file, { ...message, from: config.EMAIL_FROM, at: new Date().toISOString() });
      log.info({ outbox: file, subject: message.subject }, 'e-mail written to outbox');
    },
  };
}
