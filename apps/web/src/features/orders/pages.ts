import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * Order forms by pageUri (spread into app/page-registry.ts): the list, writing and changing an order, its detail,
 * print and change history, and the provider's review.
 */
export const orderPages: Record<string, Loader> = {
  '/order/order-list': () => import('./pages/order-list-page'),
};
