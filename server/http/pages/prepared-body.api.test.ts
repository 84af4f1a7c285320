/** The prepared public answers: compressed once, sent as the client accepts, revalidated by ETag. */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createDoctor } from '@server/db/factories';

const env = await setupTestApp();

describe('prepared public answers', () => {
  for (const url of ['/api/doctors/active', '/api/blogs?page=1&limit=6']) {
    it(`${url}: the same JSON plain, gzip or brotli; 304 for a matching If-None-Match`, async () => {
      await createDoctor(env.database.db, { name: 'Dr. Encoded' });
      const plain = await env.app.inject({ method: 'GET', url });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('accept-encoding');
      expect(plain.json().success).toBe(true);

      const br = await env.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect((await promisify(zlib.brotliDecompress)(br.rawPayload)).toString()).toBe(plain.body);
      const gz = await env.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect((await promisify(zlib.gunzip)(gz.rawPayload)).toString()).toBe(plain.body);

      const etag = String(plain.headers.etag);
      // Another encoding is another byte sequence: another strong ETag (decision 0035).
      expect(br.headers.etag).not.toBe(etag);
      const again = await env.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await env.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
    });
  }

  it('a changed answer gets a new ETag', async () => {
    await createDoctor(env.database.db, { name: 'Dr. First' });
    const first = await env.app.inject({ method: 'GET', url: '/api/doctors/active' });
    await createDoctor(env.database.db, { name: 'Dr. Second' });
    const second = await env.app.inject({
      method: 'GET',
      url: '/api/doctors/active',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(second.json().data.doctors.map((d: { name: string }) => d.name)).toEqual(['Dr. First', 'Dr. Second']);
  });
});
