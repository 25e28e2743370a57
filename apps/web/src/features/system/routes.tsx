import { SYSTEM_PATHS } from '@portal/contract';
import type { RouteObject } from 'react-router';
import type { SystemKind } from './system-result';

/** A system page, loaded when first shown (the result component stays out of the first load). */
const systemPage = (kind: SystemKind) => async () => {
  const { SystemResult } = await import('./system-result');
  return { Component: () => <SystemResult kind={kind} /> };
};

/** System pages: empty layout, no server record needed. */
export const systemRoutes: RouteObject[] = [
  { path: SYSTEM_PATHS.pageNotAccess, lazy: systemPage('notAccess') },
  { path: SYSTEM_PATHS.pageError, lazy: systemPage('pageError') },
  { path: SYSTEM_PATHS.forbidden, lazy: systemPage('403') },
  { path: SYSTEM_PATHS.notFound, lazy: systemPage('404') },
  { path: SYSTEM_PATHS.serverError, lazy: systemPage('500') },
];
