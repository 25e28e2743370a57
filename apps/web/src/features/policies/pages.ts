import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** Versioned policies and the price list by pageUri (spread into app/page-registry.ts; decision 084). */
export const policyPages: Record<string, Loader> = {
  '/admin/policy-list': () => import('./pages/admin-policy-list-page'),
  '/admin/policy/:policyId/policy-edit': () => import('./pages/policy-edit-page'),
  '/policy/policy-list': () => import('./pages/policy-list-page'),
  '/policy/:policyId/policy-diff': () => import('./pages/policy-diff-page'),
};
