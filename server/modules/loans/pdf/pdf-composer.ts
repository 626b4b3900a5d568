import {
  degrees,
  drawText,
  PDFDocument,
  StandardFonts,
  rgb,
  type Color,
  type PDFFont,
  type PDFName,
  type PDFPage,
} from "@pdfme/pdf-lib";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const LINE_GAP = 1.35;
const GREY = rgb(0.45, 0.45, 0.45);
const RULE = rgb(0.75, 0.75, 0.75);
const SHADE = rgb(0.93, 0.94, 0.96);
const BLACK = rgb(0, 0, 0);

export type Align = "left" | "right";
export type Column = { header: string; width: number; align?: Align };

/**
 * The standard fonts encode WinAnsi only: the rupee sign becomes "Rs.", typographic dashes and quotes their
 * ASCII forms, and anything else outside Latin-1 a "?" (names are shown as typed wherever Latin-1 allows).
 */
export function pdfText(text: string): string {
  return text
    .replaceAll("₹", "Rs. ")
    .replace(/[–—]/g, "-")
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, "?");
}

/**
 * Lays text, key-value boxes and tables top-down on A4 pages with pdf-lib's standard Helvetica, starting a
 * new page whenever the next block does not fit; `finish` numbers the pages and answers the PDF bytes.
 */
