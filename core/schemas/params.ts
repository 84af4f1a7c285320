/** Route parameters shared by the API routes. */
import { z } from './z';

/**
 * `{ [key]: uuid }`: a database id in the path. Anything else answers 400 with `error` (a message
 * key) before a lookup, so a malformed id never reaches the database.
 */
export function uuidParams<K extends string = 'id'>(error: string, key: K = 'id' as K) {
  return z.object({ [key]: z.uuid({ error }) } as Record<K, z.ZodUUID>);
}
