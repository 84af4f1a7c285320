import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedPublicData, invalidatePublicData, PUBLIC_DATA_TTL_MS } from './public-data.ts';

describe('public data cache', () => {
  it('shares one load between concurrent misses and reloads after invalidation of its scope only', async () => {
    const db = {};
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cachedPublicData(db, 'doctors', 'a', load), cachedPublicData(db, 'doctors', 'a', load)])).toEqual([1, 1]);
    expect(await cachedPublicData(db, 'blog', 'a', load)).toBe(2);
    invalidatePublicData(db, 'doctors');
    expect(await cachedPublicData(db, 'doctors', 'a', load)).toBe(3);
    expect(await cachedPublicData(db, 'blog', 'a', load)).toBe(2);
    invalidatePublicData(db);
    expect(await cachedPublicData(db, 'blog', 'a', load)).toBe(4);
  });

  it('does not keep a failed load', async () => {
    const db = {};
    await expect(cachedPublicData(db, 'events', 'x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cachedPublicData(db, 'events', 'x', async () => 'up')).toBe('up');
  });

  describe('after the TTL', () => {
    afterEach(() => vi.useRealTimers());
    const expire = () => vi.setSystemTime(Date.now() + PUBLIC_DATA_TTL_MS + 1);

    it('answers from the entry while one reload runs in the background, then from the reload', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const db = {};
      let loads = 0;
      const release: (() => void)[] = [];
      const load = () => new Promise<{ n: number }>((resolve) => release.push(() => resolve({ n: ++loads })));
      const first = cachedPublicData(db, 'doctors', 'k', load);
      release.shift()!();
      expect(await first).toEqual({ n: 1 });
      expire();
      // Expired: both reads get the old value at once, and only one reload starts.
      expect(await Promise.all([cachedPublicData(db, 'doctors', 'k', load), cachedPublicData(db, 'doctors', 'k', load)])).toEqual([{ n: 1 }, { n: 1 }]);
      expect(release).toHaveLength(1);
      release.shift()!();
      await vi.waitFor(async () => expect(await cachedPublicData(db, 'doctors', 'k', load)).toEqual({ n: 2 }));
      expect(release).toHaveLength(0); // fresh again: no further load
    });

    it('keeps the very same object when the reload has the same content', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const db = {};
      let loads = 0;
      const load = async () => {
        loads++;
        return { doctors: ['Dr. Verma'] };
      };
      const original = await cachedPublicData(db, 'doctors', 'k', load);
      expire();
      expect(await cachedPublicData(db, 'doctors', 'k', load)).toBe(original);
      await vi.waitFor(() => expect(loads).toBe(2));
      await Promise.resolve();
      expect(await cachedPublicData(db, 'doctors', 'k', load)).toBe(original);
      expect(loads).toBe(2); // and fresh for another TTL
    });

    it('drops a reload that an invalidation overtook, and keeps serving when the reload fails', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const db = {};
      await cachedPublicData(db, 'blog', 'k', async () => 'v1');
      expire();
      let finish!: (v: string) => void;
      expect(await cachedPublicData(db, 'blog', 'k', () => new Promise<string>((resolve) => (finish = resolve)))).toBe('v1');
      invalidatePublicData(db, 'blog'); // a write committed while the reload was reading
      expect(await cachedPublicData(db, 'blog', 'k', async () => 'v3')).toBe('v3');
      finish('v2 (read before the write)');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(await cachedPublicData(db, 'blog', 'k', async () => 'never')).toBe('v3');

      expire();
      expect(await cachedPublicData(db, 'blog', 'k', () => Promise.reject(new Error('database down')))).toBe('v3');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(await cachedPublicData(db, 'blog', 'k', () => Promise.reject(new Error('still down')))).toBe('v3');
      expect(await cachedPublicData(db, 'blog', 'k', async () => 'v4')).toBe('v3'); // that read starts the reload
      await vi.waitFor(async () => expect(await cachedPublicData(db, 'blog', 'k', async () => 'v5')).toBe('v4'));
    });
  });

  it('is one store even when the module is loaded twice (the API server and the page build each bundle a copy)', async () => {
    const second: string = './public-data.ts?second-copy';
    const copy = (await import(/* @vite-ignore */ second)) as typeof import('./public-data.ts');
    expect(copy.cachedPublicData).not.toBe(cachedPublicData);
    const db = {};
    expect(await copy.cachedPublicData(db, 'doctors', 'k', async () => 'old')).toBe('old');
    expect(await cachedPublicData(db, 'doctors', 'k', async () => 'other')).toBe('old');
    invalidatePublicData(db, 'doctors');
    expect(await copy.cachedPublicData(db, 'doctors', 'k', async () => 'new')).toBe('new');
  });
});
