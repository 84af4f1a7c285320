/**
 * What every server function receives: the database, settings, notification adapters and a clock.
 * Plain functions take it as their first argument; there is no container.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { EmailSender } from './notify/email.ts';
import type { SmsSender } from './notify/sms.ts';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  sms: SmsSender;
  email: EmailSender;
  log: FastifyBaseLogger;
  /** The current time; tests move it. */
  now: () => Date;
}
