import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BRAND_NAME, formatKoreaDateTime, type TLanguage } from '@portal/contract';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * The one PDF service of the platform: domain modules describe a document (title,
 * meta fields, sections of label/value rows, tables and paragraphs) and get the bytes of an A4 PDF; none of
 * them touches pdfkit. Every page carries a header with the brand name and the generation time in Korea
 * (`formatKoreaDateTime`) and a footer with the page number ("1 / 3"); long values wrap, tables repeat their
 * header row on each page they continue on.
 *
 * The Korean font is Noto Sans KR (regular and bold), TrueType files shipped by an npm package
 * (`@expo-google-fonts/noto-sans-kr`, SIL Open Font License), read and parsed once per process, never
 * downloaded at run time. pdfkit embeds only the glyphs a document uses (a subset, named `ABCDEF+NotoSansKR-…`),
 * so a two-page document stays small.
 */

export interface PdfField {
  label: string;
  value: string;
}

export interface PdfColumn {
  header: string;
  /** Relative width (default 1): the columns share the text width in these proportions. */
  width?: number;
  align?: 'left' | 'center' | 'right';
}

export interface PdfTable {
  columns: PdfColumn[];
  rows: string[][];
}

export interface PdfSection {
  heading: string;
  rows?: PdfField[];
  table?: PdfTable;
  paragraphs?: string[];
}

/** The structured document the PDF service renders (title, meta, sections, language): what a module hands it. */
export type PdfDocument = PdfDocumentSpec;

export interface PdfDocumentSpec {
  title: string;
  subtitle?: string;
  /** Fields shown under the title (document number, status, company, ...). */
  meta?: PdfField[];
  sections: PdfSection[];
  /** A line at the foot of every page, beside the page number. */
  footer?: string;
  lang: TLanguage;
  /** The generation time shown in the header (default now). */
  generatedAt?: Date;
  /** Keywords of the document's properties. */
  keywords?: string;
}

const REGULAR = 'NotoSansKR-Regular';
const BOLD = 'NotoSansKR-Bold';
const FONT_FILES = {
  [REGULAR]: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  [BOLD]: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

/**
 * Shaping features left out: `ccmp` (glyph composition and decomposition) costs four fifths of the layout time of
 * Noto Sans KR and changes nothing for the text of business documents (precomposed Hangul syllables, Latin, digits);
 * kerning, ligatures and the Hangul jamo features stay.
 */
const LAYOUT_FEATURES: Record<string, boolean> = { ccmp: false };
/** Words whose shaping is kept across documents (labels, terms and names recur); the cache is emptied when full. */
const LAYOUT_CACHE_MAX = 20_000;

/** A glyph run as pdfkit reads it: glyphs, positions (pdfkit scales them in place) and the advance width. */
class Run {
  constructor(
    readonly glyphs: fontkit.Glyph[],
    readonly positions: fontkit.GlyphPosition[],
  ) {}
  get advanceWidth(): number {
    let width = 0;
    for (const p of this.positions) width += p.xAdvance;
    return width;
  }
}

/**
 * The font as pdfkit sees it: the parsed font with a layout that keeps each word's shaping for later documents
 * (pdfkit's own cache lives as long as one document). pdfkit scales a run's positions in place by 1000 / unitsPerEm:
 * for a font of 1000 units (Noto Sans KR) that changes nothing, so the kept run itself is answered; for another font
 * each call answers fresh positions.
 */
function withSharedLayout(font: fontkit.Font): fontkit.Font {
  const cache = new Map<string, Run>();
  const copy = (positions: fontkit.GlyphPosition[]) => positions.map((p) => ({ ...p }));
  const scaledInPlaceIsHarmless = font.unitsPerEm === 1000;
  const shared = Object.create(font) as fontkit.Font;
  shared.getGlyph = (id: number, codePoints?: number[]) => withLightDecode(font, font.getGlyph(id, codePoints), id);
  shared.layout = (text: string, features?: string[] | Record<string, boolean>) => {
    if (features && Object.keys(features).length) return font.layout(text, features);
    let run = cache.get(text);
    if (!run) {
      const laid = font.layout(text, LAYOUT_FEATURES);
      run = new Run(laid.glyphs, copy(laid.positions));
      if (cache.size >= LAYOUT_CACHE_MAX) cache.clear();
      cache.set(text, run);
    }
    return (scaledInPlaceIsHarmless ? run : new Run(run.glyphs, copy(run.positions))) as unknown as fontkit.GlyphRun;
  };
  return shared;
}

/** fontkit's TrueType internals that the subset reads (fontkit 2). */
interface TrueTypeInternals {
  loca: { offsets: number[] };
  _getTableStream(tag: string): { pos: number; readInt16BE(): number };
}

/**
 * The glyph as the subset writer sees it. fontkit's subset decodes every glyph's whole outline (thousands of point
 * objects per document) only to learn whether it is a compound glyph; the number of contours at the head of the
 * glyph's record tells that. A compound glyph (negative count) is decoded as before, for its components.
 */
function withLightDecode(font: fontkit.Font, glyph: fontkit.Glyph, id: number): fontkit.Glyph {
  const tt = font as unknown as TrueTypeInternals;
  const full = glyph as unknown as { _decode(): unknown };
  const light = Object.create(glyph) as fontkit.Glyph & { _decode(): unknown };
  light._decode = () => {
    const { offsets } = tt.loca;
    if (offsets[id] === offsets[id + 1]) return null;
    const stream = tt._getTableStream('glyf');
    stream.pos += offsets[id];
    const numberOfContours = stream.readInt16BE();
    return numberOfContours < 0 ? full._decode() : { numberOfContours };
  };
  return light;
}

let fonts: Record<FontName, fontkit.Font> | null = null;

/** The parsed fonts, read once per process (the first document pays about 100 ms). */
export function pdfFonts(): Record<FontName, fontkit.Font> {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const load = (name: FontName) => withSharedLayout(fontkit.create(readFileSync(require.resolve(FONT_FILES[name]))) as fontkit.Font);
    fonts = { [REGULAR]: load(REGULAR), [BOLD]: load(BOLD) };
  }
  return fonts;
}

