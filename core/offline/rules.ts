/**
 * What the service worker (app/features/offline/service-worker.ts) does with a request, as pure
 * rules shared with the page and tested on their own. Offline, a patient gets back their own
 * pages as they last saw them (My Appointments, consultation tracking), the prescription and
 * receipt PDFs they opened, and the hashed assets those pages need; nothing else is kept.
 * docs/decisions/0025-offline.md
 */
import { LIMITS } from '@core/constants';

/** The caches. Personal ones are emptied on sign-out and when another person signs in. */
export const OFFLINE_CACHES = {
  pages: 'sarona-pages-v1',
  papers: 'sarona-papers-v1',
  assets: 'sarona-assets-v1',
  meta: 'sarona-offline-v1',
} as const;
export const PERSONAL_CACHES = [OFFLINE_CACHES.pages, OFFLINE_CACHES.papers] as const;

/** The hashed assets kept at most (oldest go first): a few builds' worth of the pages' chunks. */
export const MAX_ASSETS = 200;

/**
 * - `saved-page`: a patient's page, network first, its last copy when offline;
 * - `saved-data`: that page's single-fetch data (`/appointments.data`), the same;
 * - `paper`: a PDF from the API (prescription, receipt), the same, kept only when it is a PDF;
 * - `asset`: a hashed file under /assets/, cache first (its name changes with its content);
 * - `page`: any other navigation: network only, the offline page when there is no network;
 * - null: not handled (writes, the API, other origins, staff data, booking and payment data).
 */
export type RequestKind = 'saved-page' | 'saved-data' | 'paper' | 'asset' | 'page';

/** The patient's papers: prescriptions (/api/documents/...) and receipts (/api/consultations/:id/receipt). */
const PAPER_PATHS = [/^\/api\/documents\//, /^\/api\/consultations\/[^/]+\/receipt$/, /\.pdf$/];

const SAVED_PATHS = [/^\/appointments\/?$/, /^\/track_consultation\/?$/, /^\/consultation\/[^/]+\/?$/];

export function isSavedPath(pathname: string): boolean {
  return SAVED_PATHS.some((p) => p.test(pathname));
}

export function classifyRequest(url: URL, method: string, mode: RequestMode, origin: string): RequestKind | null {
  if (method !== 'GET' || url.origin !== origin) return null;
  const path = url.pathname;
  if (path.startsWith('/assets/')) return 'asset';
  if (path.startsWith('/api/')) return PAPER_PATHS.some((p) => p.test(path)) ? 'paper' : null;
  if (path.endsWith('.data')) return isSavedPath(path.slice(0, -'.data'.length)) ? 'saved-data' : null;
  if (isSavedPath(path)) return 'saved-page';
  return mode === 'navigate' ? 'page' : null;
}

export interface ResponseFacts {
  status: number;
  redirected: boolean;
  type: ResponseType;
  contentType: string;
}

/** Whether an answer may be kept: a whole, direct 200 (a redirect to sign-in is never kept as the page), of the kind expected. */
export function savable(kind: RequestKind, response: ResponseFacts): boolean {
  if (response.status !== 200 || response.redirected || response.type !== 'basic') return false;
  if (kind === 'saved-page') return response.contentType.startsWith('text/html');
  if (kind === 'paper') return response.contentType.startsWith('application/pdf');
  return kind === 'saved-data' || kind === 'asset';
}

/**
 * How long a saved copy may be shown: no longer than the session that stored it can have lived
 * unused (a patient session unused for two days has ended, decision 0003). A copy is written each
 * time the page is fetched with the session, so the copy's own date is the last time the session
 * was known to be valid (docs/decisions/0033-account-ends-and-sign-in-safety.md).
 */
export const SAVED_COPY_MAX_AGE_MS = LIMITS.patientIdleDays * 86_400_000;

/** Whether a saved copy of `savedAt` (its `Date` header) may still be shown at `now`: not without a date, never from the future. */
export function savedCopyUsable(savedAt: string | null, now: number): boolean {
  const at = savedAt ? Date.parse(savedAt) : NaN;
  if (!Number.isFinite(at)) return false;
  const age = now - at;
  return age >= -5 * 60_000 && age < SAVED_COPY_MAX_AGE_MS;
}

/**
 * Whose copies the caches hold: the signed-in patient, or nobody signed in (a tracking page opened
 * by its id). Staff: null, nothing is kept (a reception computer must not keep patients' pages).
 */
export function ownerKey(viewer: { kind: 'patient' | 'staff'; id: string } | null): string | null {
  if (!viewer) return 'nobody';
  return viewer.kind === 'patient' ? `patient:${viewer.id}` : null;
}

/**
 * A data request that names only some routes (`?_routes=`, when the others need no reload) falls
 * back, offline, to the page's whole data: the router reads the routes it asked for and leaves the rest.
 */
export function dataFallbackUrl(url: string): string | null {
  const u = new URL(url);
  if (!u.searchParams.has('_routes')) return null;
  u.searchParams.delete('_routes');
  return u.href;
}

/** What the offline page says: booking and payment need a connection and never pretend otherwise. */
export function offlineReason(pathname: string): 'booking' | 'payment' | 'other' {
  if (pathname === '/book-consultation' || pathname.startsWith('/book-consultation/')) return 'booking';
  if (pathname.startsWith('/payment/')) return 'payment';
  return 'other';
}

/** Messages between the page and the service worker. */
export type ToWorker = { type: 'hello'; owner: string | null; locale: string } | { type: 'save'; urls: string[] } | { type: 'forget' };
export type FromWorker = { type: 'saved-copy'; path: string; savedAt: string } | { type: 'fresh-copy'; path: string };
