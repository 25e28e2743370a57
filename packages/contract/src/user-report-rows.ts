import { z } from 'zod';
import { USE_CATEGORIES, USE_CATEGORY_LABELS, type TCurrency, type TUseCategory } from './catalogue';
import type { TLanguage } from './common';
import { resolveParticles } from './korean';
import type { TText } from './workflow';

/**
 * The detail rows of a monthly user report (spec 2 section 3 "User report"). One definition of the columns
 * (their order, labels in both languages, code lists, limits) serves every channel: the xlsx form and its upload, the
 * CSV upload, the manual-entry grid, the reporting API and the stored rows. `checkReportRow` is the one rule of a row:
 * the server refuses with its issues (by row and column, in the request's language), the grid marks cells with them.
 */

export const PROVISION_METHOD_LABELS = {
  DATAFEED: { ko: '데이터피드', en: 'Datafeed' },
  TERMINAL: { ko: '단말기', en: 'Terminal' },
} as const satisfies Record<string, TText>;
export type TProvisionMethod = keyof typeof PROVISION_METHOD_LABELS;
export const PROVISION_METHODS = Object.keys(PROVISION_METHOD_LABELS) as [TProvisionMethod, ...TProvisionMethod[]];

/** The unit a row's quantity counts (the variable fee item). */
export const VARIABLE_FEE_ITEM_LABELS = {
  TERMINAL: { ko: '단말기 수', en: 'Terminals' },
  USER: { ko: '사용자 수', en: 'Users' },
  ACCOUNT: { ko: '계좌 수', en: 'Accounts' },
  INDEX: { ko: '산출 지수 수', en: 'Calculated indices' },
} as const satisfies Record<string, TText>;
export type TVariableFeeItem = keyof typeof VARIABLE_FEE_ITEM_LABELS;
export const VARIABLE_FEE_ITEMS = Object.keys(VARIABLE_FEE_ITEM_LABELS) as [TVariableFeeItem, ...TVariableFeeItem[]];

export const REPORT_ROW_MAX_QUANTITY = 1_000_000;
/** The most rows one report holds (any channel). */
export const REPORT_MAX_ROWS = 100_000;
/** Report files (spec 2 section 9): xlsx, xls or (beyond the specification) csv, at most 10 MB. */
export const REPORT_FILE_EXTENSIONS = ['xlsx', 'xls', 'csv'] as const;
export const REPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The largest JSON body of a report's rows (creating or saving a draft from the grid, up to REPORT_MAX_ROWS rows of
 * about 300 bytes each); other calls keep the platform's 1 MB.
 */
export const REPORT_ROWS_BODY_MAX_BYTES = 40 * 1024 * 1024;

type TColumnKind = 'code' | 'text' | 'country' | 'quantity' | 'product';

export interface TReportColumn {
  key: TReportColumnKey;
  label: TText;
  required: boolean;
  kind: TColumnKind;
  /** Longest text in characters (text columns). */
  max?: number;
  /** The codes a code column takes, with their labels. */
  codes?: Readonly<Record<string, TText>>;
}

/** The columns in the order of the form, the CSV header, the grid and the details table. */
export const REPORT_COLUMN_KEYS = [
  'provisionMethod',
  'useCategory',
  'accountNumber',
  'billingCode',
  'variableFeeItem',
  'productCode',
  'vendorProductName',
  'subscriberName',
  'subscriberId',
  'address',
  'city',
  'region',
  'country',
  'quantity',
] as const;
export type TReportColumnKey = (typeof REPORT_COLUMN_KEYS)[number];

export const REPORT_COLUMNS: readonly TReportColumn[] = [
  {
    key: 'provisionMethod',
    label: { ko: '제공 방식', en: 'Provision method' },
    required: true,
    kind: 'code',
    codes: PROVISION_METHOD_LABELS,
  },
  { key: 'useCategory', label: { ko: '이용 구분', en: 'Use category' }, required: true, kind: 'code', codes: USE_CATEGORY_LABELS },
  { key: 'accountNumber', label: { ko: '고객 계좌번호', en: 'Customer account number' }, required: false, kind: 'text', max: 50 },
  { key: 'billingCode', label: { ko: '과금 코드', en: 'Billing code' }, required: false, kind: 'text', max: 30 },
  {
    key: 'variableFeeItem',
    label: { ko: '변동 요금 항목', en: 'Variable fee item' },
    required: true,
    kind: 'code',
    codes: VARIABLE_FEE_ITEM_LABELS,
  },
  { key: 'productCode', label: { ko: '상품 코드', en: 'Product code' }, required: true, kind: 'product' },
  { key: 'vendorProductName', label: { ko: '벤더 상품명', en: 'Vendor product name' }, required: false, kind: 'text', max: 100 },
  { key: 'subscriberName', label: { ko: '가입자명', en: 'Subscriber name' }, required: true, kind: 'text', max: 100 },
  { key: 'subscriberId', label: { ko: '가입자 ID', en: 'Subscriber ID' }, required: false, kind: 'text', max: 50 },
  { key: 'address', label: { ko: '주소', en: 'Address' }, required: false, kind: 'text', max: 200 },
  { key: 'city', label: { ko: '시/주', en: 'City or state' }, required: false, kind: 'text', max: 100 },
  { key: 'region', label: { ko: '지역', en: 'Area or region' }, required: false, kind: 'text', max: 100 },
  { key: 'country', label: { ko: '국가 코드', en: 'Country code' }, required: true, kind: 'country' },
  { key: 'quantity', label: { ko: '수량', en: 'Quantity' }, required: true, kind: 'quantity' },
];

