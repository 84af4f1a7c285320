/**
 * Start-up failures a person can fix (the database cannot be reached or does not exist, the port
 * is taken), told in one line naming the setting, instead of a stack trace.
 */
import type { Config } from './config';
import { databaseAddress } from './db/database-url';

interface CodedError {
  code?: string;
  message?: string;
  severity?: string;
  cause?: unknown;
}

/** The first error in the `cause` chain with a `code` (drizzle wraps pg's errors). */
function codedCause(error: unknown): CodedError | null {
  for (let e = error as CodedError | undefined, depth = 0; e && depth < 5; e = e.cause as CodedError | undefined, depth++) {
    if (typeof e === 'object' && typeof e.code === 'string') return e;
  }
  return null;
}

/** host:port of a PostgreSQL URL (never its user or password). */
function where(databaseUrl: string): string {
  const { host, port, socket } = databaseAddress(databaseUrl);
  return socket ? `the socket ${host}/.s.PGSQL.${port}` : `${host}:${port}`;
}

/** Why the database could not be used, in one line; null when the error is not about reaching it. */
export function databaseProblem(error: unknown, config: Pick<Config, 'DATABASE_URL'>): string | null {
  if (!config.DATABASE_URL) return null;
  const address = where(config.DATABASE_URL);
  const cause = codedCause(error);
  const message = cause?.message ?? (error as Error | undefined)?.message ?? '';
  switch (cause?.code) {
    case 'ECONNREFUSED':
      return `DATABASE_URL: cannot connect to PostgreSQL at ${address} (connection refused); is it running?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `DATABASE_URL: the host of PostgreSQL at ${address} is not known`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'ECONNRESET':
      return `DATABASE_URL: cannot connect to PostgreSQL at ${address} (${cause.code})`;
  }
  // An answer from the server itself (database missing, password refused, ...): its own words.
  if (cause?.severity && /^[0-9A-Z]{5}$/.test(cause.code ?? '') && /^(08|28|3D)/.test(cause.code ?? ''))
    return `DATABASE_URL: PostgreSQL at ${address} says: ${message}`;
  if (/connection timeout|timeout expired/i.test(message)) return `DATABASE_URL: PostgreSQL at ${address} did not answer in time`;
  return null;
}

/** Why the server could not listen, in one line; null for other errors. */
export function listenProblem(error: unknown, config: Pick<Config, 'PORT' | 'HOST'>): string | null {
  switch (codedCause(error)?.code) {
    case 'EADDRINUSE':
      return `PORT: ${config.PORT} is already in use on ${config.HOST} (another server running?); choose another PORT or stop it`;
    case 'EACCES':
      return `PORT: no permission to listen on port ${config.PORT} (ports below 1024 need privileges); choose one from 1024`;
    case 'EADDRNOTAVAIL':
      return `HOST: ${config.HOST} is not an address of this machine`;
    default:
      return null;
  }
}
