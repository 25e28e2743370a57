import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** The staff of the member's company by pageUri (spread into app/page-registry.ts). */
export const companyStaffPages: Record<string, Loader> = {
  '/mypage/manager-list': () => import('./pages/manager-list-page'),
  '/admin/company-admins': () => import('./pages/company-admins-page'),
};
