/**
 * The page's side of offline support (loaded after hydration, in production builds, where the
 * browser has service workers): registers /sw.js, tells it whose pages these are (it drops
 * another person's saved copies), has it keep what this page needs offline, and keeps what it
 * says about the page shown (a saved copy, and from when) for the banner. docs/decisions/0025-offline.md
 */
import { isSavedPath, ownerKey, type FromWorker, type ToWorker } from '@core/offline/rules';
import type { Viewer } from '~/shell/viewer';

export interface SavedCopy {
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
  if (first) void post({ type: 'save', urls: loadedUrls() });
}

/** A client-side navigation fetched only the page's data: the worker keeps the whole page too. */
export function pageShown() {
  const urls = pageUrls();
  if (urls.length) void post({ type: 'save', urls });
}
