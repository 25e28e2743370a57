import { ZBbsContentIdParams, ZErrorBody, ZNoticeDetail, ZNoticeDetailRequest, ZNoticeSearchRequest, ZNoticeSearchResponse } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { ListCache, watchBbsVersion, type ListAnswerCache } from '../bulletins/service';
import { noticeDetail, searchNotices } from './service';

const TAG = 'Notices';

/** Notices and market notices (spec 1, section 7). Public. */
export const noticeRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const cache: ListAnswerCache = new ListCache();
  const stop = await watchBbsVersion(deps.database, (v) => cache.setVersion(v));
  app.addHook('onClose', stop);

  app.post(
    '/search',
    {
      config: { readOnly: true },
      schema: {
        tags: [TAG],
        summary: 'Search notices and market notices',
        description:
          'Pages through posted notices (boards NOTICE and MARKET_NOTICE, or those named in bbsCodes), newest or oldest first, filtered by categories (joined with |) and by text in subject and body as the reader sees them.',
        body: ZNoticeSearchRequest,
        response: { 200: ZNoticeSearchResponse, 400: ZErrorBody },
      },
    },
    async (request) => searchNotices(deps.db, request.body, request.lang, cache),
  );

  app.post(
    '/:bbsContentId',
    {
      config: { readOnly: true },
      schema: {
        tags: [TAG],
        summary: 'A notice with attachments and previous/next',
        description: 'The body repeats the filters and sort of the list the reader came from; previous is the row above, next the row below.',
        params: ZBbsContentIdParams,
        body: ZNoticeDetailRequest,
        response: { 200: ZNoticeDetail, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => noticeDetail(deps.db, request.params.bbsContentId, request.body, request.lang),
  );
};
