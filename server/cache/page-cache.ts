/**
 * Cache of server-rendered public pages for signed-out visitors (decision record 0005).
 *
 * The public pages (home, doctors, about, events, contact, privacy, services, treatments, blog)
 * are the same for every signed-out visitor with the same language: their data is the public
 * data of server/cache/public-data.ts and the static content of content/. Rendering one takes
 * milliseconds of CPU; sending a prepared copy takes microseconds.
 *
 * - Only GET requests without a session (no session cookie, no bearer token), for the paths below.
 * - The key: language, crawler or browser (they get the document differently streamed), the
 *   sidebar cookie (the treatments pages render its state), and the URL with its query.
 * - Only 200 HTML answers without Set-Cookie are kept. Their bytes never change, so their
 *   inline scripts are allowed by SHA-256 hashes in the CSP instead of a per-response nonce; the
 *   body is compressed once (gzip and brotli) and carries an ETag.
 * - An entry lives until the public data changes (`publicDataGeneration` moves on: a staff edit
 *   of doctors, blog or events, on this instance or another one on the same PostgreSQL database)
 *   or for PAGE_CACHE_TTL_MS at most (blog posts scheduled to appear, events that become past).
 * - Concurrent misses of one key share one render. At most MAX_ENTRIES entries (oldest first out).
 */
import { createHash } from 'node:crypto';
import { SIDEBAR_COOKIE } from '@core/constants';
import { prepareBody, type PreparedBody } from '@server/http/prepared-body';
import { publicDataGeneration } from './public-data';

export const PAGE_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 300;

const CACHEABLE_PATHS = [
  /^\/$/,
  /^\/(?:doctors|about|events|contact|privacy|blog|services|treatments)\/?$/,
  /^\/(?:services|treatments|blog)\/[^/]+$/,
];

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: PreparedBody;
  /** The SHA-256 hashes (base64) of the page's inline scripts, for its Content-Security-Policy. */
  scriptHashes: string[];
  generation: number;
  expires: number;
}

export interface PageRequestFacts {
  method: string;
  url: string;
  locale: string;
  signedIn: boolean;
  /** Asked only for a page that may be shared (the crawler test is a large regular expression). */
  isBot: () => boolean;
  cookies: Record<string, string | undefined>;
}

/** The cache key of a request, or null when its answer must be rendered for it alone. */
export function pageCacheKey(request: PageRequestFacts): string | null {
  if (request.method !== 'GET' || request.signedIn) return null;
  const query = request.url.indexOf('?');
  const pathname = query === -1 ? request.url : request.url.slice(0, query);
  if (!CACHEABLE_PATHS.some((re) => re.test(pathname))) return null;
  const sidebar = pathname.startsWith('/treatments') ? (request.cookies[SIDEBAR_COOKIE] ?? '') : '';
  return `${request.locale}|${request.isBot() ? 'bot' : 'browser'}|${sidebar}|${request.url}`;
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
  generation: number,
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
    generation,
    expires: now + PAGE_CACHE_TTL_MS,
  };
}

export class PageCache<Fill extends { page: CachedPage | null }> {
  private readonly entries = new Map<string, CachedPage>();
  private readonly pending = new Map<string, Promise<Fill>>();

  constructor(private readonly db: object) {}

  /** A fresh entry, or undefined. */
  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== publicDataGeneration(this.db) || entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * Runs `render` for a missing key, once for all concurrent callers, and keeps its page when it
   * has one. `owner` tells the caller whether the fill is its own (the others only share it).
   */
  async fill(key: string, render: () => Promise<Fill>): Promise<{ fill: Fill; owner: boolean }> {
    const running = this.pending.get(key);
    if (running) return { fill: await running, owner: false };
    const promise = render();
    this.pending.set(key, promise);
    try {
      const fill = await promise;
      if (fill.page && fill.page.generation === publicDataGeneration(this.db)) {
        if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
        this.entries.set(key, fill.page);
      }
      return { fill, owner: true };
    } finally {
      this.pending.delete(key);
    }
  }
}
