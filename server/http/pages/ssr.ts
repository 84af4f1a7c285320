/**
 * Serves every non-API page through React Router's request handler, in the same Fastify process.
 * Pages get a load context with the same AppContext the API uses, so loaders call the same
 * server functions as the API routes.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { isbot } from 'isbot';
import type { AppLoadContextValue } from '~/load-context';
import {
  PageCache,
  inlineScriptHashes,
  renderAheadPages,
  sharedPageOf,
  toCachedPage,
  type CachedPage,
  type SharedPage,
} from '@server/cache/page-cache';
import { onPublicDataChange, readingPublicData } from '@server/cache/public-data';
import { ENTRY_PAGES, publicPages } from '@server/modules/site/public-pages.server';
import { LOCALE_COOKIE, SIDEBAR_COOKIE } from '@core/constants';
import { translate } from '@core/i18n/catalog';
import { contentSecurityPolicy } from '@server/http/headers/csp';
import { withPageErrors } from './page-errors';
import { addVary, sendPrepared } from './prepared-body';

/** The methods a page takes (GET, HEAD, and POST for its form); see takePageMethods. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;
const OTHER_METHODS = ['TRACE', 'PUT', 'PATCH', 'DELETE'];

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(request.raw), duplex: 'half' } : {}),
  } as RequestInit);
}

const BROWSER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const BOT_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * The web Request a shared copy is rendered from: its URL on the site's own address and the facts
 * of its cache key (language, crawler or browser, sidebar cookie), nothing of a visitor's request.
 */
function sharedRequest(page: SharedPage, baseUrl: string): Request {
  const cookies = [`${LOCALE_COOKIE}=${page.locale}`];
  if (page.sidebar) cookies.push(`${SIDEBAR_COOKIE}=${page.sidebar}`);
  return new Request(new URL(page.url, baseUrl), {
    headers: {
      cookie: cookies.join('; '),
      'accept-language': page.locale,
      'user-agent': page.bot ? BOT_AGENT : BROWSER_AGENT,
    },
  });
}

/** A shared copy's load context: no one signed in, no nonce (its inline scripts are allowed by their hashes). */
function sharedLoadContext(app: FastifyInstance, page: SharedPage): AppLoadContextValue {
  return { ctx: app.ctx, identity: null, locale: page.locale, nonce: '', ip: '127.0.0.1', requestId: randomUUID(), shared: true };
}

interface PageFill {
  page: CachedPage | null;
  response: Response;
  html: Buffer | null;
}

/**
 * A page is in the language the request chose (`?lang=`, the language cookie, then Accept-Language:
 * server/http/request-context.ts): it says which (`Content-Language`) and what it was chosen by
 * (`Vary`), so no cache hands one visitor's language to another (decision 0035). A 405 (a method
 * the page has no action for) names what the page takes.
 */
function describePage(request: FastifyRequest, reply: FastifyReply, status: number, contentType: string | null | undefined) {
  if (status === 405 && !reply.hasHeader('allow')) reply.header('allow', 'GET, HEAD');
  const html = contentType?.startsWith('text/html') ?? false;
  if (!html && !request.url.split('?')[0]!.endsWith('.data')) return;
  addVary(reply, 'accept-language', 'cookie');
  if (html) reply.header('content-language', request.locale);
}

function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, https: boolean) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  describePage(request, reply, page.status, page.body.contentType);
  reply.header('content-security-policy', contentSecurityPolicy(https, { hashes: page.scriptHashes }));
  return sendPrepared(request, reply, page.body);
}

/**
 * A page takes GET and HEAD, and POST for its form (decision 0020); OPTIONS lists them and any
 * other method (TRACE, PUT, DELETE...) is a 405 here, before React Router, which cannot even make a
 * web Request of a TRACE. The API's own 405s are the API's (server/http/app.ts).
 */
function takePageMethods(scope: FastifyInstance) {
  // Leave the body unread so React Router can read it as a web Request.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
  scope.options('/*', (_request, reply) => reply.status(204).header('allow', PAGE_METHODS.join(', ')).send());
  scope.route({
    method: OTHER_METHODS,
    url: '/*',
    handler: (request, reply) =>
      reply
        .status(405)
        .header('allow', PAGE_METHODS.join(', '))
        .type('text/plain; charset=utf-8')
        .send(translate(request.locale ?? 'en', 'error.methodNotAllowed', { method: request.method })),
  });
}

