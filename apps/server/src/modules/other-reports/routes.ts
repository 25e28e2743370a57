import { calls } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { defineKindRoutes, kindCall, KIND_ERRORS } from '../../platform/kind-routes';
import { defineRoute } from '../../platform/routes';
import {
  actOnOtherReportRecord,
  contractReportedItems,
  createOtherReportRecord,
  OTHER_REPORT_KIND,
  otherReportDetail,
  searchOtherReports,
  type OtherReportsContext,
} from './service';

const TAG = 'Other reported items';

/**
 * /apis/v1/user/other-reports: changes of a contract's other reported items. Customers (01) ask and
 * see their token company's changes only (any other id, of a change or of a contract, answers 404 like a missing one);
 * provider staff (05, 06) see every company's and decide. What a caller may do in a state comes from the declaration
 * (OTHER_REPORT_WORKFLOW), checked by the platform's engine. Answers carry contacts' personal data: no-store (the
 * platform's default for API answers).
 */
export const otherReportRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx: OtherReportsContext = { db: deps.db, config: deps.config, workflow: app.workflow };

  defineKindRoutes(app, {
    tag: TAG,
    db: deps.db,
    workflow: app.workflow,
    definition: OTHER_REPORT_KIND,
    idParam: 'requestId',
    present: (record, request) => otherReportDetail(ctx, record, request.auth!, request.lang),
    guards: {
      read: { permission: 'otherReports.read', company: 'token' },
      write: { permission: 'otherReports.write', company: 'token' },
      work: { permission: 'otherReports.work', company: 'token' },
    },
    audit: 'OTHER_REPORT',
    auditOf: (d) => ({ target: d.requestNumber, detail: { requestId: d.requestId, item: d.item } }),
    search: kindCall({
      call: calls.searchOtherReports,
      summary: 'Search changes of reported items (/contract/other-report-list)',
      description:
        'Customers: their token company’s changes; provider staff: every company’s, or the one named by companyId. Filters: state, item, contract, request date from/to (Korean calendar dates, inclusive; OTR1N4007 from after to). Newest or oldest request first, or last changed first.',
      handle: (request) => searchOtherReports(ctx, request.auth!, request.body, request.lang),
    }),
    create: kindCall({
      call: calls.createOtherReport,
      summary: 'Request a change of a reported item of a contract (customer members)',
      description:
        'For a contract of the token’s company that is not terminated (CTR1N4041 otherwise, OTR1N4092 when terminated). A contact (order, billing, IT) is applied at once (state APPLIED); any other item waits for approval (REQUESTED). The value is checked per item (OTR1N4001-OTR1N4004, OTR1N4006, the field named in the request’s language); a value equal to the one on record answers OTR1N4005; a second open change of the same item OTR1N4091.',
      handle: (request) => createOtherReportRecord(ctx, request.auth!, request.company!, request.body, request.lang),
    }),
    get: kindCall({
      call: calls.getOtherReport,
      summary: 'A change of a reported item with what the caller may do now',
      description:
        '`allowedActions` come from the declaration, the caller’s roles and company. Another company’s change answers WFL1N4041.',
    }),
    act: kindCall({
      call: calls.actOnOtherReport,
      summary: 'Take a workflow action on a change of a reported item',
      description:
        'receive, approve (the value takes effect), reject (reason required) by provider staff; cancel by the customer before a decision. `apply` is the server’s own and is refused here (WFL1N4001). Errors: WFL1N4002 reason required, WFL1N4031 not the caller’s action, WFL1N4091 stale version or a change under way (of two decisions at once exactly one succeeds), WFL1N4092 not from this state.',
      handle: (request) => actOnOtherReportRecord(ctx, request.auth!, request.params.requestId, request.params.action, request.body),
    }),
    versions: kindCall({
      call: calls.getOtherReportVersions,
      summary: 'The history of a change of a reported item',
      description: 'Creation and each transition, oldest first, with who, role, when, from, to, reason and the content then.',
    }),
  });

  defineRoute(
    app,
    calls.getContractReportedItems,
    {
      guard: { permission: 'otherReports.read', company: 'token' },
      tags: [TAG],
      summary: 'The current reported items of a contract',
      description:
        'Each item’s value now (set by a change, or as the contract’s latest approved order form has it), whether it applies at once, and its open change. `mayRequest` when a customer of the company may ask a change now. Another company’s contract answers CTR1N4041.',
      errors: KIND_ERRORS,
    },
    async (request) => contractReportedItems(ctx, request.auth!, request.params.contractId, request.lang),
  );
};
