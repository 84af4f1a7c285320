import { describe, expect, it } from 'vitest';
import { safeRedirect, signInUrl } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeRedirect('/book-consultation?doctor=abc#top')).toBe('/book-consultation?doctor=abc#top');
    expect(safeRedirect('/profile')).toBe('/profile');
  });
  it('refuses other sites, schemes, odd characters and the sign-in pages', () => {
    for (const bad of ['//evil.example', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'profile', '/auth', '/register?x=1', '/login', '/a\nb', '']) {
      expect(safeRedirect(bad)).toBe('/');
    }
    expect(safeRedirect(null, '/profile')).toBe('/profile');
  });
  it('builds the sign-in URL that returns to a page', () => {
    expect(signInUrl('/appointments')).toBe('/auth?redirectTo=%2Fappointments');
    expect(signInUrl('/')).toBe('/auth');
    expect(signInUrl('//evil.example')).toBe('/auth');
  });
});
