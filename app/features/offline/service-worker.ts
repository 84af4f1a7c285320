/**
 * The service worker (built by scripts/build-server.mjs into build/client/sw.js, served from / with
 * `Cache-Control: no-cache`). Hand-written on the Cache API; the rules of what it keeps are in
 * core/offline/rules.ts. docs/decisions/0025-offline.md
 *
 * - A patient's own pages, their data requests and the PDFs they opened: network first; offline
 *   (or the server answering 5xx), the last saved copy, and the page is told it shows a saved copy.
 * - Hashed assets: cache first.
 * - Any other page: network only; offline, a page saying so (booking and payment need a connection).
 * - Saved copies belong to one person (`owner`, told by every page): when another person signs
 *   in, or on sign-out, they are deleted; for staff nothing is kept.
 * - Saved copies end with the session that stored them (docs/decisions/0033): a copy older than a
 *   session can stay unused is never shown, and its finding empties the personal caches; the page
 *   tells the worker to forget them as soon as it learns the session ended elsewhere.
 */
import {
  MAX_ASSETS,
  OFFLINE_CACHES,
  PERSONAL_CACHES,
  classifyRequest,
  dataFallbackUrl,
  offlineReason,
  savable,
  savedCopyUsable,
  type FromWorker,
  type RequestKind,
  type ToWorker,
} from '@core/offline/rules';
import { offlinePageHtml } from '@core/offline/offline-page';

// The worker's own types (the project compiles against the DOM library, not WebWorker).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  clientId: string;
  resultingClientId: string;
  respondWith(response: Promise<Response>): void;
}
interface WorkerClient {
  id: string;
  url: string;
  postMessage(message: FromWorker): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: ToWorker;
  source: WorkerClient | null;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; get(id: string): Promise<WorkerClient | undefined> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;

/**
 * Meta entries live in a cache (the worker's memory does not last): who owns the saved copies, the
 * visitor's language, and the generation of the saved copies, a new one at every `forget`.
 */
const META = { owner: '/__offline/owner', locale: '/__offline/locale', generation: '/__offline/generation' } as const;
/** Each saved copy carries the generation it was kept in: a copy of an earlier one is never shown. */
const GENERATION_HEADER = 'x-offline-generation';
async function readMeta(key: string): Promise<string | null> {
  const found = await (await caches.open(OFFLINE_CACHES.meta)).match(key);
  return found ? found.text() : null;
}
async function writeMeta(key: string, value: string | null) {
  const cache = await caches.open(OFFLINE_CACHES.meta);
  await (value === null ? cache.delete(key) : cache.put(key, new Response(value)));
}

/** Pages shown from a saved copy, by the id of the window they opened in: the page asks once it runs. */
const savedNavigations = new Map<string, { path: string; savedAt: string }>();

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(OFFLINE_CACHES));
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('sarona-') && !current.has(name)) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const kind = classifyRequest(new URL(request.url), request.method, request.mode, origin);
  if (kind === 'asset') event.respondWith(cacheFirst(request));
  else if (kind === 'page') event.respondWith(networkOnly(request));
  else if (kind) event.respondWith(networkFirst(kind, event));
});

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(OFFLINE_CACHES.assets);
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (savable('asset', facts(response))) await keepAsset(cache, request.url, response.clone());
  return response;
}

async function keepAsset(cache: Cache, url: string, response: Response) {
  await cache.put(url, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(old);
}

async function networkOnly(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return offlinePage(new URL(request.url).pathname);
  }
}

async function offlinePage(pathname: string): Promise<Response> {
  const locale = (await readMeta(META.locale)) ?? 'en';
  return new Response(offlinePageHtml(offlineReason(pathname), locale, pathname), {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    },
  });
}

function facts(response: Response) {
  const { status, redirected, type } = response;
  return { status, redirected, type, contentType: response.headers.get('content-type') ?? '' };
}

/** Who owns the saved copies now: someone who is not staff (null: staff, or nobody; nothing is kept). */
const currentOwner = () => readMeta(META.owner);

const cacheFor = (kind: RequestKind) => (kind === 'paper' ? OFFLINE_CACHES.papers : OFFLINE_CACHES.pages);

/**
 * Fetches, and keeps a copy when allowed; null when there is no network.
 *
 * Kept only in the generation it was fetched in: a response arriving after the session ended
 * (`forget`) or after another person signed in is not kept, and one whose keeping crossed a
 * `forget` is deleted again (a `forget` starts a new generation before it empties the caches).
 */
