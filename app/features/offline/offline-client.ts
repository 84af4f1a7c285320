/**
 * The page's side of offline support (loaded after hydration, in production builds, where the
 * browser has service workers): registers /sw.js, tells it whose pages these are (it drops
 * another person's saved copies), has it keep what this page needs offline, and keeps what it
 * says about the page shown (a saved copy, and from when) for the banner. docs/decisions/0025-offline.md
 */
import { isSavedPath, ownerKey, type FromWorker, type ToWorker } from '@core/offline/rules';
import type { Viewer } from '~/shell/viewer';

interface SavedCopy {
  path: string;
  savedAt: string;
}

let saved: SavedCopy | null = null;
const listeners = new Set<() => void>();
let ready: Promise<ServiceWorker | null> | null = null;

function setSaved(next: SavedCopy | null) {
  saved = next;
  for (const listener of listeners) listener();
}
export const savedCopyStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => saved,
};

function onMessage(event: MessageEvent<FromWorker>) {
  const message = event.data;
  if (message?.type === 'saved-copy') setSaved({ path: message.path, savedAt: message.savedAt });
  else if (message?.type === 'fresh-copy' && saved?.path === message.path) setSaved(null);
}

async function post(message: ToWorker) {
  const worker = await ready;
  worker?.postMessage(message);
}

/** This page's URL and its data's, when it is one the worker keeps. */
function pageUrls(): string[] {
  const { pathname, search, href } = window.location;
  return isSavedPath(pathname) ? [href, `${pathname.replace(/\/$/, '')}.data${search}`] : [];
}

/** What this page loaded before a worker controlled it (its first visit): its assets, and itself if it is kept. */
function loadedUrls(): string[] {
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${window.location.origin}/assets/`));
  return [...assets, ...pageUrls()];
}

/** Called after hydration and whenever the signed-in person or the language changes. */
export function startOffline(viewer: Viewer, locale: string) {
  const container = navigator.serviceWorker;
  let first = false;
  if (!ready) {
    first = !container.controller;
    container.addEventListener('message', onMessage);
    ready = container
      .register('/sw.js', { scope: '/' })
      .then(() => container.ready)
      .then((registration) => container.controller ?? registration.active)
      .catch(() => null);
  }
  // The worker handles messages in order: it knows the owner before it keeps anything.
  void post({ type: 'hello', owner: ownerKey(viewer), locale });
  if (first) keepFirstVisit();
}

/**
 * A first visit loaded its files before the worker ran: it keeps them once it is ready, again when
 * it takes control of the page (what loaded meanwhile) and when the page has loaded (fonts,
 * parts loaded after the first paint). What it already has is not fetched again.
 */
function keepFirstVisit() {
  const keep = () => void post({ type: 'save', urls: loadedUrls() });
  keep();
  navigator.serviceWorker.addEventListener('controllerchange', keep, { once: true });
  if (document.readyState !== 'complete') window.addEventListener('load', keep, { once: true });
  keepLaterAssets();
}

/**
 * Parts of the page loaded after those three moments (a lazy chunk fetched before the worker took
 * control) would be missing offline: each asset the page loads from now on is sent to the worker
 * as it arrives (what the worker already has is not fetched again).
 */
function keepLaterAssets() {
  if (typeof PerformanceObserver === 'undefined') return;
  new PerformanceObserver((list) => {
    const urls = list
      .getEntries()
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(`${window.location.origin}/assets/`));
    if (urls.length) void post({ type: 'save', urls });
  }).observe({ type: 'resource' });
}

/** A client-side navigation fetched only the page's data: the worker keeps the whole page too. */
export function pageShown() {
  const urls = pageUrls();
  if (urls.length) void post({ type: 'save', urls });
}

/** What browsers say when fetch() cannot reach the server (Chromium, Firefox, Safari). */
const UNREACHABLE = /^(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed)$/;

/**
 * The page loaded again as a document when a client-side navigation could not reach the server
 * while a service worker runs the page: the worker answers with the saved copy, or with the page
 * saying what needs a connection. Once per page and ten seconds, so that no error can loop.
 */
export function reloadWhenUnreachable(error: TypeError) {
  // In memory since the page started (a chunk loaded only now would not load offline).
  if (!UNREACHABLE.test(error.message)) return;
  const key = `offline-reload:${window.location.pathname}`;
  if (Date.now() - Number(sessionStorage.getItem(key) ?? 0) < 10_000) return;
  sessionStorage.setItem(key, String(Date.now()));
  window.location.reload();
}
