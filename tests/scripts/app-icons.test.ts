/**
 * The web app manifest (public/site.webmanifest) meets Chromium's install criteria: a name, a start
 * URL, standalone display, and PNG icons of 192 and 512 px (the files exist at those sizes), plus a
 * maskable icon for Android's shaped launchers. The PNGs are made from our own SVG by
 * `npm run icons:app` (scripts/app-icons.ts); the test renders them again and compares.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, renderAppIcon } from '../../scripts/lib/app-icons.ts';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'public/site.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  id: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

describe('the web app manifest', () => {
  it('has what Chromium needs to install the site', () => {
    expect(manifest.name).toBe('Sarona Ayurveda');
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.start_url).toBe('/');
    expect(manifest.scope).toBe('/');
    expect(manifest.id).toBe('/');
    expect(manifest.display).toBe('standalone');
    // The theme colour is the brand's (app.css --color-brand-700, the <meta name="theme-color">).
    expect(manifest.theme_color).toBe('#2f6b3f');
    expect(readFileSync(path.join(root, 'app/app.css'), 'utf8')).toContain(`--color-brand-700: ${manifest.theme_color};`);
    for (const size of ['192x192', '512x512'])
      expect(
        manifest.icons.some((i) => i.sizes === size && i.type === 'image/png' && (i.purpose ?? 'any').includes('any')),
        size,
      ).toBe(true);
    expect(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
  });

  it('lists icons that exist at the sizes it says, made from our SVG', async () => {
    for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
      const file = path.join(root, 'public', icon.src);
      const meta = await sharp(file).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }
    for (const icon of APP_ICONS) {
      const fresh = await sharp(await renderAppIcon(icon))
        .raw()
        .toBuffer();
      const committed = await sharp(path.join(root, 'public', icon.file))
        .raw()
        .toBuffer();
      expect(committed.equals(fresh), `${icon.file} is out of date: npm run icons:app`).toBe(true);
    }
  });
});
