import { calls } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { hostname, systemDate } from './service';
import { defineRoute } from '../../platform/routes';

const TAG = 'System';

/** System date and host name (spec 1, section 7: System). Public. */
export const systemRoutes: FastifyPluginAsync<AppDeps> = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  defineRoute(
    app,
    calls.getSystemDate,
    {
      tags: [TAG],
      summary: 'The server’s date and time',
      description:
        'systemDate is the provider’s local time (Asia/Seoul) as YYYY-MM-DD HH:mm:ss; systemDateTime the same instant in ISO-8601 UTC.',
      errors: {},
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return systemDate();
    },
  );

  defineRoute(
    app,
    calls.getHostname,
    {
      tags: [TAG],
      summary: 'The host name of the server process that answered',
      errors: {},
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return hostname();
    },
  );
};
