import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { REPORT_COLUMNS, reportCellMessage } from '@portal/contract';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { englishHeader, PRODUCT_CODES, rowValues, tempDir, xlsxOf } from '../../../../test/report-files';
import { quotePrefixedCells } from '../../../../test/spreadsheet';
import { buildReportForm, CODES_SHEET, ERRORS_SHEET, FORM_SHEET, INSTRUCTIONS_SHEET, readReportFile, writeMarkedCopy } from './index';

const tmp = tempDir();
afterAll(() => tmp.remove());

const PRODUCTS = [
  { code: 'KSP-RT-L1', nameKo: '유가증권시장 실시간 시세(Level 1)', nameEn: 'KOSPI real-time (Level 1)' },
  { code: 'KSP-RT-L2', nameKo: '유가증권시장 실시간 10단계 호가', nameEn: 'KOSPI real-time 10-level book' },
  { code: 'KSP-DL', nameKo: '=수상한 이름', nameEn: '@Odd name' },
];

const load = async (bytes: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb;
};

describe('buildReportForm', () => {
  it('has the bilingual header, the example row, choice lists, a frozen header and the instructions sheet', async () => {
    const bytes = await buildReportForm(PRODUCTS);
    const wb = await load(bytes);
    expect(wb.worksheets.map((w) => w.name)).toEqual([FORM_SHEET, INSTRUCTIONS_SHEET, CODES_SHEET]);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe('제공 방식 / Provision method *');
    expect(ws.getRow(1).getCell(3).value).toBe('고객 계좌번호 / Customer account number');
    expect(String(ws.getRow(2).getCell(8).value)).toMatch(/^\[예시 \/ Example\]/);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getColumn(10).width).toBe(40);
    const dv = ws.getCell('A5').dataValidation;
    expect(dv).toMatchObject({ type: 'list', formulae: [`'${CODES_SHEET}'!$A$2:$A$3`] });
    expect(ws.getCell('F100001').dataValidation).toMatchObject({ type: 'list', formulae: [`'${CODES_SHEET}'!$D$2:$D$4`] });
    expect(ws.getCell('N7').dataValidation).toMatchObject({ type: 'whole', formulae: [1, 1_000_000] });
    const codes = wb.getWorksheet(CODES_SHEET)!;
    expect(codes.state).toBe('hidden');
    expect(codes.getColumn(4).values.slice(1)).toEqual(['productCode', 'KSP-RT-L1', 'KSP-RT-L2', 'KSP-DL']);
    const help = wb.getWorksheet(INSTRUCTIONS_SHEET)!;
    const text: string[] = [];
    help.eachRow((row) => row.eachCell((cell) => text.push(String(cell.value))));
    const all = text.join('\n');
    for (const needle of [
      '10MB',
      '10 MB',
      '수식은 쓸 수 없습니다',
      'Formulas are refused',
      '15일',
      '15th',
      'DATAFEED: 데이터피드 / Datafeed',
      '151',
      '예 / Yes',
      '유가증권시장 실시간 시세(Level 1)',
    ]) {
      expect(all).toContain(needle);
    }
    // A product name that looks like a formula is text, marked as such.
    const zip = await JSZip.loadAsync(bytes);
    expect(await zip.file('xl/worksheets/sheet2.xml')!.async('string')).not.toContain('<f>');
  });

  it('read back as it is: no data rows (the example row is skipped); filled in: clean', async () => {
    const empty = await readReportFile(tmp.file('form.xlsx', await buildReportForm(PRODUCTS)), 'form.xlsx', {
      productCodes: PRODUCT_CODES,
    });
    expect(empty.fileError).toEqual({ code: 'URF1N4002' });

    // Filled by another program (SheetJS here: exceljs would expand the 100,000-row choice lists cell by cell).
    const wb = XLSX.read(await buildReportForm(PRODUCTS), { type: 'buffer' });
    const rows = [
      rowValues(),
      rowValues({ provisionMethod: '단말기', useCategory: '155', variableFeeItem: 'Calculated indices', quantity: 12 }),
    ];
    XLSX.utils.sheet_add_aoa(wb.Sheets[wb.SheetNames[0]!]!, rows, { origin: 'A3' });
    const filled = tmp.file('filled.xlsx', XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    const r = await readReportFile(filled, 'filled.xlsx', { productCodes: PRODUCT_CODES });
    expect(r.fileError).toBeUndefined();
    expect(r.issues).toEqual([]);
    expect(r.rowCount).toBe(2);
    expect(r.rows[1]).toMatchObject({ provisionMethod: 'TERMINAL', useCategory: '155', variableFeeItem: 'INDEX', quantity: 12 });
  });
});

