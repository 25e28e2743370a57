import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_LIMITS, rateLimited } from '../../platform/rate-limit-keys';
import type { ModuleContext } from '../../platform/services';
import { resetDormant } from './service';
import { defineRoute } from '../../platform/routes';

const TAG = 'Accounts: members';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody };

/** /apis/v1/user/users: a dormant member reactivates the account with the password. */
export function dormancyRoutes(ctx: ModuleContext) {
  return async function (root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    defineRoute(
      app,
      calls.resetDormant,
      {
        tags: [TAG],
        summary: 'Reactivates a dormant account with its password',
        description: 'Errors: ATH1N4010, ATH1N4013 and the other account states as at sign-in.',
        errors,
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.signInAddress, ACCOUNT_LIMITS.signInAccount),
        config: { auditAction: 'RESET_DORMANT' },
      },
      async (request) => {
        const { userId, ...answer } = await resetDormant(ctx, request.body.loginEmail, request.body.loginSecretNo);
        request.audit = { userId, target: userId };
        return answer;
      },
    );
  };
}
