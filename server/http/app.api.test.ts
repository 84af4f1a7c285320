import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../tests/helpers/test-app.ts';
import { PERMISSIONS_POLICY } from '@server/http/headers/csp.ts';

const env = await setupTestApp();

/** Headers of an answer that are not security headers. */
const NOT_SECURITY = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'cache-control',
  'vary',
  'etag',
  'date',
  'connection',
  'keep-alive',
  'x-request-id',
  'set-cookie',
]);

describe('API skeleton', () => {
  it('answers /api/health with the envelope after checking the database', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok', database: env.database.kind } });
    expect(res.headers['x-request-id']).toBeTruthy();
    // The running release, as package.json and CHANGELOG.md name it.
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(readFileSync('CHANGELOG.md', 'utf8')).toContain(`## ${version} `);
    expect((res.json() as { data: { version: string } }).data.version).toBe(version);
    const live = await env.app.inject({ method: 'GET', url: '/api/health/live' });
    expect((live.json() as { data: { version: string } }).data.version).toBe(version);
  });

  it('serves the OpenAPI document', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/doctors/active']));
  });

  it('answers an unknown API route with 404 in the envelope', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Route not found' });
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
  });

  it('answers unknown API routes in Hindi when asked', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
    expect(res.json().message).toBe('यह पता मौजूद नहीं है');
  });

  it('refuses malformed JSON, a wrong content type and an oversized body with 4xx, never 500', async () => {
    const malformed = await env.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect([400, 404]).toContain(malformed.statusCode);
    const wrongType = await env.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect([404, 415]).toContain(wrongType.statusCode);
    for (const res of [malformed, wrongType]) expect(res.json().success).toBe(false);
  });

  it('gives API answers the security headers that mean something for data, pages the whole document set', async () => {
    const securityHeaders = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_SECURITY.has(name)));
    const api = await env.app.inject({ method: 'GET', url: '/api/health' });
    expect(securityHeaders(api.headers)).toEqual({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'permissions-policy': PERMISSIONS_POLICY,
      'referrer-policy': 'no-referrer',
    });
    // Nothing from the API waits in a cache unless its route says so (public data does).
    expect(api.headers['cache-control']).toBe('no-store');
    const publicData = await env.app.inject({ method: 'GET', url: '/api/doctors/active' });
    expect(publicData.headers['cache-control']).toBe('public, max-age=60');
    // A 4xx from the API too (the header hook runs before routing).
    const missing = await env.app.inject({ method: 'GET', url: '/api/nope' });
    expect(securityHeaders(missing.headers)).toEqual(securityHeaders(api.headers));

    const page = await env.app.inject({ method: 'GET', url: '/about' });
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'origin-agent-cluster': '?1',
      'permissions-policy': PERMISSIONS_POLICY,
    });
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'; .*frame-ancestors 'none'/);
    // The API docs page is a document: the document set, with Swagger UI's own CSP.
    const docs = await env.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers).toMatchObject({
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
  });

  it('refuses a cross-site POST', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: 'Cross-site request refused.' });
  });
});

describe('language of a request', () => {
  it('follows ?lang= first; a page remembers it in a cookie, the API (a document in the other language) does not', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/nope?lang=hi', headers: { 'accept-language': 'en' } });
    expect(res.json().message).toBe('यह पता मौजूद नहीं है');
    expect(res.headers['set-cookie']).toBeUndefined();
    const page = await env.app.inject({ method: 'GET', url: '/nope?lang=hi', headers: { 'accept-language': 'en' } });
    expect(String(page.headers['set-cookie'])).toMatch(/^lang=hi; Max-Age=31536000; Path=\/; SameSite=Lax/);
    const byCookie = await env.app.inject({ method: 'GET', url: '/api/nope', headers: { cookie: 'lang=hi', 'accept-language': 'en' } });
    expect(byCookie.json().message).toBe('यह पता मौजूद नहीं है');
  });
});
