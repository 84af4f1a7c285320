import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { enqueueJob } from '@server/jobs/queue';
import { buildApp } from '@server/http/app';

const env = await setupTestApp();
const TOKEN = 'metrics-token-0123456789';
const withMetrics = await buildApp({ ctx: { ...env.ctx, config: { ...env.config, METRICS_ENABLED: true, METRICS_TOKEN: TOKEN } } });
afterAll(() => withMetrics.close());
const scrape = () => withMetrics.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

describe('health checks', () => {
  it('live answers without the database; ready and the old path check it', async () => {
    const live = await env.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ success: true, data: { status: 'ok' } });
    for (const url of ['/api/health/ready', '/api/health']) {
      const res = await env.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { status: 'ok', database: env.database.kind } });
    }
  });
});

describe('/metrics', () => {
  it('is not served when METRICS_ENABLED is off (the default)', async () => {
    expect(env.config.METRICS_ENABLED).toBe(false);
    const res = await env.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });

  it('needs the token when one is set', async () => {
    expect((await withMetrics.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await withMetrics.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } }))
        .statusCode,
    ).toBe(401);
    expect((await scrape()).statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, with their duration', async () => {
    await withMetrics.inject({ method: 'GET', url: '/api/doctors/active' });
    await withMetrics.inject({ method: 'GET', url: '/api/doctors/active' });
    await withMetrics.inject({ method: 'GET', url: '/api/doctors/00000000-0000-4000-8000-000000000000' });
    const res = await scrape();
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/doctors\/active",status_code="200"\} 2$/m);
    // The pattern, not the id, is the label.
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/doctors\/:id",status_code="404"\} 1$/m);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/doctors\/active"\} 2$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it('reports the job queue by state', async () => {
    const runAt = new Date(Date.now() + 60_000);
    await enqueueJob(env.ctx.db, { kind: 'test-a', payload: {}, runAt });
    await enqueueJob(env.ctx.db, { kind: 'test-b', payload: {}, runAt });
    const text = (await scrape()).body;
    expect(text).toMatch(/^clinic_jobs\{state="pending"\} 2$/m);
    expect(text).toMatch(/^clinic_jobs\{state="failed"\} 0$/m);
    if (env.database.kind === 'postgres') expect(text).toMatch(/^clinic_db_pool_clients\{state="total"\} \d+$/m);
  });
});
