/**
 * Per-route request limits (@fastify/rate-limit `config.rateLimit`) that a page action doing the
 * same job counts too (decision 0020): the action counts under the route's own key (the store of
 * ip-rate-limit.ts keys a route's windows by "METHOD /url" and the route's key), so a form post
 * and an API call share one budget and neither path gets around the other's limit.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '@server/context';
import { countHit } from '@server/db/rate-limits';
import { RateLimited } from '@server/domain/errors';

export interface RouteLimit {
  /** "METHOD /api/path" of the API route. */
  route: string;
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

/** Checking a sign-in code: 120 tries per IP a minute on top of the code's own 5 (sign-in routes and /auth, /register). */
export const VERIFY_CODE_LIMIT = { route: 'POST /api/auth/verifyOtp', max: 120, timeWindow: 60_000 } as const satisfies RouteLimit;
/** Contact messages: 5 per IP in 10 minutes (POST /api/contact and /contact). */
export const CONTACT_LIMIT = { route: 'POST /api/contact', max: 5, timeWindow: 600_000 } as const satisfies RouteLimit;
/** Bookings: 10 per patient in 10 minutes (POST /api/consultations and /book-consultation). */
export const BOOKING_LIMIT = { route: 'POST /api/consultations', max: 10, timeWindow: 600_000 } as const satisfies RouteLimit;

/** The route's `config` for @fastify/rate-limit (none when RATE_LIMIT_ENABLED is off). */
export function routeLimitConfig(
  ctx: AppContext,
  limit: RouteLimit,
  keyGenerator?: (request: FastifyRequest) => string,
): { rateLimit?: { max: number; timeWindow: number; keyGenerator?: (request: FastifyRequest) => string } } {
  if (!ctx.config.RATE_LIMIT_ENABLED) return {};
  return { rateLimit: { max: limit.max, timeWindow: limit.timeWindow, ...(keyGenerator ? { keyGenerator } : {}) } };
}

/** Counts one hit of `key` (the route's key: the IP, or `book:<patientId>`) against the route's limit; 429 past it. */
export async function hitRouteLimit(ctx: AppContext, limit: RouteLimit, key: string): Promise<void> {
  if (!ctx.config.RATE_LIMIT_ENABLED) return;
  const { current, ttl } = await countHit(ctx, `${limit.route} ${key}`, limit.timeWindow);
  if (current > limit.max) throw new RateLimited(Math.max(1, Math.ceil(ttl / 1000)));
}
