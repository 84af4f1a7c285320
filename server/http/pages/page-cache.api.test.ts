/**
 * The page cache through the real app and database (decisions 0005, 0073): signed-out visitors of
 * a public page share one render per language; the copy never reaches a signed-in visitor; an
 * admin's edit of a doctor shows on the next visit; a copy past its TTL is served while it is
 * rendered again; the entry pages are rendered ahead when the server is ready.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CONSULTATION_TYPES } from '@core/constants';
import type { AppLoadContextValue } from '~/load-context';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { PAGE_CACHE_TTL_MS, RENDER_AHEAD_PAGES, RENDER_AHEAD_PATHS } from '../../cache/page-cache.ts';
import { listActiveDoctors } from '../../modules/doctors/doctors.server.ts';
import { buildApp } from '@server/http/app.ts';

const env = await setupTestApp();

/** Every render, with what it was rendered for. */
const renders: { url: string; locale: string; shared: boolean }[] = [];

/**
 * The smallest real React Router build: the home page and /about list the active doctors in the
 * request's language, and say whether the render is shared or who it is for.
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
          const doctors = (await listActiveDoctors(load.ctx)).map((d) => d.name).join(', ');
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
    },
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: {
        root: asset('root'),
        'routes/home': asset('routes/home'),
        'routes/about': asset('routes/about'),
        'routes/book': asset('routes/book'),
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
async function pagesApp(renderAhead = false) {
  const app = await buildApp({
    ctx: env.ctx,
    pages: { getBuild: async () => pageBuild(), mode: 'production', renderAhead, renderAheadQuietMs: QUIET_MS },
  });
  apps.push(app);
  await app.ready();
  return app;
}
afterAll(async () => {
  vi.useRealTimers();
  for (const app of apps) await app.close();
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

  it('renders the entry pages ahead in each language when ready, a Hindi page at its bare path and at its ?lang=hi address, and again after an edit', async () => {
    renders.length = 0;
    const app = await pagesApp(true);
    // Each entry page in each language, Hindi twice (those not in this build answer 404 and are not kept).
    expect(RENDER_AHEAD_PAGES).toHaveLength(RENDER_AHEAD_PATHS.length * 3);
    expect(RENDER_AHEAD_PAGES.map((page) => page.url)).toEqual(expect.arrayContaining(['/', '/?lang=hi', '/book-consultation?lang=hi']));
    await vi.waitFor(() => expect(renders.filter((r) => r.shared)).toHaveLength(RENDER_AHEAD_PAGES.length));
    const before = renders.length;
    const home = await get(app, '/', { cookie: 'lang=hi' });
    expect(home.body).toContain('डॉक्टर');
    // A visitor from a search result in Hindi: the hreflang address, no cookie yet.
    const linked = await get(app, '/?lang=hi');
    expect(linked.body).toContain('डॉक्टर');
    expect((await get(app, '/book-consultation?lang=hi')).statusCode).toBe(200);
    expect(renders.slice(before)).toEqual([]);

    // Three edits in a row: one pass once they stop (decision 0087), not one per edit.
    for (const name of ['Dr. Ahead', 'Dr. Ahead Two', 'Dr. Ahead Three']) await addDoctor(name);
    await vi.waitFor(() => expect(renders.filter((r) => r.url === '/' && r.shared)).toHaveLength(6), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS * 2));
    expect(renders.filter((r) => r.url === '/' && r.shared)).toHaveLength(6);
    const after = renders.length;
    expect((await get(app, '/')).body).toContain('Dr. Ahead Three');
    expect((await get(app, '/?lang=hi')).body).toContain('Dr. Ahead Three');
    expect(renders.length).toBe(after);
  });
});
