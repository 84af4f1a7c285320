/**
 * The app icons of the web app manifest, rendered from our own logo (public/favicon.svg): the
 * round logo on the page colour at 180 (Apple), 192 and 512 px, and a maskable 512 px one (the
 * whole square in the brand green, the leaf inside the middle 80 % that every launcher's shape keeps).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC = path.resolve(import.meta.dirname, '../../public');
const PAGE = '#f6efe3';
const BRAND = '#2f6b3f';

export interface AppIcon {
  file: string;
  size: number;
  maskable?: boolean;
}

export const APP_ICONS: AppIcon[] = [
  { file: 'apple-touch-icon.png', size: 180 },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

/** The logo's leaf and stem without its circle (the maskable icon's background is the circle's green). */
function leafOnly(svg: string): string {
  return svg.replace(/<circle cx="24" cy="24" r="23"[^>]*\/>/, `<rect width="48" height="48" fill="${BRAND}"/>`);
}

export async function renderAppIcon(icon: AppIcon): Promise<Buffer> {
  const logo = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
  if (icon.maskable) {
    // The leaf drawing spans about 60 % of the logo: drawn at full size it already sits inside the safe zone.
    return sharp(Buffer.from(leafOnly(logo)), { density: (72 * icon.size) / 48 })
      .resize(icon.size, icon.size)
      .flatten({ background: BRAND })
      .png({ compressionLevel: 9 })
      .toBuffer();
  }
  return sharp(Buffer.from(logo), { density: (72 * icon.size) / 48 })
    .resize(icon.size, icon.size)
    .flatten({ background: PAGE })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
