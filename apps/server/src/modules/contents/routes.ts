import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { activePopups, latestContents, popupViewerOf } from './service';
import { defineRoute } from '../../platform/routes';

const TAG = 'Contents';

/** Contents by type code: directions, contact us, banners, product and guide pages, popups. Public. */
export const contentsRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  defineRoute(
    app,
    calls.getLatestContents,
    {
      tags: [TAG],
      summary: 'The latest version of a contents type',
      description:
        'Name and sanitized HTML body in the request’s language (the other language as fallback). Show it only when noticeYn is Y.',
      errors: { 400: ZErrorBody, 404: ZErrorBody },
    },
    async (request) => latestContents(deps.db, request.params.contentsTypeCode, request.lang),
  );

  defineRoute(
    app,
    calls.getPopups,
    {
      tags: [TAG],
      summary: 'Popups on display now',
      description:
        'The current version of each popup contents of the type that is posted (noticeYn Y), whose display window holds now and ' +
        'whose audience includes the caller: a popup for members without a second factor goes only to a signed-in member ' +
        'who has neither an authenticator app nor a passkey (the bearer token is read when sent; the call stays public).',
      errors: { 400: ZErrorBody },
    },
    async (request) => ({
      popups: await activePopups(deps.db, request.params.contentsTypeCode, request.lang, popupViewerOf(deps.db, request.auth)),
    }),
  );
};
