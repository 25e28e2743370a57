import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** Provisioning by SCIM (decision 089) by pageUri (spread into app/page-registry.ts). */
export const companyProvisioningPages: Record<string, Loader> = {
  '/mypage/company-provisioning': () => import('./pages/company-provisioning-page'),
};
