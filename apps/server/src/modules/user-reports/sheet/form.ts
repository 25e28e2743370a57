import {
  REPORT_COLUMNS,
  REPORT_FILE_MAX_BYTES,
  REPORT_MAX_ROWS,
  REPORT_ROW_MAX_QUANTITY,
  reportColumnLetter,
  type TReportColumn,
  type TReportColumnKey,
  type TText,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import { setSafeCell } from '../../../platform/spreadsheet';
import { EXAMPLE_MARKER, formHeaderLabel } from './rows';

/**
 * The user report form: the first sheet holds the header row (both languages, a star on
 * the required columns), the example row (marked: skipped when read) and, for every row up to the row limit, the
 * code columns as in-cell choice lists (data validation lists over a hidden sheet of codes, the products among them)
 * and the quantity as a whole number; then the instructions sheet in both languages. Read back by readReportFile.
 */

export const FORM_SHEET = '사용자 리포트 (User report)';
export const INSTRUCTIONS_SHEET = '작성 방법 (Instructions)';
export const CODES_SHEET = '코드 목록 (Codes)';

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } };
const REQUIRED_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFEF3C7' } };
const BORDER: Partial<ExcelJS.Borders> = { bottom: { style: 'thin', color: { argb: 'FF9CA3AF' } } };
const EXAMPLE_FONT: Partial<ExcelJS.Font> = { italic: true, color: { argb: 'FF6B7280' } };
const WRAP: Partial<ExcelJS.Alignment> = { wrapText: true, vertical: 'top' };

const WIDTHS: Record<TReportColumnKey, number> = {
  provisionMethod: 24,
  useCategory: 20,
  accountNumber: 30,
  billingCode: 18,
  variableFeeItem: 28,
  productCode: 24,
  vendorProductName: 30,
  subscriberName: 30,
  subscriberId: 20,
  address: 40,
  city: 20,
  region: 22,
  country: 22,
  quantity: 14,
};

/** What each column holds, for the instructions sheet. */
const DESCRIPTIONS: Record<TReportColumnKey, TText> = {
  provisionMethod: { ko: '정보를 받는 방식입니다.', en: 'How the data is delivered.' },
  useCategory: { ko: '이용자 구분입니다.', en: 'The category of use.' },
  accountNumber: { ko: '고객 계좌번호입니다(있는 경우).', en: 'The customer’s account number, if any.' },
  billingCode: { ko: '귀사가 쓰는 과금 코드입니다(있는 경우).', en: 'Your own billing code, if any.' },
  variableFeeItem: { ko: '수량이 무엇을 세는지입니다.', en: 'What the quantity counts.' },
  productCode: { ko: '이용한 정보 상품의 코드입니다(아래 상품 목록).', en: 'The code of the product used (list below).' },
  vendorProductName: { ko: '벤더가 붙인 상품 이름입니다(있는 경우).', en: 'The vendor’s name for the product, if any.' },
  subscriberName: { ko: '가입자(이용자) 이름 또는 법인명입니다.', en: 'The subscriber’s (user’s) name or firm.' },
  subscriberId: { ko: '가입자 ID입니다(있는 경우).', en: 'The subscriber’s ID, if any.' },
  address: { ko: '가입자의 주소입니다.', en: 'The subscriber’s address.' },
  city: { ko: '시 또는 주입니다.', en: 'The city or state.' },
  region: { ko: '지역입니다.', en: 'The area or region.' },
  country: { ko: '두 글자 국가 코드(ISO 3166-1, 예: KR, US)입니다.', en: 'The two-letter country code (ISO 3166-1, e.g. KR, US).' },
  quantity: {
    ko: `1에서 ${REPORT_ROW_MAX_QUANTITY.toLocaleString('en-US')} 사이의 정수입니다.`,
    en: `A whole number from 1 to ${REPORT_ROW_MAX_QUANTITY.toLocaleString('en-US')}.`,
  },
};

