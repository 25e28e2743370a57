import { SYSTEM_PATHS } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { SystemResult } from './system-result';

/** System pages: empty layout, no server record needed. */
export const systemRoutes: RouteObject[] = [
  { path: SYSTEM_PATHS.pageNotAccess, element: <SystemResult kind="notAccess" /> },
  { path: SYSTEM_PATHS.pageError, element: <SystemResult kind="pageError" /> },
  { path: SYSTEM_PATHS.forbidden, element: <SystemResult kind="403" /> },
  { path: SYSTEM_PATHS.notFound, element: <SystemResult kind="404" /> },
  { path: SYSTEM_PATHS.serverError, element: <SystemResult kind="500" /> },
];
