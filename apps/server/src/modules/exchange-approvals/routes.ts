import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { defineRoute } from '../../platform/routes';
import { kickMail } from '../../platform/services';
import { JOB_AGREEMENT_ARCHIVES } from '../contracts';
import { contentDisposition, fileServiceOf } from '../files';
import {
  approvalDetail,
  approveAll,
  attachmentOf,
  confirmApproval,
  decide,
  latestApproval,
  searchApprovals,
  type ExchangeContext,
} from './service';

const TAG = 'Exchange approvals';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/**
 * /apis/v1/exchange/approvals: the exchange reviewer's (09) approval list, detail, attachments and decisions, and the
 * provider staff's (05, 06) confirmation of a result (decision 046). Items are made by the engine
 * effect this area registers for every kind whose workflow waits on the exchange. Answers carry personal data
 * (writers' names): the platform answers every API call no-store.
 */
export const exchangeApprovalRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx: ExchangeContext = { db: deps.db, workflow: app.workflow };
  const files = fileServiceOf(deps);

  defineRoute(
    app,
    calls.searchExchangeApprovals,
    {
      guard: { permission: 'exchange.review' },
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Search exchange approval items (/exchange/approval-list)',
      description:
        'Every item made when a request entered a state waiting on the exchange. Filters: status (WAITING, APPROVED, REJECTED), approval type (NEW, CHANGE, TERMINATION, NON_DISPLAY), stage, registered date range (Korean calendar dates, inclusive; EXA1N4003 when the start is after the end), text (document number, title, writer, company), company, request. Page sizes 10, 50, 100; sorted by registered date.',
      errors,
    },
    async (request) => searchApprovals(ctx, request.body, request.lang),
  );

  defineRoute(
    app,
    calls.approveAllExchangeApprovals,
    {
      guard: { permission: 'exchange.review' },
      config: { auditAction: 'EXCHANGE_APPROVE_ALL' },
      tags: [TAG],
      summary: 'Approve every item of a selection at once (irreversible)',
      description:
        'One transaction, all or none: each item with the request version the reviewer saw (1 to 1,000). An empty selection answers EXA1N4001 ("Select at least one item."); the same item twice EXA1N4002; a missing item EXA1N4041; an item already decided EXA1N4091; a stale version WFL1N4091 (409). Nothing changes unless every item is approved. Answers the count approved.',
      errors,
    },
    async (request) => {
      const result = await approveAll(ctx, request.auth!, request.body);
      // Approved orders have agreement archives to write (the contracts area's job).
      app.jobs.kick(JOB_AGREEMENT_ARCHIVES);
      request.audit = {
        detail: { approvedCount: result.approvedCount, approvalIds: request.body.items.map((i) => i.approvalId).slice(0, 100) },
      };
      kickMail(app);
      return result;
    },
  );

  defineRoute(
    app,
    calls.getExchangeApproval,
    {
      guard: { permission: 'exchange.review' },
      tags: [TAG],
      summary: 'An exchange approval item with its document (/exchange/approval/:approvalId/approval-detail)',
      description:
        'The item, the document’s key fields, its attachments (an order’s files; a declaration’s files and its order’s), its history (without the provider’s internal memos) and `allowedActions` (approve and reject while it waits). EXA1N4041 when missing.',
      errors,
    },
    async (request) => approvalDetail(ctx, request.auth!, request.params.approvalId, request.lang),
  );

  for (const decision of ['approve', 'reject'] as const) {
    defineRoute(
      app,
      decision === 'approve' ? calls.approveExchangeApproval : calls.rejectExchangeApproval,
      {
        guard: { permission: 'exchange.review' },
        config: { auditAction: decision === 'approve' ? 'EXCHANGE_APPROVE' : 'EXCHANGE_REJECT' },
        tags: [TAG],
        summary: decision === 'approve' ? 'Approve an item (the final approval)' : 'Reject an item',
        description:
          decision === 'approve'
            ? 'Takes the kind’s exchangeApprove through the workflow’s one transition function: an order’s contract is made, changed or its end scheduled; a declaration is approved. `message` (optional) is the approval message. Errors: EXA1N4041 missing, EXA1N4091 already decided, WFL1N4091 stale version or another decision under way (of two reviewers at once exactly one succeeds).'
            : 'Takes the kind’s exchangeReject: an order goes back to the customer (RETURNED, it may be resubmitted), a declaration is rejected (REJECTED, final). `message` (optional) is the return reason. Errors as for approve.',
        errors,
      },
      async (request) => {
        const detail = await decide(ctx, request.auth!, request.params.approvalId, decision, request.body, request.lang);
        request.audit = { target: detail.documentNumber, detail: { approvalId: detail.approvalId, status: detail.status } };
        if (decision === 'approve') app.jobs.kick(JOB_AGREEMENT_ARCHIVES);
        kickMail(app);
        return detail;
      },
    );
  }

  defineRoute(
    app,
    calls.downloadExchangeApprovalFile,
    {
      guard: { permission: 'exchange.review' },
      compress: false,
      tags: [TAG],
      summary: 'Download an attachment of an item’s document',
      description: 'Only a file of the item’s document (EXA1N4042 otherwise).',
      errors,
    },
    async (request, reply) => {
      const file = await attachmentOf(ctx, request.auth!, request.params.approvalId, request.params.fileUUID);
      const found = await files.openVouched(file.fileUUID, request.log);
      if (!found) throw new AppError('EXA1N4042');
      return reply
        .header('content-type', found.row.contentType)
        .header('content-length', String(found.row.sizeBytes))
        .header('content-disposition', contentDisposition('attachment', found.row.originalName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(found.body);
    },
  );

  defineRoute(
    app,
    calls.confirmExchangeApproval,
    {
      guard: { permission: 'exchange.confirm' },
      config: { auditAction: 'EXCHANGE_CONFIRM' },
      tags: [TAG],
      summary: 'Confirm the result of a decided item (provider staff)',
      description:
        'Records that the provider saw the exchange’s decision, once. Errors: EXA1N4041 missing, EXA1N4092 not decided yet, EXA1N4093 already confirmed.',
      errors,
    },
    async (request) => {
      const detail = await confirmApproval(ctx, request.auth!, request.params.approvalId, request.lang);
      request.audit = { target: detail.documentNumber, detail: { approvalId: detail.approvalId } };
      return detail;
    },
  );

  defineRoute(
    app,
    calls.getLatestExchangeApproval,
    {
      guard: { permission: 'exchange.confirm' },
      tags: [TAG],
      summary: 'The latest exchange item of a request (the provider’s result panel)',
      description: 'Null before the request reached the exchange; `mayConfirm` when decided and not yet confirmed.',
      errors,
    },
    async (request) => latestApproval(ctx, request.auth!, request.params.requestId, request.lang),
  );
};
