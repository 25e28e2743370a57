import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** The notifications page by pageUri (spread into app/page-registry.ts); the bell is the app's shell slot. */
export const notificationPages: Record<string, Loader> = {
  '/notification/notification-list': () => import('./pages/notification-list-page'),
};
