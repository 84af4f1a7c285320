/**
 * One reading of `DATABASE_URL` for the server and the operator's scripts. WHATWG `URL` refuses
 * libpq's Unix-socket form (`postgresql://clinic@/clinic?host=/var/run/postgresql`: a user with no
 * host), which docs/deploy.md uses; pg's own parser (pg-connection-string) reads both forms the way
 * the connection will.
 */
import { parse } from 'pg-connection-string';

export interface DatabaseAddress {
  /** The host name, or the socket directory for a Unix-socket connection. */
  host: string;
  port: string;
  database: string;
  /** A Unix-socket connection (the host is a directory). */
  socket: boolean;
}

const SCHEME = /^postgres(?:ql)?:\/\//i;

/** True for a postgres:// or postgresql:// URL that pg can connect with (TCP or Unix socket). */
export function isPostgresUrl(value: string): boolean {
  if (!SCHEME.test(value)) return false;
  try {
    const parsed = parse(value);
    return Boolean(parsed.database) || Boolean(parsed.host);
  } catch {
    return false;
  }
}

/** Where a DATABASE_URL points (never its user or password). */
export function databaseAddress(databaseUrl: string): DatabaseAddress {
  const parsed = parse(databaseUrl);
  const host = parsed.host ?? '';
  const socket = host.startsWith('/');
  return { host: host || 'localhost', port: parsed.port || '5432', database: parsed.database ?? '', socket };
}

/** A database on this machine: a Unix socket, localhost or a loopback address. */
export function isLocalDatabase(databaseUrl: string): boolean {
  const { host, socket } = databaseAddress(databaseUrl);
  return socket || ['localhost', '127.0.0.1', '::1', '[::1]'].includes(host);
}

/** The URL without its password, and the password (for PGPASSWORD): a command line is visible to every user of the machine. */
export function withoutPassword(databaseUrl: string): { url: string; password: string } {
  const password = parse(databaseUrl).password ?? '';
  const url = databaseUrl.replace(/^(postgres(?:ql)?:\/\/[^:@/?]*):[^@/?]*@/i, '$1@');
  return { url, password };
}
