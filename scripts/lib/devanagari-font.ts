/**
 * The self-hosted Devanagari fonts (decision 0082): what they hold, in one place for the script
 * that makes them (`npm run fonts`) and the test that checks app/app.css against the files.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { catalogs } from '../../core/i18n/catalog.ts';

export const FONT_DIR = path.resolve(import.meta.dirname, '../../app/fonts');
export const TEXT_FONT = path.join(FONT_DIR, 'noto-sans-devanagari.woff2');
export const SWITCH_FONT = path.join(FONT_DIR, 'devanagari-language-switch.woff2');

/**
 * The code points Hindi text needs: the Devanagari block, the joiners that pick a conjunct's
 * form, and the dotted circle a lone vowel sign is drawn on. The Vedic accents and North Indic
 * number forms are left to the system font (Hindi prose does not use them).
 */
export const TEXT_RANGES: readonly (readonly [number, number])[] = [
  [0x0900, 0x097f],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
];

/** The weights the site uses (font-normal, -medium, -semibold, -bold): the variable axis is cut to these. */
export const WEIGHTS = { min: 400, max: 700 } as const;

/** The English pages' language switch shows only this word. */
export const SWITCH_TEXT = catalogs.en['nav.switchToHindi'];

const textOf = (ranges: typeof TEXT_RANGES) =>
  ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

/** The CSS `unicode-range` of the text font, as app/app.css must declare it. */
export const cssUnicodeRange = (ranges = TEXT_RANGES): string =>
  ranges
    .map(([from, to]) => {
      const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
      return from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`;
    })
    .join(', ');

/** Both files from the full variable font (any format subset-font reads: TTF, WOFF, WOFF2). */
export async function makeDevanagariFonts(source: Buffer): Promise<{ text: Buffer; switchFont: Buffer }> {
  const options = { targetFormat: 'woff2', variationAxes: { wght: { ...WEIGHTS } } } as const;
  const [text, switchFont] = await Promise.all([
    subsetFont(source, textOf(TEXT_RANGES), options),
    // The joiners keep the word's conjunct shaping exactly as the text font draws it.
    subsetFont(source, `${SWITCH_TEXT}\u200c\u200d`, options),
  ]);
  return { text, switchFont };
}

/** A device's own fonts, as far as Devanagari goes: one that has a font for it, and one that has none. */
export type DeviceFonts = 'phone' | 'without';

/**
 * The fonts a Chromium on Linux sees (decision 0089), for the e2e tests and the bench: writes a
 * fontconfig file in `dir` and returns its path, for the browser's FONTCONFIG_FILE. 'phone': the
 * system's fonts with Noto Sans Devanagari installed, as every Android phone has it (our text font,
 * decompressed to TrueType); 'without': the system's fonts except any that writes Hindi.
 */
export async function deviceFontConfig(dir: string, device: DeviceFonts): Promise<string> {
  let extra = '<selectfont><rejectfont><pattern><patelt name="lang"><string>hi</string></patelt></pattern></rejectfont></selectfont>';
  if (device === 'phone') {
    const installed = path.join(dir, 'fonts');
    mkdirSync(installed, { recursive: true });
    const ttf = await subsetFont(readFileSync(TEXT_FONT), '', { targetFormat: 'truetype', keepAllGlyphs: true });
    writeFileSync(path.join(installed, 'NotoSansDevanagari.ttf'), ttf);
    extra = `<dir>${installed}</dir>`;
  }
  const file = path.join(dir, `fonts-${device}.conf`);
  writeFileSync(
    file,
    '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n' +
      `  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <cachedir>${path.join(dir, 'font-cache')}</cachedir>\n  ${extra}\n</fontconfig>\n`,
  );
  return file;
}
