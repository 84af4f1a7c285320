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
