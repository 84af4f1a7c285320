import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { JSON_TYPE, pickEncoding, prepareBody } from './prepared-body';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('BR;Q=0, GZIP')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0')).toBeNull();
    expect(pickEncoding('br;q=0, *')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('prepareBody', () => {
  it('keeps the bytes, their gzip and brotli forms and a strong ETag per encoding that changes with the bytes', async () => {
    const text = JSON.stringify({ success: true, message: 'नमस्ते', data: Array.from({ length: 200 }, (_, i) => ({ i, slot: '10:30' })) });
    const body = await prepareBody(text, JSON_TYPE);
    expect(body.identity().toString('utf8')).toBe(text);
    expect((await promisify(zlib.gunzip)(body.gzip)).toString('utf8')).toBe(text);
    expect((await promisify(zlib.brotliDecompress)(body.br)).toString('utf8')).toBe(text);
    expect(body.br.length).toBeLessThan(body.identity().length / 4);
    // Only the compressed bodies are kept: the text itself is inflated when asked for.
    expect(Object.values(body).filter((value) => Buffer.isBuffer(value))).toEqual([body.gzip, body.br]);
    expect(body.etags.identity).toMatch(/^"[\w-]{32}"$/);
    expect(new Set(Object.values(body.etags)).size).toBe(3);
    expect((await prepareBody(text, JSON_TYPE)).etags).toEqual(body.etags);
    expect((await prepareBody(`${text} `, JSON_TYPE)).etags.identity).not.toBe(body.etags.identity);
  });
});
