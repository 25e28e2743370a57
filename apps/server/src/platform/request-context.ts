import { HEADER_PAGE_ID, type TLanguage } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language, from Accept-Language (ko or en); the configured default otherwise. */
    lang: TLanguage;
    /** The page the client was on (X-Page-Id), recorded in the audit log. */
    pageId: string | null;
  }
}

/**
 * The request's language (spec 1, section 1: Korean if the language begins with ko, otherwise English).
 * The first language range of the header decides, whatever its weight: a browser lists the user's
 * preferred language first. Without a header (or an empty one) the configured default applies.
 */
export function parseLanguage(header: string | undefined, fallback: TLanguage): TLanguage {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  if (!first) return fallback;
  return first.startsWith('ko') ? 'ko' : 'en';
}

export const requestContextPlugin = fp(async function requestContext(app: FastifyInstance, opts: { defaultLanguage: TLanguage }) {
  app.decorateRequest('lang', 'ko');
  app.decorateRequest('pageId', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = parseLanguage(request.headers['accept-language'], opts.defaultLanguage);
    const pageId = request.headers[HEADER_PAGE_ID];
    request.pageId = typeof pageId === 'string' && pageId.length <= 64 ? pageId : null;
    done();
  });
});
