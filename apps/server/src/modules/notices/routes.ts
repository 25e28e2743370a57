import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { ListCache, watchBbsVersion, type ListAnswerCache } from '../bulletins';
import { noticeDetail, searchNoticesBytes } from './service';
import { defineRoute } from '../../platform/routes';

const TAG = 'Notices';
const JSON_TYPE = 'application/json; charset=utf-8';

/** Notices and market notices (spec 1, section 7). Public. */
export const noticeRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const cache: ListAnswerCache = new ListCache();
  const stop = await watchBbsVersion(deps.database, (v) => cache.setVersion(v));
  app.addHook('onClose', stop);

  defineRoute(
    app,
    calls.searchNotices,
    {
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Search notices and market notices',
      description:
        'Pages through posted notices (boards NOTICE and MARKET_NOTICE, or those named in bbsCodes), newest or oldest first, filtered by categories (joined with |) and by text in subject and body as the reader sees them.',
      errors: { 400: ZErrorBody },
    },
    async (request, reply) => {
      const bytes = await searchNoticesBytes(deps.db, request.body, request.lang, cache, (answer) => reply.serialize(answer) as string);
      return reply.type(JSON_TYPE).send(bytes);
    },
  );

  defineRoute(
    app,
    calls.getNotice,
    {
      config: { readOnly: true },
      tags: [TAG],
      summary: 'A notice with attachments and previous/next',
      description: 'The body repeats the filters and sort of the list the reader came from; previous is the row above, next the row below.',
      errors: { 400: ZErrorBody, 404: ZErrorBody },
    },
    async (request) => noticeDetail(deps.db, request.params.bbsContentId, request.body, request.lang),
  );
};
