/**
 * React's browser renderer (docs/decisions/0007) turns every string of a page into bytes with
 * `new TextEncoder().encode()`: several thousand short strings per page, each a fresh ArrayBuffer
 * made by a native call, then copied into React's own 2 KB buffers and dropped. Node's `Buffer.from`
 * gives the same bytes out of its shared 8 KB pool, about three times faster, with far less for the
 * garbage collector. `loadReactRenderer` loads the renderer with such an encoder (React creates its
 * encoder once, when its module loads).
 *
 * Why only short strings: React copies a chunk of at most 2048 bytes into its own buffer, but hands
 * a longer one to its byte stream as it is, and a byte stream takes (detaches) the chunk's
 * ArrayBuffer: for a pooled Buffer that would be the whole pool. A string of at most 682 UTF-16
 * units is at most 2046 UTF-8 bytes; anything longer gets a fresh ArrayBuffer as before.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const POOLED_MAX_LENGTH = Math.floor(2048 / 3);

export class PooledTextEncoder extends TextEncoder {
  override encode(input = ''): Uint8Array<ArrayBuffer> {
    return typeof input === 'string' && input.length <= POOLED_MAX_LENGTH ? (Buffer.from(input, 'utf8') as Uint8Array<ArrayBuffer>) : super.encode(input);
  }
}

/** The renderer app/entry.server.tsx imports (react-renderer.test.ts checks they agree). */
export const RENDERER = 'react-dom/server.browser';

/**
 * Loads React's browser renderer as the page build will resolve it (from `fromDir`), with
 * `PooledTextEncoder` as its encoder; the page build's own import then finds it loaded. Returns
 * false when the renderer was loaded already (it keeps the encoder it has).
 */
export function loadReactRenderer(fromDir: string): boolean {
  const require = createRequire(path.join(fromDir, 'package.json'));
  const file = require.resolve(RENDERER);
  if (require.cache[file]) return false;
  const original = globalThis.TextEncoder;
  globalThis.TextEncoder = PooledTextEncoder;
  try {
    require(RENDERER);
  } finally {
    globalThis.TextEncoder = original;
  }
  return true;
}
