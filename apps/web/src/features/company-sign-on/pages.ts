import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** Company sign-on's settings by pageUri (spread into app/page-registry.ts; decision 088). */
export const companySignOnPages: Record<string, Loader> = {
  '/mypage/company-sign-on': () => import('./pages/company-sign-on-page'),
  '/admin/company/:companyId/sign-on': () => import('./pages/admin-company-sign-on-page'),
};