// A4 in points, and the layout.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 70, bottom: 62, left: 50, right: 50 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BODY_BOTTOM = PAGE.height - MARGIN.bottom;
/** Cell padding: across and down. */
const PAD_X = 5;
const PAD_Y = 3;
const LABEL_WIDTH = 150;
const COLOR = {
  text: '#1f2937',
  muted: '#6b7280',
  label: '#374151',
  rule: '#d1d5db',
  labelFill: '#f3f4f6',
  headFill: '#e5e7eb',
  accent: '#1d4ed8',
};
const SIZE = { title: 18, subtitle: 11, heading: 12, body: 9.5, table: 9, header: 8.5 };

const TEXTS = {
  generated: { ko: '생성 일시', en: 'Generated' },
} as const;

type Doc = PDFKit.PDFDocument;

/** The text a cell shows (an empty value shows a dash). */
const shown = (value: string | null | undefined) => (value === null || value === undefined || value.trim() === '' ? '-' : value);

class Layout {
  y = MARGIN.top;

  constructor(private readonly doc: Doc) {}

  private font(name: FontName, size: number, color = COLOR.text) {
    this.doc.font(name).fontSize(size).fillColor(color);
  }

  private height(text: string, font: FontName, size: number, width: number): number {
    this.doc.font(font).fontSize(size);
    return this.doc.heightOfString(text, { width, lineGap: 1 });
  }

  private newPage() {
    this.doc.addPage();
    this.y = MARGIN.top;
  }

  /** Starts a new page unless `needed` points fit below the cursor. */
  private ensure(needed: number) {
    if (this.y + needed > BODY_BOTTOM) this.newPage();
  }

  title(title: string, subtitle?: string) {
    this.font(BOLD, SIZE.title);
    this.doc.text(title, MARGIN.left, this.y, { width: CONTENT_WIDTH });
    this.y = this.doc.y + 2;
    if (subtitle) {
      this.font(REGULAR, SIZE.subtitle, COLOR.muted);
      this.doc.text(subtitle, MARGIN.left, this.y, { width: CONTENT_WIDTH });
      this.y = this.doc.y;
    }
    this.y += 12;
  }

  /**
   * A section's heading, kept on one page with the first block of what follows (its first row, its table's header and
   * first row, or its first lines): `following` is that block's measured height (leadOf), never a guess, so a heading
   * is never left alone at the foot of a page.
   */
  heading(text: string, following = 0) {
    const h = this.height(text, BOLD, SIZE.heading, CONTENT_WIDTH - 10);
    this.ensure(Math.min(h + 6 + following, BODY_BOTTOM - MARGIN.top));
    this.doc.rect(MARGIN.left, this.y + 2, 3, h - 4).fill(COLOR.accent);
    this.font(BOLD, SIZE.heading);
    this.doc.text(text, MARGIN.left + 10, this.y, { width: CONTENT_WIDTH - 10 });
    this.y += h + 6;
  }