export const reportColumn = (key: TReportColumnKey): TReportColumn => REPORT_COLUMNS.find((c) => c.key === key)!;

const noNul = (s: string) => !s.includes('\u0000');
const text = (max: number) => z.string().trim().max(max).refine(noNul);

/** A clean row, as stored and as the API takes it. */
export const ZUserReportRow = z.object({
  provisionMethod: z.enum(PROVISION_METHODS),
  useCategory: z.enum(USE_CATEGORIES),
  accountNumber: text(50).default(''),
  billingCode: text(30).default(''),
  variableFeeItem: z.enum(VARIABLE_FEE_ITEMS),
  productCode: text(30).min(1),
  vendorProductName: text(100).default(''),
  subscriberName: text(100).min(1),
  subscriberId: text(50).default(''),
  address: text(200).default(''),
  city: text(100).default(''),
  region: text(100).default(''),
  /** ISO 3166-1 alpha-2, upper case. */
  country: z.string().regex(/^[A-Z]{2}$/),
  quantity: z.number().int().min(1).max(REPORT_ROW_MAX_QUANTITY),
});
export type TUserReportRow = z.infer<typeof ZUserReportRow>;
export type TUserReportRowInput = z.input<typeof ZUserReportRow>;

/** A row as entered (grid, draft, file cell values before checking): every cell may be empty or wrong. */
export const ZUserReportDraftRow = z.object(
  Object.fromEntries(
    REPORT_COLUMN_KEYS.map((k) => [k, z.union([z.string().max(1000).refine(noNul), z.number(), z.null()]).optional()]),
  ) as Record<TReportColumnKey, z.ZodOptional<z.ZodUnion<[z.ZodString, z.ZodNumber, z.ZodNull]>>>,
);
export type TUserReportDraftRow = z.infer<typeof ZUserReportDraftRow>;

/** What can be wrong with a cell. */
export const REPORT_CELL_ISSUES = ['required', 'code', 'tooLong', 'integer', 'range', 'formula', 'product', 'country', 'nul'] as const;
export type TReportCellIssueCode = (typeof REPORT_CELL_ISSUES)[number];

export interface TReportCellIssue {
  /** 1-based row number as the customer sees it (the spreadsheet's row, the grid's row). */
  row: number;
  column: TReportColumnKey;
  code: TReportCellIssueCode;
}

const CELL_MESSAGES: Record<TReportCellIssueCode, TText> = {
  required: { ko: '{item}을(를) 입력해 주세요.', en: '{item} is required.' },
  code: { ko: '{item}은(는) 목록에 있는 값 중에서 골라 주세요: {choices}', en: 'Choose {item} from the list: {choices}' },
  tooLong: { ko: '{item}은(는) {max}자 이내로 입력해 주세요.', en: 'Enter {item} in at most {max} characters.' },
  integer: { ko: '{item}은(는) 정수로 입력해 주세요.', en: 'Enter {item} as a whole number.' },
  range: { ko: '{item}은(는) {min}에서 {max} 사이로 입력해 주세요.', en: 'Enter {item} between {min} and {max}.' },
  formula: { ko: '{item}에 수식을 넣을 수 없습니다. 값을 입력해 주세요.', en: '{item} cannot hold a formula: enter the value.' },
  product: { ko: '{item}이(가) 정보 상품 목록에 없습니다.', en: '{item} is not a product of the catalogue.' },
  country: { ko: '{item}은(는) 두 글자 국가 코드(예: KR)로 입력해 주세요.', en: 'Enter {item} as a two-letter country code (e.g. KR).' },
  nul: { ko: '{item}에 사용할 수 없는 문자가 있습니다.', en: '{item} holds a character that is not allowed.' },
};

/** The message of a cell issue in a language, the column named with the right Korean particle. */
export function reportCellMessage(issue: Pick<TReportCellIssue, 'column' | 'code'>, lang: TLanguage): string {
  const column = reportColumn(issue.column);
  const item = column.label[lang];
  const choices = column.codes ? Object.keys(column.codes).join(', ') : '';
  const params: Record<string, string> = {
    choices,
    max: String(column.kind === 'quantity' ? REPORT_ROW_MAX_QUANTITY.toLocaleString('en-US') : (column.max ?? '')),
    min: '1',
  };
  const filled = CELL_MESSAGES[issue.code][lang].replace('{item}', item).replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');
  return lang === 'ko' ? resolveParticles(filled) : filled;
}

