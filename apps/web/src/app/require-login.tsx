import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isLoggedIn } from '../lib/session';

/** A login-required route without a session goes to /login?returnUrl=<full path>. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!isLoggedIn()) {
    const returnUrl = location.pathname + location.search + location.hash;
    return <Navigate to={`/login?returnUrl=${encodeURIComponent(returnUrl)}`} replace />;
  }
  return <>{children}</>;
}
