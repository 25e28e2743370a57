import { and, arrayContains, arrayOverlaps, asc, count, desc, eq, gte, lte, not, sql, sum, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { billingSummaries as s } from './schema';

/**
 * Reads of `billing_summaries` for the exchange side's contract status and sales status (decision 048). The billing
 * run writes the table; these reads only select, count and total it. The status modules reach them through
 * `summaries.ts`.
 */

export type SummaryRow = Omit<typeof s.$inferSelect, 'detail' | 'runId'>;

export interface SummaryFilter {
  fromMonth: string;
  toMonth: string;
  productCode?: string;
  companyId?: number;
  marketMain?: string;
  marketSub?: string;
  customerMainCategory?: string;
  customerMiddleCategory?: string;
  billingCycle?: string;
  /** true: final months only; false: provisional only; undefined: both. */
  final?: boolean;
  /** Rows holding every one of these flags. */
  withFlags?: readonly string[];
  /** Rows holding none of these flags. */
  withoutFlags?: readonly string[];
}

/** The rows' order: the key (month, customer, product), month descending, customer code first, usage price first. */
export type SummaryOrder = 'key' | 'monthDesc' | 'customer' | 'usageDesc';

/** The primary key of a row: where a chunked read goes on from. */
export interface SummaryKey {
  month: string;
  companyId: number;
  productCode: string;
}

const columns = {
  month: s.month,
  companyId: s.companyId,
  productCode: s.productCode,
  productNameKo: s.productNameKo,
  productNameEn: s.productNameEn,
  marketMain: s.marketMain,
  marketSub: s.marketSub,
  customerCode: s.customerCode,
  customerName: s.customerName,
  customerNameEn: s.customerNameEn,
  customerMainCategory: s.customerMainCategory,
  customerMiddleCategory: s.customerMiddleCategory,
  billingCycle: s.billingCycle,
  currency: s.currency,
  basicFee: s.basicFee,
  variableFee: s.variableFee,
  correctionFee: s.correctionFee,
  usagePrice: s.usagePrice,
  targetPrice: s.targetPrice,
  siteCount: s.siteCount,
  lineCount: s.lineCount,
  terminalCount: s.terminalCount,
  accountCount: s.accountCount,
  memberCount: s.memberCount,
  additionalReceptionCount: s.additionalReceptionCount,
  flags: s.flags,
  final: s.final,
};

function whereOf(f: SummaryFilter): SQL | undefined {
  return and(
    gte(s.month, f.fromMonth),
    lte(s.month, f.toMonth),
    f.productCode ? eq(s.productCode, f.productCode) : undefined,
    f.companyId ? eq(s.companyId, f.companyId) : undefined,
    f.marketMain ? eq(s.marketMain, f.marketMain) : undefined,
    f.marketSub ? eq(s.marketSub, f.marketSub) : undefined,
    f.customerMainCategory ? eq(s.customerMainCategory, f.customerMainCategory) : undefined,
    f.customerMiddleCategory ? eq(s.customerMiddleCategory, f.customerMiddleCategory) : undefined,
    f.billingCycle ? eq(s.billingCycle, f.billingCycle) : undefined,
    f.final === undefined ? undefined : eq(s.final, f.final),
    f.withFlags?.length ? arrayContains(s.flags, [...f.withFlags]) : undefined,
    f.withoutFlags?.length ? not(arrayOverlaps(s.flags, [...f.withoutFlags])) : undefined,
  );
}

const KEY_ORDER = [asc(s.month), asc(s.companyId), asc(s.productCode)];
const ORDERS: Record<SummaryOrder, SQL[]> = {
  key: KEY_ORDER,
  monthDesc: [desc(s.month), asc(s.companyId), asc(s.productCode)],
  // The company last: two companies of one customer code (never in the seed) still come in one fixed order.
  customer: [asc(s.customerCode), asc(s.month), asc(s.productCode), asc(s.companyId)],
  usageDesc: [desc(s.usagePrice), ...KEY_ORDER],
};

/** One page of the rows the filter selects. */
export function findSummaries(
  db: DbOrTx,
  f: SummaryFilter,
  page: { limit: number; offset: number; order: SummaryOrder },
): Promise<SummaryRow[]> {
  return db
    .select(columns)
    .from(s)
    .where(whereOf(f))
    .orderBy(...ORDERS[page.order])
    .limit(page.limit)
    .offset(page.offset);
}

/** The columns of a row in the order a chunk's JSON arrays hold them. */
const CHUNK_KEYS = Object.keys(columns) as (keyof typeof columns)[];

/** The orders a chunked read follows with one index (the others are read as a series of `key` reads: see export.ts). */
export type SummaryChunkOrder = 'key' | 'usageDesc';

const keyAfter = (a: SummaryRow): SQL =>
  sql`(${s.month}, ${s.companyId}, ${s.productCode}) > (${a.month}, ${a.companyId}, ${a.productCode})`;
const CHUNK_AFTER: Record<SummaryChunkOrder, (a: SummaryRow) => SQL> = {
  key: keyAfter,
  // billing_summaries_usage_idx (usage price descending, then the key) holds exactly this order.
  usageDesc: (a) => sql`(${s.usagePrice} < ${a.usagePrice} or (${s.usagePrice} = ${a.usagePrice} and ${keyAfter(a)}))`,
};

/**
 * The next chunk of rows after `after` (the last row of the chunk before), in key order or by usage price (keyset
 * pagination on an index: each chunk is one short indexed read, however far the export has gone). The chunk comes back
 * as one JSON text (an array of row arrays), parsed once: PGlite's protocol parser copies every field of every row into
 * a buffer of its own, which cost the 500,000-row export more than writing the workbook (decision
 * 057). On PostgreSQL it is one value per chunk too.
 */
export async function findSummaryChunk(
  db: DbOrTx,
  f: SummaryFilter,
  after: SummaryRow | null,
  limit: number,
  order: SummaryChunkOrder = 'key',
): Promise<SummaryRow[]> {
  const chunk = db
    .select(columns)
    .from(s)
    .where(and(whereOf(f), after ? CHUNK_AFTER[order](after) : undefined))
    .orderBy(...ORDERS[order])
    .limit(limit)
    .as('chunk');
  const fields = sql.join(
    CHUNK_KEYS.map((k) => chunk[k]),
    sql`, `,
  );
  const aggOrder =
    order === 'key'
      ? sql`${chunk.month}, ${chunk.companyId}, ${chunk.productCode}`
      : sql`${chunk.usagePrice} desc, ${chunk.month}, ${chunk.companyId}, ${chunk.productCode}`;
  const [found] = await db
    .select({ rows: sql<string>`coalesce(json_agg(json_build_array(${fields}) order by ${aggOrder}), '[]')::text` })
    .from(chunk);
  const arrays = JSON.parse(found?.rows ?? '[]') as unknown[][];
  return arrays.map((a) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < CHUNK_KEYS.length; i++) row[CHUNK_KEYS[i]!] = a[i];
    return row as SummaryRow;
  });
}