  /** Label/value rows: the label in a shaded column, the value wrapped beside it. */
  rows(fields: PdfField[]) {
    const valueWidth = CONTENT_WIDTH - LABEL_WIDTH;
    for (const f of fields) {
      const label = shown(f.label);
      const value = shown(f.value);
      const lh = this.height(label, BOLD, SIZE.body, LABEL_WIDTH - 2 * PAD_X);
      const vh = this.height(value, REGULAR, SIZE.body, valueWidth - 2 * PAD_X);
      const rowHeight = this.fitRow(Math.max(lh, vh) + 2 * PAD_Y);
      const clip = rowHeight - 2 * PAD_Y;
      const top = this.y;
      this.doc.rect(MARGIN.left, top, LABEL_WIDTH, rowHeight).fill(COLOR.labelFill);
      this.doc.lineWidth(0.5).strokeColor(COLOR.rule).rect(MARGIN.left, top, CONTENT_WIDTH, rowHeight).stroke();
      this.doc
        .moveTo(MARGIN.left + LABEL_WIDTH, top)
        .lineTo(MARGIN.left + LABEL_WIDTH, top + rowHeight)
        .stroke();
      this.font(BOLD, SIZE.body, COLOR.label);
      this.doc.text(label, MARGIN.left + PAD_X, top + PAD_Y, { width: LABEL_WIDTH - 2 * PAD_X, lineGap: 1, height: clip, ellipsis: true });
      this.font(REGULAR, SIZE.body);
      this.doc.text(value, MARGIN.left + LABEL_WIDTH + PAD_X, top + PAD_Y, {
        width: valueWidth - 2 * PAD_X,
        lineGap: 1,
        height: clip,
        ellipsis: true,
      });
      this.y = top + rowHeight;
    }
    this.y += 10;
  }

  /** The height of what a section shows first (the block its heading keeps with it), as rows, table and paragraphs draw it. */
  leadOf(section: { rows?: PdfField[]; table?: PdfTable; paragraphs?: string[] }): number {
    const usable = BODY_BOTTOM - MARGIN.top;
    if (section.rows?.length) {
      const f = section.rows[0];
      const lh = this.height(shown(f.label), BOLD, SIZE.body, LABEL_WIDTH - 2 * PAD_X);
      const vh = this.height(shown(f.value), REGULAR, SIZE.body, CONTENT_WIDTH - LABEL_WIDTH - 2 * PAD_X);
      return Math.min(Math.max(lh, vh) + 2 * PAD_Y, usable);
    }
    if (section.table) {
      const t = section.table;
      const weights = t.columns.map((c) => (c.width && c.width > 0 ? c.width : 1));
      const total = weights.reduce((a, b) => a + b, 0);
      const widths = weights.map((w) => (w / total) * CONTENT_WIDTH);
      const measure = (cells: string[], font: FontName) =>
        Math.max(...cells.map((c, i) => this.height(c, font, SIZE.table, widths[i] - 2 * PAD_X))) + 2 * PAD_Y;
      const head = measure(
        t.columns.map((c) => c.header),
        BOLD,
      );
      const first = t.rows.length
        ? measure(
            t.columns.map((_, i) => shown(t.rows[0][i])),
            REGULAR,
          )
        : 0;
      return Math.min(head + first, usable);
    }
    if (section.paragraphs?.length) {
      this.font(REGULAR, SIZE.body);
      // A paragraph flows on by itself: its first two lines stay with the heading.
      return this.doc.currentLineHeight(true) * 2 + 4;
    }
    return 0;
  }

  /** Moves to a new page when the row does not fit; a row taller than a whole page is cut to one page. */
  private fitRow(rowHeight: number, after = 0): number {
    const usable = BODY_BOTTOM - MARGIN.top - after;
    const h = Math.min(rowHeight, usable);
    this.ensure(h);
    return h;
  }

