import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { moduleContext } from '../../platform/services';
import { staffApprovalRoutes } from './routes';

/** The staff approval area: provider staff (roles 05 and 06) approve or refuse new members. */
export async function staffApprovalModule(app: FastifyInstance, deps: AppDeps) {
  await app.register(staffApprovalRoutes(moduleContext(app, deps)));
}
