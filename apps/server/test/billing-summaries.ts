import { billingSummaries, companies } from '../src/db/schema/index';
import type { Db } from '../src/platform/db';

/**
 * Billing summaries written straight into the table, as the billing run writes them: the contract status and
 * sales status tests state their figures by hand on a small set of rows. Defaults: a KRW row of a KOSPI equity product,
 * zero amounts and counts, no flags, provisional.
 */
export type SummaryInsert = typeof billingSummaries.$inferInsert;

export const summaryRow = (row: Partial<SummaryInsert> & Pick<SummaryInsert, 'month' | 'companyId' | 'productCode'>): SummaryInsert => ({
  productNameKo: `상품 ${row.productCode}`,
  productNameEn: `Product ${row.productCode}`,
  marketMain: 'KOSPI',
  marketSub: 'EQUITY',
  customerCode: `C${row.companyId}`,
  customerName: `고객 ${row.companyId}`,
  customerNameEn: `Customer ${row.companyId}`,
  customerMainCategory: 'SECURITIES',
  customerMiddleCategory: 'BROKERAGE',
  billingCycle: 'MONTHLY',
  currency: 'KRW',
  runId: 0,
  ...row,
});

/** Inserts rows (in batches of 1,000, for the large sets of the export tests). */
export async function insertSummaries(db: Db, rows: SummaryInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(billingSummaries).values(rows.slice(i, i + 1000));
}

/** The seeded customer companies by customer code (C1001 Alpha, C1002 Beta, C2001 Gamma). */
export async function customerIds(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ id: companies.id, code: companies.customerCode }).from(companies);
  return Object.fromEntries(rows.filter((r) => r.code).map((r) => [r.code!, r.id]));
}
