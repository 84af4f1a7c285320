/**
 * The page cache through the real app and database (decisions 0005, 0073): signed-out visitors of
 * a public page share one render per language; the copy never reaches a signed-in visitor; an
 * admin's edit of a doctor shows on the next visit; a copy past its TTL is served while it is
 * rendered again; every public page is rendered ahead when the server is ready, an edit drops only
 * the pages that show what it changed, and copies are renewed before they age out.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLINIC_PROFILE } from '@core/clinic';
import { CONSULTATION_TYPES } from '@core/constants';
import type { AppLoadContextValue } from '~/load-context';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { PAGE_CACHE_TTL_MS, renderAheadPages } from '../../cache/page-cache.ts';
import { clinicProfile } from '../../modules/clinic/clinic-profile.server.ts';
import { listActiveDoctors } from '../../modules/doctors/doctors.server.ts';
import { ENTRY_PAGES, publicPages } from '../../modules/site/public-pages.server.ts';
import { buildApp } from '@server/http/app.ts';

const env = await setupTestApp();

/** Every render, with what it was rendered for. */
const renders: { url: string; locale: string; shared: boolean }[] = [];

/**
 * The smallest real React Router build: the home page, /about and the booking form list the active
 * doctors in the request's language, a therapy page shows the clinic's phone instead, and each says
 * whether the render is shared or who it is for.
 */
