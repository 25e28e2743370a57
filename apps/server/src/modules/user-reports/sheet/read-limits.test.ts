import { statSync, writeFileSync } from 'node:fs';
import { REPORT_FILE_MAX_BYTES } from '@portal/contract';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import {
  englishHeader,
  entriesOf,
  fillEntry,
  PRODUCT_CODES,
  rowValues,
  tempDir,
  xlsxOf,
  zipEntry,
  zipOf,
} from '../../../../test/report-files';
import { SheetReaderPool } from './pool';
import { readReportFile } from './read';
import { REPORT_MAX_XML_RUN, XmlRunGuard, XmlRunLimitError } from './xml-guard';

/** Inflating files against the reader: the XML run guard, the per-part inflation cap, and the reader threads' limits. */

const tmp = tempDir();
afterAll(() => tmp.remove());

async function through(text: string[], limit = 16): Promise<string> {
  let out = '';
  for await (const chunk of Readable.from(text).pipe(new XmlRunGuard(limit))) out += String(chunk);
  return out;
}
const refuses = (text: string[], limit = 16) => expect(through(text, limit)).rejects.toBeInstanceOf(XmlRunLimitError);

describe('XmlRunGuard', () => {
  it('passes markup whose every run is short, unchanged, across chunk boundaries', async () => {
    const xml = ['<?xml v="1"?><a x="1 > 2">', 'text<!-- a <b> -->', '<![CDATA[ <x> ]]><b/>', '</a>'];
    expect(await through(xml)).toBe(xml.join(''));
  });

  it('refuses a long text, attribute, comment, CDATA or instruction as soon as it passes the limit', async () => {
    await refuses(['<a>', ' '.repeat(10), ' '.repeat(10), '</a>']);
    // A '>' in text never restarts the count; neither does a '<' or '>' inside a comment or an attribute value.
    await refuses(['<a>', '>'.repeat(20), '</a>']);
    await refuses(['<a b="', '<><>'.repeat(5), '"/>']);
    await refuses(['<!--', '<><>'.repeat(5), '-->']);
    await refuses(['<![CDATA[', '>'.repeat(20), ']]>']);
    await refuses(['<?pi ', 'x'.repeat(20), '?>']);
  });
});

describe('an xlsx whose parts inflate too much', () => {
  it('refuses a 300 MB run of spaces at the guard, before the parser holds it (URF1N4154)', async () => {
    const parts = await entriesOf(await xlsxOf([englishHeader(), rowValues()]));
    const sheet = await fillEntry('xl/worksheets/sheet1.xml', 300, { byte: 0x20, prefix: '<worksheet><sheetData>', declaredSize: 2048 });
    const file = tmp.file('spaces.xlsx', zipOf([...parts.filter((p) => p.name !== sheet.name), sheet]));
    const heapBefore = process.memoryUsage().heapUsed;
    const r = await readReportFile(file, 'spaces.xlsx', { productCodes: PRODUCT_CODES });
    expect(r.fileError).toEqual({
      code: 'URF1N4154',
      params: { max: REPORT_MAX_XML_RUN.toLocaleString('en-US'), fileName: 'spaces.xlsx' },
    });
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(100 * 1024 * 1024);
  }, 60_000);

  it('refuses a part that inflates over 100 times its stored size past 1 MB, short runs and all (URF1N4153)', async () => {
    const parts = await entriesOf(await xlsxOf([englishHeader(), rowValues()]));
    const cells = '<c r="A2"/>'.repeat(2_000_000);
    const sheet = zipEntry('xl/worksheets/sheet1.xml', `<worksheet><sheetData><row r="2">${cells}</row></sheetData></worksheet>`);
    expect(sheet.size / sheet.deflated.length).toBeGreaterThan(100);
    const file = tmp.file('dense.xlsx', zipOf([...parts.filter((p) => p.name !== sheet.name), sheet]));
    const r = await readReportFile(file, 'dense.xlsx', { productCodes: PRODUCT_CODES });
    expect(r.fileError?.code).toBe('URF1N4153');
    // The part's own limit: 100 times its stored size (in MB, rounded up), far under the file's 200 MB.
    expect(r.fileError?.params?.max).toBe(Math.ceil((sheet.deflated.length * 100) / (1024 * 1024)));
  }, 60_000);
});

describe('the reader threads', () => {
  const csvOf = (count: number) =>
    [englishHeader(), ...Array.from({ length: count }, (_, i) => rowValues({ subscriberId: `S${i}` }))]
      .map((r) => r.map((v) => String(v ?? '')).join(','))
      .join('\n');

  it('refuse a file that needs more memory than a thread has (URF1N4155), and read the next file in a new thread', async () => {
    // Measured: a small file reads in a 24 MB thread (not in 16); 60,000 rows need about 48 MB, so 72,000 rows (the most
    // that fit in the 10 MB file limit) need about 58 MB. A 32 MB thread sits with a margin on both sides.
    const pool = new SheetReaderPool({ resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 } });
    try {
      const big = tmp.path('big.csv');
      writeFileSync(big, csvOf(72_000));
      expect(statSync(big).size).toBeLessThan(REPORT_FILE_MAX_BYTES);
      const r = await pool.readReportFile(big, 'big.csv', { productCodes: PRODUCT_CODES });
      expect(r.fileError).toEqual({ code: 'URF1N4155', params: { fileName: 'big.csv' } });
      const small = await pool.readReportFile(tmp.file('small.csv', csvOf(2)), 'small.csv', { productCodes: PRODUCT_CODES });
      expect(small).toMatchObject({ rowCount: 2, issues: [] });
    } finally {
      await pool.close();
    }
  }, 180_000);

  it('read a few files at once and one per company at a time; the others wait in order, another company passing', async () => {
    const pool = new SheetReaderPool({ atOnce: 2, perCompany: 1 });
    try {
      const file = tmp.file('one.csv', csvOf(1));
      const order: string[] = [];
      const read = (name: string, companyId: number) =>
        pool.readReportFile(file, 'one.csv', { productCodes: PRODUCT_CODES, companyId, onStart: () => order.push(name) });
      expect(pool.wouldWait(1)).toBe(false);
      const a1 = read('a1', 1);
      expect(pool.wouldWait(1)).toBe(true);
      expect(pool.wouldWait(2)).toBe(false);
      const a2 = read('a2', 1);
      const a3 = read('a3', 1);
      const b1 = read('b1', 2);
      expect(pool.load).toEqual({ running: 2, waiting: 2 });
      expect(pool.wouldWait(3)).toBe(true);
      const results = await Promise.all([a1, a2, a3, b1]);
      for (const r of results) expect(r.rowCount).toBe(1);
      // Company 2 was not held behind company 1's queue; company 1's files went in the order sent.
      expect(order.slice(0, 2)).toEqual(['a1', 'b1']);
      expect(order.filter((n) => n.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
      expect(pool.load).toEqual({ running: 0, waiting: 0 });
    } finally {
      await pool.close();
    }
  }, 180_000);
});
