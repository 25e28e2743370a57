import { calls } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { defineKindRoutes, kindCall } from '../../platform/kind-routes';
import {
  actOnDeclarationRecord,
  createDeclarationRecord,
  DECLARATION_KIND,
  declarationDetail,
  declarationPdf,
  searchDeclarations,
  updateDeclarationRecord,
  type NonDisplayContext,
} from './service';

const TAG = 'Non-display declarations';

/**
 * /apis/v1/user/non-display-reports: non-display (non-inquiry) usage declarations. Customers (01)
 * work on their token company's only (any other id answers 404 like a missing one); provider staff (05, 06) on every
 * company's. What a caller may do in a state comes from NON_DISPLAY_WORKFLOW, checked by the platform's engine. The
 * module also registers the order rule (an order with non-display use needs a filed declaration) with the engine.
 */
export const nonDisplayRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx: NonDisplayContext = { db: deps.db, config: deps.config, workflow: app.workflow };

  defineKindRoutes(app, {
    tag: TAG,
    db: deps.db,
    workflow: app.workflow,
    definition: DECLARATION_KIND,
    idParam: 'declarationId',
    present: (record, request) => declarationDetail(ctx, record, request.auth!, request.lang),
    // Filing a declaration goes with its order form: the permission of creating orders (customer members).
    guards: {
      read: { permission: 'nonDisplay.read', company: 'token' },
      write: { permission: 'orders.write', company: 'token' },
      work: { permission: 'nonDisplay.work', company: 'token' },
    },
    audit: 'NON_DISPLAY',
    auditOf: (d) => ({ target: d.number, detail: { declarationId: d.declarationId, orderId: d.orderId } }),
    search: kindCall({
      call: calls.searchNonDisplayReports,
      summary: 'Search non-display usage declarations (/report/non-display-list)',
      description:
        'Customers: their token company’s declarations; provider staff: every company’s, or the one named by companyId. Filters: state, order form, declaration or order number text. Sorted by last change or number.',
      handle: (request) => searchDeclarations(ctx, request.auth!, request.body, request.lang),
    }),
    create: kindCall({
      call: calls.createNonDisplayReport,
      summary: 'File a non-display usage declaration as a draft (customer members)',
      description:
        'A draft for an order form of the token’s company, numbered ND-YYYY-NNNNNN. Only types and lengths are checked until submission. Errors: NDR1N4042 order not found (another company’s too), NDR1N4006 cancelled order, NDR1N4091 the order already has a live declaration (at most one that is neither rejected nor cancelled), FIL1N4041 files not the caller’s uploads.',
      handle: (request) => createDeclarationRecord(ctx, request.auth!, request.company!, request.body, request.lang),
    }),
    get: kindCall({
      call: calls.getNonDisplayReport,
      summary: 'A declaration with its fees, warnings and what the caller may do now',
      description:
        'Fees per purpose from the price table in effect on the effective date, in the customer’s currency, per month excluding VAT. `allowedActions` and `mayEdit` come from the workflow declaration, the caller’s roles and company. Another company’s declaration answers WFL1N4041 like a missing one.',
    }),
    update: kindCall({
      call: calls.updateNonDisplayReport,
      summary: 'Save the fields of a declaration',
      description:
        'By the customer in a draft, a reconfirmation request or a change of an approved declaration. A change is a version of its own in the history; a save that changes nothing writes nothing. Errors: WFL1N4032 not editable now, WFL1N4091 stale version, FIL1N4041.',
      handle: (request) => updateDeclarationRecord(ctx, request.auth!, request.params.declarationId, request.body),
    }),
    act: kindCall({
      call: calls.actOnNonDisplayReport,
      summary: 'Take a workflow action on a declaration',
      description:
        'Actions of NON_DISPLAY_WORKFLOW: submit, resubmit, approve, reject (reason), requestReconfirm (reason), revise, cancel, with the version the caller saw. Submission checks spec section 5 (NDR1N4001-NDR1N4005: use or no use, effective date, commitments). Errors: WFL1N4001 unknown action, WFL1N4002 reason required, WFL1N4031 not the caller’s action, WFL1N4091 stale version (of two staff actions at once, exactly one succeeds), WFL1N4092 not from this state.',
      handle: (request) =>
        actOnDeclarationRecord(ctx, request.auth!, request.params.declarationId, request.params.action, request.body, request.lang),
    }),
    versions: kindCall({
      call: calls.getNonDisplayReportVersions,
      summary: 'The history of a declaration (every version with its content)',
      description: 'Creation, each transition and each edit, oldest first, with who, role, when, from, to, reason and the content then.',
    }),
    pdf: kindCall({
      call: calls.getNonDisplayReportPdf,
      summary: 'The declaration as a PDF',
      description: 'In the request’s language (Korean or English), named by the declaration number.',
      handle: (request) => declarationPdf(ctx, request.auth!, request.params.declarationId, request.lang),
    }),
  });
};
