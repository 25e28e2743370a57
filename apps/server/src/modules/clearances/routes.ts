import { calls } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { defineKindRoutes, kindCall, KIND_ERRORS } from '../../platform/kind-routes';
import { defineRoute } from '../../platform/routes';
import {
  actOnClearanceRecord,
  CLEARANCE_KIND,
  clearanceCandidates,
  clearanceDetail,
  clearanceLetter,
  createClearanceRecord,
  searchClearances,
  updateClearanceRecord,
  type ClearancesContext,
} from './service';

const TAG = 'Clearances';
const review = { permission: 'clearances.review' } as const;
const RULES =
  'A clearance is prepared by provider staff (05, 06) from an accepted reconciliation (CLR1N4001 none named, CLR1N4042 unknown, CLR1N4091 not accepted, CLR1N4092 the reconciliation already has a clearance, CLR1N4093 a month of the period is already closed): its lines (product, use category, month: entitled, reported, difference) and the settlement of the months outside the correction window priced by the unit prices the monthly report uses, in the customer’s currency; over- and under-reported months net inside the period, a net credit settles at zero (decision 082).';
const LETTER =
  'The letter of an issued clearance (application/pdf) in the request’s language, as rendered and stored at the issue: its SHA-256 is the detail’s `letterSha256`. Errors: CLR1N4043 not issued yet, WFL1N4041 not the caller’s to see.';

/**
 * /apis/v1/user/clearances (customers: their token company’s clearances; provider staff: every company’s) and
 * /apis/v1/exchange/clearances (the exchange reviewer). What a caller may do in a state comes from CLEARANCE_WORKFLOW,
 * checked by the engine; another company’s clearance answers 404 like a missing one. Answers carry names: no-store.
 */
export const clearanceRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx: ClearancesContext = { db: deps.db, config: deps.config, workflow: app.workflow };
  const present = clearanceDetail.bind(null, ctx);
  const common = {
    tag: TAG,
    db: deps.db,
    workflow: app.workflow,
    definition: CLEARANCE_KIND,
    idParam: 'clearanceId',
    present: (record: Parameters<typeof present>[0], request: { auth?: unknown; lang: 'ko' | 'en' }) =>
      present(record, request.auth as never, request.lang),
    audit: 'CLEARANCE',
    auditOf: (d: { number: string; clearanceId: number; companyId: number }) => ({
      target: d.number,
      detail: { clearanceId: d.clearanceId },
      companyId: d.companyId,
    }),
  };

  defineKindRoutes(app, {
    ...common,
    guards: {
      read: { permission: 'clearances.read' },
      write: { permission: 'clearances.write' },
      work: { permission: 'clearances.work' },
    },
    search: kindCall({
      call: calls.searchClearances,
      summary: 'Search clearances (/admin/clearance-list; a customer’s own from their detail pages)',
      description:
        'Customers: their token company’s clearances; provider staff: every company’s, or the one named by companyId. Filters: state, text (the clearance’s or the reconciliation’s number). Newest first, oldest first, or by period.',
      handle: (request) => searchClearances(ctx, request.auth!, request.body, request.lang, 'user'),
    }),
    create: kindCall({
      call: calls.createClearance,
      summary: 'Prepare a clearance and offer it to the customer (provider staff)',
      description: `${RULES} Numbered CL-YYYY-NNNNNN, state OFFERED: the customer is told. The note (at most 2,000 characters, CLR1N4002) is printed in the letter.`,
      handle: (request) => createClearanceRecord(ctx, request.auth!, request.body),
    }),
    get: kindCall({
      call: calls.getClearance,
      summary: 'A clearance with its lines, settlement, letter hash and what the caller may do',
      description: 'Another company’s clearance answers WFL1N4041 like a missing one.',
    }),
    update: kindCall({
      call: calls.updateClearance,
      summary: 'Revise a clearance’s note (provider staff, after a comment or a return)',
      description:
        'With the version the caller saw. Errors: WFL1N4032 not editable in this state or by the caller, WFL1N4091 stale version, CLR1N4002 too long.',
      handle: (request) => updateClearanceRecord(ctx, request.auth!, request.params.clearanceId, request.body),
    }),
    act: kindCall({
      call: calls.actOnClearance,
      summary: 'Take a workflow action on a clearance (customer: accept, comment; provider staff: offer, withdraw)',
      description:
        'Actions of CLEARANCE_WORKFLOW with the version the caller saw; comment and withdraw need a reason. The exchange’s actions (issue, return) are on /apis/v1/exchange/clearances. Errors: CLR1N4004 unknown action, WFL1N4002 reason required, WFL1N4031 not the caller’s action, WFL1N4091 stale version, WFL1N4092 not from this state.',
      handle: (request) => actOnClearanceRecord(ctx, request.auth!, request.params.clearanceId, request.params.action, request.body),
    }),
    versions: kindCall({
      call: calls.getClearanceVersions,
      summary: 'The history of a clearance (every version with its content)',
    }),
    pdf: kindCall({
      call: calls.getClearanceLetter,
      summary: 'The letter of an issued clearance (PDF)',
      description: LETTER,
      handle: (request) => clearanceLetter(ctx, request.auth!, request.params.clearanceId, request.lang),
    }),
  });

  defineKindRoutes(app, {
    ...common,
    guards: { read: review, write: review, work: review },
    search: kindCall({
      call: calls.searchExchangeClearances,
      summary: 'Search clearances (the exchange reviewer; /exchange/clearance-list)',
      description: 'Every company’s clearances, or the one named by companyId; filters and sorts as the user call.',
      handle: (request) => searchClearances(ctx, request.auth!, request.body, request.lang, 'exchange'),
    }),
    get: kindCall({ call: calls.getExchangeClearance, summary: 'A clearance (the exchange reviewer)' }),
    act: kindCall({
      call: calls.actOnExchangeClearance,
      summary: 'Issue or return an accepted clearance (the exchange reviewer)',
      description:
        '`issue` renders the letter in Korean and English, stores both with their SHA-256 and closes every month of the period to corrections (CLR1N4093 a month closed meanwhile by another clearance); `return` sends it back to the provider with a reason (required). With the version the caller saw. Errors: CLR1N4004 unknown action, WFL1N4002, WFL1N4031, WFL1N4091, WFL1N4092.',
      handle: (request) => actOnClearanceRecord(ctx, request.auth!, request.params.clearanceId, request.params.action, request.body),
    }),
    versions: kindCall({ call: calls.getExchangeClearanceVersions, summary: 'The history of a clearance (the exchange reviewer)' }),
    pdf: kindCall({
      call: calls.getExchangeClearanceLetter,
      summary: 'The letter of an issued clearance (PDF; the exchange reviewer)',
      description: LETTER,
      handle: (request) => clearanceLetter(ctx, request.auth!, request.params.clearanceId, request.lang),
    }),
  });

  defineRoute(
    app,
    calls.getClearanceCandidates,
    {
      guard: { permission: 'clearances.write' },
      tags: [TAG],
      summary: 'The accepted reconciliations a clearance may be prepared from (provider staff)',
      description:
        'Accepted reconciliations without a clearance that is not withdrawn, of the company named by companyId or of every company.',
      errors: KIND_ERRORS,
    },
    async (request) => clearanceCandidates(ctx, request.query.companyId, request.lang),
  );
};
