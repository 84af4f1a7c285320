/**
 * Rate-limit counts every instance shares (decision 0017). On PostgreSQL, where several
 * instances may run on one database, a fixed window per key in the `rate_limits` table, counted by
 * one atomic upsert. On PGlite, the database of one process (its data folder is locked), the same
 * windows in this process's memory: a write per request there costs more than the request.
 *
 * - `hitRateLimit` for a limit shared by an API route and the page loader that do the same lookup
 *   (tracking), so both count against one budget;
 * - `countHit` is what the store of @fastify/rate-limit counts with (server/http/limits/ip-rate-limit.ts).
 */
import { lt, sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { rateLimits } from './schema';
import { RateLimited } from '@server/domain/errors';

export interface IpLimit {
  name: string;
  max: number;
  windowMs: number;
}

interface Window {
  hits: number;
  resetAt: number;
}

const inMemory = new WeakMap<object, Map<string, Window>>();

function countInMemory(ctx: AppContext, key: string, windowMs: number): { current: number; ttl: number } {
  let windows = inMemory.get(ctx.database);
  if (!windows) inMemory.set(ctx.database, (windows = new Map()));
  const now = ctx.now().getTime();
  let window = windows.get(key);
  if (!window || window.resetAt <= now) {
    if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
    window = { hits: 0, resetAt: now + windowMs };
    windows.set(key, window);
  }
  window.hits += 1;
  return { current: window.hits, ttl: window.resetAt - now };
}

/**
 * Forgets this database's in-memory windows (PGlite): what emptying the `rate_limits` table does on
 * PostgreSQL. The test apps call it with their table reset.
 */
export function forgetRateLimits(database: object): void {
  inMemory.delete(database);
}

/** Counts one hit of `key` in a window of `windowMs`; returns the hits so far and the ms left. */
export async function countHit(ctx: AppContext, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  if (ctx.database.kind === 'pglite') return countInMemory(ctx, key, windowMs);
  const now = ctx.now();
  const at = now.toISOString();
  const reset = new Date(now.getTime() + windowMs).toISOString();
  const [row] = await ctx.db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: new Date(reset) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= ${at}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${at}::timestamptz then ${reset}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  if (!row) throw new Error('rate limit not counted');
  return { current: row.hits, ttl: Math.max(0, row.resetAt.getTime() - now.getTime()) };
}

/** Counts one hit for `key`; throws RateLimited (429 with Retry-After) past `max` in the window. */
export async function hitRateLimit(ctx: AppContext, limit: IpLimit, key: string): Promise<void> {
  if (!ctx.config.RATE_LIMIT_ENABLED) return;
  const { current, ttl } = await countHit(ctx, `${limit.name} ${key}`, limit.windowMs);
  if (current > limit.max) throw new RateLimited(Math.max(1, Math.ceil(ttl / 1000)));
}

/** Forgets windows that have ended (background work). */
export async function purgeRateLimits(ctx: AppContext): Promise<void> {
  if (ctx.database.kind === 'postgres') await ctx.db.delete(rateLimits).where(lt(rateLimits.resetAt, ctx.now()));
}