/** `personal`: rendered for someone signed in, so it may hold their data and is never stored. */
async function send(request: FastifyRequest, reply: FastifyReply, response: Response, html: Buffer | null, personal = false) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie') reply.header(key, value);
  }
  describePage(request, reply, response.status, response.headers.get('content-type'));
  if (personal) reply.header('cache-control', 'private, no-store');
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (html) return reply.send(html);
  if (!response.body) return reply.send();
  // An HTML page is sent in one piece: piping React's many small chunks through the web stream
  // and back into a Node stream cost more CPU than the render itself (pages here await nothing
  // slow: their data comes from memory or one query). Single-fetch data stays streamed.
  if (response.headers.get('content-type')?.startsWith('text/html')) return reply.send(Buffer.from(await response.arrayBuffer()));
  return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
}

/** How long public data must stay unchanged before the pages are rendered again (decision 0087). */
const RENDER_AHEAD_QUIET_MS = 2000;
/**
 * How often every public page is rendered again anyway: well within PAGE_CACHE_STALE_MS, so a page
 * nobody asked for in the night still has a copy to serve in the morning (decision 0088).
 */
const RENDER_AHEAD_EVERY_MS = 30 * 60_000;
/** How long the server must have had no request before a background pass renders its next page. */
const RENDER_AHEAD_IDLE_MS = 500;

/**
 * A promise for the next moment the server has had no request starting or ending for `idleMs`
 * (the Node server's own events: requests injected in tests do not count); rejected once `signal`
 * is aborted.
 */
function idleWatch(app: FastifyInstance, idleMs: number): (signal: AbortSignal) => Promise<void> {
  let last = performance.now();
  const seen = () => (last = performance.now());
  app.server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    seen();
    response.once('close', seen);
  });
  return async (signal) => {
    for (let quiet = performance.now() - last; quiet < idleMs; quiet = performance.now() - last)
      await sleep(idleMs - quiet, undefined, { signal });
    signal.throwIfAborted();
  };
}

/**
 * Renders public pages into the page cache (decisions 0073, 0087, 0088), each in each language at
 * both addresses, one pass at a time, skipping those with a current copy: the entry pages at once,
 * then every other public page (server/modules/site/public-pages.server.ts) whenever the server
 * has been idle for RENDER_AHEAD_IDLE_MS, so visitors never queue behind it. A pass runs once the
 * server is ready, once public data has not changed for `quietMs` (an edit drops only the copies
 * that show what it changed), and every RENDER_AHEAD_EVERY_MS. One pass at a time: a pass asked
 * for during another ends the other's wait for idle time and follows it.
 */
function renderAheadOnChange(app: FastifyInstance, pageCache: PageCache<PageFill>, options: SsrOptions) {
  const {
    renderAheadQuietMs: quietMs = RENDER_AHEAD_QUIET_MS,
    renderAheadEveryMs: everyMs = RENDER_AHEAD_EVERY_MS,
    renderAheadIdleMs: idleMs = RENDER_AHEAD_IDLE_MS,
  } = options;
  const whenIdle = idleWatch(app, idleMs);
  const entryPaths = ENTRY_PAGES.map((page) => page.path);
  let closed = false;
  /** The pass under way: aborting it ends its wait for idle time. */
  let running: AbortController | null = null;
  let again = false;
  const pass = async (stop: AbortSignal) => {
    const started = performance.now();
    let rendered = await pageCache.renderAhead(renderAheadPages(entryPaths));
    // Not the entry pages again: one that has no copy (it failed to render) would be rendered twice.
    const others = (await publicPages(app.ctx)).map((page) => page.path).filter((path) => !entryPaths.includes(path));
    rendered += await pageCache.renderAhead(renderAheadPages(others), { whenIdle: () => whenIdle(stop) });
    if (rendered) app.log.info({ rendered, ms: Math.round(performance.now() - started) }, 'rendered public pages ahead');
  };
  const renderAhead = () => {
    if (closed) return;
    if (running) {
      again = true;
      running.abort();
      return;
    }
    const stop = new AbortController();
    running = stop;
    void pass(stop.signal)
      .catch((error: unknown) => {
        if (!stop.signal.aborted) app.log.warn({ err: error }, 'rendering the public pages ahead failed');
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          renderAhead();
        }
      });
  };
  let quiet: NodeJS.Timeout | undefined;
  const unsubscribe = onPublicDataChange(app.ctx.db, () => {
    clearTimeout(quiet);
    quiet = setTimeout(renderAhead, quietMs);
  });
  const every = setInterval(renderAhead, everyMs).unref();
  app.addHook('onReady', (done) => {
    setImmediate(renderAhead);
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    closed = true;
    running?.abort();
    clearTimeout(quiet);
    clearInterval(every);
    unsubscribe();
    done();
  });
}

