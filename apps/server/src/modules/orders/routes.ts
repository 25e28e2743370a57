import { calls, type TOrderSearchResponse } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { ResultCache } from '../../platform/result-cache';
import { defineKindRoutes, kindCall } from '../../platform/kind-routes';
import { JOB_AGREEMENT_ARCHIVES } from '../contracts';
import { createProductNames } from '../catalogue';
import { createIdentityReads } from '../identity';
import {
  actOnOrderRecord,
  createOrderRecord,
  ORDER_KIND,
  orderDetail,
  orderPdf,
  searchOrders,
  updateOrderRecord,
  type OrdersContext,
} from './service';

const TAG = 'Orders';

/**
 * /apis/v1/user/orders: order forms. Customers (01) work on their token company's orders only
 * (any other id answers 404 like a missing one); provider staff (05, 06) on every company's. What a caller may do in a
 * state comes from the workflow declaration (ORDER_WORKFLOW), checked by the platform's engine.
 */
export const orderRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const listCache =
    deps.config.orderListCache === false
      ? undefined
      : new ResultCache<TOrderSearchResponse>({ ttlMs: 20_000, staleMs: 10_000, max: 2_000 });
  if (listCache) {
    // Orders changed in any process (migration 0013's trigger), or companies renamed or the change listener lost and
    // re-opened (SessionCache.onDrop without a user): the cached lists go. Managers' names may show 30 s late.
    app.sessions.watch((payload) => payload.startsWith('o:') && listCache.invalidate());
    app.sessions.onDrop(({ userId }) => userId === undefined && listCache.invalidate());
  }
  const ctx: OrdersContext = {
    db: deps.db,
    config: deps.config,
    workflow: app.workflow,
    reads: { identity: createIdentityReads(deps.db, app.sessions), productNames: createProductNames(deps.db) },
    listCache,
  };

  defineKindRoutes(app, {
    tag: TAG,
    db: deps.db,
    workflow: app.workflow,
    definition: ORDER_KIND,
    idParam: 'orderId',
    present: (record, request) => orderDetail(ctx, record, request.auth!, request.lang),
    guards: {
      read: { permission: 'orders.read', company: 'token' },
      write: { permission: 'orders.write', company: 'token' },
      work: { permission: 'orders.work', company: 'token' },
    },
    audit: 'ORDER',
    auditOf: (d) => ({ target: d.orderNumber, detail: { orderId: d.orderId, requestType: d.requestType } }),
    afterAct: (action) => {
      // An approval's archive is written when the exchange approves (exchange-approvals kicks the job then); a kick here
      // only writes what may be pending.
      if (action === 'approve') app.jobs.kick(JOB_AGREEMENT_ARCHIVES);
    },
    search: kindCall({
      call: calls.searchOrders,
      summary: 'Search order forms (/order/order-list)',
      description:
        'Customers: their token company’s orders; provider staff: every company’s, or the one named by companyId. Filters: state, request type, product code, last modified from/to (Korean calendar dates, inclusive), order number or product text. Sorted by last change or number. Errors: ORD1N4012 from after to.',
      handle: (request) => searchOrders(ctx, request.auth!, request.body, request.lang),
    }),
    create: kindCall({
      call: calls.createOrder,
      summary: 'Create an order form as a draft (customer members)',
      description:
        'A draft of request type NEW, CHANGE (of a contract) or TERMINATION (of a contract) in the token’s company, numbered OF-YYYY-NNNNNN. Only types and lengths are checked until submission; product and vendor codes must exist (ORD1N4010); files must be the caller’s uploads (FIL1N4041); a change or termination needs an active contract of the company with no open order (CTR1N4041, ORD1N4011).',
      handle: (request) => createOrderRecord(ctx, request.auth!, request.company!, request.body, request.lang),
    }),
    get: kindCall({
      call: calls.getOrder,
      summary: 'An order form with what the caller may do now',
      description:
        '`allowedActions` and `mayEdit` come from the workflow declaration, the caller’s roles and company. Another company’s order answers WFL1N4041 like a missing one.',
    }),
    update: kindCall({
      call: calls.updateOrder,
      summary: 'Save the fields of an order form',
      description:
        'By the roles the state allows (customer: draft, returned, reconfirmation requested; provider staff: submitted, received). A change is a version of its own in the history (provider staff may say why in memo); a save that changes nothing writes nothing. Errors: WFL1N4032 not editable now, WFL1N4091 stale version, ORD1N4010, ORD1N4011, CTR1N4041, FIL1N4041.',
      handle: (request) => updateOrderRecord(ctx, request.auth!, request.params.orderId, request.body),
    }),
    act: kindCall({
      call: calls.actOnOrder,
      summary: 'Take a workflow action on an order form',
      description:
        'Actions of ORDER_WORKFLOW: submit, resubmit, receive, approve, return, requestReconfirm, cancel, with the version the caller saw. Submission checks the rules of the form (ORD1N4001-ORD1N4008, the field named in the request’s language) and records the accepted agreements with their time and document version. Approval makes the contract (new), its new version (change) or schedules its end (termination). Errors: WFL1N4001 unknown action, WFL1N4002 reason required, WFL1N4031 not the caller’s action, WFL1N4091 stale version (of two approvals at once, exactly one succeeds), WFL1N4092 not from this state, ORD1N4011.',
      handle: (request) => actOnOrderRecord(ctx, request.auth!, request.params.orderId, request.params.action, request.body, request.lang),
    }),
    versions: kindCall({
      call: calls.getOrderVersions,
      summary: 'The history of an order form (every version with its content)',
      description:
        'Creation, each transition and each edit, oldest first, with who, role, when, from, to, reason, memo and the content then.',
    }),
    pdf: kindCall({
      call: calls.getOrderPdf,
      summary: 'The order form as a PDF',
      description: 'In the request’s language (Korean or English), named by the order number.',
      handle: (request) => orderPdf(ctx, request.auth!, request.params.orderId, request.lang),
    }),
  });
};
