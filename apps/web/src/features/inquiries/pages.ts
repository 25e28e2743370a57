import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** The 1:1 inquiries by pageUri (spread into app/page-registry.ts): a member's own, a visitor's, and staff answering them. */
export const inquiryPages: Record<string, Loader> = {
  '/mypage/my-inquiry-list': () => import('./pages/my-inquiry-list-page'),
  '/mypage/my-inquiry-write': () => import('./pages/inquiry-write-page'),
  '/mypage/:inquiryId/my-inquiry-detail': () => import('./pages/inquiry-detail-page'),
  '/support/inquiry': () => import('./pages/guest-inquiry-page'),
  '/admin/inquiry-list': () => import('./pages/staff-inquiry-list-page'),
  '/admin/:inquiryId/inquiry-answer': () => import('./pages/staff-inquiry-answer-page'),
};
