/**
 * A small fixed-window counter per key (an IP), shared by an API route and the page loader that
 * do the same lookup, so both count against one budget. Kept in memory per app context.
 */
import type { AppContext } from '../context.ts';
import { RateLimited } from './errors.ts';

interface Window {
  startedAt: number;
  count: number;
}

const buckets = new WeakMap<AppContext, Map<string, Map<string, Window>>>();

export interface IpLimit {
  name: string;
  max: number;
  windowMs: number;
}

/** Counts one hit for `key`; throws RateLimited (429 with Retry-After) past `max` in the window. */
export function hitRateLimit(ctx: AppContext, limit: IpLimit, key: string): void {
  if (!ctx.config.RATE_LIMIT_ENABLED) return;
  let byName = buckets.get(ctx);
  if (!byName) buckets.set(ctx, (byName = new Map()));
  let windows = byName.get(limit.name);
  if (!windows) byName.set(limit.name, (windows = new Map()));
  const now = ctx.now().getTime();
  let window = windows.get(key);
  if (!window || now - window.startedAt >= limit.windowMs) {
    if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.startedAt >= limit.windowMs) windows.delete(k);
    window = { startedAt: now, count: 0 };
    windows.set(key, window);
  }
  window.count += 1;
  if (window.count > limit.max) {
    throw new RateLimited(Math.max(1, Math.ceil((window.startedAt + limit.windowMs - now) / 1000)));
  }
}
