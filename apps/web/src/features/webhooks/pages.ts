import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** Signed events (webhooks) by pageUri (spread into app/page-registry.ts). */
export const webhookPages: Record<string, Loader> = {
  '/mypage/webhooks': () => import('./pages/webhooks-page'),
};
