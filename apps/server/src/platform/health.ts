import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from './db';

const ZHealth = z.object({ status: z.string() });

/** GET /healthz: process alive. GET /readyz: database reachable. */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  opts.database.onIdleError = (err) => app.log.warn({ err }, 'idle database connection lost; the pool reconnects when next needed');
  app.get('/healthz', { schema: { hide: true, response: { 200: ZHealth } } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true, response: { 200: ZHealth, 503: ZHealth } } }, async (_req, reply) => {
    try {
      await opts.database.ping();
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'database unreachable' });
    }
  });
}
