import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';
import { staticCacheControl } from './static-headers';

const dir = path.join('/srv', 'build', 'client');

describe('static files', () => {
  it('keeps hashed assets a year, other files an hour', () => {
    expect(staticCacheControl(dir, path.join(dir, 'assets', 'root-B1x2.js'))).toBe('public, max-age=31536000, immutable');
    expect(staticCacheControl(dir, path.join(dir, 'favicon.svg'))).toBe('public, max-age=3600');
  });

  it('has the browser check the service worker script on every visit, so a new version is found at once', () => {
    expect(staticCacheControl(dir, path.join(dir, 'sw.js'))).toBe('no-cache');
    // Its pre-compressed copies, which @fastify/static sends in its place.
    expect(staticCacheControl(dir, path.join(dir, 'sw.js.br'))).toBe('no-cache');
    expect(staticCacheControl(dir, path.join(dir, 'sw.js.gz'))).toBe('no-cache');
    expect(staticCacheControl(dir, path.join(dir, 'assets', 'sw.js'))).toBe('public, max-age=31536000, immutable');
  });
});

describe('the pages’ Content-Security-Policy', () => {
  it('allows our own service worker and manifest, nothing else', () => {
    const csp = contentSecurityPolicy(true, { nonce: 'abc' });
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
