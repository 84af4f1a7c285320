/**
 * The hottest public API answers (active doctors, a page of the blog, a doctor's availability),
 * prepared once and sent many times: the route's data is checked against the route's own 200
 * response schema and serialized by it (as Fastify's serializer would), then compressed once
 * (server/http/pages/prepared-body.ts); every request just picks the encoding it accepts, or gets a 304.
 *
 * The services return plain data; this module alone knows that an answer is kept, and for how long:
 * - until a scope of public data it was built from is invalidated (server/cache/public-data.ts
 *   counts invalidations per scope, on this instance and, through LISTEN/NOTIFY, the others);
 * - and at most `ttlMs` (the TTL of the data it was built from), or less when the answer says
 *   when the clock changes it (`validUntil`: a slot of today starts, a hold runs out, a scheduled
 *   post comes due).
 * Concurrent misses of one key share one build; a failed build (404, 400) is not kept.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { publicDataVersion, type PublicDataScope } from '@server/cache/public-data';
import { JSON_TYPE, prepareBody, sendPrepared, type PreparedBody } from '@server/http/pages/prepared-body';

export { PREPARED_ROUTE } from '@server/http/pages/prepared-body';

interface PublicAnswer<T> {
  /** What the route answers: encoded by its response schema. */
  body: T;
  /** The instant (ms) from which the clock alone gives another answer. */
  validUntil?: number;
  /** False for an answer not worth keeping (say, a page past the end of the list). */
  keep?: boolean;
}

export interface PublicAnswerOptions<S extends z.ZodType> {
  /** The route's 200 response schema. */
  schema: S;
  /** The public data the answer is built from: an invalidation of any of them makes a new answer. */
  scopes: readonly PublicDataScope[];
  /** Everything of the request the answer depends on (path parameters, query, language). */
  key: string;
  ttlMs: number;
  build: () => Promise<PublicAnswer<z.output<S>>>;
}

interface Kept {
  versions: string;
  expires: number;
  body: Promise<PreparedBody>;
}

/** Prepared answers per database handle (test apps and the bench's servers never share them). */
const ANSWERS = new WeakMap<object, Map<string, Kept>>();
/** Answers per database before they are all dropped (keys come from URLs). */
const MAX_ANSWERS = 1000;

/** The prepared answer for `key`: the kept one while it holds, else a new one from `build`. */
export function publicAnswer<S extends z.ZodType>(db: object, options: PublicAnswerOptions<S>, now = Date.now()): Promise<PreparedBody> {
  let answers = ANSWERS.get(db);
  if (!answers) ANSWERS.set(db, (answers = new Map()));
  const versions = options.scopes.map((scope) => publicDataVersion(db, scope)).join('.');
  const hit = answers.get(options.key);
  if (hit && hit.versions === versions && hit.expires > now) return hit.body;

  const kept: Kept = { versions, expires: now + options.ttlMs, body: Promise.resolve(null as never) };
  const store = answers;
  kept.body = options.build().then((answer) => {
    if (answer.validUntil !== undefined) kept.expires = Math.min(kept.expires, answer.validUntil);
    if (answer.keep === false && store.get(options.key) === kept) store.delete(options.key);
    return prepareBody(JSON.stringify(z.encode(options.schema, answer.body)), JSON_TYPE);
  });
  kept.body.catch(() => {
    if (store.get(options.key) === kept) store.delete(options.key);
  });
  if (store.size >= MAX_ANSWERS) store.clear();
  store.set(options.key, kept);
  return kept.body;
}

/** Sends the prepared answer (or a 304) with its ETag; see `publicAnswer`. */
export async function sendPublicAnswer<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  db: object,
  options: PublicAnswerOptions<S>,
): Promise<FastifyReply> {
  return sendPrepared(request, reply, await publicAnswer(db, options));
}
