// A small PDF writer for the demo documents: A4 pages of headings, paragraphs, bullet lists and simple
// tables in the standard Helvetica fonts (which every PDF reader has, so nothing is embedded), with text
// wrapped and pages broken automatically. Output is PDF 1.4 with a correct cross-reference table.
import { deflateSync } from 'node:zlib';

export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'table'; columns: { title: string; width: number }[]; rows: string[][] }
  | { kind: 'note'; text: string };

export interface PdfDocument {
  title: string;
  subtitle?: string;
  /** Shown at the foot of every page beside the page number. */
  footer: string;
  author?: string;
  blocks: PdfBlock[];
}

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 56;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const BOTTOM = 64;
const TEAL: Rgb = [0.059, 0.545, 0.553];
const ORANGE: Rgb = [0.949, 0.549, 0.157];
const INK: Rgb = [0.13, 0.15, 0.17];
const GREY: Rgb = [0.42, 0.45, 0.48];

type Rgb = [number, number, number];
type Font = 'F1' | 'F2';

// Helvetica advance widths (1/1000 em) for the printable ASCII range 32..126, from the standard AFM metrics.
// prettier-ignore
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** WinAnsiEncoding codes for the few characters outside Latin-1 that our texts use. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

function charWidth(ch: string, font: Font): number {
  const code = ch.charCodeAt(0);
  let w: number;
  const ascii = code >= 32 && code <= 126 ? HELVETICA[code - 32] : undefined;
  if (ascii !== undefined) w = ascii;
  else if (ch === '…' || ch === '—') w = 1000;
  else if (ch === '•') w = 350;
  else if (ch === '‘' || ch === '’') w = 222;
  else if (ch === '“' || ch === '”') w = 333;
  else w = 556; // accented letters, en dash, euro
  // Helvetica-Bold is a little wider; over-estimating only wraps a line a word early.
  return font === 'F2' ? w * 1.1 : w;
}

export function textWidth(text: string, font: Font, size: number): number {
  let total = 0;
  for (const ch of text) total += charWidth(ch, font);
  return (total * size) / 1000;
}

/** Splits text into lines no wider than `width`; explicit line breaks are kept. */
export function wrap(text: string, font: Font, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && textWidth(candidate, font, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A PDF string literal in WinAnsi bytes (as latin1 text), with \, ( and ) escaped. */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    const byte = code < 256 ? code : (WIN_ANSI[ch] ?? 0x3f);
    const c = String.fromCharCode(byte);
    out += c === '\\' || c === '(' || c === ')' ? `\\${c}` : c;
  }
  return `(${out})`;
}

const n = (v: number) => (Math.round(v * 100) / 100).toString();
const rgb = (c: Rgb) => c.map(n).join(' ');

class PageWriter {
  readonly pages: string[][] = [];
  private ops: string[] = [];
  /** Distance of the next line's baseline from the top of the page. */
  y = 0;

  private readonly doc: PdfDocument;

  constructor(doc: PdfDocument) {
    this.doc = doc;
    this.newPage();
  }

  newPage() {
    this.ops = [];
    this.pages.push(this.ops);
    if (this.pages.length === 1) {
      // The first page opens with a teal band holding the title.
      this.rect(0, 0, PAGE_W, 118, TEAL);
      this.rect(0, 118, PAGE_W, 5, ORANGE);
      this.text(this.doc.title, MARGIN, 62, 'F2', 22, [1, 1, 1]);
      if (this.doc.subtitle) this.text(this.doc.subtitle, MARGIN, 90, 'F1', 11.5, [0.9, 0.97, 0.97]);
      this.y = 160;
    } else {
      this.rect(0, 0, PAGE_W, 6, TEAL);
      this.text(this.doc.title, MARGIN, 36, 'F2', 9, GREY);
      this.y = 72;
    }
  }

  /** Starts a new page unless `height` more points fit on this one. */
  need(height: number) {
    if (this.y + height > PAGE_H - BOTTOM) this.newPage();
  }

  rect(x: number, top: number, w: number, h: number, colour: Rgb) {
    this.ops.push(`${rgb(colour)} rg ${n(x)} ${n(PAGE_H - top - h)} ${n(w)} ${n(h)} re f`);
  }

  line(x1: number, top: number, x2: number, colour: Rgb, width = 0.6) {
    this.ops.push(`${rgb(colour)} RG ${n(width)} w ${n(x1)} ${n(PAGE_H - top)} m ${n(x2)} ${n(PAGE_H - top)} l S`);
  }

  /** Text with its baseline `top` points below the top of the page. */
  text(text: string, x: number, top: number, font: Font, size: number, colour: Rgb = INK) {
    this.ops.push(
      `BT /${font} ${n(size)} Tf ${rgb(colour)} rg 1 0 0 1 ${n(x)} ${n(PAGE_H - top)} Tm ${pdfString(text)} Tj ET`,
    );
  }

  lines(lines: string[], x: number, font: Font, size: number, leading: number, colour: Rgb = INK) {
    for (const l of lines) {
      this.need(leading);
      this.y += leading;
      this.text(l, x, this.y, font, size, colour);
    }
  }

