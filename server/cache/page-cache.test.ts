import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_TTL_MS, PageCache, inlineScriptHashes, pageCacheKey, toCachedPage, type CachedPage } from './page-cache';
import { invalidatePublicData, publicDataGeneration } from './public-data';

const visitor = { method: 'GET', url: '/', locale: 'en', signedIn: false, isBot: () => false, cookies: {} };

describe('pageCacheKey', () => {
  it('shares the public pages of signed-out visitors, per language, crawler or browser and URL', () => {
    for (const url of [
      '/',
      '/doctors',
      '/about',
      '/events',
      '/contact',
      '/privacy',
      '/blog',
      '/blog?page=2',
      '/blog/some-post',
      '/services',
      '/services/abhyanga',
      '/treatments',
      '/treatments/skin&hair',
    ]) {
      expect(pageCacheKey({ ...visitor, url }), url).not.toBeNull();
    }
    expect(pageCacheKey(visitor)).not.toBe(pageCacheKey({ ...visitor, locale: 'hi' }));
    expect(pageCacheKey(visitor)).not.toBe(pageCacheKey({ ...visitor, isBot: () => true }));
    expect(pageCacheKey({ ...visitor, url: '/blog' })).not.toBe(pageCacheKey({ ...visitor, url: '/blog?page=2' }));
  });

  it('keys the treatments pages by the sidebar cookie they render', () => {
    const open = pageCacheKey({ ...visitor, url: '/treatments', cookies: { sidebar_state: 'true' } });
    expect(open).not.toBe(pageCacheKey({ ...visitor, url: '/treatments', cookies: { sidebar_state: 'false' } }));
    expect(pageCacheKey({ ...visitor, cookies: { sidebar_state: 'true' } })).toBe(pageCacheKey(visitor));
  });

  it('renders for the request alone when signed in, not a GET, or not a shared public page', () => {
    expect(pageCacheKey({ ...visitor, signedIn: true })).toBeNull();
    expect(pageCacheKey({ ...visitor, method: 'POST' })).toBeNull();
    expect(pageCacheKey({ ...visitor, method: 'HEAD' })).toBeNull();
    for (const url of [
      '/book-consultation',
      '/appointments',
      '/profile',
      '/history',
      '/auth',
      '/staff',
      '/staff/today',
      '/payment/x',
      '/consultation/abc',
      '/track_consultation',
      '/feedback/1',
      '/services/a/b',
      '/blog/rss.xml/x',
    ]) {
      expect(pageCacheKey({ ...visitor, url }), url).toBeNull();
    }
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script once and skips scripts with src', () => {
    const html =
      '<script>window.a=1</script><script type="module">import "/x.js";</script><script src="/y.js"></script><script nonce="" >window.a=1</script><SCRIPT>\n</SCRIPT>';
    const sha = (s: string) => createHash('sha256').update(s).digest('base64');
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('import "/x.js";'), sha('\n')]);
  });
});

describe('PageCache', () => {
  const html = Buffer.from('<!DOCTYPE html><html><body><script>go()</script></body></html>');
  const ok = (headers: Record<string, string> = {}) => ({
    status: 200,
    headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers }),
  });

  it('keeps 200 HTML without Set-Cookie only', async () => {
    expect(await toCachedPage(ok(), html, 0)).toMatchObject({ status: 200, scriptHashes: inlineScriptHashes(html.toString()) });
    expect(await toCachedPage({ ...ok(), status: 404 }, html, 0)).toBeNull();
    expect(await toCachedPage(ok({ 'set-cookie': 'a=b' }), html, 0)).toBeNull();
    expect(await toCachedPage({ status: 200, headers: new Headers({ 'content-type': 'application/xml' }) }, html, 0)).toBeNull();
  });

  it('renders once for concurrent misses, then serves the page until the public data changes or the TTL passes', async () => {
    const db = {};
    const cache = new PageCache<{ page: CachedPage | null }>(db);
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 5));
      return { page: await toCachedPage(ok(), html, publicDataGeneration(db)) };
    };
    const [a, b] = await Promise.all([cache.fill('k', render), cache.fill('k', render)]);
    expect(renders).toBe(1);
    expect([a.owner, b.owner].sort()).toEqual([false, true]);
    expect(cache.get('k')).toBe(a.fill.page);
    expect(cache.get('k', Date.now() + PAGE_CACHE_TTL_MS + 1)).toBeUndefined();
    await cache.fill('k', render);
    expect(cache.get('k')).toBeDefined();
    invalidatePublicData(db, 'bookings'); // which slots are taken is on no public page
    expect(cache.get('k')).toBeDefined();
    invalidatePublicData(db, 'blog');
    expect(cache.get('k')).toBeUndefined();
  });

  it('does not keep a page rendered from data that changed during the render, nor an answer without a page', async () => {
    const db = {};
    const cache = new PageCache<{ page: CachedPage | null }>(db);
    await cache.fill('stale', async () => {
      const generation = publicDataGeneration(db);
      invalidatePublicData(db, 'doctors');
      return { page: await toCachedPage(ok(), html, generation) };
    });
    expect(cache.get('stale')).toBeUndefined();
    await cache.fill('none', async () => ({ page: null }));
    expect(cache.get('none')).toBeUndefined();
  });
});
