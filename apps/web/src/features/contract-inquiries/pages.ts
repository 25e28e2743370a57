import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** Contract inquiries by pageUri (spread into app/page-registry.ts): the public form, its done page, the staff's list. */
export const contractInquiryPages: Record<string, Loader> = {
  '/support/contract-inquiry': () => import('./pages/contract-inquiry-page'),
  '/support/contract-inquiry-done': () => import('./pages/contract-inquiry-done-page'),
  '/admin/contract-inquiry-list': () => import('./pages/contract-inquiry-list-page'),
};
