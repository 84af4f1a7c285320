/**
 * Cache of server-rendered public pages for signed-out visitors (decision records 0005, 0073).
 *
 * The public pages (home, doctors, about, events, contact, privacy, services, treatments, blog,
 * the booking form's first step) are the same for every signed-out visitor with the same language:
 * their data is the public data of server/cache/public-data.ts and the static content of content/.
 * Rendering one takes tens of milliseconds of CPU (hundreds under load); sending a prepared copy
 * takes microseconds.
 *
 * - Only GET requests without a session (no session cookie, no bearer token), for the paths below.
 * - The key: language, crawler or browser (they get the document differently streamed), the
 *   sidebar cookie (the treatments pages render its state), and the URL with its query. A shared
 *   copy is rendered from exactly these facts (`SharedPage`), never from one visitor's request, so
 *   it can be rendered ahead, before anyone asks.
 * - Only 200 HTML answers without Set-Cookie are kept. Their bytes never change, so their
 *   inline scripts are allowed by SHA-256 hashes in the CSP instead of a per-response nonce; the
 *   body is compressed once (gzip and brotli) and carries an ETag.
 * - An entry is dropped at once when public data it was rendered from changes: the scopes its
 *   render read (`readingPublicData`: a staff edit of doctors, blog, events, therapies or the
 *   clinic's profile, on this instance or another one on the same PostgreSQL database; decision
 *   0088). A therapy page stays when a doctor is added; every page goes when the clinic's profile,
 *   in every footer, changes. After PAGE_CACHE_TTL_MS (blog posts scheduled to appear, events that
 *   become past) it is stale: served once more while it is rendered again in the background, for
 *   at most PAGE_CACHE_STALE_MS; older than that it is rendered for the request.
 * - Concurrent misses of one key share one render. At most MAX_ENTRIES entries (oldest first out).
 */
import { createHash } from 'node:crypto';
import { SIDEBAR_COOKIE } from '@core/constants';
import { localeUrl } from '@core/i18n/locale-url';
import { LOCALES, type Locale } from '@core/i18n/locales';
import { prepareBody, type PreparedBody } from '@server/http/pages/prepared-body';
import { readsCurrent, type PublicDataReads } from './public-data';

export const PAGE_CACHE_TTL_MS = 60_000;
/** How long past its TTL a copy may still be served while its fresh render runs. */
export const PAGE_CACHE_STALE_MS = 60 * 60_000;
/** Room for every public page at its three addresses (about 80 pages today), and as many others. */
const MAX_ENTRIES = 600;

const CACHEABLE_PATHS = [
  /^\/$/,
  /^\/(?:doctors|about|events|contact|privacy|blog|services|treatments)\/?$/,
  /^\/(?:services|treatments|blog)\/[^/]+$/,
];

/**
 * The booking form's first step is shared too (rendered without the form's idempotency key: the
 * hydrated form makes its own). Its 'Show free times' answer (`step=slots`, the form's second step
 * without JavaScript) carries a key of its own and is rendered per request (decision 0042).
 */
const BOOKING_PATH = /^\/book-consultation\/?$/;

/**
 * The pages to render ahead for public paths, in the order given, as visitors' browsers ask for
 * them: in each language at the bare path (the language from the cookie, after the switch) and at
 * its language's own address (`/?lang=hi`, what the hreflang links and the sitemap give search
 * engines: core/i18n/locale-url.ts). Each is a cache entry of its own.
 */
export function renderAheadPages(paths: readonly string[]): SharedPage[] {
  return paths.flatMap((path) =>
    LOCALES.flatMap((locale) => {
      const link = localeUrl('', path, locale);
      return link === path ? [sharedPage(path, locale)] : [sharedPage(path, locale), sharedPage(link, locale)];
    }),
  );
}

/** What a shared copy is rendered from: nothing else of the visitor's request. */
export interface SharedPage {
  key: string;
  url: string;
  locale: Locale;
  bot: boolean;
  /** The sidebar cookie's value (treatments pages), else ''. */
  sidebar: string;
}

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: PreparedBody;
  /** The SHA-256 hashes (base64) of the page's inline scripts, for its Content-Security-Policy. */
  scriptHashes: string[];
  /** The public data the copy was rendered from: it is dropped once any of it changes. */
  reads: PublicDataReads;
  expires: number;
  /** What the copy was rendered from (to render it again). */
  shared: SharedPage;
}

export interface PageRequestFacts {
  method: string;
  url: string;
  locale: Locale;
  signedIn: boolean;
  /** Asked only for a page that may be shared (the crawler test is a large regular expression). */
  isBot: () => boolean;
  cookies: Record<string, string | undefined>;
}

