/**
 * A `redirectTo` value is followed only when it is a path of this site ('/book-consultation?x=1'),
 * never another origin ('//evil.example', 'https://...', '/\\evil.example') or the sign-in pages.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || typeof value !== 'string' || value.length > 500) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((c) => c.charCodeAt(0) < 32 || c === '\\')) return fallback;
  try {
    const url = new URL(value, 'http://same.site');
    if (url.origin !== 'http://same.site') return fallback;
    if (['/auth', '/register', '/login'].includes(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The sign-in page URL that comes back to `path` afterwards. */
export function signInUrl(path: string): string {
  const target = safeRedirect(path, '');
  return target && target !== '/' ? `/auth?redirectTo=${encodeURIComponent(target)}` : '/auth';
}
