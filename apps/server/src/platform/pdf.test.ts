import { createHash } from 'node:crypto';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './crypto';
import { pdfFonts, renderDocumentPdf, type PdfDocumentSpec, type PdfField } from './pdf';

interface ReadBack {
  pages: string[];
  /** Text items with their horizontal extent, per page. */
  items: { str: string; x: number; width: number }[][];
  pageWidth: number;
  info: Record<string, unknown>;
}

/** Reads a PDF back with pdf.js (as a reader would): every page's text, and where it stands. */
async function readBack(bytes: Buffer): Promise<ReadBack> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    const items: ReadBack['items'] = [];
    let pageWidth = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      pageWidth = page.view[2];
      const content = await page.getTextContent();
      const texts = content.items.filter((i) => 'str' in i) as { str: string; transform: number[]; width: number; hasEOL: boolean }[];
      pages.push(texts.map((i) => i.str + (i.hasEOL ? '\n' : '')).join(''));
      items.push(texts.map((i) => ({ str: i.str, x: i.transform[4], width: i.width })));
    }
    const meta = await pdf.getMetadata();
    return { pages, items, pageWidth, info: meta.info as Record<string, unknown> };
  } finally {
    await pdf.destroy();
  }
}

const squash = (s: string) => s.replace(/\s+/g, '');

const orderRows = (n: number): PdfField[] =>
  Array.from({ length: n }, (_, i) => ({
    label: `항목 ${i + 1}`,
    value: `알파증권 데이터 이용 내용 ${i + 1} (Alpha Securities data use ${i + 1})`,
  }));

const AT = new Date('2026-07-01T00:00:00Z'); // 09:00 in Korea

const orderForm = (lang: 'ko' | 'en', rows: number): PdfDocumentSpec => ({
  title: lang === 'ko' ? '정보이용 주문서' : 'Order form',
  subtitle: 'ORD-2026-000123',
  lang,
  generatedAt: AT,
  meta: [
    { label: lang === 'ko' ? '회사' : 'Company', value: '알파증권 (Alpha Securities)' },
    { label: lang === 'ko' ? '담당자' : 'Contact', value: '김민준' },
  ],
  sections: [
    { heading: lang === 'ko' ? '주문 정보' : 'Order', rows: orderRows(rows) },
    {
      heading: lang === 'ko' ? '정보상품' : 'Products',
      table: {
        columns: [{ header: 'Code' }, { header: lang === 'ko' ? '상품명' : 'Product', width: 3 }, { header: 'KRW', align: 'right' }],
        rows: [
          ['KSP-RT-L1', '유가증권시장 실시간 시세(Level 1)', '1,200,000'],
          ['KSQ-RT-L1', '코스닥시장 실시간 시세(Level 1)', '1,000,000'],
        ],
      },
    },
    { heading: lang === 'ko' ? '특약 사항' : 'Special conditions', paragraphs: ['요금은 부가가치세 별도입니다. Fees exclude VAT.'] },
  ],
  footer: 'ORD-2026-000123',
});

