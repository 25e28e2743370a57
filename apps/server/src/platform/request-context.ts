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

export function parseLanguage(header: string | undefined, fallback: TLanguage): TLanguage {
  if (!header) return fallback;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (tag.startsWith('ko')) return 'ko';
    if (tag.startsWith('en')) return 'en';
  }
  return fallback;
}

export const requestContextPlugin = fp(async function requestContext(app: FastifyInstance, opts: { defaultLanguage: TLanguage }) {
  app.decorateRequest('lang', 'ko');
  app.decorateRequest('pageId', null);
  app.addHook('onRequest', async (request) => {
    request.lang = parseLanguage(request.headers['accept-language'], opts.defaultLanguage);
    const pageId = request.headers[HEADER_PAGE_ID];
    request.pageId = typeof pageId === 'string' && pageId.length <= 64 ? pageId : null;
  });
});
