/**
 * Reading a PDF in tests with poppler-utils (Debian's `poppler-utils`, installed in CI): its text
 * as `pdftotext` extracts it, and page 1 as a PNG (`pdftoppm`) to look at.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where test PDFs and their pictures are written (kept after the run, to look at). */
export const PDF_OUT_DIR = path.resolve('.test-results/pdf');

/** The text of the whole PDF, as `pdftotext -layout` reads it. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}

/** Writes `<name>.pdf` and `<name>-1.png` (page 1 at 100 dpi) to PDF_OUT_DIR; returns the PNG's path. */
export function pdfToPng(pdf: Buffer, name: string): string {
  mkdirSync(PDF_OUT_DIR, { recursive: true });
  const file = path.join(PDF_OUT_DIR, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', '-singlefile', file, path.join(PDF_OUT_DIR, `${name}-1`)]);
  return path.join(PDF_OUT_DIR, `${name}-1.png`);
}

/** How many pages the PDF has (`pdfinfo`). */
export function pdfPages(pdf: Buffer): number {
  const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

/**
 * The PDF's logical structure (tagged PDFs) as `pdfinfo -struct-text` prints it: one element a line,
 * indented by depth, with the text of its content ('Document', '  H1 (block)', '    "Prescription"').
 * Empty when the document has no structure tree.
 */
export function pdfStructure(pdf: Buffer): string {
  return execFileSync('pdfinfo', ['-struct-text', '-'], { input: pdf }).toString('utf8');
}

/** `pdfinfo`'s Title and Tagged fields. */
export function pdfInfo(pdf: Buffer): { title: string; tagged: boolean } {
  const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
  return { title: /^Title:\s+(.*)$/m.exec(info)?.[1] ?? '', tagged: /^Tagged:\s+yes/m.test(info) };
}

/** A PDF literal string's bytes: its backslash escapes undone (ISO 32000-1, 7.3.4.2). */
function literalBytes(body: string): Buffer {
  const out: number[] = [];
  const named: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\') {
      out.push(c.charCodeAt(0));
      continue;
    }
    const next = body[++i]!;
    const octal = /^[0-7]{1,3}/.exec(body.slice(i))?.[0];
    if (octal) {
      out.push(parseInt(octal, 8) & 0xff);
      i += octal.length - 1;
    } else if (next in named) out.push(named[next]!);
    else if (next === '\r' || next === '\n') continue;
    else out.push(next.charCodeAt(0));
  }
  return Buffer.from(out);
}

/**
 * The ActualText of every structure element, in the order they were written (pdfkit numbers them
 * as it makes them: the reading order). A screen reader reads these instead of the glyphs; poppler
 * does not print them, so they are read from the file (pdfkit writes objects uncompressed).
 */
export function pdfStructureActualTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/\d+ 0 obj\s*<<\s*\/S \/\w+\s*\/ActualText \(((?:\\.|[^\\)])*)\)/gs)) {
    const bytes = literalBytes(match[1]!);
    if (bytes[0] === 0xfe && bytes[1] === 0xff) {
      const be = Buffer.from(bytes.subarray(2));
      be.swap16();
      texts.push(be.toString('utf16le'));
    } else texts.push(bytes.toString('latin1'));
  }
  return texts;
}
