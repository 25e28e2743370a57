import { ZHostnameResponse, ZSystemDateResponse } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { hostname, systemDate } from './service';

const TAG = 'System';

/** System date and host name (spec 1, section 7: System). Public. */
export const systemRoutes: FastifyPluginAsync<AppDeps> = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '',
    {
      schema: {
        tags: [TAG],
        summary: 'The server’s date and time',
        description: 'systemDate is the provider’s local time (Asia/Seoul) as YYYY-MM-DD HH:mm:ss; systemDateTime the same instant in ISO-8601 UTC.',
        response: { 200: ZSystemDateResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return systemDate();
    },
  );

  app.get(
    '/hostname',
    {
      schema: { tags: [TAG], summary: 'The host name of the server process that answered', response: { 200: ZHostnameResponse } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return hostname();
    },
  );
};