async function fetchAndKeep(kind: RequestKind, request: Request | string): Promise<Response | null> {
  const owner = await currentOwner();
  const generation = await readMeta(META.generation);
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    return null;
  }
  if (owner === null || !savable(kind, facts(response)) || (await readMeta(META.generation)) !== generation) return response;
  const url = typeof request === 'string' ? request : request.url;
  const headers = new Headers(response.headers);
  headers.set(GENERATION_HEADER, generation ?? '');
  const copy = new Response(await response.clone().blob(), { status: response.status, statusText: response.statusText, headers });
  await (await caches.open(cacheFor(kind))).put(url, copy);
  if ((await readMeta(META.generation)) !== generation) await (await caches.open(cacheFor(kind))).delete(url);
  return response;
}

async function savedCopy(kind: RequestKind, url: string): Promise<Response | undefined> {
  const cache = await caches.open(cacheFor(kind));
  const whole = kind === 'saved-data' ? dataFallbackUrl(url) : null;
  const hit = (await cache.match(url, { ignoreVary: true })) ?? (whole ? await cache.match(whole, { ignoreVary: true }) : undefined);
  if (!hit) return undefined;
  // Kept before the last `forget`: not this session's (fetchAndKeep deletes such a copy; this is the guarantee).
  if (hit.headers.get(GENERATION_HEADER) !== ((await readMeta(META.generation)) ?? '')) return undefined;
  if (savedCopyUsable(hit.headers.get('date'), Date.now())) return hit;
  // Older than the session that stored it can have lived: that session has ended, and its copies go.
  await forget(null);
  return undefined;
}

async function networkFirst(kind: RequestKind, event: FetchEvent): Promise<Response> {
  const { request } = event;
  const path = new URL(request.url).pathname.replace(/\.data$/, '');
  const response = await fetchAndKeep(kind, request);
  if (response && response.status < 500) {
    if (kind === 'saved-data') await tell(event.clientId, { type: 'fresh-copy', path });
    return response;
  }
  // Offline, or the server failing (a proxy's 502 while the app restarts): the saved copy.
  const saved = await savedCopy(kind, request.url);
  if (!saved) return response ?? (request.mode === 'navigate' ? offlinePage(path) : Response.error());
  const savedAt = new Date(saved.headers.get('date') ?? Date.now()).toISOString();
  if (request.mode === 'navigate') savedNavigations.set(event.resultingClientId, { path, savedAt });
  else if (kind === 'saved-data') await tell(event.clientId, { type: 'saved-copy', path, savedAt });
  return saved;
}

async function tell(clientId: string, message: FromWorker) {
  const client = clientId ? await worker.clients.get(clientId) : undefined;
  client?.postMessage(message);
}

/**
 * Messages are handled one after the other: a page's `save` runs once its `hello` has said who owns
 * the copies. A `forget` (the session ended) does not wait behind saves still fetching: it goes at
 * once, and what those saves bring back afterwards is not kept (fetchAndKeep).
 */
let handling: Promise<unknown> = Promise.resolve();
worker.addEventListener('message', (event) => {
  const message = event.data;
  if (message?.type === 'forget') {
    event.waitUntil(forget(null));
    return;
  }
  const run = async () => {
    if (message?.type === 'hello') await hello(message, event.source);
    else if (message?.type === 'save' && Array.isArray(message.urls)) await save(message.urls);
  };
  handling = handling.then(run, run);
  event.waitUntil(handling);
});

/** A page starts: whose pages these are now (another person: the saved copies go), and whether it shows a saved copy. */
async function hello(message: Extract<ToWorker, { type: 'hello' }>, source: WorkerClient | null) {
  await writeMeta(META.locale, message.locale === 'hi' ? 'hi' : 'en');
  if ((await readMeta(META.owner)) !== message.owner) {
    await forget(message.owner);
    // This page itself may have been kept a moment ago under the previous owner: kept again, as the new one's.
    if (source) await save([source.url]);
  }
  const saved = source && savedNavigations.get(source.id);
  if (source && saved) {
    savedNavigations.delete(source.id);
    source.postMessage({ type: 'saved-copy', ...saved });
  }
}

/** The saved copies go: a new generation first (what is being kept as this runs is not kept), then the caches. */
async function forget(owner: string | null) {
  await writeMeta(META.generation, crypto.randomUUID());
  await writeMeta(META.owner, owner);
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name)));
}

/** Keeps what a page loaded before this worker controlled it, or a page reached by a client-side navigation (only its data was fetched). */
async function save(urls: string[]) {
  for (const url of urls) {
    const kind = classifyRequest(new URL(url, origin), 'GET', 'same-origin', origin);
    if (kind === 'asset') await cacheFirst(new Request(url)).catch(() => null);
    else if (kind === 'saved-page' || kind === 'saved-data' || kind === 'paper') await fetchAndKeep(kind, new URL(url, origin).href);
  }
}
