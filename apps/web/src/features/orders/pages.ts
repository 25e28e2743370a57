import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * Order forms by pageUri (spread into app/page-registry.ts): the list, writing and changing an order, its detail,
 * print and change history, and the provider's review.
 */
export const orderPages: Record<string, Loader> = {
  '/order/order-list': () => import('./pages/order-list-page'),
  '/order/order-write': () => import('./pages/order-write-page'),
  '/order/:orderId/order-change': () => import('./pages/order-write-page'),
  '/order/:orderId/order-detail': () => import('./pages/order-detail-page'),
  '/order/:orderId/order-print': () => import('./pages/order-print-page'),
  '/order/:orderId/order-history': () => import('./pages/order-history-page'),
  '/admin/order/:orderId/order-review': () => import('./pages/order-review-page'),
};
