import { describe, expect, it } from 'vitest';
import { safeRedirect, sameSitePath, signInUrl } from './safe-redirect';

const ORIGIN = 'https://clinic.example';

/**
 * Redirect targets that must never leave the site: each is refused (the fallback) or lands on a
 * path of this site that a browser cannot read as another host (docs/decisions/0033-account-ends-and-sign-in-safety.md).
 */
const HOSTILE = [
  // dot segments that normalise to a protocol-relative '//host'
  '/.//evil.example/x',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/././/evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/a/%2e%2e//evil.example',
  '/.%2e//evil.example',
  // protocol-relative and backslashes
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/.\\/evil.example',
  '/./\\evil.example',
  // tabs, newlines and other control characters (stripped by URL parsers, or a header split)
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/.\t//evil.example',
  '/a\r\nSet-Cookie: x=1',
  '/\u0000/evil.example',
  // schemes and absolute URLs
  'https://evil.example/x',
  'http:evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' /\\evil.example',
  'evil.example',
  // encoded slashes and backslashes, double encoding
  '/%2f/evil.example',
  '/%5c/evil.example',
  '/.%2f/evil.example',
  '/%252e//evil.example',
  // unicode look-alikes and white space
  '/\u3002/evil.example',
  '/\uff0f/evil.example',
  '/\u2028/evil.example',
  '/\u00a0//evil.example',
];

/** Where a browser would go after a redirect to `location` from a page of the site. */
const lands = (location: string) => new URL(location, `${ORIGIN}/auth`);

describe('sameSitePath', () => {
  it(`never leaves the site: ${HOSTILE.length} hostile forms`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(20);
    for (const bad of HOSTILE) {
      const target = sameSitePath(bad, '/', ORIGIN);
      expect({ bad, origin: lands(target).origin }).toEqual({ bad, origin: ORIGIN });
      // Nor can it be read as another host by anything that takes it as a link (React Router's <Link>, a Location header).
      expect({ bad, target: /^\/[/\\]/.test(target) || /^[a-z][a-z0-9+.-]*:/i.test(target) }).toEqual({ bad, target: false });
      expect({ bad, same: new URL(target, 'https://other.example').origin }).toEqual({ bad, same: 'https://other.example' });
    }
  });

  it('refuses whatever normalises to a path beginning with // or /\\', () => {
    for (const bad of ['/.//evil.example/x', '/a/..//evil.example', '/%2e//evil.example', '/%2e%2e//evil.example', '/./\\evil.example'])
      expect({ bad, target: sameSitePath(bad, '/', ORIGIN) }).toEqual({ bad, target: '/' });
  });

  it('keeps paths of the site, sign-in pages included, normalised and encoded', () => {
    expect(sameSitePath('/auth?redirectTo=%2Fprofile', '/', ORIGIN)).toBe('/auth?redirectTo=%2Fprofile');
    expect(sameSitePath('/a b', '/', ORIGIN)).toBe('/a%20b');
    expect(sameSitePath('/book-consultation?doctor=abc#top', '/', ORIGIN)).toBe('/book-consultation?doctor=abc#top');
    expect(sameSitePath('/doctors/../appointments', '/', ORIGIN)).toBe('/appointments');
    expect(sameSitePath('/./profile', '/', ORIGIN)).toBe('/profile');
    expect(sameSitePath('/consultation/ABCDE-FGHJK', '/', ORIGIN)).toBe('/consultation/ABCDE-FGHJK');
    expect(sameSitePath('/hi/डॉक्टर', '/', ORIGIN)).toBe('/hi/%E0%A4%A1%E0%A5%89%E0%A4%95%E0%A5%8D%E0%A4%9F%E0%A4%B0');
    expect(sameSitePath('/blog?page=2&x=%2F%2Fevil', '/', ORIGIN)).toBe('/blog?page=2&x=%2F%2Fevil');
    expect(sameSitePath('/', '/x', ORIGIN)).toBe('/');
    for (const bad of [null, 42, '', '/' + 'a'.repeat(600)]) expect(sameSitePath(bad, '/', ORIGIN)).toBe('/');
  });
});

describe('safeRedirect', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeRedirect('/book-consultation?doctor=abc#top')).toBe('/book-consultation?doctor=abc#top');
    expect(safeRedirect('/profile')).toBe('/profile');
    expect(safeRedirect('/appointments/')).toBe('/appointments/');
  });
  it('refuses other sites, schemes, odd characters and the sign-in pages', () => {
    for (const bad of HOSTILE) {
      const target = safeRedirect(bad);
      expect({ bad, origin: lands(target).origin, hostLike: /^\/[/\\]/.test(target) }).toEqual({ bad, origin: ORIGIN, hostLike: false });
    }
    for (const bad of [
      'profile',
      '/auth',
      '/register?x=1',
      '/login',
      '/login#x',
      '/./auth',
      '/x/../register',
      '',
      '/.//evil.example',
      '/%2e//evil.example',
    ]) {
      expect({ bad, target: safeRedirect(bad) }).toEqual({ bad, target: '/' });
    }
    expect(safeRedirect(null, '/profile')).toBe('/profile');
  });
  it('builds the sign-in URL that returns to a page', () => {
    expect(signInUrl('/appointments')).toBe('/auth?redirectTo=%2Fappointments');
    expect(signInUrl('/')).toBe('/auth');
    expect(signInUrl('//evil.example')).toBe('/auth');
    expect(signInUrl('/.//evil.example')).toBe('/auth');
  });
});
