import pino from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { requestForLog } from './http/observability/access-log';
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
  // systemd sets JOURNAL_STREAM when standard output goes to the journal.
  journal = Boolean(process.env.JOURNAL_STREAM),
) {
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'otp', '*.otp', 'code'],
      // Fastify's fields for a request, without the values of personal query parameters; errors
      // without the values a failed query was given (server/safe-error.ts).
      serializers: { req: requestForLog, err: safeError },
    },
    journal ? withJournalPriority(destination) : destination,
  );
}

/** sd-daemon(3) priorities of pino's levels: trace and debug 7, info 6, warn 4, error 3, fatal 2. */
function journalPriority(level: number): number {
  if (level >= 60) return 2;
  if (level >= 50) return 3;
  if (level >= 40) return 4;
  if (level >= 30) return 6;
  return 7;
}

/**
 * Each line prefixed with its priority (`<4>{"level":40,...}`): journald stores the line at that
 * priority and takes the prefix off (SyslogLevelPrefix, on by default), so `journalctl -p warning`
 * shows warnings and errors (docs/deploy.md).
 */
function withJournalPriority(destination: pino.DestinationStream): pino.DestinationStream {
  return {
    write(line: string) {
      const level = Number(/^\{"level":(\d+)/.exec(line)?.[1] ?? 30);
      destination.write(`<${journalPriority(level)}>${line}`);
    },
  };
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
