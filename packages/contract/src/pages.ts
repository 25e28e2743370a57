import type { TLayoutType } from './constants';

/**
 * The catalogue of screens that exist: the seed writes a page record (and its menu) for each,
 * the web app maps each `pageUri` to a lazily loaded component. Path parameters use the
 * router's `:name` form. A route without a page record goes to /pageNotAccess.
 */
export interface PageDefinition {
  pageId: string;
  pageUri: string;
  layout: TLayoutType;
  /** Login required ("Y") or public ("N"). */
  loginYn: 'Y' | 'N';
  /** Roles that may open the page; empty means every signed-in member (or everyone when public). */
  roles?: readonly string[];
  /** The page whose menu this page belongs to (details under their list), for breadcrumb and menu highlight. */
  upperPageId?: string;
}

export const PAGES = [
  // Home and public content (issue 3)
  { pageId: 'P0001', pageUri: '/home', layout: 'basic', loginYn: 'N' },
  { pageId: 'P0101', pageUri: '/product/information-product-outline', layout: 'content', loginYn: 'N' },
  { pageId: 'P0102', pageUri: '/product/realtime-product', layout: 'content', loginYn: 'N' },
  { pageId: 'P0103', pageUri: '/product/closing-price-product', layout: 'content', loginYn: 'N' },
  { pageId: 'P0104', pageUri: '/product/stock-information-companies', layout: 'content', loginYn: 'N' },
  { pageId: 'P0105', pageUri: '/policy', layout: 'content', loginYn: 'N', upperPageId: 'P0101' },
  { pageId: 'P0106', pageUri: '/epolicy', layout: 'content', loginYn: 'N', upperPageId: 'P0101' },
  { pageId: 'P0107', pageUri: '/tncdef', layout: 'content', loginYn: 'N', upperPageId: 'P0101' },
  { pageId: 'P0108', pageUri: '/deftnc', layout: 'content', loginYn: 'N', upperPageId: 'P0101' },
  { pageId: 'P0201', pageUri: '/notice/notice-list', layout: 'content', loginYn: 'N' },
  { pageId: 'P0202', pageUri: '/notice/:bbsContentId/notice-detail', layout: 'content', loginYn: 'N', upperPageId: 'P0201' },
  { pageId: 'P0203', pageUri: '/krx-derivatives/krx-derivatives-list', layout: 'content', loginYn: 'N' },
  { pageId: 'P0204', pageUri: '/krx-derivatives/:bbsContentId/krx-derivatives-detail', layout: 'content', loginYn: 'N', upperPageId: 'P0203' },
  { pageId: 'P0205', pageUri: '/faq/faq-list', layout: 'content', loginYn: 'N' },
  { pageId: 'P0206', pageUri: '/bbs/:code/:bbsContentId/bbs-contents-detail', layout: 'content', loginYn: 'N' },
  { pageId: 'P0301', pageUri: '/service/homepage-guideline', layout: 'content', loginYn: 'N' },
  { pageId: 'P0302', pageUri: '/service/visit-guideline', layout: 'content', loginYn: 'N' },
] as const satisfies readonly PageDefinition[];

/** System pages exist without server records (empty layout). */
export const SYSTEM_PATHS = {
  pageNotAccess: '/pageNotAccess',
  pageError: '/pageError',
  forbidden: '/403',
  notFound: '/404',
  serverError: '/500',
} as const;