  block(block: PdfBlock) {
    switch (block.kind) {
      case 'heading': {
        this.need(52);
        this.y += 22;
        this.text(block.text, MARGIN, this.y, 'F2', 13.5, TEAL);
        this.y += 7;
        this.line(MARGIN, this.y, MARGIN + 60, ORANGE, 1.5);
        this.y += 4;
        break;
      }
      case 'paragraph':
        this.lines(wrap(block.text, 'F1', 10.5, CONTENT_W), MARGIN, 'F1', 10.5, 15);
        this.y += 7;
        break;
      case 'note':
        this.lines(wrap(block.text, 'F1', 9, CONTENT_W), MARGIN, 'F1', 9, 13, GREY);
        this.y += 6;
        break;
      case 'bullets':
        for (const item of block.items) {
          const lines = wrap(item, 'F1', 10.5, CONTENT_W - 16);
          this.need(15);
          this.text('•', MARGIN + 3, this.y + 15, 'F1', 10.5, ORANGE);
          this.lines(lines, MARGIN + 16, 'F1', 10.5, 15);
          this.y += 3;
        }
        this.y += 5;
        break;
      case 'table':
        this.table(block.columns, block.rows);
        break;
    }
  }

  private table(columns: { title: string; width: number }[], rows: string[][]) {
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * CONTENT_W);
    const pad = 5;
    const size = 9.5;
    const leading = 13;
    // A row's cells laid out in the columns (a missing cell is left blank).
    const layout = (cells: string[], font: Font) => {
      const wrapped = widths.map((width) => ({ width, lines: [] as string[] }));
      wrapped.forEach((column, i) => (column.lines = wrap(cells[i] ?? '', font, size, column.width - 2 * pad)));
      return { wrapped, font, height: Math.max(...wrapped.map((c) => c.lines.length)) * leading + 2 * pad };
    };
    const draw = (row: ReturnType<typeof layout>, fill: Rgb | null, colour: Rgb) => {
      if (fill) this.rect(MARGIN, this.y, CONTENT_W, row.height, fill);
      let x = MARGIN;
      for (const column of row.wrapped) {
        column.lines.forEach((l, j) =>
          this.text(l, x + pad, this.y + pad + leading * (j + 1) - 3, row.font, size, colour),
        );
        x += column.width;
      }
      this.y += row.height;
    };
    const header = layout(
      columns.map((c) => c.title),
      'F2',
    );
    const [firstRow] = rows;
    const first = firstRow ? layout(firstRow, 'F1').height : 0;
    this.y += 6;
    this.need(header.height + first);
    draw(header, TEAL, [1, 1, 1]);
    rows.forEach((cells, i) => {
      const row = layout(cells, 'F1');
      if (this.y + row.height > PAGE_H - BOTTOM) {
        // A table running onto a new page repeats its header there.
        this.newPage();
        draw(header, TEAL, [1, 1, 1]);
      }
      draw(row, i % 2 === 1 ? [0.93, 0.97, 0.97] : null, INK);
      this.line(MARGIN, this.y, MARGIN + CONTENT_W, [0.8, 0.85, 0.86], 0.5);
    });
    this.y += 12;
  }

  finish(): string[] {
    const count = this.pages.length;
    this.pages.forEach((ops, i) => {
      this.ops = ops;
      this.line(MARGIN, PAGE_H - 46, PAGE_W - MARGIN, [0.8, 0.85, 0.86], 0.5);
      const label = `Page ${i + 1} of ${count}`;
      const labelWidth = textWidth(label, 'F1', 8);
      this.text(label, PAGE_W - MARGIN - labelWidth, PAGE_H - 34, 'F1', 8, GREY);
      // The footer keeps clear of the page number, on two lines at most.
      wrap(this.doc.footer, 'F1', 8, CONTENT_W - labelWidth - 16)
        .slice(0, 2)
        .forEach((l, j) => this.text(l, MARGIN, PAGE_H - 34 + j * 10, 'F1', 8, GREY));
    });
    return this.pages.map((ops) => ops.join('\n'));
  }
}

/** Writes the document as PDF bytes. */
export function buildPdf(doc: PdfDocument): Buffer {
  const writer = new PageWriter(doc);
  for (const block of doc.blocks) writer.block(block);
  const contents = writer.finish();

  // Objects: 1 catalog, 2 page tree, 3 and 4 fonts, 5 info, then a page and its content stream per page.
  const objects: Buffer[] = [];
  const pageId = (page: number) => 6 + page * 2;
  const pageIds = contents.map((_, i) => pageId(i));
  const latin1 = (s: string) => Buffer.from(s, 'latin1');
  objects[1] = latin1('<< /Type /Catalog /Pages 2 0 R >>');
  objects[2] = latin1(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
  );
  objects[3] = latin1('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects[4] = latin1('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  objects[5] = latin1(
    `<< /Title ${pdfString(doc.title)} /Author ${pdfString(doc.author ?? doc.footer)} /Producer (Bright Schools website) >>`,
  );
  contents.forEach((content, i) => {
    const data = deflateSync(latin1(content));
    const id = pageId(i);
    objects[id] = latin1(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${n(PAGE_W)} ${n(PAGE_H)}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`,
    );
    objects[id + 1] = Buffer.concat([
      latin1(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`),
      data,
      latin1('\nendstream'),
    ]);
  });

  // The binary comment tells transfer tools the file is binary.
  const head = latin1('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  const parts: Buffer[] = [head];
  let offset = head.length;
  // Every cross-reference entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, CR LF.
  let xref = `xref\n0 ${objects.length}\n0000000000 65535 f\r\n`;
  for (let id = 1; id < objects.length; id++) {
    const object = objects[id];
    if (!object) throw new Error(`PDF object ${id} is missing`);
    xref += `${String(offset).padStart(10, '0')} 00000 n\r\n`;
    const chunk = Buffer.concat([latin1(`${id} 0 obj\n`), object, latin1('\nendobj\n')]);
    parts.push(chunk);
    offset += chunk.length;
  }
  xref += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(latin1(xref));
  return Buffer.concat(parts);
}
