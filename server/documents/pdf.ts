/**
 * The printed documents' foundation (decision 0024): an A4 PDF with the clinic's letterhead, text
 * blocks, a simple table, a signature line and a footer on every page, in English or Hindi.
 *
 * pdfkit with fontkit shapes Devanagari (conjuncts, reph, matras) with Noto Sans Devanagari, which has
 * no Latin letters: every string is split into script runs and each run drawn in its own font
 * (Noto Sans for the rest). We wrap lines ourselves so that every drawn line sits in a marked-content
 * span whose ActualText is the line's text: without it, text extraction (pdftotext, screen readers,
 * copy and paste) gives the glyphs in visual order, with an i-matra or a reph out of place.
 *
 * Tagged (docs/decisions/0036-markup-pdf-tags-and-seo-data.md): every line is marked content of a
 * structure element (the title H1, headings H2, paragraphs P, a table's TH and TD cells in TR rows),
 * added to the document's tree in the order it is drawn, which is the reading order; rules, shading
 * and the page footers are artifacts. No PDF/UA claim: there is no validator for it here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { ClinicProfile } from '@core/schemas/clinic-profile';
import { translate, type MessageKey, type MessageParams } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { projectRoot } from '@server/db/client';

type FontName = 'latin' | 'latin-bold' | 'deva' | 'deva-bold';
const FONT_FILES: Record<FontName, string> = {
  latin: 'NotoSans-Regular.ttf',
  'latin-bold': 'NotoSans-Bold.ttf',
  deva: 'NotoSansDevanagari-Regular.ttf',
  'deva-bold': 'NotoSansDevanagari-Bold.ttf',
};
/** The fonts ship in the repository (server/documents/fonts, OFL), found from source and from build/. */
const fontPath = (name: FontName) => path.join(projectRoot(), 'server', 'documents', 'fonts', FONT_FILES[name]);
/** Each font file read once per process (pdfkit parses and subsets it per document). */
const fontBytes = new Map<FontName, Buffer>();
function font(name: FontName): Buffer {
  let bytes = fontBytes.get(name);
  if (!bytes) fontBytes.set(name, (bytes = readFileSync(fontPath(name))));
  return bytes;
}

const MARGIN = 50;
/** Structure elements that hold text (the others hold elements). */
const TEXT_TAGS = new Set<string>(['H1', 'H2', 'P', 'TH', 'TD']);
/** Where a line's baseline lies below its top, in font sizes (Noto Sans's ascender, 1.069 em). */
const BASELINE = 1.07;
const FOOTER_HEIGHT = 36;
const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#2f5d3a';

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

/** Structure element types a block of text can be (ISO 32000 standard types). */
export type BlockTag = 'H1' | 'H2' | 'P' | 'TH' | 'TD';

export interface TextStyle {
  /** What the block is in the document's structure (default a paragraph). */
  tag?: BlockTag;
  size?: number;
  bold?: boolean;
  color?: string;
  /** Where the block starts (points from the page's left edge) and how wide it may be. */
  x?: number;
  width?: number;
  align?: 'left' | 'right' | 'center';
}

export interface Column {
  header: string;
  /** Share of the table's width (the shares are scaled to add up to the width). */
  share: number;
}

export interface PdfOptions {
  locale: Locale;
  clinic: ClinicProfile;
  /** The document's title (PDF metadata, shown in the viewer's title bar): its kind and id, never a person's name. */
  title: string;
}

