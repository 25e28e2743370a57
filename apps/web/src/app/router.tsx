import type { TLayoutType } from '@portal/contract';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { LayoutFor } from './layouts/layouts';
import { pageRegistry } from './page-registry';
import { RequireLogin } from './require-login';
import { NotAccessRedirect } from './not-access-redirect';
import type { ShellData } from './bootstrap';
import { systemRoutes } from '../features/system/routes';

/**
 * Pages are added to the router only after the page list arrives (spec 1, section 2):
 * one route per server page record that has a component, under the layout the record names.
 */
export function buildRoutes(shell: ShellData): RouteObject[] {
  const byLayout = new Map<TLayoutType, RouteObject[]>();
  for (const page of shell.pages) {
    const load = pageRegistry[page.pageUri];
    if (!load) continue;
    const route: RouteObject = {
      path: page.pageUri,
      handle: { page },
      lazy: async () => {
        const mod = await load();
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
