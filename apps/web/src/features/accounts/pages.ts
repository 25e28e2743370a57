import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** Accounts, sign-in and sessions: pageUri -> lazily loaded page (spec 1, section 2). */
export const accountPages: Record<string, Loader> = {
  '/login': () => import('./pages/login-page'),
  '/login/find-id': () => import('./pages/find-id-page'),
  '/login/find-id-result': () => import('./pages/find-id-result-page'),
  '/login/auth-email-uncertified': () => import('./pages/auth-email-uncertified-page'),
  '/login/auth-approving-user': () => import('./pages/auth-approving-user-page'),
  '/login/auth-password-error': () => import('./pages/auth-password-error-page'),
  '/login/auth-dormant-user': () => import('./pages/auth-dormant-user-page'),
  '/login/reset-password': () => import('./pages/reset-password-page'),
  '/login/reset-password-completed': () => import('./pages/reset-password-completed-page'),
  '/login/change-password': () => import('./pages/change-password-page'),
  '/user/user-join-guide': () => import('./pages/join-guide-page'),
  '/user/user-join-terms': () => import('./pages/join-terms-page'),
  '/user/user-join': () => import('./pages/join-page'),
  '/user/user-join-complete': () => import('./pages/join-complete-page'),
  '/user/user-join-re-terms': () => import('./pages/re-terms-page'),
  '/user/user-auth-confirmed': () => import('./pages/user-auth-confirmed-page'),
  '/user/user-auth-completed': () => import('./pages/user-auth-completed-page'),
  '/user/user-auth-failed': () => import('./pages/user-auth-failed-page'),
  '/news-letter-confirm': () => import('./pages/newsletter-confirm-page'),
  '/member-with-drwal-done': () => import('./pages/withdrawal-done-page'),
  '/mypage/member-info': () => import('./pages/member-info-page'),
  '/mypage/member-with-drawal': () => import('./pages/member-withdrawal-page'),
  '/admin/member-approval': () => import('./pages/member-approval-page'),
};
