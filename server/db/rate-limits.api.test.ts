import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../tests/helpers/test-app.ts';
import { countHit } from './rate-limits.ts';

const env = await setupTestApp();

describe('shared rate-limit counts', () => {
  it('count hits per key within a window', async () => {
    expect((await countHit(env.ctx, 'probe 203.0.113.90', 60_000)).current).toBe(1);
    expect((await countHit(env.ctx, 'probe 203.0.113.90', 60_000)).current).toBe(2);
    expect((await countHit(env.ctx, 'probe 203.0.113.91', 60_000)).current).toBe(1);
  });

  it('start again after a test reset, on PGlite (memory) as on PostgreSQL (the emptied table)', async () => {
    await countHit(env.ctx, 'probe 203.0.113.92', 60_000);
    await countHit(env.ctx, 'probe 203.0.113.92', 60_000);
    await env.reset();
    expect((await countHit(env.ctx, 'probe 203.0.113.92', 60_000)).current).toBe(1);
  });
});
