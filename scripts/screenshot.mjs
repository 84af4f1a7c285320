// Screenshots of pages at phone and desktop widths, for looking at a screen as a patient would:
//   node scripts/screenshot.mjs http://localhost:3000 / /services/abhyanga ...
// Writes /tmp/shots/<path>-<width>.png (full page). Set LANG_COOKIE=hi for Hindi.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, ...paths] = process.argv.slice(2);
if (!base || !paths.length) {
  console.error('usage: node scripts/screenshot.mjs <base-url> <path> [path...]');
  process.exit(1);
}
mkdirSync('/tmp/shots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 800 } });
  if (process.env.LANG_COOKIE) await context.addCookies([{ name: 'lang', value: process.env.LANG_COOKIE, url: base }]);
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const file = `/tmp/shots/${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}${process.env.LANG_COOKIE ? `-${process.env.LANG_COOKIE}` : ''}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
