import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { Viewer } from '~/shell/viewer';

/**
 * Offline support, started after hydration in production builds where the browser has service
 * workers: the code (registration, the saved-copy banner) loads then, outside the first-load
 * bundle. Returns the saved-copy banner once loaded. docs/decisions/0025-offline.md
 */
export function useOffline(viewer: Viewer, locale: string): ReactNode {
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  const owner = viewer && `${viewer.kind}:${viewer.id}`;
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    void Promise.all([import('./offline-client'), import('./saved-copy-banner')]).then(([client, banner]) => {
      client.startOffline(viewer, locale);
      setBanner(() => banner.SavedCopyBanner);
    });
    // The viewer object changes with every root reload; the person does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, locale]);
  return Banner && createElement(Banner);
}

/** What browsers say when fetch() cannot reach the server (Chromium, Firefox, Safari). */
const UNREACHABLE = /^(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed)$/;

/**
 * A client-side navigation that could not fetch its data while a service worker runs the page
 * (offline, say, on the way to booking): the page is loaded again as a document, and the worker
 * answers with the saved copy or the page that says what needs a connection. Once per page and
 * ten seconds, so that no error can loop.
 */
export function useReloadWhenUnreachable(error: unknown) {
  useEffect(() => {
    if (!(error instanceof TypeError) || !UNREACHABLE.test(error.message) || !navigator.serviceWorker?.controller) return;
    const key = `offline-reload:${window.location.pathname}`;
    const last = Number(sessionStorage.getItem(key) ?? 0);
    if (Date.now() - last < 10_000) return;
    sessionStorage.setItem(key, String(Date.now()));
    window.location.reload();
  }, [error]);
}
