import { PERSONAL_CACHES, type ToWorker } from '@core/offline/rules';

/**
 * Deletes the pages and PDFs the service worker saved for offline use (docs/decisions/0025-offline.md):
 * on sign-out and account deletion, before the page reloads. The worker is told too (it then keeps
 * nothing until the next page says who is signed in).
 */
export async function forgetSavedPages() {
  navigator.serviceWorker?.controller?.postMessage({ type: 'forget' } satisfies ToWorker);
  if ('caches' in window) await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name))).catch(() => undefined);
}
