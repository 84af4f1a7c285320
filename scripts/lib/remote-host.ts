import { databaseAddress, isLocalDatabase } from '../../server/db/database-url.ts';

/** The host of a DATABASE_URL when it is not this machine, else null: the tools that replace a database refuse one elsewhere without --force. */
export function remoteHost(databaseUrl: string | undefined): string | null {
  if (!databaseUrl) return null;
  return isLocalDatabase(databaseUrl) ? null : databaseAddress(databaseUrl).host;
}
