/**
 * The documents' fonts and scripts (decision 0024): Noto Sans for Latin text and Noto Sans
 * Devanagari (which has no Latin letters) for Hindi; every string is split into script runs, each
 * drawn in its own font.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '@server/db/client';

export type FontName = 'latin' | 'latin-bold' | 'deva' | 'deva-bold';
export const FONT_FILES: Record<FontName, string> = {
  latin: 'NotoSans-Regular.ttf',
  'latin-bold': 'NotoSans-Bold.ttf',
  deva: 'NotoSansDevanagari-Regular.ttf',
  'deva-bold': 'NotoSansDevanagari-Bold.ttf',
};
/** The fonts ship in the repository (server/documents/fonts, OFL), found from source and from build/. */
const fontPath = (name: FontName) => path.join(projectRoot(), 'server', 'documents', 'fonts', FONT_FILES[name]);
/** Each font file read once per process (pdfkit parses and subsets it per document). */
const fontBytes = new Map<FontName, Buffer>();
export function font(name: FontName): Buffer {
  let bytes = fontBytes.get(name);
  if (!bytes) fontBytes.set(name, (bytes = readFileSync(fontPath(name))));
  return bytes;
}

/** Devanagari letters and signs, its extended and Vedic blocks, and the joiners used inside conjuncts (ZWNJ, ZWJ). */
function isDevanagari(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x0900 && code <= 0x097f) ||
    (code >= 0xa8e0 && code <= 0xa8ff) ||
    (code >= 0x1cd0 && code <= 0x1cff) ||
    code === 0x200c ||
    code === 0x200d
  );
}

export interface Run {
  text: string;
  devanagari: boolean;
}

/** Splits text into runs of one script each; spaces stay with the run they follow. */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const devanagari = isDevanagari(char);
    if (last && (last.devanagari === devanagari || /\s/.test(char))) last.text += char;
    else runs.push({ text: char, devanagari });
  }
  return runs;
}

/** The font a run is drawn in. */
export function fontFor(run: Run, bold: boolean): FontName {
  return run.devanagari ? (bold ? 'deva-bold' : 'deva') : bold ? 'latin-bold' : 'latin';
}
