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
 *
 * Three files: `pdf-fonts.ts` (the fonts, script runs), `pdf-canvas.ts` (the drawing layer: page,
 * structure tree, lines, wrapped and tagged text, rules), this one (the document's blocks).
 */
import { ACCENT, INK, MARGIN, MUTED, PdfCanvas } from './pdf-canvas';

/** The script runs of a string (tested with the writer). */
export { scriptRuns } from './pdf-fonts';

export interface Column {
  header: string;
  /** Share of the table's width (the shares are scaled to add up to the width). */
  share: number;
}

/** One A4 document being written, its blocks on the drawing layer (pdf-canvas.ts); `finish()` gives its bytes. */
export class PdfWriter extends PdfCanvas {
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