describe('renderDocumentPdf', () => {
  it('writes Korean and English text that a PDF reader reads back, with the header and page numbers', async () => {
    const bytes = await renderDocumentPdf(orderForm('ko', 30));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await readBack(bytes);
    expect(doc.pages).toHaveLength(2);
    const all = squash(doc.pages.join(''));
    for (const text of [
      '정보이용 주문서',
      '알파증권 (Alpha Securities)',
      '김민준',
      '유가증권시장 실시간 시세(Level 1)',
      '요금은 부가가치세 별도입니다. Fees exclude VAT.',
    ])
      expect(all).toContain(squash(text));
    for (const [i, page] of doc.pages.entries()) {
      const text = squash(page);
      expect(text).toContain('한국시장데이터고객포털');
      expect(text).toContain('생성일시2026-07-0109:00KST');
      expect(text).toContain(`${i + 1}/2`);
    }
    expect(doc.info.Title).toBe('정보이용 주문서');
  });

  it('speaks English in an English document', async () => {
    const doc = await readBack(await renderDocumentPdf(orderForm('en', 5)));
    expect(doc.pages).toHaveLength(1);
    const text = squash(doc.pages[0]);
    expect(text).toContain('KRXMarketDataCustomerPortal');
    expect(text).toContain('Generated2026-07-0109:00KST');
    expect(text).toContain('1/1');
    expect(text).toContain(squash('Special conditions'));
  });

  it('embeds the Korean font as a subset and stays small', async () => {
    const bytes = await renderDocumentPdf(orderForm('ko', 30));
    const raw = bytes.toString('latin1');
    // A subset font is named with a six-letter tag; only subsets are embedded (FontFile2: TrueType outlines).
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansKR-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansKR-Bold/);
    expect(raw).not.toMatch(/\/BaseFont \/NotoSansKR/);
    expect(raw).toContain('/FontFile2');
    expect(raw).toContain('/ToUnicode');
    expect(bytes.length).toBeLessThan(200 * 1024);
  });

  it('breaks pages: a long document runs to three pages, numbered, its table header repeated', async () => {
    const spec: PdfDocumentSpec = {
      title: '계약 목록',
      lang: 'ko',
      generatedAt: AT,
      sections: [
        { heading: '개요', rows: orderRows(20) },
        {
          heading: '계약 상품',
          table: {
            columns: [{ header: '번호' }, { header: '상품명', width: 4 }],
            rows: Array.from({ length: 60 }, (_, i) => [String(i + 1), `코스피 200 지수 실시간 ${i + 1}`]),
          },
        },
      ],
    };
    const doc = await readBack(await renderDocumentPdf(spec));
    expect(doc.pages).toHaveLength(3);
    doc.pages.forEach((page, i) => expect(squash(page)).toContain(`${i + 1}/3`));
    // The table continues on the next pages under its header row.
    const headed = doc.pages.filter((p) => squash(p).includes('번호상품명'));
    expect(headed.length).toBeGreaterThanOrEqual(2);
    expect(squash(doc.pages[2])).toContain('코스피200지수실시간60');
  });

  it('keeps a section heading on the page of what follows it, never alone at the foot of a page', async () => {
    // The order form's sections after a varying amount of rows, so the next heading falls at every height of page 1's
    // foot; the next section opens with a tall row (a long, wrapped value) that did not fit the fixed room kept before.
    const tall = '주문 내용 설명 (a long wrapped description of the data use) '.repeat(12);
    let checked = 0;
    for (let n = 14; n <= 30; n++) {
      const spec: PdfDocumentSpec = {
        ...orderForm('ko', n),
        sections: [
          { heading: '주문 정보', rows: orderRows(n) },
          { heading: '이용 목적', rows: [{ label: '목적 설명', value: tall }, ...orderRows(2)] },
          { heading: '정보상품', table: { columns: [{ header: 'Code' }, { header: '상품명' }], rows: [['KSP-RT-L1', tall]] } },
        ],
      };
      const { pages } = await readBack(await renderDocumentPdf(spec));
      for (const [heading, follower] of [
        ['이용목적', '목적설명'],
        ['정보상품', 'KSP-RT-L1'],
      ]) {
        const at = pages.findIndex((p) => squash(p).includes(heading));
        expect(at, `${heading} after ${n} rows`).toBeGreaterThanOrEqual(0);
        expect(squash(pages[at]).includes(follower), `${heading} after ${n} rows is alone on page ${at + 1}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBe(34);
  }, 60_000);

  it('wraps long values inside the page, even a long word', async () => {
    const long = 'https://data.example/'.concat('a'.repeat(300));
    const spec: PdfDocumentSpec = {
      title: 'Wrap',
      lang: 'en',
      sections: [
        {
          heading: 'Values',
          rows: [
            { label: 'Address', value: '서울특별시 영등포구 여의대로 108 '.repeat(12) },
            { label: 'URL', value: long },
          ],
        },
      ],
    };
    const doc = await readBack(await renderDocumentPdf(spec));
    const right = doc.pageWidth - 50 + 1;
    for (const item of doc.items[0]) expect(item.x + item.width, item.str).toBeLessThanOrEqual(right);
    expect(squash(doc.pages[0])).toContain(long);
  });

  it('shows a dash for an empty value, and reads its fonts once per process', async () => {
    const doc = await readBack(
      await renderDocumentPdf({ title: 'Empty', lang: 'en', sections: [{ heading: 'S', rows: [{ label: 'Memo', value: '' }] }] }),
    );
    expect(squash(doc.pages[0])).toContain('Memo-');
    expect(pdfFonts()).toBe(pdfFonts());
  });

  it('lays out a document the same way each time (the word layouts kept across documents stay intact)', async () => {
    const spec = orderForm('ko', 12);
    const first = await readBack(await renderDocumentPdf(spec));
    await renderDocumentPdf(orderForm('en', 30));
    const again = await readBack(await renderDocumentPdf(spec));
    expect(again.pages).toEqual(first.pages);
    expect(again.items).toEqual(first.items);
  });

  it('reads back accented Latin, symbols and full-width characters', async () => {
    const text = 'Société Générale ※ ①② “quoted” — 100% ＡＢＣ 가나다';
    const doc = await readBack(await renderDocumentPdf({ title: 'Symbols', lang: 'en', sections: [{ heading: 'S', paragraphs: [text] }] }));
    expect(squash(doc.pages[0])).toContain(squash(text));
  });

  it('digests the bytes with sha256Hex', async () => {
    const bytes = await renderDocumentPdf(orderForm('en', 1));
    expect(sha256Hex(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(sha256Hex(bytes)).toMatch(/^[0-9a-f]{64}$/);
  });
});
