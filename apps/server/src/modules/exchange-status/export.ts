import type { Writable } from 'node:stream';
import {
  BRAND_NAME,
  formatKoreaDate,
  formatKoreaDateTime,
  money as toMoney,
  moneyXlsx,
  SALES_OPTION_FLAG_LABELS,
  SALES_OPTION_FLAGS,
  TOTAL_CURRENCY_ORDER,
  type TLanguage,
} from '@portal/contract';
import type { Db } from '../../platform/db';
import { writeWorkbook, type SheetNumber, type SheetWriter } from '../../platform/spreadsheet';
import {
  billingSummaryChunk,
  billingSummaryCompanies,
  type SummaryChunkOrder,
  type SummaryFilter,
  type SummaryOrder,
  type SummaryRow,
} from '../billing';
import { CONTRACT_STATUS_ORDER, customerNameOf, presentSalesRow, productNameOf } from './service';

/**
 * The Excel exports of the contract status and the sales status (decision 048). Rows are
 * read in chunks in key order (keyset pagination on the summaries' primary key) and written one by one through the
 * platform's streaming workbook writer straight into the answer: memory holds one chunk, whatever the number of rows.
 * The writer waits while the answer's buffer is full (a slow client slows the reads) and stops reading when the
 * client goes away (`signal`): the query ends with the chunk in hand.
 */

/** Rows per read: a short indexed query each, large enough that the round trips stay a small part of the time. */
export const EXPORT_CHUNK_ROWS = 2000;

export class ExportCancelled extends Error {
  constructor() {
    super('The export was cancelled: the client went away.');
  }
}

/** Waits until the answer's buffer has room again (or the answer is closed, or the client went away). */
function roomIn(out: Writable, signal: AbortSignal): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** The months of a filter's range, newest first. */
function monthsDown(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = to.split('-').map(Number) as [number, number];
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month < from) return months;
    months.push(month);
    if (--m === 0) [y, m] = [y - 1, 12];
  }
}

/**
 * Every row the filter selects, in the order the screen shows it (`order`), chunk by chunk; stops (ExportCancelled)
 * once the signal is aborted. Each chunk is one indexed read: key order and usage price on their indexes; month
 * descending as the months one by one, newest first, each in key order (the range is at most 12 months); the customer
 * order as the companies by customer code, each in key order (month, then product: the customer order within it).
 */
async function eachRow(
  db: Db,
  filter: SummaryFilter,
  order: SummaryOrder,
  out: Writable,
  sheet: SheetWriter,
  signal: AbortSignal,
  onRow: (r: SummaryRow) => void,
): Promise<number> {
  const run = async (f: SummaryFilter, chunkOrder: SummaryChunkOrder): Promise<number> => {
    let after: SummaryRow | null = null;
    let n = 0;
    for (;;) {
      if (signal.aborted) throw new ExportCancelled();
      const rows = await billingSummaryChunk(db, f, after, EXPORT_CHUNK_ROWS, chunkOrder);
      for (const r of rows) onRow(r);
      n += rows.length;
      if (rows.length < EXPORT_CHUNK_ROWS) return n;
      after = rows[rows.length - 1]!;
      // The rows written wait to be compressed, then to be sent: the next read waits for both.
      await sheet.room();
      await roomIn(out, signal);
    }
  };
  if (order === 'key' || order === 'usageDesc') return run(filter, order);
  const parts: SummaryFilter[] =
    order === 'monthDesc'
      ? monthsDown(filter.fromMonth, filter.toMonth).map((m) => ({ ...filter, fromMonth: m, toMonth: m }))
      : (await billingSummaryCompanies(db, filter)).map((companyId) => ({ ...filter, companyId }));
  let n = 0;
  for (const part of parts) n += await run(part, 'key');
  return n;
}

