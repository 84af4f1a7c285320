/**
 * What every server function receives: the database, settings, notification adapters and a clock.
 * Plain functions take it as their first argument; there is no container.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { EmailSender } from './notify/email';
import type { SmsSender } from './notify/sms';
import type { WhatsAppSender } from './notify/whatsapp';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  sms: SmsSender;
  email: EmailSender;
  whatsapp: WhatsAppSender;
  log: FastifyBaseLogger;
  /** The current time; tests move it. */
  now: () => Date;
}