/** The shared page a request asks for, or null when its answer must be rendered for it alone. */
export function sharedPageOf(request: PageRequestFacts): SharedPage | null {
  if (request.method !== 'GET' || request.signedIn) return null;
  const query = request.url.indexOf('?');
  const pathname = query === -1 ? request.url : request.url.slice(0, query);
  const booking = BOOKING_PATH.test(pathname);
  if (booking) {
    if (new URLSearchParams(query === -1 ? '' : request.url.slice(query)).has('step')) return null;
  } else if (!CACHEABLE_PATHS.some((re) => re.test(pathname))) return null;
  const sidebar = pathname.startsWith('/treatments') ? (request.cookies[SIDEBAR_COOKIE] ?? '') : '';
  return sharedPage(request.url, request.locale, request.isBot(), sidebar);
}

export function sharedPage(url: string, locale: Locale, bot = false, sidebar = ''): SharedPage {
  return { key: `${locale}|${bot ? 'bot' : 'browser'}|${sidebar}|${url}`, url, locale, bot, sidebar };
}

/** The cache key of a request, or null when its answer must be rendered for it alone. */
export function pageCacheKey(request: PageRequestFacts): string | null {
  return sharedPageOf(request)?.key ?? null;
}

/** SHA-256 (base64) of every inline script of an HTML document, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.add(
      createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64'),
    );
  }
  return [...hashes];
}

/** A rendered answer as the cache keeps it, or null when it must not be shared. */
export async function toCachedPage(
  response: { status: number; headers: Headers },
  html: Buffer,
  reads: PublicDataReads,
  shared: SharedPage,
  now = Date.now(),
): Promise<CachedPage | null> {
  if (response.status !== 200 || response.headers.getSetCookie().length) return null;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.startsWith('text/html')) return null;
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) if (name !== 'content-type' && name !== 'content-length') headers.push([name, value]);
  return {
    status: 200,
    headers,
    body: await prepareBody(html, contentType),
    scriptHashes: inlineScriptHashes(html.toString('utf8')),
    reads,
    expires: now + PAGE_CACHE_TTL_MS,
    shared,
  };
}

export class PageCache<Fill extends { page: CachedPage | null }> {
  private readonly entries = new Map<string, CachedPage>();
  private readonly pending = new Map<string, Promise<Fill>>();

  /** `render` makes a shared copy of a page (the caller's renderer, from the SharedPage alone). */
  constructor(
    private readonly db: object,
    private readonly render: (page: SharedPage) => Promise<Fill>,
  ) {}

  /**
   * The entry of a key: fresh, or stale (past its TTL, not past PAGE_CACHE_STALE_MS, its public
   * data unchanged) with its fresh render started in the background; undefined when there is none to serve.
   */
  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!readsCurrent(this.db, entry.reads) || entry.expires + PAGE_CACHE_STALE_MS <= now) {
      this.entries.delete(key);
      return undefined;
    }
    if (entry.expires <= now) this.refresh(entry.shared);
    return entry;
  }

  /**
   * Renders a page, once for all concurrent callers, and keeps its copy when it has one. `owner`
   * tells the caller whether the render is its own (the others only share it).
   */
  async fill(page: SharedPage): Promise<{ fill: Fill; owner: boolean }> {
    const running = this.pending.get(page.key);
    if (running) return { fill: await running, owner: false };
    const promise = this.render(page);
    this.pending.set(page.key, promise);
    try {
      const fill = await promise;
      // A copy rendered while public data it read changed may show the old data: not kept.
      if (fill.page && readsCurrent(this.db, fill.page.reads)) {
        this.entries.delete(page.key);
        if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
        this.entries.set(page.key, fill.page);
      }
      return { fill, owner: true };
    } finally {
      this.pending.delete(page.key);
    }
  }

  /** Renders a page again in the background unless that is already under way (errors are dropped). */
  refresh(page: SharedPage): void {
    if (this.pending.has(page.key)) return;
    this.fill(page).catch(() => undefined);
  }

  /**
   * Renders each page that has no fresh copy, one after the other (the server keeps answering
   * between them); a visitor who asks for one meanwhile shares its render. With `whenIdle`, each
   * render waits for it first (a background pass that gives way to visitors). Says how many it rendered.
   */
  async renderAhead(pages: readonly SharedPage[], { whenIdle }: { whenIdle?: () => Promise<void> } = {}): Promise<number> {
    let rendered = 0;
    for (const page of pages) {
      if (this.current(page)) continue;
      if (whenIdle) {
        await whenIdle();
        // A visitor may have asked for it meanwhile.
        if (this.current(page)) continue;
      }
      await this.fill(page).catch(() => undefined);
      rendered += 1;
    }
    return rendered;
  }

  /** Whether the page has a fresh copy of current data. */
  private current(page: SharedPage): boolean {
    const entry = this.entries.get(page.key);
    return entry !== undefined && readsCurrent(this.db, entry.reads) && entry.expires > Date.now();
  }
}