  table(t: PdfTable) {
    const weights = t.columns.map((c) => (c.width && c.width > 0 ? c.width : 1));
    const total = weights.reduce((a, b) => a + b, 0);
    const widths = weights.map((w) => (w / total) * CONTENT_WIDTH);
    const xs = widths.map((_, i) => MARGIN.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const measure = (cells: string[], font: FontName) =>
      Math.max(...cells.map((c, i) => this.height(c, font, SIZE.table, widths[i] - 2 * PAD_X))) + 2 * PAD_Y;
    const headers = t.columns.map((c) => c.header);
    const headHeight = measure(headers, BOLD);

    const drawRow = (cells: string[], font: FontName, height: number, fill?: string) => {
      const top = this.y;
      if (fill) this.doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(fill);
      this.doc.lineWidth(0.5).strokeColor(COLOR.rule);
      cells.forEach((cell, i) => {
        this.doc.rect(xs[i], top, widths[i], height).stroke();
        this.font(font, SIZE.table, font === BOLD ? COLOR.label : COLOR.text);
        this.doc.text(cell, xs[i] + PAD_X, top + PAD_Y, {
          width: widths[i] - 2 * PAD_X,
          align: t.columns[i].align ?? 'left',
          lineGap: 1,
          height: height - 2 * PAD_Y,
          ellipsis: true,
        });
      });
      this.y = top + height;
    };

    this.ensure(headHeight + 24);
    drawRow(headers, BOLD, headHeight, COLOR.headFill);
    for (const row of t.rows) {
      const cells = t.columns.map((_, i) => shown(row[i]));
      const h = Math.min(measure(cells, REGULAR), BODY_BOTTOM - MARGIN.top - headHeight);
      if (this.y + h > BODY_BOTTOM) {
        this.newPage();
        drawRow(headers, BOLD, headHeight, COLOR.headFill);
      }
      drawRow(cells, REGULAR, h);
    }
    this.y += 10;
  }

  paragraphs(texts: string[]) {
    for (const p of texts) {
      this.font(REGULAR, SIZE.body);
      this.ensure(this.doc.currentLineHeight(true) * 2);
      // pdfkit flows a long paragraph on to the next pages by itself (the margins bound it).
      this.doc.text(p, MARGIN.left, this.y, { width: CONTENT_WIDTH, lineGap: 2, align: 'left' });
      this.y = this.doc.y + 6;
    }
    this.y += 4;
  }

  /** Header and footer of every page, drawn once the page count is known. */
  frame(spec: PdfDocumentSpec, generated: string) {
    const range = this.doc.bufferedPageRange();
    const brand = BRAND_NAME[spec.lang];
    const stamp = `${TEXTS.generated[spec.lang]} ${generated}`;
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      // Writing in the margins must not start a new page.
      const margins = this.doc.page.margins;
      this.doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
      this.font(BOLD, SIZE.header, COLOR.accent);
      this.doc.text(brand, MARGIN.left, 30, { width: CONTENT_WIDTH / 2, lineBreak: false });
      this.font(REGULAR, SIZE.header, COLOR.muted);
      this.doc.text(stamp, MARGIN.left + CONTENT_WIDTH / 2, 30, { width: CONTENT_WIDTH / 2, align: 'right', lineBreak: false });
      this.doc
        .lineWidth(0.5)
        .strokeColor(COLOR.rule)
        .moveTo(MARGIN.left, 46)
        .lineTo(PAGE.width - MARGIN.right, 46)
        .stroke();
      const footY = PAGE.height - 40;
      this.doc
        .moveTo(MARGIN.left, footY - 8)
        .lineTo(PAGE.width - MARGIN.right, footY - 8)
        .stroke();
      if (spec.footer) {
        this.font(REGULAR, SIZE.header, COLOR.muted);
        this.doc.text(spec.footer, MARGIN.left, footY, { width: CONTENT_WIDTH - 80, lineBreak: false, ellipsis: true });
      }
      this.font(REGULAR, SIZE.header, COLOR.muted);
      this.doc.text(`${i - range.start + 1} / ${range.count}`, PAGE.width - MARGIN.right - 80, footY, {
        width: 80,
        align: 'right',
        lineBreak: false,
      });
      this.doc.page.margins = margins;
    }
  }
}

/** Renders a document to the bytes of an A4 PDF with the Korean font embedded as a subset. */
export function renderDocumentPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  const f = pdfFonts();
  const generatedAt = spec.generatedAt ?? new Date();
  const doc = new PDFDocument({
    // No default font: pdfkit would parse Helvetica's metrics for every document; the layout sets its fonts.
    font: null as unknown as string,
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    lang: spec.lang === 'ko' ? 'ko-KR' : 'en',
    displayTitle: true,
    info: {
      Title: spec.title,
      Author: BRAND_NAME[spec.lang],
      Creator: BRAND_NAME[spec.lang],
      Producer: BRAND_NAME.en,
      CreationDate: generatedAt,
      ...(spec.subtitle ? { Subject: spec.subtitle } : {}),
      ...(spec.keywords ? { Keywords: spec.keywords } : {}),
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    // pdfkit takes a parsed fontkit font as a font source (its typings name only files and bytes).
    doc.registerFont(REGULAR, f[REGULAR] as unknown as Buffer);
    doc.registerFont(BOLD, f[BOLD] as unknown as Buffer);
    const layout = new Layout(doc);
    layout.title(spec.title, spec.subtitle);
    if (spec.meta?.length) layout.rows(spec.meta);
    for (const section of spec.sections) {
      layout.heading(section.heading, layout.leadOf(section));
      if (section.rows?.length) layout.rows(section.rows);
      if (section.table) layout.table(section.table);
      if (section.paragraphs?.length) layout.paragraphs(section.paragraphs);
    }
    layout.frame(spec, formatKoreaDateTime(generatedAt));
    doc.end();
  } catch (err) {
    doc.removeAllListeners('data');
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  }
  return done;
}
