import { calls } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { defineKindRoutes, kindCall, KIND_ERRORS } from '../../platform/kind-routes';
import { defineRoute } from '../../platform/routes';
import {
  actOnSuspensionRecord,
  createSuspensionRecord,
  registerSuspensionStatus,
  searchSuspensions,
  SUSPENSION_KIND,
  suspensionContract,
  suspensionDetail,
  updateSuspensionMemo,
  type SuspensionsContext,
} from './service';

const TAG = 'Suspensions';
const read = { permission: 'suspensions.read', company: 'token' } as const;

/**
 * /apis/v1/user/suspensions: suspension (temporary stop) requests of contracts. Customers (01)
 * work on their token company's requests only (any other id answers 404 like a missing one); provider staff (05, 06)
 * on every company's. What a caller may do in a state comes from SUSPENSION_WORKFLOW, checked by the platform's engine.
 */
export const suspensionRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  registerSuspensionStatus();
  const ctx: SuspensionsContext = { db: deps.db, config: deps.config, workflow: app.workflow };

  defineKindRoutes(app, {
    tag: TAG,
    db: deps.db,
    workflow: app.workflow,
    definition: SUSPENSION_KIND,
    idParam: 'suspensionId',
    present: (record, request) => suspensionDetail(ctx, record, request.auth!, request.lang),
    guards: {
      read,
      write: { permission: 'suspensions.write', company: 'token' },
      work: { permission: 'suspensions.work', company: 'token' },
    },
    audit: 'SUSPENSION',
    auditOf: (d) => ({ target: d.number, detail: { suspensionId: d.suspensionId, contractId: d.contractId } }),
    search: kindCall({
      call: calls.searchSuspensions,
      summary: 'Search suspension requests (/contract/suspension-list, /admin/suspension-approval-list)',
      description:
        'Customers: their token company’s requests; provider staff: every company’s, or the one named by companyId. Filters: state, contract, a period meeting fromDate..toDate (Korean calendar dates, inclusive), request, contract or product text. Sorted by request time or start date. Errors: SUS1N4012 from after to.',
      handle: (request) => searchSuspensions(ctx, request.auth!, request.body, request.lang),
    }),
    create: kindCall({
      call: calls.createSuspension,
      summary: 'Request a suspension of a contract (customer members)',
      description:
        'In the token’s company, numbered SP-YYYY-NNNNNN, state REQUESTED. Rules: the contract is the company’s (CTR1N4041) and not ended (SUS1N4091; termination scheduled: the period ends before the due date, SUS1N4006); product, period and reason required (SUS1N4001), reason at most 1,000 characters (SUS1N4002); the period starts today (Korean day) or later (SUS1N4003) and ends on or after its start (SUS1N4004); the product is the contract’s in use over the period (SUS1N4005); the market, when given, is the product’s (SUS1N4007); no overlap with another open or approved request of the contract and product (SUS1N4092, 409).',
      handle: (request) => createSuspensionRecord(ctx, request.auth!, request.company!, request.body, request.lang),
    }),
    get: kindCall({
      call: calls.getSuspension,
      summary: 'A suspension request with what the caller may do now',
      description:
        '`allowedActions` come from the workflow declaration, the caller’s roles and company; the staff memo is answered to provider staff only. Another company’s request answers WFL1N4041 like a missing one.',
    }),
    memo: kindCall({
      call: calls.updateSuspensionMemo,
      summary: 'Save the staff memo of a suspension request (provider staff)',
      description:
        'Kept on the request, never shown to the customer; not a version of the document. Errors: SUS1N4031 not provider staff, WFL1N4041 not the caller’s to see, COM1N4002 nothing changed.',
      handle: (request) => updateSuspensionMemo(ctx, request.auth!, request.params.suspensionId, request.body),
    }),
    act: kindCall({
      call: calls.actOnSuspension,
      summary: 'Take a workflow action on a suspension request',
      description:
        'Actions of SUSPENSION_WORKFLOW: receive, receiveChange (the change reason in `reason`, the changed period in periodFrom/periodTo, checked by the rules of a request: SUS1N4001-SUS1N4006, SUS1N4010 nothing changed, SUS1N4092 overlap), approve (SUS1N4093 the contract has ended), return (reason required), cancel (customer or staff, before approval), with the version the caller saw; a provider’s memo becomes the staff memo (SUS1N4031 for a customer). Errors: WFL1N4001 unknown action, WFL1N4002 reason required, WFL1N4031 not the caller’s action, WFL1N4091 stale version or another change under way (of two decisions at once exactly one succeeds), WFL1N4092 not from this state, SUS1N4011 a period with another action.',
      handle: (request) =>
        actOnSuspensionRecord(ctx, request.auth!, request.params.suspensionId, request.params.action, request.body, request.lang),
    }),
    versions: kindCall({
      call: calls.getSuspensionVersions,
      summary: 'The history of a suspension request (every version with its content)',
      description:
        'Creation and each transition, oldest first, with who, role, when, from, to, reason and the content then (period, reason, change reason); the staff’s memos for provider staff only.',
    }),
  });

  defineRoute(
    app,
    calls.getSuspensionContract,
    {
      guard: read,
      tags: [TAG],
      summary: 'What a suspension request shows of a contract (/contract/:contractId/suspension-request)',
      description:
        'The contract’s name and order type, customer, manager and contact, its products in use with their classification, market and information receiving method, and `maySuspend`. Another company’s contract answers CTR1N4041 like a missing one.',
      errors: KIND_ERRORS,
    },
    async (request) => suspensionContract(ctx, request.auth!, request.params.contractId, request.lang),
  );
};