const GENERAL: TText[] = [
  {
    ko: `첫 번째 시트의 2행부터 한 행에 한 건씩 입력합니다. 1행의 머리글은 바꾸거나 지우지 마세요.`,
    en: 'Enter one line of use per row on the first sheet, from row 2. Do not change or delete the headers in row 1.',
  },
  {
    ko: `* 표시가 있는 열은 필수입니다. 나머지 열은 비워 둘 수 있습니다.`,
    en: 'Columns marked * are required; the others may be left empty.',
  },
  {
    ko: `2행은 예시입니다. 가입자명이 “${EXAMPLE_MARKER}”로 시작하는 행은 읽지 않으니, 지우거나 그 위에 덮어써 주세요.`,
    en: `Row 2 is an example: a row whose subscriber name starts with “${EXAMPLE_MARKER}” is not read. Delete it or write over it.`,
  },
  {
    ko: '코드 열은 칸의 목록에서 고릅니다. 코드 대신 아래 표의 한국어 또는 영어 이름을 써도 됩니다.',
    en: 'Choose the code columns from the list in the cell; the Korean or English names of the table below are accepted too.',
  },
  {
    ko: '수식은 쓸 수 없습니다. 값을 직접 입력해 주세요. 수식이 든 칸은 계산 결과와 관계없이 오류로 표시됩니다.',
    en: 'Formulas are refused: type the values. A cell holding a formula is reported as an error, whatever it computes.',
  },
  {
    ko: `파일은 xlsx, xls 또는 CSV(UTF-8)로, ${REPORT_FILE_MAX_BYTES / (1024 * 1024)}MB 이하, 데이터 ${REPORT_MAX_ROWS.toLocaleString('en-US')}행까지 올릴 수 있습니다.`,
    en: `Upload an xlsx, xls or CSV (UTF-8) file of at most ${REPORT_FILE_MAX_BYTES / (1024 * 1024)} MB and ${REPORT_MAX_ROWS.toLocaleString('en-US')} data rows.`,
  },
  {
    ko: '신고는 이용한 달의 신고 기간(기본: 다음 달 1일부터 15일까지) 안에 제출합니다. 임시 저장은 언제든 할 수 있습니다.',
    en: 'Submit within the reporting window of the month of use (by default the 1st to the 15th of the following month); a draft can be saved at any time.',
  },
  {
    ko: '오류가 있으면 화면에 행·열·사유가 표시되고, 오류 칸을 표시한 파일을 내려받을 수 있습니다. 고친 뒤 다시 올려 주세요. 오류가 없는 파일만 저장됩니다.',
    en: 'Errors are listed by row, column and reason, and a copy of the file with the bad cells marked can be downloaded: fix them and upload again. Only a file without errors is stored.',
  },
];

/** The example row: a clean row but for its marked subscriber name. */
function exampleRow(productCode: string): Record<TReportColumnKey, string | number> {
  return {
    provisionMethod: 'DATAFEED',
    useCategory: '151',
    accountNumber: '110-22-333333',
    billingCode: '',
    variableFeeItem: 'USER',
    productCode,
    vendorProductName: '',
    subscriberName: `${EXAMPLE_MARKER} 홍길동`,
    subscriberId: 'hong01',
    address: '서울특별시 영등포구 여의대로 108',
    city: 'Seoul',
    region: 'Asia',
    country: 'KR',
    quantity: 1,
  };
}

const codeList = (column: TReportColumn, products: { code: string }[]): string[] =>
  column.kind === 'product' ? products.map((p) => p.code) : column.codes ? Object.keys(column.codes) : [];

