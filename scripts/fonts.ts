// `npm run fonts -- <Noto Sans Devanagari variable font>`: rewrites app/fonts/*.woff2 from the
// full font (https://github.com/notofonts/devanagari, OFL: app/fonts/LICENSE-noto-sans-devanagari.txt).
// What the files hold: scripts/lib/devanagari-font.ts; why: decision 0082.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeDevanagariFonts, SWITCH_FONT, TEXT_FONT } from './lib/devanagari-font.ts';

const source = process.argv[2];
if (!source) {
  console.error('Usage: npm run fonts -- <NotoSansDevanagari[wdth,wght].ttf or a .woff2 of it>');
  process.exit(2);
}
const { text, switchFont } = await makeDevanagariFonts(readFileSync(source));
for (const [file, bytes] of [
  [TEXT_FONT, text],
  [SWITCH_FONT, switchFont],
] as const) {
  writeFileSync(file, bytes);
  console.log(`${path.relative(process.cwd(), file)}: ${(bytes.length / 1024).toFixed(1)} KiB`);
}
