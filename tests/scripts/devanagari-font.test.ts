/**
 * The self-hosted Devanagari fonts (decision 0082) match what app/app.css says of them: the text
 * font's weights and code points, `font-display: swap`, and every Devanagari letter our own
 * Hindi words use is in the file (none falls back to another font mid-word). The files are made
 * by `npm run fonts` (scripts/fonts.ts); the facts live in scripts/lib/devanagari-font.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { cssUnicodeRange, SWITCH_FONT, SWITCH_TEXT, TEXT_FONT, TEXT_RANGES, WEIGHTS } from '../../scripts/lib/devanagari-font.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The OpenType tables of a WOFF2 file (decompressed by subset-font, keeping every glyph). */
async function tablesOf(file: string): Promise<Map<string, Buffer>> {
  const sfnt = await subsetFont(readFileSync(file), '', { targetFormat: 'sfnt', keepAllGlyphs: true });
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < sfnt.readUInt16BE(4); i++) {
    const at = 12 + 16 * i;
    const offset = sfnt.readUInt32BE(at + 8);
    tables.set(sfnt.toString('latin1', at, at + 4), sfnt.subarray(offset, offset + sfnt.readUInt32BE(at + 12)));
  }
  return tables;
}

/** The code points of a cmap table's format 4 or 12 subtable. */
function codePoints(cmap: Buffer): Set<number> {
  const points = new Set<number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const sub = cmap.subarray(cmap.readUInt32BE(4 + 8 * i + 4));
    const format = sub.readUInt16BE(0);
    if (format === 12) {
      for (let g = 0; g < sub.readUInt32BE(12); g++) {
        for (let c = sub.readUInt32BE(16 + 12 * g); c <= sub.readUInt32BE(20 + 12 * g); c++) points.add(c);
      }
    } else if (format === 4) {
      const segments = sub.readUInt16BE(6) / 2;
      for (let s = 0; s < segments; s++) {
        const end = sub.readUInt16BE(14 + 2 * s);
        const start = sub.readUInt16BE(16 + 2 * segments + 2 * s);
        for (let c = start; c <= end && c !== 0xffff; c++) points.add(c);
      }
    }
  }
  return points;
}

/** The weight axis (min, max) of an fvar table. */
function weightAxis(fvar: Buffer): { min: number; max: number } | undefined {
  for (let i = 0; i < fvar.readUInt16BE(8); i++) {
    const at = fvar.readUInt16BE(4) + i * fvar.readUInt16BE(10);
    if (fvar.toString('latin1', at, at + 4) === 'wght') {
      return { min: fvar.readInt32BE(at + 4) / 65536, max: fvar.readInt32BE(at + 12) / 65536 };
    }
  }
  return undefined;
}

/** The @font-face rule of a family in app/app.css. */
function fontFace(family: string): string {
  const css = readFileSync(path.join(root, 'app/app.css'), 'utf8');
  const rule = css.split('@font-face').find((block) => block.includes(`font-family: '${family}'`));
  if (!rule) throw new Error(`no @font-face for ${family} in app/app.css`);
  return rule.slice(0, rule.indexOf('}'));
}

/** Every Devanagari character in our Hindi catalogs and content. */
function devanagariWeWrite(): Set<number> {
  const folders = ['core/i18n/hi', 'content/therapies', 'content/treatments', 'content/blog'];
  const used = new Set<number>();
  for (const folder of folders) {
    for (const name of readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })) {
      if (!/\.(ts|md)$/.test(name)) continue;
      for (const char of readFileSync(path.join(root, folder, name), 'utf8').matchAll(/[\u0900-\u097f]/g)) {
        used.add(char[0].codePointAt(0) ?? 0);
      }
    }
  }
  return used;
}

describe('the Devanagari fonts', () => {
  it('the text font holds the declared code points and weights, and app.css declares them', async () => {
    const tables = await tablesOf(TEXT_FONT);
    const points = codePoints(tables.get('cmap') ?? Buffer.alloc(0));
    const inRanges = (c: number) => TEXT_RANGES.some(([from, to]) => c >= from && c <= to);
    expect([...points].filter((c) => !inRanges(c))).toEqual([]);
    expect(points.has(0x0915)).toBe(true); // क
    expect(weightAxis(tables.get('fvar') ?? Buffer.alloc(0))).toEqual(WEIGHTS);

    const rule = fontFace('Noto Sans Devanagari');
    expect(rule).toContain(`unicode-range: ${cssUnicodeRange()};`);
    expect(rule).toContain(`font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`);
    // Text is shown at once in the device's font and redrawn in ours; `optional` would leave a
    // device without a Devanagari font showing boxes on the first page (decision 0082).
    expect(rule).toContain('font-display: swap;');
  });

  it('every Devanagari letter of our Hindi text is in the text font', async () => {
    const points = codePoints((await tablesOf(TEXT_FONT)).get('cmap') ?? Buffer.alloc(0));
    const used = devanagariWeWrite();
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((c) => !points.has(c)).map((c) => c.toString(16))).toEqual([]);
  });

  it('the language switch font holds its word, at the weights app.css declares', async () => {
    const tables = await tablesOf(SWITCH_FONT);
    const points = codePoints(tables.get('cmap') ?? Buffer.alloc(0));
    for (const char of SWITCH_TEXT) expect(points.has(char.codePointAt(0) ?? 0)).toBe(true);
    expect(weightAxis(tables.get('fvar') ?? Buffer.alloc(0))).toEqual(WEIGHTS);
    expect(fontFace('Devanagari Switch')).toContain(`font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`);
  });
});
