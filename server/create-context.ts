import pino from 'pino';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { createEmailSender } from './notify/email.ts';
import { createSmsSender } from './notify/sms.ts';

export function createLogger(config: Config) {
  return pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'otp', '*.otp', 'code'],
  });
}

export function createContext(config: Config, database: Database, options: { log?: AppContext['log']; now?: () => Date } = {}): AppContext {
  const log = options.log ?? createLogger(config);
  return {
    config,
    database,
    db: database.db,
    log,
    sms: createSmsSender(config, log),
    email: createEmailSender(config, log),
    now: options.now ?? (() => new Date()),
  };
}
