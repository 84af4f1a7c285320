/**
 * Idempotency keys (docs/decisions/0042-idempotency-keys.md): a retry of a POST with the key of its
 * first try gets the first answer instead of doing the work again. One row per caller and key in
 * `idempotency_keys`, shared by every instance on the database:
 *
 * - `claimKey` inserts the row before the work (`INSERT ... ON CONFLICT DO NOTHING`: of two
 *   requests with one key, on one instance or two, exactly one inserts it and works). The other
 *   finds the row: the stored answer when the work is done; the same key with another request is a
 *   422; a request still at work is waited for (a few seconds), then a 409. The worker holds the
 *   row for a lease it renews while it works: a row whose lease ran out belongs to an instance that
 *   died mid-request, and the next try takes it over.
 * - `saveAnswer` stores a success's status and body; `releaseKey` deletes the claim of a request
 *   that did not succeed (a refusal changed nothing, so the corrected form may use the key again).
 * - Rows are kept 24 hours (`purgeIdempotencyKeys`, background work).
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, lte } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { BadRequest, Conflict, DomainError } from '@server/domain/errors';
import { idempotencyKeys } from './schema';

/** How long an answer is replayed. */
const IDEMPOTENCY_KEEP_MS = 24 * 3_600_000;
/** How long a claim holds without renewal: an instance that died mid-request frees its keys after this. */
const LEASE_MS = 15_000;
const RENEW_MS = 5_000;
/** How long a second request with the key of one at work waits for its answer before a 409. */
const WAIT_MS = 5_000;
const POLL_MS = 100;

/** A key: 16 to 128 letters, digits, '-' or '_' (a UUID fits). */
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** JSON with sorted object keys, so that one request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function requestHash(route: string, request: unknown): string {
  return createHash('sha256').update(route).update('\n').update(canonical(request)).digest('hex');
}

export interface IdempotentRequest {
  principal: string;
  key: string;
  /** `POST /api/consultations`, `action /book-consultation`: a key is for one route. */
  route: string;
  /** What makes two requests the same (params, body): hashed. */
  request: unknown;
}

/** A key this request holds while it works. */
export interface Claim {
  principal: string;
  key: string;
  owner: string;
  /**
   * Taken over from a request that stopped without an answer (its instance died): its work may
   * have been done before it died, after its commit and before its answer was stored. A route whose
   * work leaves a record it can find (a booking) answers that instead of doing it twice.
   */
  takenOver: boolean;
  /** When the key was first claimed: a record of the work is not older. */
  since: Date;
  /** Stops renewing the lease. */
  stop(): void;
}

export type ClaimOutcome = { kind: 'claimed'; claim: Claim } | { kind: 'replay'; status: number; body: string };

function holding(ctx: AppContext, principal: string, key: string, owner: string, first?: Date): Claim {
  const timer = setInterval(() => {
    ctx.db
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(ctx.now().getTime() + LEASE_MS) })
      .where(and(eq(idempotencyKeys.principal, principal), eq(idempotencyKeys.key, key), eq(idempotencyKeys.owner, owner)))
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'idempotency lease not renewed'));
  }, RENEW_MS);
  timer.unref();
  return { principal, key, owner, takenOver: first !== undefined, since: first ?? ctx.now(), stop: () => clearInterval(timer) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One try at the key: claimed, the stored answer, or `wait` (another request holds it). */
async function tryClaim(ctx: AppContext, input: IdempotentRequest, hash: string, owner: string): Promise<ClaimOutcome | 'wait'> {
  const { principal, key, route } = input;
  const now = ctx.now();
  const lockedUntil = new Date(now.getTime() + LEASE_MS);
  const inserted = await ctx.db
    .insert(idempotencyKeys)
    .values({ principal, key, route, requestHash: hash, owner, lockedUntil, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return { kind: 'claimed', claim: holding(ctx, principal, key, owner) };
  const mine = and(eq(idempotencyKeys.principal, principal), eq(idempotencyKeys.key, key));
  const [row] = await ctx.db.select().from(idempotencyKeys).where(mine);
  if (!row) return 'wait';
  if (row.createdAt.getTime() <= now.getTime() - IDEMPOTENCY_KEEP_MS) {
    // Expired, not yet purged: as if it were not there.
    await ctx.db.delete(idempotencyKeys).where(and(mine, eq(idempotencyKeys.createdAt, row.createdAt)));
    return 'wait';
  }
  if (row.route !== route || row.requestHash !== hash) throw new DomainError(422, 'error.idempotency.mismatch');
  if (row.responseStatus !== null && row.responseBody !== null)
    return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
  if (row.lockedUntil.getTime() > now.getTime()) return 'wait';
  // The instance that claimed it stopped renewing (it died mid-request): take the work over.
  const taken = await ctx.db
    .update(idempotencyKeys)
    .set({ owner, lockedUntil })
    .where(and(mine, isNull(idempotencyKeys.responseStatus), lte(idempotencyKeys.lockedUntil, now), eq(idempotencyKeys.owner, row.owner)))
    .returning({ key: idempotencyKeys.key });
  return taken.length ? { kind: 'claimed', claim: holding(ctx, principal, key, owner, row.createdAt) } : 'wait';
}

/**
 * Claims `input.key` for this request, or gives the first answer. Throws 400 for a malformed key,
 * 422 when the key was used for another request, 409 when a request with it is still at work after
 * a few seconds' wait.
 */
export async function claimKey(ctx: AppContext, input: IdempotentRequest): Promise<ClaimOutcome> {
  if (!IDEMPOTENCY_KEY_PATTERN.test(input.key)) throw new BadRequest('error.idempotency.badKey');
  const hash = requestHash(input.route, input.request);
  const owner = randomUUID();
  const giveUpAt = Date.now() + WAIT_MS;
  for (;;) {
    const outcome = await tryClaim(ctx, input, hash, owner);
    if (outcome !== 'wait') return outcome;
    if (Date.now() >= giveUpAt) throw new Conflict('error.idempotency.inProgress');
    await sleep(POLL_MS);
  }
}

function held(claim: Claim) {
  return and(eq(idempotencyKeys.principal, claim.principal), eq(idempotencyKeys.key, claim.key), eq(idempotencyKeys.owner, claim.owner));
}

/** Stores the answer of the work done under `claim`: later tries with the key get it. */
export async function saveAnswer(ctx: AppContext, claim: Claim, status: number, body: string): Promise<void> {
  claim.stop();
  await ctx.db.update(idempotencyKeys).set({ responseStatus: status, responseBody: body }).where(held(claim));
}

/** Gives the key back after a request that did not succeed: the next try does the work. */
export async function releaseKey(ctx: AppContext, claim: Claim): Promise<void> {
  claim.stop();
  await ctx.db.delete(idempotencyKeys).where(and(held(claim), isNull(idempotencyKeys.responseStatus)));
}

/** Forgets keys older than 24 hours (background work). */
export async function purgeIdempotencyKeys(ctx: AppContext): Promise<number> {
  const gone = await ctx.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(ctx.now().getTime() - IDEMPOTENCY_KEEP_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
