import { calls } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { allMenus, allPages, myMenus, myPages } from './service';
import { defineRoute } from '../../platform/routes';

const TAG = 'Menus and pages';

/**
 * Menus and pages (spec 1, section 7: Auth). A visitor may call every one of them; with a valid
 * bearer token the answers follow the member's roles. An invalid token is treated as a visitor here,
 * so that the shell of a stale client still starts.
 */
export const navigationRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  defineRoute(
    app,
    calls.getAllMenus,
    {
      tags: [TAG],
      summary: 'Every menu that leads to a page',
      description: 'The root menu (400000) whose `menus` are the top menus, four levels deep; the exchange-side menu only for role 09.',
      errors: {},
    },
    async (request) => ({ menus: await allMenus(deps.db, request.auth, request.lang) }),
  );

  defineRoute(
    app,
    calls.getAllPages,
    {
      tags: [TAG],
      summary: 'Every page record',
      errors: {},
    },
    async () => ({ pages: await allPages(deps.db) }),
  );

  defineRoute(
    app,
    calls.getMyMenus,
    {
      tags: [TAG],
      summary: 'The caller’s menus',
      description: 'Menus pruned to the branches that hold a page the caller may open (a visitor: public pages only).',
      errors: {},
    },
    async (request) => ({ menus: await myMenus(deps.db, request.auth, request.lang) }),
  );

  defineRoute(
    app,
    calls.getMyPages,
    {
      tags: [TAG],
      summary: 'The caller’s pages',
      description:
        'Pages the caller may open: public pages, login-required pages for members, role pages for members holding a role. A visitor also receives the login-required pages without roles, so the client can send them to sign in.',
      errors: {},
    },
    async (request) => ({ pages: await myPages(deps.db, request.auth) }),
  );
};
