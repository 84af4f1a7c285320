import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PooledTextEncoder, RENDERER } from './react-renderer.ts';

describe('PooledTextEncoder', () => {
  const standard = new TextEncoder();
  const pooled = new PooledTextEncoder();

  it('gives the same bytes as TextEncoder, Hindi, emoji and lone surrogates included', () => {
    for (const text of ['', 'class="flex"', 'पंचकर्म चिकित्सा', 'नमस्ते 🙏🏽', 'broken \ud800 pair', '\udc00', 'क'.repeat(682), 'क'.repeat(683), 'a'.repeat(5000)]) {
      expect(Buffer.from(pooled.encode(text)).equals(Buffer.from(standard.encode(text))), JSON.stringify(text.slice(0, 20))).toBe(true);
    }
    expect(pooled.encode()).toHaveLength(0);
  });

  it('takes short strings from the shared pool and gives a longer one its own buffer (a byte stream may take it)', () => {
    const short = pooled.encode('क'.repeat(682));
    expect(short.byteLength).toBe(2046);
    expect(short.buffer.byteLength).toBeGreaterThan(short.byteLength);
    const long = pooled.encode('क'.repeat(683));
    expect(long.buffer.byteLength).toBe(long.byteLength);
    expect(long.byteOffset).toBe(0);
  });
});

describe('loadReactRenderer', () => {
  it('loads the renderer the page build uses', () => {
    const imports = [...readFileSync('app/entry.server.tsx', 'utf8').matchAll(/from '(react-dom\/server[^']*)'/g)].map((m) => m[1]);
    expect(imports).toEqual([RENDERER]);
  });

  it("loads React's renderer with the pooled encoder, and a page renders byte for byte as with the standard one", () => {
    // A fresh process: the module cache decides which encoder React gets.
    const script = `
      import { createRequire } from 'node:module';
      import { createElement as h } from 'react';
      import { loadReactRenderer, PooledTextEncoder } from ${JSON.stringify(path.resolve('server/http/react-renderer.ts'))};
      let calls = 0;
      const encode = PooledTextEncoder.prototype.encode;
      PooledTextEncoder.prototype.encode = function (input) { calls++; return encode.call(this, input); };
      const first = loadReactRenderer(process.cwd());
      const again = loadReactRenderer(process.cwd());
      const page = h('main', { lang: 'hi' }, h('h1', null, 'पंचकर्म 🙏'), h('p', { title: 'a "quoted" <value>' }, 'x'.repeat(5000)),
        ...Array.from({ length: 300 }, (_, i) => h('li', { key: i, className: 'item-' + i }, 'रोगी ', i, '')));
      const render = async (renderer) => Buffer.from(await new Response(await renderer.renderToReadableStream(page)).arrayBuffer());
      const pooled = await render(await import('react-dom/server.browser'));
      const used = calls;
      const require = createRequire(import.meta.url);
      for (const key of Object.keys(require.cache)) if (key.includes('react-dom-server') || key.endsWith('server.browser.js')) delete require.cache[key];
      const standard = await render(require('react-dom/server.browser'));
      console.log(JSON.stringify({ first, again, used, callsAfter: calls, same: pooled.equals(standard), bytes: pooled.length }));
      process.exit(0); // React's scheduler keeps a MessageChannel open
    `;
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    expect(result.stderr).toBe('');
    const out = JSON.parse(result.stdout.trim()) as { first: boolean; again: boolean; used: number; callsAfter: number; same: boolean; bytes: number };
    expect(out).toMatchObject({ first: true, again: false, same: true });
    // The page's strings went through the pooled encoder; the standard renderer's did not.
    expect(out.used).toBeGreaterThan(600);
    expect(out.callsAfter).toBe(out.used);
    expect(out.bytes).toBeGreaterThan(10_000);
  }, 40_000);
});