export interface SsrOptions {
  getBuild: () => Promise<ServerBuild>;
  mode: 'production' | 'development';
  /**
   * Render every public page into the page cache once the server is ready, after changes of
   * public data and now and then (decisions 0073, 0088). The production server does; tests that
   * count renders do not.
   */
  renderAhead?: boolean;
  /** The quiet time before pages are rendered again after a change (RENDER_AHEAD_QUIET_MS). */
  renderAheadQuietMs?: number;
  /** How often every public page is rendered again anyway (RENDER_AHEAD_EVERY_MS). */
  renderAheadEveryMs?: number;
  /** How long the server must be idle before a page other than an entry page is rendered ahead (RENDER_AHEAD_IDLE_MS). */
  renderAheadIdleMs?: number;
  /** The browser build (build/client): its stylesheets are inlined in pages that ship no JavaScript (decision 0079). */
  clientDir?: string;
}

/**
 * The text of built stylesheets by address (`/assets/name.css` under `clientDir`), read once each;
 * undefined when one is missing (then the page links them as usual).
 */
function stylesheetReader(clientDir: string | undefined) {
  if (!clientDir) return undefined;
  const texts = new Map<string, string | null>();
  const read = (href: string) => {
    let text = texts.get(href);
    if (text === undefined) {
      const file = path.join(clientDir, href);
      text = /^\/assets\/[\w.-]+\.css$/.test(href) && existsSync(file) ? readFileSync(file, 'utf8') : null;
      texts.set(href, text);
    }
    return text;
  };
  return (hrefs: readonly string[]) => {
    const parts = hrefs.map(read);
    return parts.length > 0 && parts.every((part) => part !== null) ? parts.join('\n') : undefined;
  };
}

export function registerSsr(app: FastifyInstance, options: SsrOptions) {
  let handler: ReturnType<typeof createRequestHandler> | undefined;
  let handlerBuild: ServerBuild | undefined;
  const { baseUrl } = app.ctx.config;
  const https = baseUrl.startsWith('https:');
  const stylesheets = stylesheetReader(options.clientDir);

  async function handle(request: Request, context: AppLoadContextValue): Promise<Response> {
    const build = await options.getBuild();
    if (!handler || handlerBuild !== build) {
      handler = createRequestHandler(withPageErrors(build), options.mode);
      handlerBuild = build;
    }
    return handler(request, { ...context, stylesheets } as never);
  }

  function render(request: FastifyRequest, reply: FastifyReply, nonce: string): Promise<Response> {
    return handle(toWebRequest(request, reply), {
      ctx: app.ctx,
      identity: request.identity,
      locale: request.locale,
      nonce,
      ip: request.ip,
      requestId: request.id,
      shared: false,
    });
  }

  /** A copy for every signed-out visitor: rendered without a nonce (its inline scripts are allowed by their hashes). */
  async function renderShared(page: SharedPage): Promise<PageFill> {
    const { value, reads } = await readingPublicData(app.ctx.db, async () => {
      const response = await handle(sharedRequest(page, baseUrl), sharedLoadContext(app, page));
      const html = response.headers.get('content-type')?.startsWith('text/html') ? Buffer.from(await response.arrayBuffer()) : null;
      return { response, html };
    });
    const { response, html } = value;
    return { response, html, page: html ? await toCachedPage(response, html, reads, page) : null };
  }

  // Development renders every page afresh (sources change under it).
  const pageCache = options.mode === 'production' ? new PageCache<PageFill>(app.ctx.db, renderShared) : null;

  if (pageCache && options.renderAhead) renderAheadOnChange(app, pageCache, options);

  app.register(async (scope) => {
    takePageMethods(scope);

    scope.route({
      method: [...PAGE_METHODS],
      url: '/*',
      handler: async (request, reply) => {
        const page =
          pageCache &&
          sharedPageOf({
            method: request.method,
            url: request.url,
            locale: request.locale,
            signedIn: request.sessionToken !== null,
            isBot: () => isbot(request.headers['user-agent'] ?? ''),
            cookies: request.cookies,
          });
        if (pageCache && page) {
          const hit = pageCache.get(page.key);
          if (hit) return sendCachedPage(request, reply, hit, https);
          const shared = await pageCache.fill(page).catch(() => null);
          if (shared?.fill.page) return sendCachedPage(request, reply, shared.fill.page, https);
          if (shared?.owner) {
            const { response, html } = shared.fill;
            if (html)
              reply.header('content-security-policy', contentSecurityPolicy(https, { hashes: inlineScriptHashes(html.toString('utf8')) }));
            return send(request, reply, response, html);
          }
          // Someone else's render that cannot be shared (or failed): render this request itself.
        }
        // Rendered for this request alone: its inline scripts carry a fresh nonce.
        let nonce = '';
        if (options.mode === 'production') {
          nonce = randomBytes(16).toString('base64');
          reply.header('content-security-policy', contentSecurityPolicy(https, { nonce }));
        }
        return send(request, reply, await render(request, reply, nonce), null, request.sessionToken !== null);
      },
    });
  });
}
