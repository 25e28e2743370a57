import type { TPage } from '@portal/contract';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './db';

/**
 * The one paging helper of the server: every list answers the contract's page shape
 * (`ZPage(item)`: items, totalCount, pageNumber, pageSize) from a page request (`pageNumber` from 1).
 */
export interface PageRequest {
  pageNumber: number;
  pageSize: number;
}

/** The rows of a page: LIMIT and OFFSET. */
export const pageWindow = (req: PageRequest): { limit: number; offset: number } => ({
  limit: req.pageSize,
  offset: (req.pageNumber - 1) * req.pageSize,
});

/** The answer of a list: the page's items with the total, the page number and size asked for. */
export const toPage = <T>(items: T[], totalCount: number, req: PageRequest): TPage<T> => ({
  items,
  totalCount: Number(totalCount),
  pageNumber: req.pageNumber,
  pageSize: req.pageSize,
});

/**
 * One page of a table's rows that match `where`, in an order, with how many match in all (two statements: the count
 * and the page). The repositories' searches share it.
 */
export async function pageOfRows<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  orderBy: readonly SQL[],
  page: { limit: number; offset: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [counted] = await db
    .select({ total: count() })
    .from(table as PgTable)
    .where(where);
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows as T['$inferSelect'][], total: Number(counted?.total ?? 0) };
}
