import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** Personal API keys by pageUri (spread into app/page-registry.ts). */
export const apiKeyPages: Record<string, Loader> = {
  '/mypage/api-keys': () => import('./pages/api-keys-page'),
};
