/** The host of a DATABASE_URL when it is not this machine, else null: the tools that replace a database refuse one elsewhere without --force. */
export function remoteHost(databaseUrl: string | undefined): string | null {
  if (!databaseUrl) return null;
  const host = new URL(databaseUrl).hostname;
  return ['localhost', '127.0.0.1', '::1', '[::1]', ''].includes(host) ? null : host;
}
