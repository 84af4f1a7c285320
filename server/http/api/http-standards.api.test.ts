/**
 * HTTP as the standards say it (docs/decisions/0035-http-semantics-and-openapi.md): a wrong method
 * on an existing API route is 405 with `Allow`; a strong ETag names one encoding of an answer;
 * pages chosen by Accept-Language or the language cookie say so (`Vary`, `Content-Language`);
 * `Permissions-Policy` on pages and API answers, `Referrer-Policy` on API answers too.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { buildApp } from '@server/http/app.ts';

const env = await setupTestApp();

describe('405 Method Not Allowed on API routes', () => {
  it('answers a wrong method on an existing route with 405, the envelope and Allow', async () => {
    const res = await env.app.inject({ method: 'DELETE', url: '/api/doctors/active' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toMatchObject({ success: false, message: 'This address does not take a DELETE request.' });
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
  });

  it('lists every method of a path with parameters, and answers in Hindi when asked', async () => {
    const res = await env.app.inject({
      method: 'PATCH',
      url: '/api/staff/blog/00000000-0000-4000-8000-000000000000',
      headers: { 'accept-language': 'hi' },
    });
    expect(res.statusCode).toBe(405);
    const allow = String(res.headers.allow).split(', ');
    expect(allow).toEqual(expect.arrayContaining(['GET', 'HEAD', 'PUT']));
    expect(allow).not.toContain('PATCH');
    expect(res.json().message).toBe('यह पता PATCH अनुरोध नहीं लेता।');
  });

  it('keeps 404 for a path no route has, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await env.app.inject({ method, url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers.allow).toBeUndefined();
    }
  });

  it('answers OPTIONS on an existing route with 204 and Allow', async () => {
    const res = await env.app.inject({ method: 'OPTIONS', url: '/api/doctors/active' });
    expect(res.statusCode).toBe(204);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('still routes HEAD to a GET route', async () => {
    const res = await env.app.inject({ method: 'HEAD', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
  });
});

describe('ETags of prepared answers', () => {
  it('gives each encoding its own strong ETag and revalidates each', async () => {
    const url = '/api/doctors/active';
    const plain = await env.app.inject({ method: 'GET', url });
    const br = await env.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const gz = await env.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    const tags = [plain, br, gz].map((r) => String(r.headers.etag));
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    expect(new Set(tags).size).toBe(3);

    const brAgain = await env.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', 'if-none-match': tags[1] } });
    expect(brAgain.statusCode).toBe(304);
    expect(brAgain.headers.etag).toBe(tags[1]);
    // The brotli copy's tag does not validate the plain bytes.
    const plainWithBrTag = await env.app.inject({ method: 'GET', url, headers: { 'if-none-match': tags[1] } });
    expect(plainWithBrTag.statusCode).toBe(200);
    expect(plainWithBrTag.headers.etag).toBe(tags[0]);
  });
});

describe('security headers', () => {
  it('API answers carry Permissions-Policy and Referrer-Policy', async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const res = await env.app.inject({ method: 'GET', url });
      expect(res.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});

/** The smallest real React Router build: one page whose text is in the request's language. */
function pageBuild(): ServerBuild {
  const page = { id: 'routes/about', parentId: 'root', path: 'about', index: undefined, caseSensitive: undefined };
  const routeModule = { default: () => null };
  return {
    entry: {
      module: {
        // React Router reports a refused request (a POST with no action) here; the test reads the answer.
        handleError: () => undefined,
        default: (request: Request, status: number, headers: Headers, _context: unknown, load: { locale: string }) => {
          headers.set('content-type', 'text/html; charset=utf-8');
          return new Response(
            `<!doctype html><html lang="${load.locale}"><body>${load.locale === 'hi' ? 'हमारे बारे में' : 'About'}</body></html>`,
            {
              status,
              headers,
            },
          );
        },
      },
    },
    routes: {
      root: { id: 'root', parentId: undefined, path: '', index: undefined, caseSensitive: undefined, module: routeModule },
      'routes/about': { ...page, module: routeModule },
    },
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: {
        root: {
          id: 'root',
          module: '/root.js',
          hasAction: false,
          hasLoader: false,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
        },
        'routes/about': {
          ...page,
          module: '/about.js',
          hasAction: false,
          hasLoader: false,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
        },
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
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

const pagesApps: FastifyInstance[] = [];
async function withPages(mode: 'production' | 'development') {
  const app = await buildApp({ ctx: env.ctx, pages: { getBuild: async () => pageBuild(), mode } });
  pagesApps.push(app);
  return app;
}
afterAll(async () => {
  for (const app of pagesApps) await app.close();
});

describe('pages chosen by language', () => {
  for (const mode of ['production', 'development'] as const) {
    it(`says which language it chose and what it chose by (${mode}: ${mode === 'production' ? 'page cache' : 'rendered per request'})`, async () => {
      const app = await withPages(mode);
      for (const [headers, language] of [
        [{ 'accept-language': 'hi-IN,hi;q=0.9' }, 'hi'],
        [{ cookie: 'lang=hi', 'accept-language': 'en' }, 'hi'],
        [{ 'accept-language': 'en-GB' }, 'en'],
        [{ 'accept-language': 'hi', 'accept-encoding': 'br' }, 'hi'],
      ] as const) {
        // Twice: the second answer of a shared page comes from the page cache.
        for (let i = 0; i < 2; i++) {
          const res = await app.inject({ method: 'GET', url: '/about', headers });
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-language']).toBe(language);
          const vary = String(res.headers.vary)
            .split(',')
            .map((v) => v.trim().toLowerCase());
          expect(vary).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
          expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
        }
      }
    });
  }

  it('answers a method the page takes no action for with 405 and Allow', async () => {
    const app = await withPages('production');
    const res = await app.inject({
      method: 'POST',
      url: '/about',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('keeps Vary: Accept-Encoding next to the language on a compressed cached page', async () => {
    const app = await withPages('production');
    await app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'gzip' } });
    const res = await app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    const vary = String(res.headers.vary).toLowerCase();
    for (const name of ['accept-encoding', 'accept-language', 'cookie']) expect(vary).toContain(name);
  });
});