type Totals = Map<string, number[]>;
/** Adds a row's amounts to its currency's totals (KRW and USD never summed together). */
function addTo(totals: Totals, currency: string, values: number[]) {
  const t = totals.get(currency) ?? values.map(() => 0);
  values.forEach((v, i) => (t[i]! += v));
  totals.set(currency, t);
}
const currencyOrder = (totals: Totals) =>
  [...totals.keys()].sort((a, b) => {
    const ia = TOTAL_CURRENCY_ORDER.indexOf(a as never);
    const ib = TOTAL_CURRENCY_ORDER.indexOf(b as never);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || a.localeCompare(b);
  });

const TEXT = {
  ko: {
    contractSheet: '계약 현황',
    salesSheet: '매출 현황',
    title: (name: string, from: string, to: string, at: string) => `${name} ${from} ~ ${to} (${at} 기준)`,
    total: (currency: string) => `합계 (${currency})`,
    final: '확정',
    provisional: '잠정',
    contractHeaders: [
      '청구 연월',
      '상품 코드',
      '상품명',
      '대분류',
      '중분류',
      '고객 코드',
      '고객명',
      '통화',
      '기본료',
      '변동료',
      '이용료',
      '월 목표 금액',
      '사이트 수',
      '회선 수',
      '단말 수',
      '계좌 수',
      '회원 수',
    ],
    salesHeaders: [
      '청구 연월',
      '시장 대분류',
      '시장 중분류',
      '고객 대분류',
      '고객 중분류',
      '청구 주기',
      '고객 코드',
      '고객명',
      '상품 코드',
      '상품명',
      '추가 수신 건수',
      '확정 여부',
    ],
    amountHeaders: ['통화', '기본료', '변동료', '이용료'],
  },
  en: {
    contractSheet: 'Contract status',
    salesSheet: 'Sales status',
    title: (name: string, from: string, to: string, at: string) => `${name} ${from} to ${to} (as of ${at})`,
    total: (currency: string) => `Total (${currency})`,
    final: 'Final',
    provisional: 'Provisional',
    contractHeaders: [
      'Billing month',
      'Product code',
      'Product',
      'Main category',
      'Middle category',
      'Customer code',
      'Customer',
      'Currency',
      'Basic fee',
      'Variable fee',
      'Usage price',
      'Monthly target price',
      'Sites',
      'Lines',
      'Terminals',
      'Accounts',
      'Members',
    ],
    salesHeaders: [
      'Billing month',
      'Market main category',
      'Market sub category',
      'Customer main category',
      'Customer middle category',
      'Billing cycle',
      'Customer code',
      'Customer',
      'Product code',
      'Product',
      'Additional receptions',
      'Final',
    ],
    amountHeaders: ['Currency', 'Basic fee', 'Variable fee', 'Usage price'],
  },
} as const;

/** A money cell (decision 057): the amount in major units with its currency's number format in the language. */
const money = (v: number, currency: string, lang: TLanguage): SheetNumber => moneyXlsx(toMoney(v, currency), lang);

/** Streams the contract status of the filter to `out`: one row per summary, then a totals row per currency. */
export async function writeContractStatusWorkbook(
  out: Writable,
  db: Db,
  filter: SummaryFilter,
  lang: TLanguage,
  signal: AbortSignal,
  at = new Date(),
): Promise<number> {
  const order = CONTRACT_STATUS_ORDER;
  const text = TEXT[lang];
  let rowCount = 0;
  await writeWorkbook(out, { creator: BRAND_NAME.en }, async (addSheet) => {
    const sheet = addSheet({
      name: text.contractSheet,
      title: text.title(text.contractSheet, filter.fromMonth, filter.toMonth, formatKoreaDateTime(at)),
      columns: text.contractHeaders.map((header, i) => ({ header, width: [12, 16, 32, 20, 16, 14, 28][i] ?? 14 })),
    });
    const totals: Totals = new Map();
    rowCount = await eachRow(db, filter, order, out, sheet, signal, (r) => {
      const figures = [r.basicFee, r.variableFee, r.usagePrice, r.targetPrice];
      const counts = [r.siteCount, r.lineCount, r.terminalCount, r.accountCount, r.memberCount];
      addTo(totals, r.currency, [...figures, ...counts]);
      sheet.row([
        r.month,
        r.productCode,
        productNameOf(r, lang),
        r.marketMain,
        r.marketSub,
        r.customerCode,
        customerNameOf(r, lang),
        r.currency,
        ...figures.map((v) => money(v, r.currency, lang)),
        ...counts,
      ]);
    });
    for (const currency of currencyOrder(totals)) {
      const t = totals.get(currency)!;
      sheet.row([
        text.total(currency),
        '',
        '',
        '',
        '',
        '',
        '',
        currency,
        ...t.slice(0, 4).map((v) => money(v, currency, lang)),
        ...t.slice(4),
      ]);
    }
  });
  return rowCount;
}

