/**
 * The store of @fastify/rate-limit (the per-route `rateLimit` configs of booking, payments, auth,
 * contact): each route counts under its own method and URL, in the counts every instance shares
 * (server/db/rate-limits.ts, decision 0017).
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { AppContext } from '@server/context';
import { countHit } from '@server/db/rate-limits';

type RouteInfo = { method?: string | string[]; url?: string };

/** The store class @fastify/rate-limit builds (`store` option): counts in the database of `ctx`. */
export function databaseRateLimitStore(ctx: AppContext): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly scope = 'global',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countHit(ctx, `${this.scope} ${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** A route's store. It is given the route's merged limit settings, the route under `routeInfo`. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { method, url } = (routeOptions as { routeInfo?: RouteInfo }).routeInfo ?? {};
      return new DatabaseRateLimitStore(routeOptions as FastifyRateLimitOptions, url ? `${[method].flat().join(',')} ${url}` : this.scope);
    }
  }
  return DatabaseRateLimitStore;
}
