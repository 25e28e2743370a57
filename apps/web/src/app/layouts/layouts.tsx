import type { TLayoutType } from '@portal/contract';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Banner } from '../../shell/banner';
import { Breadcrumbs } from '../../shell/breadcrumb';
import { Footer } from '../../shell/footer';
import { Popups } from '../../shell/popups';
import { ShellSlots, type TShellSlots } from '../../shell/shell-slots';
import { TopBar } from '../../shell/top-bar';

/** The app fills the shell's slots with the features' parts: the member menu of the accounts area and the notifications bell load with their first use. */
const SLOTS: TShellSlots = {
  memberMenu: lazy(() => import('../../features/accounts/components/member-menu')),
  // The notifications bell.
  notificationBell: lazy(() => import('../../features/notifications/components/notification-bell')),
};

/**
 * Where a page waits for what it needs before it can show, without hiding the shell: its area's
 * translations (fetched at its first use, decision 051).
 */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="route-loading" aria-busy="true" />}>{children}</Suspense>;
}

/**
 * The four layouts of spec 1, section 2: main (top bar), basic (top bar and bottom bar),
 * content (top bar, banner, breadcrumb and bottom bar), empty (the page alone).
 */
export function LayoutFor({ layout }: { layout: TLayoutType }) {
  const { t } = useTranslation('shell');
  if (layout === 'empty')
    return (
      <PageSuspense>
        <Outlet />
      </PageSuspense>
    );
  return (
    <ShellSlots.Provider value={SLOTS}>
      <div className={`layout layout-${layout}`}>
        <a className="skip-link" href="#main-content">
          {t('skipToContent')}
        </a>
        <TopBar />
        {layout === 'content' && <Banner />}
        <main id="main-content" className="layout-main" tabIndex={-1}>
          {layout === 'content' && <Breadcrumbs />}
          <PageSuspense>
            <Outlet />
          </PageSuspense>
        </main>
        {layout !== 'main' && <Footer />}
        <Popups />
      </div>
    </ShellSlots.Provider>
  );
}
