/** Route parameters shared by the API routes. */
import { z } from './z';

/**
 * `{ [key]: uuid }`: a database id in the path. Anything else answers 400 with `error` (a message
 * key) before a lookup, so a malformed id never reaches the database.
 */
export function uuidParams<K extends string = 'id'>(error: string, key: K = 'id' as K) {
  return z.object({ [key]: z.uuid({ error }) } as Record<K, z.ZodUUID>);
}

/**
 * `{ id }`: an id in the path that the route looks up as given (a consultation or a doctor); only
 * its length is bounded here, and an unknown id is the lookup's 404.
 */
export const IdParams = z.object({ id: z.string().max(64) });
