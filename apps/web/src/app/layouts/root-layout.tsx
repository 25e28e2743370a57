import type { TPageRecord } from '@portal/contract';
import { STORAGE_KEYS } from '@portal/contract/constants';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useFeedback } from '../../components/feedback/use-feedback';
import { setErrorNotifier, NOTIFICATION_DURATION_MS } from '../../lib/api';
import { local } from '../../lib/storage';
import { ShellContext, type ShellData } from '../../lib/shell-data';
import { GlobalLoadingBar } from './global-loading-bar';
import { PageSuspense } from './layouts';

/** Around every route: shell data, the page id for X-Page-Id, the error notifier, scroll restoration. */
export function RootLayout({ shell }: { shell: ShellData }) {
  const { message } = useFeedback();
  const matches = useMatches();
  const page = [...matches]
    .reverse()
    .map((m) => (m.handle as { page?: TPageRecord } | undefined)?.page)
    .find(Boolean);

  useEffect(() => {
    setErrorNotifier((text) => void message.error({ content: text, duration: NOTIFICATION_DURATION_MS / 1000 }));
  }, [message]);

  useEffect(() => {
    if (page) local.set(STORAGE_KEYS.pageId, page.pageId);
  }, [page]);

  return (
    <ShellContext.Provider value={shell}>
      <GlobalLoadingBar />
      {/* The layouts hold their pages' waits; this one holds the pages outside them (system pages). */}
      <PageSuspense>
        <Outlet />
      </PageSuspense>
      <ScrollRestoration />
    </ShellContext.Provider>
  );
}
