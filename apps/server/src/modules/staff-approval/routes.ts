import { PROVIDER_ROLES, ZErrorBody, ZMemberDecisionResponse, ZPendingMemberPage, ZPendingMemberSearchRequest, ZRefuseMemberRequest, ZUserIdParams } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/services';
import { approveMember, refuseMember, searchMembers } from './service';

const TAG = 'Accounts: staff approval';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const bearer = [{ bearer: [] }];

/** /apis/v1/staff/members: provider staff (roles 05 and 06) approve or refuse new members. */
export function staffApprovalRoutes(ctx: ModuleContext) {
  return async function (root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const staffOnly = app.requireRoles(...PROVIDER_ROLES);

    app.post(
      '/search',
      {
        schema: { tags: [TAG], summary: 'Members by status (default: awaiting approval)', security: bearer, body: ZPendingMemberSearchRequest, response: { 200: ZPendingMemberPage, ...errors } },
        preHandler: staffOnly,
        config: { readOnly: true },
      },
      async (request) => searchMembers(ctx, request.body, request.lang),
    );

    app.post(
      '/:userId/approve',
      {
        schema: { tags: [TAG], summary: 'Approves a member awaiting approval (mail to the member)', description: 'Errors: USR1N4012 not awaiting approval, COM1N4041 unknown member.', security: bearer, params: ZUserIdParams, response: { 200: ZMemberDecisionResponse, ...errors } },
        preHandler: staffOnly,
        config: { auditAction: 'MEMBER_APPROVE' },
      },
      async (request) => {
        request.audit = { target: request.params.userId };
        return approveMember(ctx, request.params.userId);
      },
    );

    app.post(
      '/:userId/refuse',
      {
        schema: { tags: [TAG], summary: 'Refuses a member awaiting approval, with a reason (mail to the member)', description: 'Errors: USR1N4012, COM1N4041.', security: bearer, params: ZUserIdParams, body: ZRefuseMemberRequest, response: { 200: ZMemberDecisionResponse, ...errors } },
        preHandler: staffOnly,
        config: { auditAction: 'MEMBER_REFUSE' },
      },
      async (request) => {
        request.audit = { target: request.params.userId };
        return refuseMember(ctx, request.params.userId, request.body.reason);
      },
    );
  };
}
