import { describe, expect, it } from 'vitest';
import { safeRedirect, sameSitePath, signInUrl } from './safe-redirect';

describe('sameSitePath', () => {
  it('keeps paths of the site, sign-in pages included, and refuses the rest', () => {
    expect(sameSitePath('/auth?redirectTo=%2Fprofile', '/', 'https://clinic.example')).toBe('/auth?redirectTo=%2Fprofile');
    expect(sameSitePath('/a b', '/', 'https://clinic.example')).toBe('/a%20b');
    for (const bad of [
      '/\\evil.example/x',
      '/\t/evil.example/x',
      '/\t\\evil.example',
      '//evil.example',
      '/\n/evil.example',
      '/a\u0000',
      null,
      42,
    ]) {
      expect(sameSitePath(bad, '/', 'https://clinic.example')).toBe('/');
    }
  });
});

describe('safeRedirect', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeRedirect('/book-consultation?doctor=abc#top')).toBe('/book-consultation?doctor=abc#top');
    expect(safeRedirect('/profile')).toBe('/profile');
  });
  it('refuses other sites, schemes, odd characters and the sign-in pages', () => {
    for (const bad of [
      '//evil.example',
      'https://evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'profile',
      '/auth',
      '/register?x=1',
      '/login',
      '/login#x',
      '/a\nb',
      '/\t/evil.example',
      '',
    ]) {
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