/** "3행 제품 코드: …" / "Row 3, Product code: …". */
export function reportCellLocation(issue: Pick<TReportCellIssue, 'row' | 'column'>, lang: TLanguage): string {
  const item = reportColumn(issue.column).label[lang];
  return lang === 'ko' ? `${issue.row}행 ${item}` : `Row ${issue.row}, ${item}`;
}

/** The spreadsheet column letter of a column key (A for the first). */
export const reportColumnLetter = (key: TReportColumnKey): string => String.fromCharCode(65 + REPORT_COLUMN_KEYS.indexOf(key));

/** Text that a spreadsheet would run as a formula (a leading =, @, + or -, as OWASP's CSV-injection rule reads). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Checks one row as entered. `cells` holds the raw values (strings, numbers, null); `formulas` names the columns
 * whose cell held a formula in a file. A code may be given by its code or by its label in either language (a form
 * filled by hand in Korean). Answers the clean row, or the issues (at most one per column).
 */
export function checkReportRow(
  cells: Partial<Record<TReportColumnKey, unknown>>,
  row: number,
  ctx: { productCodes: ReadonlySet<string>; formulas?: ReadonlySet<TReportColumnKey> },
): { row: TUserReportRow; issues: [] } | { row: null; issues: TReportCellIssue[] } {
  const issues: TReportCellIssue[] = [];
  const out: Record<string, unknown> = {};
  for (const column of REPORT_COLUMNS) {
    const key = column.key;
    const fail = (code: TReportCellIssueCode) => issues.push({ row, column: key, code });
    if (ctx.formulas?.has(key)) {
      fail('formula');
      continue;
    }
    const raw = cells[key];
    const value = raw === null || raw === undefined ? '' : typeof raw === 'number' ? String(raw) : String(raw).trim();
    if (value.includes('\u0000')) {
      fail('nul');
      continue;
    }
    if (value === '') {
      if (column.required) fail('required');
      else out[key] = '';
      continue;
    }
    switch (column.kind) {
      case 'code': {
        const codes = column.codes!;
        const hit = Object.keys(codes).find(
          (c) => c === value || codes[c]!.ko === value || codes[c]!.en.toLowerCase() === value.toLowerCase() || c === value.toUpperCase(),
        );
        if (hit) out[key] = hit;
        else fail('code');
        break;
      }
      case 'product': {
        const code = value.toUpperCase();
        if (ctx.productCodes.has(code)) out[key] = code;
        else fail('product');
        break;
      }
      case 'country': {
        const code = value.toUpperCase();
        if (/^[A-Z]{2}$/.test(code)) out[key] = code;
        else fail('country');
        break;
      }
      case 'quantity': {
        const n = typeof raw === 'number' ? raw : Number(value.replace(/,/g, ''));
        if (!Number.isFinite(n) || !Number.isInteger(n)) fail('integer');
        else if (n < 1 || n > REPORT_ROW_MAX_QUANTITY) fail('range');
        else out[key] = n;
        break;
      }
      case 'text': {
        if (FORMULA_START.test(value)) fail('formula');
        else if ([...value].length > column.max!) fail('tooLong');
        else out[key] = value;
        break;
      }
    }
  }
  if (issues.length) return { row: null, issues };
  return { row: ZUserReportRow.parse(out), issues: [] };
}

/** Whether every cell of a row is empty (such rows are skipped in files and the grid). */
export const isBlankReportRow = (cells: Partial<Record<TReportColumnKey, unknown>>): boolean =>
  REPORT_COLUMN_KEYS.every((k) => {
    const v = cells[k];
    return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
  });

/** The price of a unit: a product's variable fee for a use category (minor units of the currency, per month, excl. VAT). */
export type TUnitPrices = ReadonlyMap<string, Readonly<Record<TUseCategory, { krw: number; usd: number }>>>;

/** A row's amount in minor units of the currency: quantity × the unit price (0 when the product has no price). */
export function reportRowAmount(
  row: Pick<TUserReportRow, 'productCode' | 'useCategory' | 'quantity'>,
  prices: TUnitPrices,
  currency: TCurrency,
): number {
  const fee = prices.get(row.productCode)?.[row.useCategory];
  if (!fee) return 0;
  return row.quantity * (currency === 'USD' ? fee.usd : fee.krw);
}

/** The label of a coded cell value in a language (the value itself when unknown). */
export function reportCodeLabel(key: TReportColumnKey, code: string, lang: TLanguage): string {
  const codes = reportColumn(key).codes;
  return codes && Object.prototype.hasOwnProperty.call(codes, code) ? codes[code]![lang] : code;
}
