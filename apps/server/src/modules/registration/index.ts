import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { moduleContext } from '../../platform/services';
import { companyRoutes, registrationRoutes } from './routes';

/** The registration area: the join form (company search, self-registration), invitations, the newsletter opt-in, the e-mail confirmation. */
export async function registrationModule(app: FastifyInstance, deps: AppDeps) {
  const ctx = moduleContext(app, deps);
  await app.register(companyRoutes(ctx));
  await app.register(registrationRoutes(ctx));
}

// What other modules use (the face, decision 076).
export {
  assertNewPassword,
  createInvitation,
  forgetAddress,
  hasPendingInvitation,
  isSubscribed,
  purgeExpiredRegistrations,
} from './service';
