import type { TLayoutType } from '@portal/contract';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { LayoutFor } from './layouts/layouts';
import { pageRegistry } from './page-registry';
import { RequireLogin } from './require-login';
import { NotAccessRedirect } from './not-access-redirect';
import type { ShellData } from './bootstrap';
import { systemRoutes } from '../features/system/routes';

/** Desks whose pages are many unrelated areas: their area is the second segment (`/admin/order/...`). */
const DESKS = new Set(['admin', 'exchange', 'mypage']);

/** The area of a page: its first path segment (an area's list, form and detail share it), or two on a desk. */
export function areaOf(uri: string): string {
  const [first = '', second = ''] = uri.split('/').filter(Boolean);
  return DESKS.has(first) ? `${first}/${second}` : first;
}

/** The other pages of a page's area among the reader's pages: where a list, form or detail leads next. */
export const neighboursOf = (uri: string, uris: readonly string[]): string[] =>
  uris.filter((other) => other !== uri && areaOf(other) === areaOf(uri));

const warmed = new Set<string>();
/**
 * Once a page has loaded, the code of its area's other pages is fetched when the browser is idle, so the step that
 * follows (a submitted form to its detail, a list to its form) does not wait on a chain of module downloads.
 */
function warmNeighbours(uri: string, uris: readonly string[]) {
  const later = (fn: () => void) =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(fn, { timeout: 2000 }) : window.setTimeout(fn, 200);
  later(() => {
    for (const other of neighboursOf(uri, uris)) {
      const load = pageRegistry[other];
      if (!load || warmed.has(other)) continue;
      warmed.add(other);
      void load().catch(() => warmed.delete(other));
    }
  });
}

/**
 * Pages are added to the router only after the page list arrives (spec 1, section 2):
 * one route per server page record that has a component, under the layout the record names.
 */
export function buildRoutes(shell: ShellData): RouteObject[] {
  const byLayout = new Map<TLayoutType, RouteObject[]>();
  const uris = shell.pages.map((p) => p.pageUri as string);
  for (const page of shell.pages) {
    const load = pageRegistry[page.pageUri];
    if (!load) continue;
    const route: RouteObject = {
      path: page.pageUri,
      handle: { page },
      lazy: async () => {
        const mod = await load();
        warmNeighbours(page.pageUri, uris);
        const Page = mod.default;
        return {
          Component:
            page.loginYn === 'Y'
              ? () => (
                  <RequireLogin>
                    <Page />
                  </RequireLogin>
                )
              : Page,
        };
      },
    };
    const list = byLayout.get(page.layoutType) ?? [];
    list.push(route);
    byLayout.set(page.layoutType, list);
  }
  const known = Object.keys(pageRegistry);
  const layoutRoutes: RouteObject[] = [...byLayout.entries()].map(([layout, children]) => ({
    element: <LayoutFor layout={layout} />,
    children,
  }));
  return [
    {
      element: <RootLayout shell={shell} />,
      // Lazy pages load after start-up; nothing to show while the first one arrives.
      hydrateFallbackElement: <div className="route-loading" aria-busy="true" />,
      children: [
        { path: '/', element: <Navigate to="/home" replace /> },
        ...layoutRoutes,
        ...systemRoutes,
        {
          path: '*',
          // A screen the client knows but the server gave no record for goes to /pageNotAccess;
          // any other path is simply not found.
          element: <NotAccessRedirect known={known} />,
        },
      ],
    },
  ];
}

export const createRouter = (shell: ShellData) => createBrowserRouter(buildRoutes(shell));
