import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { moduleContext } from '../../platform/services';
import { myInformationRoutes, profileRoutes } from './routes';

/** The profile area: the member's information, password change, terms agreements and withdrawal. */
export async function profileModule(app: FastifyInstance, deps: AppDeps) {
  const ctx = moduleContext(app, deps);
  await app.register(myInformationRoutes(ctx));
  await app.register(profileRoutes(ctx));
}