describe('writeMarkedCopy', () => {
  it('copies the sheet with every bad cell filled and noted, and lists the issues; read back, the same issues', async () => {
    const source = tmp.file(
      'bad.xlsx',
      await xlsxOf([
        englishHeader(),
        rowValues(),
        rowValues({ productCode: 'NOPE', quantity: { formula: 'B2*2', result: 302 } }),
        rowValues({ subscriberName: '=cmd|" /C calc"!A0', country: 'Korea' }),
      ]),
    );
    const r = await readReportFile(source, 'bad.xlsx', { productCodes: PRODUCT_CODES });
    expect(r.issues).toHaveLength(4);
    for (const lang of ['ko', 'en'] as const) {
      const out = tmp.path(`marked-${lang}.xlsx`);
      await writeMarkedCopy(source, 'bad.xlsx', r.issues, lang, out);
      const bytes = readFileSync(out);
      const wb = await load(bytes);
      expect(wb.worksheets.map((w) => w.name)).toEqual([FORM_SHEET, ERRORS_SHEET]);
      const ws = wb.worksheets[0]!;
      expect(ws.getCell('A1').value).toBe('Provision method');
      const product = ws.getCell('F3');
      expect(product.value).toBe('NOPE');
      expect(product.fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } });
      const note = product.note as string | { texts: { text: string }[] };
      const noteText = typeof note === 'string' ? note : note.texts.map((t) => t.text).join('');
      expect(noteText).toBe(reportCellMessage({ column: 'productCode', code: 'product' }, lang));
      expect(ws.getCell('A3').fill).toBeUndefined();
      // No formula anywhere in the copy: the upload's formula and formula-like text are quote-prefixed text.
      const zip = await JSZip.loadAsync(bytes);
      for (const name of Object.keys(zip.files).filter((n) => n.startsWith('xl/worksheets/sheet'))) {
        expect(await zip.file(name)!.async('string')).not.toMatch(/<f[ >]/);
      }
      const marked = await quotePrefixedCells(bytes);
      expect(marked.get('N3')).toBe('=B2*2');
      expect(marked.get('H4')).toBe('=cmd|" /C calc"!A0');
      const list = wb.worksheets[1]!;
      expect(list.getRow(1).values).toEqual([
        undefined,
        ...(lang === 'ko' ? ['행', '열', '항목', '사유'] : ['Row', 'Column', 'Item', 'Reason']),
      ]);
      expect(list.getRow(2).values).toEqual([undefined, 3, 'F', REPORT_COLUMNS[5]!.label[lang], reportCellMessage(r.issues[0]!, lang)]);
      expect(list.rowCount).toBe(5);
      // Uploaded again as it is, the copy holds the same issues.
      const again = await readReportFile(out, 'marked.xlsx', { productCodes: PRODUCT_CODES });
      expect(again.issues.map((i) => [i.row, i.column])).toEqual(r.issues.map((i) => [i.row, i.column]));
    }
  });

  it('marks a CSV upload into an xlsx copy', async () => {
    const csv = `${englishHeader().join(',')}\n${rowValues({ useCategory: '999' }).join(',')}\n`;
    const source = tmp.file('bad.csv', csv);
    const r = await readReportFile(source, 'bad.csv', { productCodes: PRODUCT_CODES });
    expect(r.issues).toEqual([{ row: 2, column: 'useCategory', code: 'code' }]);
    const out = tmp.path('marked-csv.xlsx');
    await writeMarkedCopy(source, 'bad.csv', r.issues, 'ko', out);
    const ws = (await load(readFileSync(out))).worksheets[0]!;
    expect(ws.getCell('B2').value).toBe('999');
    expect(ws.getCell('B2').fill).toMatchObject({ fgColor: { argb: 'FFFFC7CE' } });
  });
});
