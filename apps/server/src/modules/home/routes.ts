import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { memberHome } from './service';
import { defineRoute } from '../../platform/routes';

/** GET /apis/v1/user/home: the data of home for a signed-in member. */
export const homeRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  defineRoute(
    app,
    calls.getMemberHome,
    {
      guard: 'signed-in',
      tags: ['Home'],
      summary: 'Home for a signed-in member',
      description:
        'Shortcuts for the member’s roles, the member’s five latest inquiries in the token’s company, the five latest notices and FAQ items, and recentReports (empty until the reports area exists).',
      errors: { 401: ZErrorBody },
    },
    async (request) => memberHome(deps.db, request.auth!, request.lang),
  );
};
