import { ZCodeGroup, ZCodeGroupParams, ZCodeSearchRequest, ZCodeSearchResponse, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { codeGroup, searchCodes } from './service';

const TAG = 'Codes';

/** Shared code lists (spec 1, section 7: Codes). Public. */
export const codeRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/search',
    {
      config: { readOnly: true },
      schema: {
        tags: [TAG],
        summary: 'Codes of several groups',
        description: 'Answers the groups asked for, in that order, with their codes in use sorted; unknown groups are left out.',
        body: ZCodeSearchRequest,
        response: { 200: ZCodeSearchResponse, 400: ZErrorBody },
      },
    },
    async (request) => ({ codeGroups: await searchCodes(deps.db, request.body.codeGroupCodes, request.lang) }),
  );

  app.get(
    '/:codeGroupCode',
    {
      schema: {
        tags: [TAG],
        summary: 'Codes of one group',
        params: ZCodeGroupParams,
        response: { 200: ZCodeGroup, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => codeGroup(deps.db, request.params.codeGroupCode, request.lang),
  );
};
