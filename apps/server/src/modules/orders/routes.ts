import { calls, ZErrorBody, type TOrderSearchResponse } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { ResultCache } from '../../platform/result-cache';
import { defineRoute } from '../../platform/routes';
import { kickMail } from '../../platform/services';
import { JOB_AGREEMENT_ARCHIVES } from '../contracts';
import { contentDisposition } from '../files';
import { createProductNames } from '../catalogue';
import { createIdentityReads } from '../identity';
import { actOnOrder, createOrder, orderDetail, orderPdf, orderVersions, searchOrders, updateOrder, type OrdersContext } from './service';

const TAG = 'Orders';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

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

  defineRoute(
    app,
    calls.searchOrders,
    {
      guard: { permission: 'orders.read', company: 'token' },
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Search order forms (/order/order-list)',
      description:
        'Customers: their token company’s orders; provider staff: every company’s, or the one named by companyId. Filters: state, request type, product code, last modified from/to (Korean calendar dates, inclusive), order number or product text. Sorted by last change or number. Errors: ORD1N4012 from after to.',
      errors,
    },
    async (request) => searchOrders(ctx, request.auth!, request.body, request.lang),
  );

  defineRoute(
    app,
    calls.createOrder,
    {
      guard: { permission: 'orders.write', company: 'token' },
      config: { auditAction: 'ORDER_CREATE' },
      tags: [TAG],
      summary: 'Create an order form as a draft (customer members)',
      description:
        'A draft of request type NEW, CHANGE (of a contract) or TERMINATION (of a contract) in the token’s company, numbered OF-YYYY-NNNNNN. Only types and lengths are checked until submission; product and vendor codes must exist (ORD1N4010); files must be the caller’s uploads (FIL1N4041); a change or termination needs an active contract of the company with no open order (CTR1N4041, ORD1N4011).',
      errors,
    },
    async (request, reply) => {
      const detail = await createOrder(ctx, request.auth!, request.company!, request.body, request.lang);
      request.audit = { target: detail.orderNumber, detail: { orderId: detail.orderId, requestType: detail.requestType } };
      return reply.status(201).send(detail);
    },
  );

  defineRoute(
    app,
    calls.getOrder,
    {
      guard: { permission: 'orders.read', company: 'token' },
      tags: [TAG],
      summary: 'An order form with what the caller may do now',
      description:
        '`allowedActions` and `mayEdit` come from the workflow declaration, the caller’s roles and company. Another company’s order answers WFL1N4041 like a missing one.',
      errors,
    },
    async (request) => orderDetail(ctx, request.auth!, request.params.orderId, request.lang),
  );

  defineRoute(
    app,
    calls.updateOrder,
    {
      guard: { permission: 'orders.work', company: 'token' },
      config: { auditAction: 'ORDER_UPDATE' },
      tags: [TAG],
      summary: 'Save the fields of an order form',
      description:
        'By the roles the state allows (customer: draft, returned, reconfirmation requested; provider staff: submitted, received). A change is a version of its own in the history (provider staff may say why in memo); a save that changes nothing writes nothing. Errors: WFL1N4032 not editable now, WFL1N4091 stale version, ORD1N4010, ORD1N4011, CTR1N4041, FIL1N4041.',
      errors,
    },
    async (request) => {
      const detail = await updateOrder(ctx, request.auth!, request.params.orderId, request.body, request.lang);
      request.audit = { target: detail.orderNumber, detail: { orderId: detail.orderId, version: detail.version } };
      return detail;
    },
  );

  defineRoute(
    app,
    calls.actOnOrder,
    {
      guard: { permission: 'orders.work', company: 'token' },
      config: { auditAction: 'ORDER_ACTION' },
      tags: [TAG],
      summary: 'Take a workflow action on an order form',
      description:
        'Actions of ORDER_WORKFLOW: submit, resubmit, receive, approve, return, requestReconfirm, cancel, with the version the caller saw. Submission checks the rules of the form (ORD1N4001-ORD1N4008, the field named in the request’s language) and records the accepted agreements with their time and document version. Approval makes the contract (new), its new version (change) or schedules its end (termination). Errors: WFL1N4001 unknown action, WFL1N4002 reason required, WFL1N4031 not the caller’s action, WFL1N4091 stale version (of two approvals at once, exactly one succeeds), WFL1N4092 not from this state, ORD1N4011.',
      errors,
    },
    async (request) => {
      const detail = await actOnOrder(ctx, request.auth!, request.params.orderId, request.params.action, request.body, request.lang);
      request.audit = {
        target: detail.orderNumber,
        detail: { orderId: detail.orderId, action: request.params.action, state: detail.state },
      };
      kickMail(app);
      // An approval's archive is written when the exchange approves (exchange-approvals kicks the job then); a kick here
      // only writes what may be pending.
      if (request.params.action === 'approve') app.jobs.kick(JOB_AGREEMENT_ARCHIVES);
      return detail;
    },
  );

  defineRoute(
    app,
    calls.getOrderVersions,
    {
      guard: { permission: 'orders.read', company: 'token' },
      tags: [TAG],
      summary: 'The history of an order form (every version with its content)',
      description:
        'Creation, each transition and each edit, oldest first, with who, role, when, from, to, reason, memo and the content then.',
      errors,
    },
    async (request) => orderVersions(ctx, request.auth!, request.params.orderId, request.lang),
  );

  defineRoute(
    app,
    calls.getOrderPdf,
    {
      guard: { permission: 'orders.read', company: 'token' },
      compress: false,
      tags: [TAG],
      summary: 'The order form as a PDF',
      description: 'In the request’s language (Korean or English), named by the order number.',
      errors,
    },
    async (request, reply) => {
      const { fileName, pdf } = await orderPdf(ctx, request.auth!, request.params.orderId, request.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