function pageBuild(): ServerBuild {
  const routeModule = { default: () => null };
  const page = (id: string, path: string | undefined, index?: boolean) => ({ id, parentId: 'root', path, index, caseSensitive: undefined });
  const asset = (id: string) => ({
    id,
    parentId: id === 'root' ? undefined : 'root',
    module: `/${id}.js`,
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
  });
  return {
    entry: {
      module: {
        handleError: () => undefined,
        default: async (request: Request, status: number, headers: Headers, _context: unknown, load: AppLoadContextValue) => {
          renders.push({ url: new URL(request.url).pathname, locale: load.locale, shared: load.shared === true });
          const doctors = new URL(request.url).pathname.startsWith('/services/')
            ? `none, call ${(await clinicProfile(load.ctx)).phone}`
            : (await listActiveDoctors(load.ctx)).map((d) => d.name).join(', ');
          const who = load.identity ? `signed in ${load.identity.kind}` : 'signed out';
          headers.set('content-type', 'text/html; charset=utf-8');
          return new Response(
            `<!doctype html><html lang="${load.locale}"><body>${load.locale === 'hi' ? 'डॉक्टर' : 'Doctors'}: ${doctors} (${who}, render ${renders.length})</body></html>`,
            { status, headers },
          );
        },
      },
    },
    routes: {
      root: { id: 'root', parentId: undefined, path: '', index: undefined, caseSensitive: undefined, module: routeModule },
      'routes/home': { ...page('routes/home', undefined, true), module: routeModule },
      'routes/about': { ...page('routes/about', 'about'), module: routeModule },
      'routes/book': { ...page('routes/book', 'book-consultation'), module: routeModule },
      'routes/service': { ...page('routes/service', 'services/:slug'), module: routeModule },
    },
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: {
        root: asset('root'),
        'routes/home': asset('routes/home'),
        'routes/about': asset('routes/about'),
        'routes/book': asset('routes/book'),
        'routes/service': asset('routes/service'),
      },
      url: '/manifest.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: '/nonexistent',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

/** The quiet time before a pass after an edit, short for the test (the server's: RENDER_AHEAD_QUIET_MS). */
const QUIET_MS = 1500;
const apps: FastifyInstance[] = [];
async function pagesApp(renderAhead = false, renderAheadEveryMs?: number, renderAheadIdleMs?: number) {
  const app = await buildApp({
    ctx: env.ctx,
    pages: {
      getBuild: async () => pageBuild(),
      mode: 'production',
      renderAhead,
      renderAheadQuietMs: QUIET_MS,
      renderAheadEveryMs,
      renderAheadIdleMs,
    },
  });
  apps.push(app);
  await app.ready();
  return app;
}
// An app that renders ahead would go on rendering after another test's edits.
afterEach(async () => {
  vi.useRealTimers();
  for (const app of apps.splice(0)) await app.close();
});

const fees = Object.fromEntries(CONSULTATION_TYPES.map((t) => [t, 500]));
async function addDoctor(name: string) {
  const { cookie } = await env.signInStaff('admin');
  const res = await env.app.inject({
    method: 'POST',
    url: '/api/staff/doctors',
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({
      name,
      specialization: ['Panchakarma'],
      department: ['Glaucoma'],
      experience: 3,
      qualification: 'BAMS',
      fees,
      active: true,
    }),
  });
  expect(res.statusCode).toBe(200);
}

/** A browser's request (inject's own user agent reads as a crawler's, which has copies of its own). */
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile', ...headers } });
const sharedRenders = (url: string) => renders.filter((r) => r.url === url && r.shared).length;

describe('page cache', () => {
  it('renders a public page once per language, and a signed-in visitor always for themselves', async () => {
    const app = await pagesApp();
    renders.length = 0;
    const en = await get(app, '/about');
    expect(en.body).toMatch(/Doctors: .*\(signed out, render 1\)/);
    expect((await get(app, '/about')).body).toBe(en.body);
    const hi = await get(app, '/about', { cookie: 'lang=hi' });
    expect(hi.headers['content-language']).toBe('hi');
    expect(hi.body).toContain('डॉक्टर');
    expect((await get(app, '/about', { 'accept-language': 'hi' })).body).toBe(hi.body);
    expect(sharedRenders('/about')).toBe(2);

    const { cookie } = await env.signInPatient();
    for (let i = 0; i < 2; i++) {
      const mine = await get(app, '/about', { cookie });
      expect(mine.body).toContain('(signed in patient');
      expect(mine.headers['cache-control']).toBe('private, no-store');
    }
    expect(renders.filter((r) => r.url === '/about' && !r.shared)).toHaveLength(2);
  });

  it("shows an admin's new doctor on the next visit, in both languages", async () => {
    const app = await pagesApp();
    await get(app, '/about');
    await get(app, '/about', { cookie: 'lang=hi' });
    await addDoctor('Dr. Newly Added');
    expect((await get(app, '/about')).body).toContain('Dr. Newly Added');
    expect((await get(app, '/about', { cookie: 'lang=hi' })).body).toContain('Dr. Newly Added');
  });

  it('shares the booking form but not its free-times step', async () => {
    const app = await pagesApp();
    renders.length = 0;
    await get(app, '/book-consultation');
    await get(app, '/book-consultation');
    expect(renders.filter((r) => r.url === '/book-consultation').map((r) => r.shared)).toEqual([true]);
    await get(app, '/book-consultation?doctor=x&step=slots');
    await get(app, '/book-consultation?doctor=x&step=slots');
    expect(renders.filter((r) => r.url === '/book-consultation').map((r) => r.shared)).toEqual([true, false, false]);
  });

  it('serves a copy past its TTL at once and renders it again in the background', async () => {
    const app = await pagesApp();
    const first = (await get(app, '/about')).body;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PAGE_CACHE_TTL_MS + 1000 });
    try {
      renders.length = 0;
      expect((await get(app, '/about')).body).toBe(first);
      await vi.waitFor(() => expect(sharedRenders('/about')).toBe(1));
      await vi.waitFor(async () => expect((await get(app, '/about')).body).not.toBe(first));
      expect(sharedRenders('/about')).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders every public page ahead when ready, in each language, a Hindi page at its bare path and at its ?lang=hi address', async () => {
    renders.length = 0;
    const app = await pagesApp(true);
    // Each page in each language, Hindi twice, the entry pages first (those not in this build
    // answer 404 and are not kept).
    const paths = (await publicPages(env.ctx)).map((page) => page.path);
    expect(paths.slice(0, ENTRY_PAGES.length)).toEqual(ENTRY_PAGES.map((page) => page.path));
    expect(paths).toEqual(expect.arrayContaining(['/services/abhyanga', '/treatments/skin%26hair']));
    const ahead = renderAheadPages(paths);
    expect(ahead).toHaveLength(paths.length * 3);
    expect(ahead.slice(0, 3).map((page) => [page.url, page.locale])).toEqual([
      ['/', 'en'],
      ['/', 'hi'],
      ['/?lang=hi', 'hi'],
    ]);
    await vi.waitFor(() => expect(renders.filter((r) => r.shared)).toHaveLength(ahead.length), { timeout: 10_000 });
    const before = renders.length;
    const home = await get(app, '/', { cookie: 'lang=hi' });
    expect(home.body).toContain('डॉक्टर');
    // A visitor from a search result in Hindi: the hreflang address, no cookie yet.
    const linked = await get(app, '/?lang=hi');
    expect(linked.body).toContain('डॉक्टर');
    expect((await get(app, '/book-consultation?lang=hi')).statusCode).toBe(200);
    expect((await get(app, '/services/abhyanga?lang=hi')).body).toContain('डॉक्टर: none');
    expect((await get(app, '/services/abhyanga')).body).toContain('Doctors: none');
    expect(renders.slice(before)).toEqual([]);
  });

  it('renders the entry pages at once, and the other public pages only once visitors leave the server idle', async () => {
    renders.length = 0;
    const idleMs = 1000;
    const app = await pagesApp(true, undefined, idleMs);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const entry = renderAheadPages(ENTRY_PAGES.map((page) => page.path));
    const ahead = renderAheadPages((await publicPages(env.ctx)).map((page) => page.path));
    // Visitors one after the other, over the network, for three idle times.
    const busyUntil = performance.now() + 3 * idleMs;
    while (performance.now() < busyUntil) expect((await fetch(`${address}/api/health/live`)).status).toBe(200);
    expect(renders.filter((r) => r.shared)).toHaveLength(entry.length);
    await vi.waitFor(() => expect(renders.filter((r) => r.shared)).toHaveLength(ahead.length), { timeout: 15_000 });
    expect(renders.slice(entry.length).map((r) => r.url)).toContain('/services/abhyanga');
  });

  it('an edit drops only the pages that show what it changed, and they are rendered again once edits stop', async () => {
    renders.length = 0;
    const app = await pagesApp(true);
    const ahead = renderAheadPages((await publicPages(env.ctx)).map((page) => page.path));
    await vi.waitFor(() => expect(renders.filter((r) => r.shared).length).toBeGreaterThanOrEqual(ahead.length), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    renders.length = 0;
    const service = (await get(app, '/services/abhyanga')).body;

    // Three new doctors in a row: one pass once they stop (decision 0087), not one per edit. The
    // therapy page shows no doctor: its copy stays and is not rendered again (decision 0088).
    for (const name of ['Dr. Ahead', 'Dr. Ahead Two', 'Dr. Ahead Three']) await addDoctor(name);
    await vi.waitFor(() => expect(renders.filter((r) => r.url === '/' && r.shared)).toHaveLength(3), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS * 2));
    expect(renders.filter((r) => r.url === '/' && r.shared)).toHaveLength(3);
    expect(renders.filter((r) => r.url === '/services/abhyanga')).toEqual([]);
    const after = renders.length;
    expect((await get(app, '/')).body).toContain('Dr. Ahead Three');
    expect((await get(app, '/?lang=hi')).body).toContain('Dr. Ahead Three');
    expect((await get(app, '/services/abhyanga')).body).toBe(service);
    expect(renders.length).toBe(after);

    // The clinic's phone is on the therapy page (not on this build's home page): a new one drops
    // the therapy page's copies, and the pass after it renders them again in idle time.
    const { cookie } = await env.signInStaff('admin');
    const profile = { ...DEFAULT_CLINIC_PROFILE, phone: '+919812340000' };
    const put = await env.app.inject({ method: 'PUT', url: '/api/staff/clinic-profile', headers: { cookie }, payload: profile });
    expect(put.statusCode).toBe(200);
    await vi.waitFor(() => expect(renders.filter((r) => r.url === '/services/abhyanga' && r.shared)).toHaveLength(3), { timeout: 10_000 });
    expect(renders.filter((r) => r.url === '/' && r.shared)).toHaveLength(3);
    const rendered = renders.length;
    expect((await get(app, '/services/abhyanga')).body).toContain('call +919812340000');
    expect(renders.length).toBe(rendered);
  });

  it('renders every page again now and then, so a copy nobody asked for does not age out', async () => {
    renders.length = 0;
    const app = await pagesApp(true, 400);
    const ahead = renderAheadPages((await publicPages(env.ctx)).map((page) => page.path));
    await vi.waitFor(() => expect(renders.filter((r) => r.shared).length).toBeGreaterThanOrEqual(ahead.length), { timeout: 10_000 });
    renders.length = 0;
    // An hour and more later, with no visitor meanwhile: the timer's pass has renewed the copies.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PAGE_CACHE_TTL_MS + 1000 });
    try {
      await vi.waitFor(() => expect(renders.filter((r) => r.url === '/services/abhyanga' && r.shared)).toHaveLength(3), { timeout: 5000 });
      vi.setSystemTime(Date.now() + 60 * 60_000);
      await vi.waitFor(() => expect(renders.filter((r) => r.url === '/services/abhyanga' && r.shared)).toHaveLength(6), { timeout: 5000 });
      const rendered = renders.length;
      expect((await get(app, '/services/abhyanga')).body).toContain('Doctors: none');
      expect(renders.length).toBe(rendered);
    } finally {
      vi.useRealTimers();
    }
  });
});
