import type { TPage } from '@portal/contract';

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
