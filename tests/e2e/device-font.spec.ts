import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { deviceFontConfig, type DeviceFonts } from '../../scripts/lib/devanagari-font.ts';
import { expect, test, waitForPageReady } from './fixtures';

/**
 * Hindi in the device's own Devanagari font where it has one, ours where it has none (decision 0089).
 * Two browsers, each given its own fonts through fontconfig (scripts/lib/devanagari-font.ts): "a
 * phone" has Noto Sans Devanagari installed, "a computer without" has every system font but those
 * that write Hindi. What each drew is asked of Chromium itself (the platform fonts of a node's text).
 */
const HINDI_TEXT_FONT = /^\/assets\/noto-sans-devanagari-[\w-]+\.woff2$/;
const SWITCH_FONT = /^\/assets\/devanagari-language-switch-[\w-]+\.woff2$/;

let work: string;
const browsers = {} as Record<DeviceFonts, Browser>;

// The config's browser and flags (playwright.config.ts), each with fonts of its own.
test.beforeAll(async ({ playwright, launchOptions }) => {
  work = mkdtempSync(path.join(os.tmpdir(), 'clinic-device-font-'));
  for (const device of ['phone', 'without'] as const) {
    browsers[device] = await playwright.chromium.launch({
      ...launchOptions,
      env: { ...process.env, FONTCONFIG_FILE: await deviceFontConfig(work, device) },
    });
  }
});

test.afterAll(async () => {
  await Promise.all(Object.values(browsers).map((browser) => browser.close()));
  rmSync(work, { recursive: true, force: true });
});

/** Opens `url` and collects the fonts the page asked the server for. */
async function visit(browser: Browser, baseURL: string | undefined, url: string) {
  const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
  });
  // A font the page asks for before its load event delays it; `fonts.ready` waits for those in flight.
  await page.goto(url);
  await waitForPageReady(page);
  await page.evaluate(() => document.fonts.ready);
  return { page, fonts };
}

/** The fonts Chromium drew a node's text with: family, and whether it was a web font. */
async function drawnWith(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => ({ family: font.familyName, web: font.isCustomFont }));
}

test.describe('the Devanagari font (decision 0089)', () => {
  test('Hindi pages: a phone with its own Devanagari font draws them in it and downloads none of ours; a computer without one downloads ours, once', async ({
    baseURL,
  }) => {
    // A content page (stylesheet inline, no app code) and a hydrated one, in Hindi.
    for (const url of ['/?lang=hi', '/book-consultation?lang=hi']) {
      const phone = await visit(browsers.phone, baseURL, url);
      await expect(phone.page.locator('html'), url).toHaveAttribute('data-devanagari', 'device');
      await expect(phone.page.locator('h1'), url).toContainText(/[\u0900-\u097f]/);
      expect(await drawnWith(phone.page, 'h1'), url).toContainEqual({ family: 'Noto Sans Devanagari', web: false });
      expect(phone.fonts, url).toEqual([]);
      await phone.page.close();

      const without = await visit(browsers.without, baseURL, url);
      await expect(without.page.locator('html'), url).not.toHaveAttribute('data-devanagari');
      expect(await drawnWith(without.page, 'h1'), url).toContainEqual({ family: 'Noto Sans Devanagari', web: true });
      expect(
        without.fonts.filter((font) => HINDI_TEXT_FONT.test(font)),
        url,
      ).toHaveLength(1);
      await without.page.close();
    }
  });

  test("English pages: the language switch's 'हिन्दी' in the phone's font, or in ours, preloaded beside a linked stylesheet and fetched once", async ({
    baseURL,
  }) => {
    // On a hydrated page (stylesheet a file) the script preloads the switch's font where the device
    // will use it (decision 0086): fetched once, as the preload and the stylesheet ask for it in the
    // same CORS mode.
    const switchLabel = 'header span[lang="hi"]';
    for (const url of ['/book-consultation', '/about']) {
      const phone = await visit(browsers.phone, baseURL, url);
      expect(await drawnWith(phone.page, switchLabel), url).toContainEqual({ family: 'Noto Sans Devanagari', web: false });
      await expect(phone.page.locator('link[rel="preload"][as="font"]'), url).toHaveCount(0);
      expect(phone.fonts, url).toEqual([]);
      await phone.page.close();

      const without = await visit(browsers.without, baseURL, url);
      // Drawn with ours (the switch's file is a few glyphs of the same font, named as it is inside).
      expect(await drawnWith(without.page, switchLabel), url).toContainEqual({ family: 'Noto Sans Devanagari', web: true });
      // /about is a content page: its stylesheet is inline, so the font is found without a preload.
      await expect(without.page.locator('link[rel="preload"][as="font"]'), url).toHaveCount(url === '/about' ? 0 : 1);
      expect(
        without.fonts.filter((font) => SWITCH_FONT.test(font)),
        url,
      ).toHaveLength(1);
      expect(
        without.fonts.filter((font) => HINDI_TEXT_FONT.test(font)),
        url,
      ).toEqual([]);
      await without.page.close();
    }
  });
});
