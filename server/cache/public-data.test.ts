import { describe, expect, it } from 'vitest';
import { cachedPublicData, invalidatePublicData } from './public-data.ts';

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
