import pino from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { requestForLog } from './http/access-log';
import { createEmailSender } from './notify/email';
import { createSmsSender } from './notify/sms';
import { createWhatsAppSender } from './notify/whatsapp';
import { safeError } from './safe-error';

/**
 * JSON lines on standard output, written asynchronously: lines logged while a write is under way
 * go out together in the next one, instead of one blocking write per line (decision 0010). Pino
 * writes what is left when the process exits.
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  destination: pino.DestinationStream = pino.destination({ dest: 1, sync: false }),
) {
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'otp', '*.otp', 'code'],
      // Fastify's fields for a request, without the values of personal query parameters; errors
      // without the values a failed query was given (server/safe-error.ts).
      serializers: { req: requestForLog, err: safeError },
    },
    destination,
  );
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
    whatsapp: createWhatsAppSender(config, log),
    now: options.now ?? (() => new Date()),
  };
}
