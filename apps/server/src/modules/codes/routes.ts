import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { codeGroup, searchCodes } from './service';
import { defineRoute } from '../../platform/routes';

const TAG = 'Codes';

/** Shared code lists (spec 1, section 7: Codes). Public. */
export const codeRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  defineRoute(
    app,
    calls.searchCodes,
    {
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Codes of several groups',
      description: 'Answers the groups asked for, in that order, with their codes in use sorted; unknown groups are left out.',
      errors: { 400: ZErrorBody },
    },
    async (request) => ({ codeGroups: await searchCodes(deps.db, request.body.codeGroupCodes, request.lang) }),
  );

  defineRoute(
    app,
    calls.getCodeGroup,
    {
      tags: [TAG],
      summary: 'Codes of one group',
      errors: { 400: ZErrorBody, 404: ZErrorBody },
    },
    async (request) => codeGroup(deps.db, request.params.codeGroupCode, request.lang),
  );
};
