import { BULLETIN_CODES } from '@portal/contract';
import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

const bbsList: Loader = () => import('./pages/bbs-list-page');

/**
 * The member workspace by pageUri (spread into app/page-registry.ts): company staff, inquiries and the
 * member boards. Each board 02..11 has its own page record with a concrete path, all on one component.
 */
export const workspacePages: Record<string, Loader> = {
  '/mypage/manager-list': () => import('./pages/manager-list-page'),
  '/mypage/my-inquiry-list': () => import('./pages/my-inquiry-list-page'),
  '/mypage/my-inquiry-write': () => import('./pages/inquiry-write-page'),
  '/mypage/:inquiryId/my-inquiry-detail': () => import('./pages/inquiry-detail-page'),
  '/support/inquiry': () => import('./pages/guest-inquiry-page'),
  '/admin/inquiry-list': () => import('./pages/staff-inquiry-list-page'),
  '/admin/:inquiryId/inquiry-answer': () => import('./pages/staff-inquiry-answer-page'),
  ...Object.fromEntries(BULLETIN_CODES.map((code) => [`/bbs/${code}/bbs-contents-list`, bbsList])),
};
