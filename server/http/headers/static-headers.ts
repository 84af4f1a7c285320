import path from 'node:path';

/**
 * Cache-Control of a file from the client build: hashed assets (their name changes with their
 * content) for a year, the service worker script never without asking the server (a new version
 * is found on the next visit; browsers cap it at a day anyway), the rest (icons, manifest) an hour.
 */
export function staticCacheControl(clientDir: string, filePath: string): string {
  if (filePath.startsWith(path.join(clientDir, 'assets') + path.sep)) return 'public, max-age=31536000, immutable';
  if (filePath.replace(/\.(br|gz)$/, '') === path.join(clientDir, 'sw.js')) return 'no-cache';
  return 'public, max-age=3600';
}
