import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  PAGE_CACHE_STALE_MS,
  PAGE_CACHE_TTL_MS,
  PageCache,
  inlineScriptHashes,
  pageCacheKey,
  sharedPage,
  toCachedPage,
  type CachedPage,
  type PageRequestFacts,
} from './page-cache';
import { cachedPublicData, invalidatePublicData, readingPublicData, type PublicDataScope } from './public-data';

const visitor: PageRequestFacts = { method: 'GET', url: '/', locale: 'en', signedIn: false, isBot: () => false, cookies: {} };

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
      '/book-consultation',
      '/book-consultation?doctor=abc',
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
      // The booking form's second step without JavaScript carries a key of its own (decision 0042).
      '/book-consultation?doctor=abc&step=slots',
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
  const page = sharedPage('/', 'en');

  it('keeps 200 HTML without Set-Cookie only', async () => {
    expect(await toCachedPage(ok(), html, new Map(), page)).toMatchObject({
      status: 200,
      scriptHashes: inlineScriptHashes(html.toString()),
    });
    expect(await toCachedPage({ ...ok(), status: 404 }, html, new Map(), page)).toBeNull();
    expect(await toCachedPage(ok({ 'set-cookie': 'a=b' }), html, new Map(), page)).toBeNull();
    expect(
      await toCachedPage({ status: 200, headers: new Headers({ 'content-type': 'application/xml' }) }, html, new Map(), page),
    ).toBeNull();
  });

  /**
   * A cache whose renders are counted (and take 5 ms, so that concurrent callers overlap); a page
   * reads the clinic's profile, and the doctors (the home page) or the posts (the rest).
   */
  function counted(db: object, during?: () => void) {
    const counter = { renders: 0 };
    const cache = new PageCache<{ page: CachedPage | null }>(db, async (p) => {
      counter.renders++;
      const { reads } = await readingPublicData(db, async () => {
        const scopes: PublicDataScope[] = ['clinic', p.url.startsWith('/blog') ? 'blog' : 'doctors'];
        for (const scope of scopes) await cachedPublicData(db, scope, 'all', async () => scope);
        during?.();
        await new Promise((r) => setTimeout(r, 5));
      });
      return { page: await toCachedPage(ok(), html, reads, p) };
    });
    return { cache, counter };
  }

  it('renders once for concurrent misses, then serves the page until public data it shows changes', async () => {
    const db = {};
    const { cache, counter } = counted(db);
    const [a, b] = await Promise.all([cache.fill(page), cache.fill(page)]);
    expect(counter.renders).toBe(1);
    expect([a.owner, b.owner].sort()).toEqual([false, true]);
    expect(a.fill.page?.reads).toEqual(
      new Map([
        ['clinic', 0],
        ['doctors', 0],
      ]),
    );
    expect(cache.get(page.key)).toBe(a.fill.page);
    invalidatePublicData(db, 'bookings'); // which slots are taken is on no public page
    invalidatePublicData(db, 'blog'); // the home page shows no posts
    expect(cache.get(page.key)).toBe(a.fill.page);
    invalidatePublicData(db, 'doctors');
    expect(cache.get(page.key)).toBeUndefined();
    await cache.fill(page);
    invalidatePublicData(db); // everything, as another instance may say
    expect(cache.get(page.key)).toBeUndefined();
    expect(counter.renders).toBe(2);
  });

  it('serves a copy past its TTL once more while it renders it again, and not past the stale limit', async () => {
    const db = {};
    const { cache, counter } = counted(db);
    const first = (await cache.fill(page)).fill.page;
    const expired = Date.now() + PAGE_CACHE_TTL_MS + 1;
    // Served at once, and one render started however many ask meanwhile.
    expect(cache.get(page.key, expired)).toBe(first);
    expect(cache.get(page.key, expired)).toBe(first);
    expect(counter.renders).toBe(2);
    await new Promise((r) => setTimeout(r, 30));
    const second = cache.get(page.key);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(counter.renders).toBe(2);
    // Past the stale limit the copy is not served: the request renders.
    expect(cache.get(page.key, Date.now() + PAGE_CACHE_TTL_MS + PAGE_CACHE_STALE_MS + 1)).toBeUndefined();
  });

  it('renders ahead only the pages without a fresh copy', async () => {
    const db = {};
    const { cache, counter } = counted(db);
    const pages = [page, sharedPage('/', 'hi'), sharedPage('/blog', 'en')];
    await cache.renderAhead(pages);
    expect(counter.renders).toBe(3);
    for (const p of pages) expect(cache.get(p.key)).toBeDefined();
    await cache.renderAhead(pages);
    expect(counter.renders).toBe(3);
    // A new doctor: the home page in each language again, not the blog.
    invalidatePublicData(db, 'doctors');
    await cache.renderAhead(pages);
    expect(counter.renders).toBe(5);
    // The clinic's profile is in every footer.
    invalidatePublicData(db, 'clinic');
    await cache.renderAhead(pages);
    expect(counter.renders).toBe(8);
  });

  it('renders ahead in idle time when asked to: each render waits for it, and a page a visitor filled meanwhile is not rendered again', async () => {
    const db = {};
    const { cache, counter } = counted(db);
    const pages = [sharedPage('/blog', 'en'), sharedPage('/blog', 'hi')];
    let idle: () => void = () => {};
    const whenIdle = () => new Promise<void>((resolve) => (idle = resolve));
    const pass = cache.renderAhead(pages, { whenIdle });
    await new Promise((r) => setTimeout(r, 20));
    expect(counter.renders).toBe(0);
    await cache.fill(pages[0]!); // a visitor's
    expect(counter.renders).toBe(1);
    idle();
    await new Promise((r) => setTimeout(r, 20));
    expect(counter.renders).toBe(1); // the visitor's copy stands; now waiting for idle time again
    idle();
    expect(await pass).toBe(1);
    expect(counter.renders).toBe(2);
  });

  it('does not keep a page rendered from data that changed during the render, nor an answer without a page', async () => {
    const db = {};
    const { cache } = counted(db, () => invalidatePublicData(db, 'doctors'));
    await cache.fill(page);
    expect(cache.get(page.key)).toBeUndefined();
    // Data the page does not show may change meanwhile.
    const blog = sharedPage('/blog', 'en');
    await cache.fill(blog);
    expect(cache.get(blog.key)).toBeDefined();
    const empty = new PageCache<{ page: CachedPage | null }>(db, async () => ({ page: null }));
    await empty.fill(page);
    expect(empty.get(page.key)).toBeUndefined();
  });
});
