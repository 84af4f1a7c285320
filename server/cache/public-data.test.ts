import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cachedPublicData,
  invalidatePublicData,
  PUBLIC_DATA_TTL_MS,
  onPublicDataChange,
  publicDataVersion,
  readingPublicData,
  readsCurrent,
} from './public-data';

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

    it('loads the value anew (one load for concurrent reads)', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const db = {};
      let loads = 0;
      const load = async () => ({ n: ++loads });
      expect(await cachedPublicData(db, 'doctors', 'k', load)).toEqual({ n: 1 });
      vi.setSystemTime(Date.now() + PUBLIC_DATA_TTL_MS - 1);
      expect(await cachedPublicData(db, 'doctors', 'k', load)).toEqual({ n: 1 });
      vi.setSystemTime(Date.now() + 2);
      expect(await Promise.all([cachedPublicData(db, 'doctors', 'k', load), cachedPublicData(db, 'doctors', 'k', load)])).toEqual([
        { n: 2 },
        { n: 2 },
      ]);
    });
  });

  it('counts invalidations per scope (versions) and tells its listeners of every change pages show', () => {
    const db = {};
    let told = 0;
    const stop = onPublicDataChange(db, () => told++);
    expect([publicDataVersion(db, 'bookings'), publicDataVersion(db, 'doctors'), told]).toEqual([0, 0, 0]);
    invalidatePublicData(db, 'bookings');
    expect([publicDataVersion(db, 'bookings'), publicDataVersion(db, 'doctors'), told]).toEqual([1, 0, 0]);
    invalidatePublicData(db, 'doctors');
    expect([publicDataVersion(db, 'bookings'), publicDataVersion(db, 'doctors'), told]).toEqual([1, 1, 1]);
    invalidatePublicData(db);
    expect([publicDataVersion(db, 'bookings'), publicDataVersion(db, 'blog'), told]).toEqual([2, 1, 2]);
    stop();
    invalidatePublicData(db, 'blog');
    expect(told).toBe(2);
  });

  it('is one store even when the module is loaded twice (the API server and the page build each bundle a copy)', async () => {
    const second: string = './public-data.ts?second-copy';
    const copy = (await import(/* @vite-ignore */ second)) as typeof import('./public-data');
    expect(copy.cachedPublicData).not.toBe(cachedPublicData);
    const db = {};
    expect(await copy.cachedPublicData(db, 'doctors', 'k', async () => 'old')).toBe('old');
    expect(await cachedPublicData(db, 'doctors', 'k', async () => 'other')).toBe('old');
    invalidatePublicData(db, 'doctors');
    expect(await copy.cachedPublicData(db, 'doctors', 'k', async () => 'new')).toBe('new');
  });

  it('says which scopes a piece of work read, apart from work running beside it, also through the second copy', async () => {
    const second: string = './public-data.ts?second-copy';
    const copy = (await import(/* @vite-ignore */ second)) as typeof import('./public-data');
    const db = {};
    invalidatePublicData(db, 'events');
    const pause = () => new Promise((r) => setTimeout(r, 5));
    const [home, blog] = await Promise.all([
      readingPublicData(db, async () => {
        await copy.cachedPublicData(db, 'clinic', 'profile', async () => 'clinic');
        await pause();
        return cachedPublicData(db, 'doctors', 'active', async () => 'doctors');
      }),
      readingPublicData(db, async () => {
        await pause();
        await cachedPublicData(db, 'events', 'published', async () => 'events');
        return copy.cachedPublicData(db, 'blog', 'published', async () => 'blog');
      }),
    ]);
    expect(home).toEqual({
      value: 'doctors',
      reads: new Map([
        ['clinic', 0],
        ['doctors', 0],
      ]),
    });
    expect(blog).toEqual({
      value: 'blog',
      reads: new Map([
        ['events', 1],
        ['blog', 0],
      ]),
    });
    // Reads outside are no one's.
    await cachedPublicData(db, 'therapies', 'x', async () => 'x');
    expect(readsCurrent(db, home.reads) && readsCurrent(db, blog.reads)).toBe(true);
    invalidatePublicData(db, 'blog');
    expect([readsCurrent(db, home.reads), readsCurrent(db, blog.reads)]).toEqual([true, false]);
  });
});
