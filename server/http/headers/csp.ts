/**
 * Security headers: the document set (what helmet 8 sets with the options we used to give it,
 * written out so every answer carries plain constants) and our Content-Security-Policy.
 */

/**
 * The headers every page (and the API docs page) carries: helmet's defaults with no CSP (ours is
 * below), no COEP, `strict-origin-when-cross-origin` (no-referrer would make browsers send
 * `Origin: null` on our own form posts), X-Frame-Options DENY (as frame-ancestors 'none' says,
 * for browsers older than it) and HSTS only when the site is served over HTTPS.
 */
export function documentHeaders(https: boolean): Readonly<Record<string, string>> {
  return {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'permissions-policy': PERMISSIONS_POLICY,
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * Powerful browser features no page of ours uses (and so no script injected into one, nor the
 * map's frame, gets): each listed with an empty allow-list. Only names Chromium knows, or it logs
 * an error on every page. docs/decisions/0035-http-semantics-and-openapi.md
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** API answers are data, never documents: they may load and embed nothing (the API docs page sets its own). */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers every API answer (JSON, and the QR codes and uploaded images under /api) starts
 * with, as OWASP's REST Security Cheat Sheet lists them. Of helmet's document set, only those a
 * browser acts on for data: nothing sniffs it into a script or a page (nosniff), it loads and
 * frames nothing (the CSP, and X-Frame-Options for browsers older than frame-ancestors), no other
 * site pulls it into its own process (CORP), HSTS where there is one; the Permissions-Policy and
 * `Referrer-Policy: no-referrer` for a file opened in a tab (decision 0035). The rest only means
 * something to a document (opener policy, origin-agent cluster, DNS prefetch, IE 8's download
 * prompt, Flash's cross-domain policies, the retired XSS filter).
 *
 * `Cache-Control: no-store` unless a route says otherwise: patients' and staff's data never waits
 * in a browser's or a proxy's cache (a shared computer at reception, a back button after sign-out).
 * Public data that may be cached (doctors, blog, events) sets its own `public, max-age`.
 * docs/decisions/0009-api-answer-headers.md
 */
export function apiAnswerHeaders(documentHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of API_HEADER_NAMES) {
    const value = documentHeaders[name];
    if (value !== undefined) headers[name] = value;
  }
  return {
    ...headers,
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'cache-control': 'no-store',
    // An answer opened in a tab (a PDF, a CSV, the .ics) sends no address on to the links it holds (decision 0035).
    'referrer-policy': 'no-referrer',
  };
}

const API_HEADER_NAMES = [
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
  'permissions-policy',
  'strict-transport-security',
] as const;

/**
 * The Content-Security-Policy of our pages. Pages allow their own inline scripts by a fresh
 * per-response nonce, or (pages served from the page cache, whose bytes never change) by the
 * SHA-256 hashes of exactly those scripts; other answers (static files) allow no inline script.
 */
export function contentSecurityPolicy(https: boolean, inline: { nonce: string } | { hashes: string[] } | null = null): string {
  const scriptSources = !inline ? '' : 'nonce' in inline ? ` 'nonce-${inline.nonce}'` : inline.hashes.map((h) => ` 'sha256-${h}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${scriptSources}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://tile.openstreetmap.org",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker (/sw.js) and the web app manifest: ours only (decision 0025).
    "worker-src 'self'",
    "manifest-src 'self'",
    'frame-src https://www.openstreetmap.org',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