/** The companies of the rows the filter selects, by customer code (the customer order's outer loop). */
export async function summaryCompanies(db: DbOrTx, f: SummaryFilter): Promise<number[]> {
  const rows = await db
    .selectDistinct({ companyId: s.companyId, customerCode: s.customerCode })
    .from(s)
    .where(whereOf(f))
    .orderBy(asc(s.customerCode), asc(s.companyId));
  return rows.map((r) => r.companyId);
}

export interface SummaryTotals {
  currency: string;
  rowCount: number;
  basicFee: number;
  variableFee: number;
  usagePrice: number;
  targetPrice: number;
  siteCount: number;
  lineCount: number;
  terminalCount: number;
  accountCount: number;
  memberCount: number;
  additionalReceptionCount: number;
}

/** Count and sums per currency of every row the filter selects (KRW and USD never summed together). */
export async function totalSummaries(db: DbOrTx, f: SummaryFilter): Promise<SummaryTotals[]> {
  const rows = await db
    .select({
      currency: s.currency,
      rowCount: count(),
      basicFee: sum(s.basicFee),
      variableFee: sum(s.variableFee),
      usagePrice: sum(s.usagePrice),
      targetPrice: sum(s.targetPrice),
      siteCount: sum(s.siteCount),
      lineCount: sum(s.lineCount),
      terminalCount: sum(s.terminalCount),
      accountCount: sum(s.accountCount),
      memberCount: sum(s.memberCount),
      additionalReceptionCount: sum(s.additionalReceptionCount),
    })
    .from(s)
    .where(whereOf(f))
    .groupBy(s.currency)
    .orderBy(asc(s.currency));
  return rows.map((r) => ({
    currency: r.currency,
    rowCount: Number(r.rowCount),
    basicFee: Number(r.basicFee ?? 0),
    variableFee: Number(r.variableFee ?? 0),
    usagePrice: Number(r.usagePrice ?? 0),
    targetPrice: Number(r.targetPrice ?? 0),
    siteCount: Number(r.siteCount ?? 0),
    lineCount: Number(r.lineCount ?? 0),
    terminalCount: Number(r.terminalCount ?? 0),
    accountCount: Number(r.accountCount ?? 0),
    memberCount: Number(r.memberCount ?? 0),
    additionalReceptionCount: Number(r.additionalReceptionCount ?? 0),
  }));
}
