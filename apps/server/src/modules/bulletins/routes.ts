import { calls, ALL_BBS_CODES, LOGIN_REQUIRED_BBS_CODES, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { contentDetail, countView, ListCache, searchContentsBytes, watchBbsVersion, type ListAnswerCache } from './service';
import { defineRoute } from '../../platform/routes';

const TAG = 'Bulletins';

/** Bulletin contents: boards 02..11, FAQ and exchange derivatives notices (spec 1, section 7). */
export const bulletinRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const cache: ListAnswerCache = new ListCache();
  const stop = await watchBbsVersion(deps.database, (v) => cache.setVersion(v));
  app.addHook('onClose', stop);

  defineRoute(
    app,
    calls.searchBbsContents,
    {
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Search a board (boards 02..11 need a signed-in member)',
      description:
        'Pages through the posted items of one board, newest or oldest first, filtered by categories (joined with |) and by text in subject and body. FAQ items carry their answer in `contents`.',
      errors: { 400: ZErrorBody, 401: ZErrorBody },
    },
    async (request, reply) => {
      const body = request.body;
      if (LOGIN_REQUIRED_BBS_CODES.includes(body.bbsCode)) await app.requireAuth(request, reply);
      const bytes = await searchContentsBytes(
        deps.db,
        {
          bbsCodes: [body.bbsCode],
          filters: body,
          pageNumber: body.pageNumber,
          pageSize: body.pageSize,
          withContents: body.bbsCode === 'FAQ',
        },
        request.lang,
        cache,
        (answer) => reply.serialize(answer) as string,
      );
      return reply.type('application/json; charset=utf-8').send(bytes);
    },
  );

  defineRoute(
    app,
    calls.getBbsContent,
    {
      config: { readOnly: true },
      tags: [TAG],
      summary: 'A bulletin item with attachments and previous/next',
      description:
        'The body repeats the filters and sort of the list the reader came from; previous is the row above, next the row below, on the item’s board.',
      errors: { 400: ZErrorBody, 404: ZErrorBody },
    },
    async (request) => {
      const allowed = request.body.bbsCode ? [request.body.bbsCode] : ALL_BBS_CODES;
      return contentDetail(deps.db, request.params.bbsContentId, allowed, request.body, request.lang);
    },
  );

  defineRoute(
    app,
    calls.countBbsContentView,
    {
      config: { auditAction: 'BBS_VIEW' },
      tags: [TAG],
      summary: 'Count one view of an item',
      description: 'Adds one to the view counter in a single atomic statement and answers the new count.',
      errors: { 400: ZErrorBody, 404: ZErrorBody },
    },
    async (request) => {
      request.audit = { target: request.params.bbsContentId };
      return countView(deps.db, request.params.bbsCode, request.params.bbsContentId);
    },
  );
};
