/**
 * Prometheus metrics at `/metrics` when METRICS_ENABLED is on (prom-client's text format):
 * requests by route and status, their duration, the job queue (pending, running, failed jobs,
 * failed ones being notices that did not go out), the PostgreSQL pool, and Node's process metrics.
 *
 * `/metrics` is outside `/api` so the proxy can keep it private (deploy/nginx: `deny all`) while
 * Prometheus scrapes each instance's own port; with METRICS_TOKEN set it also needs
 * `Authorization: Bearer <token>`.
 */
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '@server/context';
import { jobs } from '@server/db/schema';

const JOB_STATES = ['pending', 'running', 'failed'] as const;

/** One registry per app (tests build many apps in one process). */
function createMetrics(ctx: AppContext) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'clinic_jobs',
    help: 'Background jobs (reminders, notices, hold expiry) by state; failed jobs gave up after their retries',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const rows = await ctx.db
        .select({ state: jobs.status, count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(sql`${jobs.status} in ('pending', 'running', 'failed')`)
        .groupBy(jobs.status);
      for (const state of JOB_STATES) this.set({ state }, rows.find((r) => r.state === state)?.count ?? 0);
    },
  });
  const pool = ctx.database.poolStats;
  if (pool) {
    new Gauge({
      name: 'clinic_db_pool_clients',
      help: 'PostgreSQL connection pool clients by state',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = pool();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  return {
    registry,
    observe(method: string, route: string, statusCode: number, seconds: number) {
      requests.inc({ method, route, status_code: String(statusCode) });
      duration.observe({ method, route }, seconds);
    },
  };
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Registers the request hook and the `/metrics` route (nothing when METRICS_ENABLED is off). */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.config.METRICS_ENABLED) return;
  const metrics = createMetrics(ctx);
  const token = ctx.config.METRICS_TOKEN;
  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, not the URL: ids and phone numbers stay out of the label values.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (token && !tokenMatches(request.headers.authorization, token)) {
      return reply.code(401).header('cache-control', 'no-store').type('text/plain').send('Unauthorized\n');
    }
    const body = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
  });
}
