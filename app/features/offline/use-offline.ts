import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { Viewer } from '~/shell/viewer';

/**
 * Offline support, started after hydration in production builds where the browser has service
 * workers: its code (offline-client.ts) loads then, outside the first-load bundle. After a
 * client-side navigation (only the page's data was fetched) the worker is asked to keep the whole
 * page. The saved-copy banner is rendered by the pages that are kept. docs/decisions/0025-offline.md
 */
export function useOffline(viewer: Viewer, locale: string) {
  const pageShown = useRef<(() => void) | null>(null);
  const { pathname, search } = useLocation();
  const owner = viewer && `${viewer.kind}:${viewer.id}`;
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    void import('./offline-client').then(({ startOffline, pageShown: shown }) => {
      pageShown.current = shown;
      startOffline(viewer, locale);
    });
    // The viewer object changes with every root reload; the person does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, locale]);
  useEffect(() => {
    // Not the first page (null until loaded): startOffline has it kept when needed.
    pageShown.current?.();
  }, [pathname, search]);
}

/**
 * A client-side navigation that could not fetch its data while a service worker runs the page
 * (offline, say, on the way to booking): reloaded as a document (offline-client.ts).
 */
export function useReloadWhenUnreachable(error: unknown) {
  useEffect(() => {
    if (error instanceof TypeError && navigator.serviceWorker?.controller)
      void import('./offline-client').then((m) => m.reloadWhenUnreachable(error));
  }, [error]);
}
