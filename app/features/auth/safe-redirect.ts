/**
 * Where the site may send a browser back to: only its own paths. One helper for every
 * `redirectTo` (sign-in pages, the language switch).
 */

const PLACEHOLDER_ORIGIN = 'http://same.site';

/**
 * `value` as a path of the site at `origin` ('/book-consultation?x=1#top'), parsed with `URL`
 * against that origin, or `fallback`: another origin ('//evil.example', 'https://...',
 * '/\evil.example', '/<tab>/evil.example'), anything not starting with '/', control characters
 * (a newline would break the Location header) and backslashes are refused. The answer is the
 * parsed path, query and hash, so it is always percent-encoded.
 */
export function sameSitePath(value: unknown, fallback = '/', origin = PLACEHOLDER_ORIGIN): string {
  if (typeof value !== 'string' || !value || value.length > 500) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (!value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const base = new URL(origin);
    const url = new URL(value, base);
    if (url.origin !== base.origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/**
 * A `redirectTo` after signing in: a path of this site (sameSitePath), never the sign-in pages
 * themselves.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  const target = sameSitePath(value, '');
  if (!target) return fallback;
  const pathname = target.replace(/[?#].*$/, '');
  return ['/auth', '/register', '/login'].includes(pathname) ? fallback : target;
}

/** The sign-in page URL that comes back to `path` afterwards. */
export function signInUrl(path: string): string {
  const target = safeRedirect(path, '');
  return target && target !== '/' ? `/auth?redirectTo=${encodeURIComponent(target)}` : '/auth';
}
