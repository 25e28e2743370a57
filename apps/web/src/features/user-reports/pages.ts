import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** Monthly user reports by pageUri (spread into app/page-registry.ts): list, report, correction, detail, review, exemption, calendar. */
export const userReportPages: Record<string, Loader> = {
  '/report/user-report-list': () => import('./pages/report-list-page'),
  '/report/user-report-write': () => import('./pages/report-write-page'),
  '/report/correction-write': () => import('./pages/correction-write-page'),
  '/report/:reportId/user-report-detail': () => import('./pages/report-detail-page'),
  '/report/exemption': () => import('./pages/exemption-page'),
  '/report/calendar': () => import('./pages/calendar-page'),
  '/admin/report/:reportId/report-review': () => import('./pages/report-review-page'),
};