/** Streams the sales status of the filter to `out`: one row per summary with its flags (Y/N), then totals per currency. */
export async function writeSalesStatusWorkbook(
  out: Writable,
  db: Db,
  filter: SummaryFilter,
  lang: TLanguage,
  signal: AbortSignal,
  at = new Date(),
  order: SummaryOrder = 'monthDesc',
): Promise<number> {
  const text = TEXT[lang];
  const headers = [...text.salesHeaders, ...SALES_OPTION_FLAGS.map((f) => SALES_OPTION_FLAG_LABELS[f][lang]), ...text.amountHeaders];
  let rowCount = 0;
  await writeWorkbook(out, { creator: BRAND_NAME.en }, async (addSheet) => {
    const sheet = addSheet({
      name: text.salesSheet,
      title: text.title(text.salesSheet, filter.fromMonth, filter.toMonth, formatKoreaDateTime(at)),
      columns: headers.map((header, i) => ({
        header,
        width: i < text.salesHeaders.length ? ([12, 20, 14, 18, 18, 12, 14, 28, 16, 30][i] ?? 12) : 12,
      })),
    });
    const totals: Totals = new Map();
    const blanks = headers.length - text.amountHeaders.length - 1;
    rowCount = await eachRow(db, filter, order, out, sheet, signal, (r) => {
      const v = presentSalesRow(r, lang);
      addTo(totals, r.currency, [r.basicFee, r.variableFee, r.usagePrice]);
      sheet.row([
        v.month,
        v.marketMainName,
        v.marketSubName,
        v.customerMainCategoryName,
        v.customerMiddleCategoryName,
        v.billingCycleName,
        v.customerCode,
        v.customerName,
        v.productCode,
        v.productName,
        v.additionalReceptionCount,
        v.final ? text.final : text.provisional,
        ...SALES_OPTION_FLAGS.map((f) => (r.flags.includes(f) ? 'Y' : 'N')),
        r.currency,
        money(r.basicFee, r.currency, lang),
        money(r.variableFee, r.currency, lang),
        money(r.usagePrice, r.currency, lang),
      ]);
    });
    for (const currency of currencyOrder(totals)) {
      const t = totals.get(currency)!;
      sheet.row([text.total(currency), ...Array<string>(blanks).fill(''), currency, ...t.map((x) => money(x, currency, lang))]);
    }
  });
  return rowCount;
}

/** File name of an export: contract-status-YYYYMM-YYYYMM-YYYYMMDD.xlsx (계약현황-… / 매출현황-… in Korean). */
export function statusFileName(kind: 'contract' | 'sales', filter: SummaryFilter, lang: TLanguage, now = new Date()): string {
  const day = formatKoreaDate(now).replaceAll('-', '');
  const range = `${filter.fromMonth.replace('-', '')}-${filter.toMonth.replace('-', '')}`;
  const base = kind === 'contract' ? (lang === 'ko' ? '계약현황' : 'contract-status') : lang === 'ko' ? '매출현황' : 'sales-status';
  return `${base}-${range}-${day}.xlsx`;
}
