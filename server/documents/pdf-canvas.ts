/** The drawing layer of the printed documents (decision 0024; tags: decision 0036). See pdf.ts. */
import PDFDocument from 'pdfkit';
import type { ClinicProfile } from '@core/schemas/staff/clinic-profile';
import { translate, type MessageKey, type MessageParams } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { font, FONT_FILES, fontFor, scriptRuns, type FontName } from './pdf-fonts';

export const MARGIN = 50;
/** Structure elements that hold text (the others hold elements). */
const TEXT_TAGS = new Set<string>(['H1', 'H2', 'P', 'TH', 'TD']);
/** Where a line's baseline lies below its top, in font sizes (Noto Sans's ascender, 1.069 em). */
const BASELINE = 1.07;
const FOOTER_HEIGHT = 36;
export const INK = '#1f2933';
export const MUTED = '#52606d';
export const ACCENT = '#2f5d3a';

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

export interface PdfOptions {
  locale: Locale;
  clinic: ClinicProfile;
  /** The document's title (PDF metadata, shown in the viewer's title bar): its kind and id, never a person's name. */
  title: string;
}

/**
 * The drawing layer of a document: the A4 page, the structure tree, lines drawn in their scripts'
 * fonts with their ActualText, wrapped and tagged blocks of text, gaps and rules. `PdfWriter`
 * (pdf.ts) adds the document's blocks: letterhead, tables, signature, footers.
 */
export class PdfCanvas {
  readonly doc: PDFKit.PDFDocument;
  readonly locale: Locale;
  protected readonly clinic: ClinicProfile;
  protected readonly chunks: Buffer[] = [];
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
  protected inBlock<T>(tag: BlockTag | undefined, draw: () => T): T {
    if (this.open && TEXT_TAGS.has(this.open.tag) && !tag) return draw();
    return this.group(tag ?? 'P', draw);
  }

  /** Draws decoration (rules, shading) outside the structure: an artifact. */
  protected artifact(draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
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

  protected bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER_HEIGHT;
  }

  /** The width of `text` drawn in `size` points, each run in its script's font (shaped). */
  widthOf(text: string, size: number, bold = false): number {
    let width = 0;
    for (const run of scriptRuns(text)) width += this.doc.font(fontFor(run, bold)).fontSize(size).widthOfString(run.text);
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
      doc.font(fontFor(run, style.bold)).fontSize(style.size).fillColor(style.color);
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

  protected lineHeight(size: number): number {
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
}