/** One A4 document being written; `finish()` gives its bytes. */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly locale: Locale;
  private readonly clinic: ClinicProfile;
  private readonly chunks: Buffer[] = [];
  /** The structure tree's root, and the element being written into (a container or a block of text). */
  private readonly root: PDFKit.PDFStructureElement;
  private open: { element: PDFKit.PDFStructureElement; tag: string } | null = null;

  constructor(options: PdfOptions) {
    this.locale = options.locale;
    this.clinic = options.clinic;
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
      bufferPages: true,
      tagged: true,
      lang: options.locale === 'hi' ? 'hi-IN' : 'en-IN',
      displayTitle: true,
      info: { Title: options.title, Author: options.clinic.name[options.locale], Creator: options.clinic.name.en },
    });
    for (const name of Object.keys(FONT_FILES) as FontName[]) this.doc.registerFont(name, font(name));
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.doc.y = MARGIN;
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
  }

  /**
   * Runs `draw` inside a new structure element `tag` (a container: Table, TR; or a block of text),
   * a child of the element open now (or of the document). Lines drawn inside belong to it.
   */
  group<T>(tag: string, draw: () => T, options: Record<string, unknown> = {}): T {
    const element = this.doc.struct(tag, options);
    (this.open?.element ?? this.root).add(element);
    const outer = this.open;
    this.open = { element, tag };
    try {
      return draw();
    } finally {
      this.open = outer;
      element.end();
    }
  }

  /** The block lines go into now: the open one when it holds text, else a new `tag` (P by default). */
  private inBlock<T>(tag: BlockTag | undefined, draw: () => T): T {
    if (this.open && TEXT_TAGS.has(this.open.tag) && !tag) return draw();
    return this.group(tag ?? 'P', draw);
  }

  /** Draws decoration (rules, shading) outside the structure: an artifact. */
  private artifact(draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
    this.doc.markContent('Artifact', { type });
    draw();
    this.doc.endMarkedContent();
  }

  t(key: MessageKey, params?: MessageParams): string {
    return translate(this.locale, key, params);
  }

  get contentWidth(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  private bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER_HEIGHT;
  }

  private font(run: Run, bold: boolean): FontName {
    return run.devanagari ? (bold ? 'deva-bold' : 'deva') : bold ? 'latin-bold' : 'latin';
  }

  /** The width of `text` drawn in `size` points, each run in its script's font (shaped). */
  widthOf(text: string, size: number, bold = false): number {
    let width = 0;
    for (const run of scriptRuns(text)) width += this.doc.font(this.font(run, bold)).fontSize(size).widthOfString(run.text);
    return width;
  }

  /** `text` broken into lines no wider than `width`: at spaces, and inside a word only when it alone is wider. */
  wrap(text: string, size: number, width: number, bold = false): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.widthOf(candidate, size, bold) <= width) line = candidate;
        else {
          if (line) lines.push(line);
          line = '';
          for (const piece of this.splitWord(word, size, width, bold)) {
            if (line) lines.push(line);
            line = piece;
          }
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** A word wider than the line, cut between grapheme clusters (never inside a conjunct). */
  private splitWord(word: string, size: number, width: number, bold: boolean): string[] {
    if (this.widthOf(word, size, bold) <= width) return [word];
    const pieces: string[] = [];
    let piece = '';
    for (const { segment } of new Intl.Segmenter(this.locale, { granularity: 'grapheme' }).segment(word)) {
      if (piece && this.widthOf(piece + segment, size, bold) > width) {
        pieces.push(piece);
        piece = '';
      }
      piece += segment;
    }
    return [...pieces, piece];
  }

  /**
   * Draws one line at (x, y), run by run, inside a span whose ActualText is the line: marked content
   * of the open block of text (a paragraph of its own when none is open), or an artifact.
   */
  drawLine(line: string, x: number, y: number, style: { size: number; bold: boolean; color: string }, artifact?: 'Pagination'): void {
    if (!artifact && !(this.open && TEXT_TAGS.has(this.open.tag))) return this.inBlock('P', () => this.drawLine(line, x, y, style));
    const { doc } = this;
    const [keepX, keepY] = [doc.x, doc.y];
    if (artifact) doc.markContent('Artifact', { type: artifact });
    else {
      // Each line a Span of its block whose ActualText is the line (the marked content's own
      // ActualText is not read through the structure tree): Devanagari in logical order.
      const span = doc.struct('Span', { actual: line });
      this.open!.element.add(span);
      span.add(doc.markStructureContent('Span'));
      span.end();
    }
    doc.markContent('Span', { actual: line });
    let at = x;
    for (const run of scriptRuns(line)) {
      doc.font(this.font(run, style.bold)).fontSize(style.size).fillColor(style.color);
      // On one shared baseline: the two fonts' ascenders differ, so their tops cannot be aligned.
      doc.text(run.text, at, y + style.size * BASELINE, { lineBreak: false, baseline: 'alphabetic' });
      at += doc.widthOfString(run.text);
    }
    // pdfkit draws text under a CTM that undoes its page flip, and restores the flip after; poppler
    // places an ActualText span with the CTM in force at its EMC, so that must be the text's CTM too
    // (else every line lands mirrored top to bottom and extracted lines come out in reverse order).
    doc.save().transform(1, 0, 0, -1, 0, doc.page.height);
    doc.addContent(`/${(doc as unknown as { _font: { id: string } })._font.id} ${style.size} Tf`);
    doc.endMarkedContent();
    doc.endMarkedContent();
    doc.restore();
    [doc.x, doc.y] = [keepX, keepY];
  }

  private lineHeight(size: number): number {
    return size * 1.55;
  }

  /** Starts a new page when `height` more points would not fit on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom()) {
      this.doc.addPage();
      this.doc.y = MARGIN;
    }
  }

  /** A wrapped block of text at the current position; moves the position below it. */
  text(text: string, style: TextStyle = {}): this {
    const size = style.size ?? 10.5;
    const bold = style.bold ?? false;
    const x = style.x ?? MARGIN;
    const width = style.width ?? this.contentWidth - (x - MARGIN);
    const lineHeight = this.lineHeight(size);
    this.inBlock(style.tag, () => {
      for (const line of this.wrap(text, size, width, bold)) {
        this.ensureSpace(lineHeight);
        const lineWidth = style.align && style.align !== 'left' ? this.widthOf(line, size, bold) : 0;
        const offset = style.align === 'right' ? width - lineWidth : style.align === 'center' ? (width - lineWidth) / 2 : 0;
        if (line) this.drawLine(line, x + offset, this.doc.y, { size, bold, color: style.color ?? INK });
        this.doc.y += lineHeight;
      }
    });
    return this;
  }

  /** The document's title (its one H1). */
  title(text: string, size: number): this {
    return this.text(text, { size, bold: true, align: 'center', tag: 'H1' });
  }

  heading(text: string, size = 12.5): this {
    this.gap(6);
    this.ensureSpace(this.lineHeight(size) * 2);
    return this.text(text, { size, bold: true, color: ACCENT, tag: 'H2' });
  }

  /** "Label: value" on one block, the label bold. */
  field(label: string, value: string, style: TextStyle = {}): this {
    const size = style.size ?? 10.5;
    const x = style.x ?? MARGIN;
    const width = style.width ?? this.contentWidth - (x - MARGIN);
    const caption = `${label}: `;
    const captionWidth = Math.min(this.widthOf(caption, size, true), width / 2);
    this.ensureSpace(this.lineHeight(size));
    // The label and its value: one paragraph.
    return this.group('P', () => {
      this.drawLine(caption, x, this.doc.y, { size, bold: true, color: style.color ?? MUTED });
      return this.text(value, { ...style, x: x + captionWidth, width: width - captionWidth });
    });
  }

  /** Label-value pairs in two columns side by side (left and right half); moves below the longer one. */
  fieldColumns(left: [string, string][], right: [string, string][], size = 10): this {
    const half = this.contentWidth / 2;
    const top = this.doc.y;
    this.ensureSpace(this.lineHeight(size) * Math.max(left.length, right.length));
    const start = this.doc.y === top ? top : this.doc.y;
    let bottom = start;
    for (const [column, pairs] of [left, right].entries()) {
      this.doc.y = start;
      for (const [label, value] of pairs) this.field(label, value, { size, x: MARGIN + column * half, width: half - 8 });
      bottom = Math.max(bottom, this.doc.y);
    }
    this.doc.y = bottom;
    return this;
  }

  gap(points = 8): this {
    this.doc.y += points;
    return this;
  }

  rule(color = '#cbd2d9'): this {
    const y = this.doc.y;
    this.artifact(() =>
      this.doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + this.contentWidth, y)
        .lineWidth(0.8)
        .strokeColor(color)
        .stroke(),
    );
    this.doc.y = y + 8;
    return this;
  }

  /** The clinic's letterhead: name in the document's language, address, phone and e-mail, a rule. */
  letterhead(): this {
    const { clinic, locale } = this;
    const address = clinic.address;
    this.text(clinic.name[locale], { size: 18, bold: true, color: ACCENT });
    if (clinic.legalName && clinic.legalName !== clinic.name[locale]) this.text(clinic.legalName, { size: 9, color: MUTED });
    const where = `${address.street[locale]}, ${address.city[locale]}, ${address.region[locale]} ${address.postalCode}`;
    this.text(where, { size: 9.5, color: MUTED });
    this.text(`${this.t('documents.phone')}: ${clinic.phone}  ·  ${this.t('documents.email')}: ${clinic.email}`, {
      size: 9.5,
      color: MUTED,
    });
    this.gap(4);
    return this.rule(ACCENT);
  }

  /** A table: a bold header row, then the rows, each cell wrapped in its column; rows split over pages. */
  table(columns: Column[], rows: string[][], size = 10): this {
    const total = columns.reduce((sum, c) => sum + c.share, 0);
    const widths = columns.map((c) => (c.share / total) * this.contentWidth);
    this.group('Table', () => {
      this.tableRow(
        columns.map((c) => c.header),
        widths,
        size,
        true,
      );
      for (const row of rows) this.tableRow(row, widths, size, false);
    });
    return this.gap(4);
  }

  private tableRow(cells: string[], widths: number[], size: number, header: boolean): void {
    const pad = 4;
    const lineHeight = this.lineHeight(size);
    const wrapped = cells.map((cell, i) => this.wrap(cell, size, widths[i]! - 2 * pad, header));
    const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * lineHeight + 2 * pad;
    this.ensureSpace(height);
    const top = this.doc.y;
    if (header) this.artifact(() => this.doc.rect(MARGIN, top, this.contentWidth, height).fillColor('#eef2ee').fill());
    let x = MARGIN;
    this.group('TR', () =>
      wrapped.forEach((lines, i) => {
        // A header cell heads its column (Scope), read before the column's cells.
        this.group(
          header ? 'TH' : 'TD',
          () => {
            lines.forEach((line, n) => {
              if (line) this.drawLine(line, x + pad, top + pad + n * lineHeight, { size, bold: header, color: INK });
            });
          },
          header ? { scope: 'Column' } : {},
        );
        x += widths[i]!;
      }),
    );
    this.artifact(() =>
      this.doc
        .moveTo(MARGIN, top + height)
        .lineTo(MARGIN + this.contentWidth, top + height)
        .lineWidth(0.5)
        .strokeColor('#cbd2d9')
        .stroke(),
    );
    this.doc.y = top + height;
  }

  /** A line to sign on at the right, a caption ('Signature') under it, then the signer (first line bold). */
  signature(caption: string, lines: string[]): this {
    const width = 200;
    const x = MARGIN + this.contentWidth - width;
    this.gap(36);
    this.ensureSpace(this.lineHeight(10) * (lines.length + 2));
    const y = this.doc.y;
    this.artifact(() =>
      this.doc
        .moveTo(x, y)
        .lineTo(x + width, y)
        .lineWidth(0.8)
        .strokeColor(INK)
        .stroke(),
    );
    this.doc.y = y + 3;
    this.text(caption, { x, width, size: 8.5, color: MUTED, align: 'center' });
    for (const [i, line] of lines.entries()) this.text(line, { x, width, size: 10, bold: i === 0, align: 'center' });
    return this;
  }

  /** The footer of every page: who generated it, and "Page n of m". */
  private footers(): void {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const y = this.doc.page.height - MARGIN - 12;
      const style = { size: 8.5, bold: false, color: MUTED };
      // Repeated on every page: pagination artifacts, outside the structure.
      this.drawLine(this.t('documents.computerGenerated', { clinic: this.clinic.name[this.locale] }), MARGIN, y, style, 'Pagination');
      const page = this.t('documents.pageOf', { page: i + 1, pages: range.count });
      this.drawLine(page, MARGIN + this.contentWidth - this.widthOf(page, 8.5), y, style, 'Pagination');
    }
  }

  /** Ends the document: footers, then the whole file. */
  finish(): Promise<Buffer> {
    this.footers();
    return new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}
