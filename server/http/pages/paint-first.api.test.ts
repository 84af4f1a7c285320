/**
 * Hydrated pages are painted before their JavaScript is asked for (decision 0085), checked on the
 * production build's own HTML: React Router's module script and preload links, as this version
 * writes them, are found and changed, so an upgrade that writes them otherwise fails here rather
 * than quietly bringing the preloads back.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_MARK } from './paint-first.ts';
import { projectRoot } from '../../db/client.ts';
import { pagesAppOfFile } from '../../../tests/helpers/pages-app.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';

const env = await setupTestApp();
const pages = pagesAppOfFile(env);

const html = async (url: string, cookie = 'lang=en') => {
  const res = await pages.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

/** The inert module script's text and the modules it imports. */
function afterPaint(page: string) {
  const scripts = [...page.matchAll(new RegExp(`<script type="text/plain" ${AFTER_PAINT_MARK}=""[^>]*>([\\s\\S]*?)</script>`, 'g'))];
  const text = scripts[0]?.[1] ?? '';
  return { count: scripts.length, imports: [...text.matchAll(/import(?:\s*\*\s*as\s+\w+\s+from)?\s*\(?"([^"]+)"/g)].map((m) => m[1]!) };
}

describe('hydrated pages load their code after the first paint', () => {
  it('/book-consultation signed out and /appointments signed in: no modulepreload, no module script, one inert script of the built modules', async () => {
    const { cookie } = await env.signInPatient();
    for (const [url, who] of [
      ['/book-consultation', 'lang=en'],
      ['/appointments', `${cookie}; lang=en`],
    ] as const) {
      const page = await html(url, who);
      expect(page, url).not.toContain('modulepreload');
      expect(page, url).not.toMatch(/<script[^>]* type="module"/);
      const { count, imports } = afterPaint(page);
      expect(count, url).toBe(1);
      expect(
        imports.some((file) => /^\/assets\/entry\.client-[\w-]+\.js$/.test(file)),
        `${url}: ${imports.join(', ')}`,
      ).toBe(true);
      for (const file of imports) expect(existsSync(path.join(projectRoot(), 'build/client', file)), file).toBe(true);
      expect(page, url).toMatch(/<script>requestAnimationFrame\(function\(\)\{setTimeout/);
    }
  });

  it('a content page sent without JavaScript (decision 0079) has neither', async () => {
    const page = await html('/services/abhyanga');
    expect(page).not.toContain(AFTER_PAINT_MARK);
    expect(page).not.toContain('requestAnimationFrame(function(){setTimeout');
  });
});

/**
 * The language switch's font the page's device font script preloads on a device without a
 * Devanagari font of its own (decision 0089), when it names one.
 */
const switchFontPreload = (page: string) =>
  page.match(/<script[^>]*>\(function\(\)\{var own=false;[^<]*l\.href="(\/assets\/devanagari-language-switch-[\w-]+\.woff2)"/)?.[1];

describe("a hydrated English page asks for the language switch's font beside its stylesheet (decision 0086)", () => {
  it('/book-consultation preloads the very file its stylesheet names; a content page (stylesheet inline), a Hindi page (its switch says English) and the console (its switch is in its menu) do not', async () => {
    const booking = await html('/book-consultation');
    const font = switchFontPreload(booking);
    expect(font, 'no preload of the switch font on /book-consultation').toBeDefined();
    expect(existsSync(path.join(projectRoot(), 'build/client', font!))).toBe(true);
    const stylesheet = booking.match(/<link rel="stylesheet" href="(\/assets\/root-[\w-]+\.css)"/)?.[1];
    expect(stylesheet, 'the root stylesheet link').toBeDefined();
    // The same URL as the stylesheet's @font-face: otherwise the phone would fetch the font twice.
    expect(readFileSync(path.join(projectRoot(), 'build/client', stylesheet!), 'utf8')).toContain(`url(${font})`);
    // The device font script runs before the stylesheet is read, so before any text is laid out.
    expect(booking.indexOf('(function(){var own=false;')).toBeGreaterThan(-1);
    expect(booking.indexOf('(function(){var own=false;')).toBeLessThan(booking.indexOf('<link rel="stylesheet"'));

    // Pages rendered here link their stylesheets (no inline ones in development): the production
    // server's content page is checked in tests/e2e/hydration.spec.ts.

    for (const url of ['/book-consultation', '/services/abhyanga']) {
      const hindi = await html(url, 'lang=hi');
      expect(hindi, url).toContain('lang="en"');
      expect(hindi, url).toContain('(function(){var own=false;');
      expect(switchFontPreload(hindi), url).toBeUndefined();
    }
    const { cookie } = await env.signInStaff('reception');
    const consolePage = await html('/staff/today', `${cookie}; lang=en`);
    expect(consolePage).toContain('हिन्दी');
    expect(consolePage).toContain('(function(){var own=false;');
    expect(switchFontPreload(consolePage)).toBeUndefined();
  });
});
