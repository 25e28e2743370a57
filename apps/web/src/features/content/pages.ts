import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

const contents: Loader = () => import('./pages/contents-page');

/** The public pages of the portal by pageUri (spread into app/page-registry.ts; the home page is composed there). */
export const contentPages: Record<string, Loader> = {
  '/notice/notice-list': () => import('./pages/notice-list-page'),
  '/notice/:bbsContentId/notice-detail': () => import('./pages/notice-detail-page'),
  '/krx-derivatives/krx-derivatives-list': () => import('./pages/derivatives-list-page'),
  '/krx-derivatives/:bbsContentId/krx-derivatives-detail': () => import('./pages/derivatives-detail-page'),
  '/faq/faq-list': () => import('./pages/faq-list-page'),
  '/product/information-product-outline': contents,
  '/policy': contents,
  '/epolicy': contents,
  '/tncdef': contents,
  '/deftnc': contents,
  '/product/realtime-product': contents,
  '/product/closing-price-product': contents,
  '/product/stock-information-companies': contents,
  '/service/homepage-guideline': contents,
  '/service/visit-guideline': contents,
};
