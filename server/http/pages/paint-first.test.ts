import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_MARK, scriptsAfterFirstPaint } from './paint-first';

/** The head and scripts of a hydrated page as React Router's `<Scripts />` writes them, with or without a nonce. */
const page = (nonce?: string) => {
  const n = nonce ? ` nonce="${nonce}"` : '';
  return [
    '<!DOCTYPE html><html lang="en"><head><title>Book</title>',
    `<link rel="modulepreload" href="/assets/entry.client-A.js"${n}/>`,
    `<link rel="modulepreload" href="/assets/root-B.js"${n}/>`,
    '<link rel="stylesheet" href="/assets/root-C.css"/></head><body><main>Choose a doctor</main>',
    `<script${n}>window.__reactRouterContext = {};</script>`,
    `<script${n} type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>`,
    `<script${n}>window.__reactRouterContext.streamController.close();</script></body></html>`,
  ].join('');
};

describe('scriptsAfterFirstPaint', () => {
  it('leaves out the modulepreload links and keeps the module script inert, with a script that runs it after the first paint', () => {
    const html = scriptsAfterFirstPaint(page());
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-C.css"/>');
    expect(html).toContain(
      `<script type="text/plain" ${AFTER_PAINT_MARK}="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>`,
    );
    const runner = /<script>(requestAnimationFrame[^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(runner).toContain(`script[${AFTER_PAINT_MARK}]`);
    expect(runner).toContain("s.type='module'");
    // Everything else, in its place: the context before, the stream's close after.
    expect(html.indexOf('window.__reactRouterContext = {}')).toBeLessThan(html.indexOf(AFTER_PAINT_MARK));
    expect(html.indexOf(AFTER_PAINT_MARK)).toBeLessThan(html.indexOf('streamController.close()'));
  });

  it("gives both scripts the page's nonce (the created module script takes the inert one's)", () => {
    const html = scriptsAfterFirstPaint(page('abc123=='));
    expect(html).toContain(`<script type="text/plain" ${AFTER_PAINT_MARK}="" nonce="abc123==">import`);
    expect(html).toMatch(/<script nonce="abc123==">requestAnimationFrame/);
    expect(html).toContain('s.nonce=d.nonce');
    expect(html).not.toContain('modulepreload');
  });

  it('leaves a page without a module script (a content page sent without JavaScript) as it is', () => {
    const html = '<!DOCTYPE html><html><head><style>p{}</style></head><body><p>Abhyanga</p><script>(function(){})()</script></body></html>';
    expect(scriptsAfterFirstPaint(html)).toBe(html);
  });
});
