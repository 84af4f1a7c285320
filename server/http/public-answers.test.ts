import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalidatePublicData } from '@server/cache/public-data';
import { publicAnswer } from './public-answers';

const Answer = z.object({ success: z.literal(true), data: z.object({ n: z.number() }) });

function counter() {
  let builds = 0;
  return {
    builds: () => builds,
    build: async () => ({ body: { success: true as const, data: { n: ++builds } } }),
  };
}

describe('publicAnswer', () => {
  it('encodes the body with the route schema (unknown keys dropped) and refuses a body the schema refuses', async () => {
    const db = {};
    const body = { success: true as const, data: { n: 1, secret: 'x' } };
    const prepared = await publicAnswer(db, { schema: Answer, scopes: ['doctors'], key: 'a', ttlMs: 1000, build: async () => ({ body }) });
    expect(JSON.parse(prepared.identity().toString())).toEqual({ success: true, data: { n: 1 } });
    const wrong = { success: true as const, data: { n: 'one' as unknown as number } };
    await expect(
      publicAnswer(db, { schema: Answer, scopes: ['doctors'], key: 'b', ttlMs: 1000, build: async () => ({ body: wrong }) }),
    ).rejects.toThrow();
  });

  it('keeps an answer until one of its scopes is invalidated or its time is up, and shares one build', async () => {
    const db = {};
    const { build, builds } = counter();
    const options = { schema: Answer, scopes: ['doctors', 'bookings'] as const, key: 'k', ttlMs: 1000, build };
    const [a, b] = await Promise.all([publicAnswer(db, options, 0), publicAnswer(db, options, 0)]);
    expect(a).toBe(b);
    expect(builds()).toBe(1);
    expect(await publicAnswer(db, options, 999)).toBe(a);
    invalidatePublicData(db, 'blog');
    expect(await publicAnswer(db, options, 999)).toBe(a);
    invalidatePublicData(db, 'bookings');
    const c = await publicAnswer(db, options, 999);
    expect(JSON.parse(c.identity().toString()).data.n).toBe(2);
    expect(await publicAnswer(db, options, 1998)).toBe(c);
    expect(JSON.parse((await publicAnswer(db, options, 1999)).identity().toString()).data.n).toBe(3);
  });

  it('ends an answer at its validUntil, and does not keep one marked keep: false or a failed build', async () => {
    const db = {};
    let builds = 0;
    const schema = Answer;
    const until = {
      schema,
      scopes: ['blog'] as const,
      key: 'u',
      ttlMs: 1000,
      build: async () => ({ body: { success: true as const, data: { n: ++builds } }, validUntil: 10 }),
    };
    const first = await publicAnswer(db, until, 0);
    expect(await publicAnswer(db, until, 9)).toBe(first);
    expect(await publicAnswer(db, until, 10)).not.toBe(first);

    const once = { ...until, key: 'once', build: async () => ({ body: { success: true as const, data: { n: ++builds } }, keep: false }) };
    expect(await publicAnswer(db, once, 0)).not.toBe(await publicAnswer(db, once, 0));

    let fail = true;
    const flaky = {
      ...until,
      key: 'flaky',
      build: async () => (fail ? Promise.reject(new Error('not found')) : { body: { success: true as const, data: { n: 0 } } }),
    };
    await expect(publicAnswer(db, flaky, 0)).rejects.toThrow('not found');
    fail = false;
    expect(JSON.parse((await publicAnswer(db, flaky, 0)).identity().toString())).toEqual({ success: true, data: { n: 0 } });
  });
});
