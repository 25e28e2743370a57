import { SYSTEM_PATHS } from '@portal/contract/pages';
import { matchPath, Navigate, useLocation } from 'react-router';
import { lazy, Suspense } from 'react';

const NotFoundPage = lazy(() => import('../features/system/not-found-page'));

export function NotAccessRedirect({ known }: { known: string[] }) {
  const { pathname } = useLocation();
  if (known.some((pattern) => matchPath(pattern, pathname))) return <Navigate to={SYSTEM_PATHS.pageNotAccess} replace />;
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
