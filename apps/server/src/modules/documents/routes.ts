import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { documentById, latestDocument } from './service';
import { defineRoute } from '../../platform/routes';

const TAG = 'Standard documents';

/** Terms and conditions, personal-information policy and other standard documents. Public. */
export const documentRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  defineRoute(
    app,
    calls.getStandardDocument,
    {
      tags: [TAG],
      summary: 'One version of a standard document',
      errors: { 400: ZErrorBody, 404: ZErrorBody },
    },
    async (request) => documentById(deps.db, request.params.standardDocumentId, request.lang),
  );

  defineRoute(
    app,
    calls.getLatestStandardDocument,
    {
      tags: [TAG],
      summary: 'The version in effect of a classification (01_01 terms, 01_02 personal-information policy, ...)',
      description: 'The newest version whose effective date has come (Asia/Seoul). Show it only when noticeYn is Y.',
      errors: { 400: ZErrorBody, 404: ZErrorBody },
    },
    async (request) => latestDocument(deps.db, request.params.documentClassificationCode, request.lang),
  );
};
