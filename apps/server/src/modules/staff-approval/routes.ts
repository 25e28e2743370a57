import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/services';
import { approveMember, refuseMember, searchMembers } from './service';
import { defineRoute } from '../../platform/routes';

const TAG = 'Accounts: staff approval';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/** /apis/v1/staff/members: provider staff (roles 05 and 06) approve or refuse new members. */
export function staffApprovalRoutes(ctx: ModuleContext) {
  return async function (root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    defineRoute(
      app,
      calls.searchPendingMembers,
      {
        tags: [TAG],
        summary: 'Members by status (default: awaiting approval)',
        errors,
        guard: { permission: 'members.approve' },
        config: { readOnly: true },
      },
      async (request) => searchMembers(ctx, request.body, request.lang),
    );

    defineRoute(
      app,
      calls.approveMember,
      {
        tags: [TAG],
        summary: 'Approves a member awaiting approval (mail to the member)',
        description: 'Errors: USR1N4012 not awaiting approval, COM1N4041 unknown member.',
        errors,
        guard: { permission: 'members.approve' },
        config: { auditAction: 'MEMBER_APPROVE' },
      },
      async (request) => {
        request.audit = { target: request.params.userId };
        return approveMember(ctx, request.params.userId);
      },
    );

    defineRoute(
      app,
      calls.refuseMember,
      {
        tags: [TAG],
        summary: 'Refuses a member awaiting approval, with a reason (mail to the member)',
        description: 'Errors: USR1N4012, COM1N4041.',
        errors,
        guard: { permission: 'members.approve' },
        config: { auditAction: 'MEMBER_REFUSE' },
      },
      async (request) => {
        request.audit = { target: request.params.userId };
        return refuseMember(ctx, request.params.userId, request.body.reason);
      },
    );
  };
}
