import type { TExceptionKind, TExceptionSearchRequest, TExceptionViewer } from '@portal/contract';
// The home page's exceptions block uses these filters: values from the zod-free constants only (decision 051).
import { adminExceptionsPage, EXCEPTION_KINDS, exchangeExceptionsPage } from '@portal/contract/constants';

/** The page's own URL parameters (beside the list kit's page number, size and keyword). */
export const EXCEPTION_KEYS = { kind: 'kind', company: 'company' } as const;
export const EXCEPTION_EXTRA_KEYS = Object.values(EXCEPTION_KEYS);

export interface ExceptionFilters {
  kind?: TExceptionKind;
  companyId?: number;
}

const positiveId = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/** Reads the filters from the URL's values; anything unknown is left out (never a request the server refuses). */
export function parseExceptionFilters(extra: Record<string, string | undefined>): ExceptionFilters {
  const kind = extra[EXCEPTION_KEYS.kind];
  return {
    kind: (EXCEPTION_KINDS as readonly string[]).includes(kind ?? '') ? (kind as TExceptionKind) : undefined,
    companyId: positiveId(extra[EXCEPTION_KEYS.company]),
  };
}

/** The page of the viewer. */
export const exceptionsPageOf = (viewer: TExceptionViewer) => (viewer === 'exchange' ? exchangeExceptionsPage : adminExceptionsPage);

/** A link to the page with a kind (the staff home's counts). */
export function exceptionsHref(viewer: TExceptionViewer, kind?: TExceptionKind): string {
  return kind ? `${exceptionsPageOf(viewer)}?${EXCEPTION_KEYS.kind}=${kind}` : exceptionsPageOf(viewer);
}

/** The search request of the filters, the keyword and a page. */
export const exceptionRequest = (
  f: ExceptionFilters,
  page: { pageNumber: number; pageSize: number; keyword: string },
): TExceptionSearchRequest => ({
  pageNumber: page.pageNumber,
  pageSize: page.pageSize,
  kind: f.kind,
  companyId: f.companyId,
  searchText: page.keyword || undefined,
});
