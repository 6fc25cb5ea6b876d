import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from '@cantoo/pdf-lib';
import { STORE_PROFILE } from '@shop/contract/store';

export const PLUM = rgb(0x5b / 255, 0x2a / 255, 0x4e / 255);
export const INK = rgb(0x2b / 255, 0x20 / 255, 0x27 / 255);
export const MUTED = rgb(0.42, 0.38, 0.41);
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

/** The standard fonts speak WinAnsi only: anything else becomes a close ASCII stand-in. */
export function fit(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')]
    .map((ch) => (supported.has(ch.codePointAt(0)!) ? ch : ch === '\u2013' || ch === '\u2014' ? '-' : ch === '\u202f' ? ' ' : ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '')))
    .join('');
}

export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  // Split on ordinary spaces only: a no-break space (inside a price) keeps its words together.
  for (const word of fit(font, text).split(/[ \t\r\n]+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
  /** left edge (default the margin); with `align: 'right'`, the right edge */
  x?: number;
  align?: 'left' | 'right';
}

export interface TableColumn {
  header: string;
  /** share of the writable width */
  width: number;
  align?: 'left' | 'right';
}

/**
 * An A4 document written top to bottom: text, wrapped paragraphs, rules and tables that continue
 * on a new page, page numbers at the end. Every PDF the shop draws (the services price list, the
 * order's packing slip and invoice, the clinic's receipts) is written with it, in the same fonts.
 */
export class PdfWriter {
  readonly width = A4[0] - 2 * MARGIN;
  readonly left = MARGIN;
  readonly right = A4[0] - MARGIN;
  y = A4[1] - MARGIN;
  private page: PDFPage;

  private constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
  }

  static async create(meta: { title: string; subject: string; createdAt: Date }): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(meta.title);
    doc.setAuthor(STORE_PROFILE.legalName);
    doc.setSubject(meta.subject);
    doc.setCreationDate(meta.createdAt);
    doc.setModificationDate(meta.createdAt);
    doc.setLanguage('pt-MZ');
    return new PdfWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  }

  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number) {
    if (this.y - height < MARGIN + 30) this.newPage();
  }

  down(points: number) {
    this.y -= points;
  }

  /** Draws one line of text at the current height (does not move down). */
  text(value: string, style: TextStyle = {}) {
    const font = style.bold ? this.bold : this.regular;
    const size = style.size ?? 10;
    const shown = fit(font, value);
    const x = style.align === 'right' ? (style.x ?? this.right) - font.widthOfTextAtSize(shown, size) : (style.x ?? this.left);
    this.page.drawText(shown, { x, y: this.y, size, font, color: style.color ?? INK });
  }

  /** Wrapped text from the left margin (or `x`), moving down line by line. */
  paragraph(value: string, style: TextStyle & { width?: number; leading?: number } = {}) {
    const font = style.bold ? this.bold : this.regular;
    const size = style.size ?? 10;
    const leading = style.leading ?? size * 1.35;
    for (const line of wrap(font, value, size, style.width ?? this.width - ((style.x ?? this.left) - this.left))) {
      this.ensure(leading);
      this.text(line, { ...style, align: 'left' });
      this.y -= leading;
    }
  }

  rule(thickness = 0.5, color: RGB = MUTED) {
    this.page.drawLine({ start: { x: this.left, y: this.y }, end: { x: this.right, y: this.y }, thickness, color });
  }

  /** A table with a bold header row; cells wrap inside their column and rows never split across pages. */
  table(columns: TableColumn[], rows: string[][], size = 9.5) {
    const leading = size * 1.35;
    const xs: number[] = [];
    let x = this.left;
    for (const c of columns) {
      xs.push(x);
      x += c.width * this.width;
    }
    const drawRow = (cells: string[], bold: boolean) => {
      const font = bold ? this.bold : this.regular;
      const wrapped = cells.map((cell, i) => wrap(font, cell, size, columns[i]!.width * this.width - 6));
      const height = Math.max(...wrapped.map((w) => w.length)) * leading;
      this.ensure(height + 4);
      wrapped.forEach((lines, i) => {
        const column = columns[i]!;
        lines.forEach((line, n) => {
          const at = column.align === 'right' ? { x: xs[i]! + column.width * this.width - 2, align: 'right' as const } : { x: xs[i]! };
          this.page.drawText(line, { x: at.align === 'right' ? at.x - font.widthOfTextAtSize(line, size) : at.x, y: this.y - n * leading, size, font, color: INK });
        });
      });
      this.y -= height;
    };
    drawRow(columns.map((c) => c.header), true);
    this.y += leading - 4;
    this.rule();
    this.y -= leading;
    for (const row of rows) {
      drawRow(row, false);
      this.y -= 3;
    }
    this.y += leading - 6;
    this.rule();
    this.y -= leading;
  }

  /** Label on the left, amount on the right edge: the totals block of an invoice or receipt. */
  amountLine(label: string, amount: string, style: { bold?: boolean; size?: number } = {}) {
    const size = style.size ?? 10;
    this.ensure(size * 1.5);
    this.text(label, { x: this.left + this.width * 0.45, size, bold: style.bold });
    this.text(amount, { align: 'right', size, bold: style.bold });
    this.y -= size * 1.5;
  }

  /** Numbers the pages ("1/2") and returns the file. */
  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((p, i) => p.drawText(`${i + 1}/${pages.length}`, { x: A4[0] - MARGIN - 20, y: 30, size: 8, font: this.regular, color: MUTED }));
    return this.doc.save();
  }
}

/**
 * The store's letterhead for documents that carry money (invoice, receipt, packing slip): its
 * name, legal name, address, NUIT and contacts from the store profile, then the document's title.
 */
export function letterhead(pdf: PdfWriter, title: string, facts: [string, string][]) {
  const a = STORE_PROFILE.address;
  const top = pdf.y;
  pdf.text(STORE_PROFILE.name, { size: 18, bold: true, color: PLUM });
  pdf.text(title, { size: 14, bold: true, align: 'right' });
  pdf.down(18);
  const left = [STORE_PROFILE.legalName, `${a.street}, ${a.bairro}`, `${a.city}, ${a.country}`, `NUIT ${STORE_PROFILE.tax.nuit}`, STORE_PROFILE.phones.join(' / '), STORE_PROFILE.emails.commercial];
  for (const line of left) {
    pdf.text(line, { size: 9 });
    pdf.down(12);
  }
  const bottom = pdf.y;
  facts.forEach(([label, value], i) => {
    pdf.y = top - 18 - i * 13;
    pdf.text(`${label}: ${value}`, { size: 9.5, align: 'right', bold: i === 0 });
  });
  pdf.y = Math.min(bottom, top - 18 - facts.length * 13);
  pdf.rule(1, PLUM);
  pdf.down(20);
}