export class PdfComposer {
  private page!: PDFPage;
  /** The page's resource names of the two fonts: registered once per page (pdf-lib's drawText adds one per call). */
  private fontKeys = new Map<PDFFont, PDFName>();
  private y = 0;
  private readonly width = A4[0] - 2 * MARGIN;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.doc.addPage(A4);
    this.fontKeys = new Map([
      [this.regular, this.page.node.newFontDictionary(this.regular.name, this.regular.ref)],
      [this.bold, this.page.node.newFontDictionary(this.bold.name, this.bold.ref)],
    ]);
    this.y = A4[1] - MARGIN;
  }

  /** Text at a point, as pdf-lib's own text operators, in one of the page's registered fonts. */
  private text(text: string, x: number, y: number, font: PDFFont, size: number, color: Color = BLACK): void {
    this.page.pushOperators(
      ...drawText(font.encodeText(text), {
        color,
        font: this.fontKeys.get(font)!,
        size,
        rotate: degrees(0),
        xSkew: degrees(0),
        ySkew: degrees(0),
        x,
        y,
      }),
    );
  }

  static async start(title: string, footer: string): Promise<PdfComposer> {
    const doc = await PDFDocument.create();
    doc.setTitle(pdfText(title));
    doc.setProducer("Ledgerline");
    doc.setCreationDate(new Date(0));
    doc.setModificationDate(new Date(0));
    const [regular, bold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new PdfComposer(doc, regular, bold, pdfText(footer));
  }

  private ensure(height: number): void {
    if (this.y - height >= MARGIN + 16) return;
    this.newPage();
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of pdfText(text).split("\n")) {
      let line = "";
      for (const word of paragraph.split(" ")) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(candidate, size) > width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      lines.push(line);
    }
    return lines;
  }

  private draw(text: string, x: number, y: number, font: PDFFont, size: number, align: Align, width: number) {
    const left = align === "right" ? x + width - font.widthOfTextAtSize(text, size) : x;
    this.text(text, left, y, font, size);
  }

  title(text: string, subtitle?: string): this {
    this.ensure(40);
    this.draw(pdfText(text), MARGIN, this.y - 16, this.bold, 16, "left", this.width);
    this.y -= 22;
    if (subtitle) {
      this.text(pdfText(subtitle), MARGIN, this.y - 10, this.regular, 9, GREY);
      this.y -= 14;
    }
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 4 },
      end: { x: MARGIN + this.width, y: this.y - 4 },
      thickness: 1,
      color: RULE,
    });
    this.y -= 14;
    return this;
  }

  heading(text: string): this {
    this.ensure(30);
    this.y -= 6;
    this.page.drawRectangle({ x: MARGIN, y: this.y - 15, width: this.width, height: 17, color: SHADE });
    this.draw(pdfText(text), MARGIN + 4, this.y - 11, this.bold, 10.5, "left", this.width);
    this.y -= 22;
    return this;
  }

  paragraph(text: string, { size = 9.5, bold = false }: { size?: number; bold?: boolean } = {}): this {
    const font = bold ? this.bold : this.regular;
    for (const line of this.wrap(text, font, size, this.width)) {
      this.ensure(size * LINE_GAP);
      this.text(line, MARGIN, this.y - size, font, size);
      this.y -= size * LINE_GAP;
    }
    this.y -= 4;
    return this;
  }

  /** Two columns of label and value, with the value wrapped. */
  keyValues(rows: readonly (readonly [string, string])[], labelWidth = 210): this {
    const size = 9.5;
    const valueWidth = this.width - labelWidth - 12;
    for (const [label, value] of rows) {
      const labels = this.wrap(label, this.regular, size, labelWidth - 8);
      const values = this.wrap(value, this.bold, size, valueWidth);
      const height = Math.max(labels.length, values.length) * size * LINE_GAP + 6;
      this.ensure(height);
      labels.forEach((line, index) =>
        this.text(line, MARGIN + 4, this.y - size - 2 - index * size * LINE_GAP, this.regular, size),
      );
      values.forEach((line, index) =>
        this.text(
          line,
          MARGIN + labelWidth + 8,
          this.y - size - 2 - index * size * LINE_GAP,
          this.bold,
          size,
        ),
      );
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y + 1 },
        end: { x: MARGIN + this.width, y: this.y + 1 },
        thickness: 0.4,
        color: RULE,
      });
    }
    this.y -= 6;
    return this;
  }

  /** A table whose columns' widths are fractions of the page; the header repeats on every page it spans. */
  table(columns: readonly Column[], rows: readonly (readonly string[])[]): this {
    const size = 8.5;
    const rowHeight = size * LINE_GAP + 4;
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * this.width);
    const drawRow = (cells: readonly string[], font: PDFFont, shaded: boolean) => {
      if (shaded)
        this.page.drawRectangle({
          x: MARGIN,
          y: this.y - rowHeight,
          width: this.width,
          height: rowHeight,
          color: SHADE,
        });
      let x = MARGIN;
      cells.forEach((cell, index) => {
        const width = widths[index] ?? 0;
        this.draw(
          pdfText(cell),
          x + 3,
          this.y - size - 2,
          font,
          size,
          columns[index]?.align ?? "left",
          width - 6,
        );
        x += width;
      });
      this.y -= rowHeight;
    };
    this.ensure(rowHeight * 2);
    drawRow(
      columns.map((column) => column.header),
      this.bold,
      true,
    );
    for (const row of rows) {
      if (this.y - rowHeight < MARGIN + 16) {
        this.ensure(rowHeight * 2);
        drawRow(
          columns.map((column) => column.header),
          this.bold,
          true,
        );
      }
      drawRow(row, this.regular, false);
    }
    this.y -= 8;
    return this;
  }

  /** Signature lines side by side, one per party. */
  signatures(parties: readonly string[]): this {
    this.ensure(70);
    this.y -= 40;
    const width = this.width / parties.length;
    parties.forEach((party, index) => {
      const x = MARGIN + index * width;
      this.page.drawLine({ start: { x, y: this.y }, end: { x: x + width - 24, y: this.y }, thickness: 0.6 });
      this.text(pdfText(party), x, this.y - 12, this.regular, 9);
    });
    this.y -= 24;
    return this;
  }

  async finish(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    const font = this.regular;
    pages.forEach((page, index) => {
      const text = `${this.footer} - page ${index + 1} of ${pages.length}`;
      page.drawText(text, { x: MARGIN, y: MARGIN - 20, size: 7.5, font, color: GREY });
    });
    return this.doc.save();
  }
}
