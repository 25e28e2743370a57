import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

/**
 * Serves the built web app from the same process: hashed assets cached for a year, every other
 * non-/apis path answered with index.html so the client router takes over.
 */
export const webPlugin = fp(async function webPlugin(app: FastifyInstance, opts: { root?: string }) {
  const root = opts.root && existsSync(path.join(opts.root, 'index.html')) ? opts.root : undefined;
  const indexHtml = root ? readFileSync(path.join(root, 'index.html')) : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'public, max-age=300');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0];
    if (urlPath.startsWith('/apis') || !indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, request, 'COM1N4040');
    }
    if (/\.[a-z0-9]{2,5}$/i.test(urlPath) && urlPath.startsWith('/assets/')) {
      return sendError(reply, request, 'COM1N4040');
    }
    return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
});
