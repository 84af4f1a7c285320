import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
const base = 'http://localhost:3457';
const { cookie, ids } = JSON.parse(readFileSync('/tmp/pt/seed.json', 'utf8'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const only = process.argv[2];
const pages = [
  ['track-empty', '/track_consultation', false],
  ['track-anon', `/consultation/${ids[3]}`, false],
  ['track-owner', `/consultation/${ids[3]}`, true],
  ['track-notfound', '/consultation/ABCDEFGHJKMNPQRSTVWX', false],
  ['appointments', '/appointments', true],
  ['history', '/history', true],
  ['feedback', `/feedback/${ids[0]}`, true],
];
for (const width of [390, 1280]) {
  for (const [name, path, signed] of pages) {
    if (only && !name.startsWith(only)) continue;
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    if (process.env.HI) await ctx.addCookies([{ name: 'lang', value: 'hi', url: base }]);
    if (signed) await ctx.addCookies([{ name: 'authToken', value: cookie.split('=')[1], url: base }]);
    const page = await ctx.newPage();
    const errors = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/pt/${process.env.HI ? "hi-" : ""}${name}-${width}.png`, fullPage: true });
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    console.log(width, name, res.status(), 'axe:', axe.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(',')}`).join(' | ') || 'clean', errors.length ? 'ERR ' + errors.join(';') : '');
    if (name === 'appointments') {
      await page.getByRole('button', { name: 'View Details' }).first().click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/pt/appt-details-${width}.png` });
      const a2 = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      console.log('  details axe', a2.violations.map((v) => v.id).join(',') || 'clean');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Reschedule' }).first().click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/pt/appt-resched-${width}.png` });
      const a3 = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      console.log('  resched axe', a3.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(',')}`).join(',') || 'clean');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Cancel', exact: true }).first().click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/pt/appt-cancel-${width}.png` });
      await page.keyboard.press('Escape');
    }
    if (name === 'feedback') {
      await page.getByRole('button', { name: 'Submit Feedback' }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/pt/feedback-errors-${width}.png`, fullPage: true });
    }
    await ctx.close();
  }
}
await browser.close();