export async function buildReportForm(products: { code: string; nameKo: string; nameEn: string }[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Portal';
  wb.created = new Date();

  // The first sheet: headers, the example row, the choice lists.
  const ws = wb.addWorksheet(FORM_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = REPORT_COLUMNS.map((c) => ({ width: WIDTHS[c.key] }));
  const header = ws.getRow(1);
  header.height = 32;
  REPORT_COLUMNS.forEach((c, i) => {
    setSafeCell(header.getCell(i + 1), `${formHeaderLabel(c.key)}${c.required ? ' *' : ''}`, {
      font: { bold: true },
      fill: c.required ? REQUIRED_FILL : HEADER_FILL,
      border: BORDER,
      alignment: { wrapText: true, vertical: 'middle' },
    });
  });
  const example = exampleRow(products[0]?.code ?? '');
  const exampleCells = ws.getRow(2);
  REPORT_COLUMNS.forEach((c, i) => setSafeCell(exampleCells.getCell(i + 1), example[c.key], { font: EXAMPLE_FONT }));

  // The sheets in their order: the instructions second (filled below), the lists the code columns choose from last.
  const help = wb.addWorksheet(INSTRUCTIONS_SHEET);
  const lists = wb.addWorksheet(CODES_SHEET, { state: 'hidden' });
  const lastRow = REPORT_MAX_ROWS + 2;
  const validations = (ws as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }).dataValidations;
  let listColumn = 0;
  for (const column of REPORT_COLUMNS) {
    const letter = reportColumnLetter(column.key);
    const codes = codeList(column, products);
    const range = `${letter}2:${letter}${lastRow}`;
    if (codes.length) {
      listColumn++;
      const listLetter = String.fromCharCode(64 + listColumn);
      setSafeCell(lists.getCell(1, listColumn), column.key);
      codes.forEach((code, i) => setSafeCell(lists.getCell(i + 2, listColumn), code));
      validations.add(range, {
        type: 'list',
        allowBlank: true,
        formulae: [`'${CODES_SHEET}'!$${listLetter}$2:$${listLetter}$${codes.length + 1}`],
        showErrorMessage: true,
        errorStyle: 'warning',
        errorTitle: `${column.label.ko} / ${column.label.en}`,
        error: '목록에서 골라 주세요. / Choose a value from the list.',
      });
    } else if (column.kind === 'quantity') {
      validations.add(range, {
        type: 'whole',
        operator: 'between',
        allowBlank: true,
        formulae: [1, REPORT_ROW_MAX_QUANTITY],
        showErrorMessage: true,
        errorStyle: 'stop',
        errorTitle: `${column.label.ko} / ${column.label.en}`,
        error: `1~${REPORT_ROW_MAX_QUANTITY.toLocaleString('en-US')} 사이의 정수 / A whole number from 1 to ${REPORT_ROW_MAX_QUANTITY.toLocaleString('en-US')}`,
      });
    }
  }

  // The instructions, in both languages.
  help.columns = [{ width: 34 }, { width: 20 }, { width: 12 }, { width: 56 }, { width: 60 }];
  let r = 1;
  const line = (values: (string | number)[], style?: Partial<ExcelJS.Style>) => {
    const row = help.getRow(r++);
    values.forEach((v, i) => setSafeCell(row.getCell(i + 1), v, { alignment: WRAP, ...style }));
    return row;
  };
  line(['사용자 리포트 작성 방법 / How to fill in the user report'], { font: { bold: true, size: 14 } });
  r++;
  for (const g of GENERAL) {
    help.mergeCells(r, 1, r, 5);
    line([`• ${g.ko}\n  ${g.en}`]).height = 36;
  }
  r++;
  line(['열 / Column', '머리글 코드 / Code', '필수 / Required', '내용 / Description', '코드와 뜻 / Codes and meanings'], {
    font: { bold: true },
    fill: HEADER_FILL,
  });
  for (const c of REPORT_COLUMNS) {
    const codes = c.codes ? Object.entries(c.codes).map(([code, label]) => `${code}: ${label.ko} / ${label.en}`) : [];
    if (c.kind === 'product') codes.push('아래 “정보 상품” 표 / See “Products” below');
    const extra = c.max ? `\n${c.max}자 이내 / At most ${c.max} characters` : '';
    const row = line([
      formHeaderLabel(c.key),
      c.key,
      c.required ? '예 / Yes' : '아니요 / No',
      `${DESCRIPTIONS[c.key].ko}\n${DESCRIPTIONS[c.key].en}${extra}`,
      codes.join('\n'),
    ]);
    row.height = Math.max(32, 15 * Math.max(codes.length, extra ? 3 : 2));
  }
  r++;
  line(['정보 상품 / Products'], { font: { bold: true } });
  line(['상품 코드 / Product code', '', '', '상품명', 'Product name'], { font: { bold: true }, fill: HEADER_FILL });
  for (const p of products) line([p.code, '', '', p.nameKo, p.nameEn]);

  return Buffer.from(await wb.xlsx.writeBuffer());
}
