/**
 * Where the site may send a browser back to: only its own paths. One helper for every
 * `redirectTo` (sign-in pages, the language switch).
 */

const PLACEHOLDER_ORIGIN = 'http://same.site';

/**
 * THE check of a redirect target (every `redirectTo`: sign-in pages, /login, the language switch,
 * the sign-in URL of pages for patients): `value` as a path of the site at `origin`
 * ('/book-consultation?x=1#top'), or `fallback`. The value is resolved and normalised first (`URL`
 * against that origin: dot segments, '%2e', ...), and what is accepted is only a same-origin path
 * that, once normalised, does not begin with '//' or '/\' (a browser or a <Link> would read
 * '//evil.example' as another host: '/.//evil.example', '/a/..//evil.example'). Anything not
 * starting with '/', control characters (a newline would break the Location header), white space
 * other than a plain space and backslashes are refused. The answer is the normalised path, query
 * and hash, so it is always percent-encoded. docs/decisions/0033-account-ends-and-sign-in-safety.md
 */
export function sameSitePath(value: unknown, fallback = '/', origin = PLACEHOLDER_ORIGIN): string {
  if (typeof value !== 'string' || !value || value.length > 500) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (!value.startsWith('/') || /[\u0000-\u001f\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/.test(value))
    return fallback;
  try {
    const base = new URL(origin);
    const url = new URL(value, base);
    if (url.origin !== base.origin) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // After normalising: a path that a browser would take for another host is refused.
    if (!path.startsWith('/') || /^\/([/\\]|%2f|%5c)/i.test(path)) return fallback;
    return path;
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
