import multipart from '@fastify/multipart';
import { BILLING_DISPUTE_FILE_GROUP, calls, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@portal/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessNow } from '../../platform/clock';
import type { AppDeps } from '../../platform/deps';
import { sendAttachment } from '../../platform/disposition';
import { AppError } from '../../platform/errors';
import { defineKindRoutes, kindCall, KIND_ERRORS } from '../../platform/kind-routes';
import { defineRoute } from '../../platform/routes';
import { fileServiceOf, receiveUploads } from '../files';
import {
  actOnDisputeRecord,
  BILLING_DISPUTE_KIND,
  billDisputeLines,
  createDisputeRecord,
  disputeDetail,
  disputeSettings,
  evidenceFile,
  searchDisputes,
  updateDisputeSettings,
  type DisputesContext,
} from './service';

const TAG = 'Billing disputes';
const read = { permission: 'billingDisputes.read', company: 'token' } as const;
const write = { permission: 'billingDisputes.write', company: 'token' } as const;
const UPLOAD_ERRORS = { ...KIND_ERRORS, 413: KIND_ERRORS[400], 415: KIND_ERRORS[400] };

/** A multipart request larger than every allowed file together (plus headers) is refused before it is read. */
async function refuseOversizedRequest(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > UPLOAD_MAX_FILES * UPLOAD_MAX_BYTES + 256 * 1024) throw new AppError('COM1N4130');
}

/**
 * /apis/v1/user/billing-disputes: disputes of a bill line (decision 080). Customer members (01) dispute their token
 * company's lines and withdraw; the provider desk (05, 06) accepts or rejects any company's; another company's dispute or
 * line answers 404 like a missing one. The exchange reviewer (09) holds no permission here. The window is the provider
 * administrator's setting.
 */
export const billingDisputeRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx: DisputesContext = { db: deps.db, config: deps.config, workflow: app.workflow };
  const files = fileServiceOf(deps);
  await app.register(multipart, { throwFileSizeLimit: false });

  defineKindRoutes(app, {
    tag: TAG,
    db: deps.db,
    workflow: app.workflow,
    definition: BILLING_DISPUTE_KIND,
    idParam: 'disputeId',
    present: (record, request) => disputeDetail(ctx, record, request.auth!, request.lang),
    guards: { read, write, work: { permission: 'billingDisputes.work', company: 'token' } },
    audit: 'BILLING_DISPUTE',
    auditOf: (d) => ({ target: d.number, companyId: d.companyId, detail: { disputeId: d.disputeId, lineId: d.lineId } }),
    search: kindCall({
      call: calls.searchBillingDisputes,
      summary: 'Search bill disputes (/billing/dispute-list)',
      description:
        'Customers: their token company’s disputes; provider staff: every company’s, or the one named by companyId. Filters: state, the disputed bill’s month, number or product text. Sorted by request time.',
      handle: async (request) => searchDisputes(ctx, request.auth!, request.body, request.lang),
    }),
    create: kindCall({
      call: calls.createBillingDispute,
      summary: 'Dispute a line of an issued bill (customer members)',
      description:
        'In the token’s company, numbered BD-YYYY-NNNNNN, state OPEN, waiting on the provider desk. Rules: the line is the company’s (else BDP1N4041, like a missing one); a reason (BDP1N4001, at most 2,000 characters BDP1N4002); the bill is issued, its month final (BDP1N4004); the line bills something and is no adjustment (BDP1N4006); today (Korean day) is within the provider’s window from the bill’s issue day, 90 days by default (BDP1N4003 names the window); no other dispute of the line is open or accepted (BDP1N4091, 409; of two at once exactly one is made). Evidence: `fileUUIDs` uploaded first by uploadBillingDisputeEvidence (at most 5).',
      handle: (request) => createDisputeRecord(ctx, request.auth!, request.company!, request.body, request.lang),
    }),
    get: kindCall({
      call: calls.getBillingDispute,
      summary: 'A bill dispute with its evidence and what the caller may do now',
      description:
        '`allowedActions` come from the workflow declaration, the caller’s roles and company. Another company’s dispute answers WFL1N4041.',
    }),
    act: kindCall({
      call: calls.actOnBillingDispute,
      summary: 'Take a workflow action on a bill dispute',
      description:
        'accept (provider staff; `amount` in minor units of the line’s currency, 1 to the line’s amount, BDP1N4005; credited as an adjustment line “Dispute adjustment (for YYYY-MM)” on the company’s bill of the month of the acceptance, or the next month not final), reject (provider staff, reason required), withdraw (the customer, while open); with the version the caller saw. `amount` with another action: BDP1N4007. Errors: WFL1N4001 unknown action, WFL1N4002 reason required, WFL1N4031 not the caller’s action, WFL1N4091 stale version, WFL1N4092 not from this state.',
      handle: (request) => actOnDisputeRecord(ctx, request.auth!, request.params.disputeId, request.params.action, request.body),
    }),
    versions: kindCall({
      call: calls.getBillingDisputeVersions,
      summary: 'The history of a bill dispute (every version with its content)',
      description: 'Creation and each transition, oldest first, with who, role, when, from, to, reason and the content then.',
    }),
  });

  defineRoute(
    app,
    calls.uploadBillingDisputeEvidence,
    {
      guard: write,
      preValidation: refuseOversizedRequest,
      config: { auditAction: 'BILLING_DISPUTE_EVIDENCE_UPLOAD' },
      tags: [TAG],
      summary: 'Upload evidence for a dispute (multipart field `files`)',
      description: `Up to ${UPLOAD_MAX_FILES} files of at most 10 MB each, of the kinds of the files area's business forms, checked on their content (type sniffed, zip bombs, names) as every upload is. The files belong to the caller and the token's company until a dispute names them (createBillingDispute \`fileUUIDs\`); unclaimed ones are removed after 24 hours.`,
      errors: UPLOAD_ERRORS,
    },
    async (request) => {
      const auth = request.auth!;
      const staged = await receiveUploads(request, {
        group: BILLING_DISPUTE_FILE_GROUP,
        fieldNames: ['files', 'files[]'],
        maxFiles: UPLOAD_MAX_FILES,
        editorImage: false,
        stagingDir: files.stagingDir,
      });
      const stored = await files.store(auth, staged, {
        group: BILLING_DISPUTE_FILE_GROUP,
        companyId: request.company!,
        purpose: 'ATTACHMENT',
      });
      request.audit = { target: stored.map((f) => f.fileUUID).join(','), detail: { count: stored.length } };
      return { files: stored };
    },
  );

  defineRoute(
    app,
    calls.downloadBillingDisputeEvidence,
    {
      guard: read,
      compress: false,
      tags: [TAG],
      summary: 'Download an evidence file of a dispute',
      description:
        'To the dispute’s company’s members and provider staff; another company’s dispute, or a file not of this dispute, answers 404.',
      errors: KIND_ERRORS,
    },
    async (request, reply) => {
      const file = await evidenceFile(ctx, request.auth!, request.params.disputeId, request.params.fileUUID);
      const found = await files.openVouched(file.fileUUID, request.log);
      if (!found) throw new AppError('FIL1N4041');
      return sendAttachment(reply, {
        type: found.row.contentType,
        fileName: found.row.originalName,
        size: found.row.sizeBytes,
        body: found.body,
      });
    },
  );

  defineRoute(
    app,
    calls.getBillDisputeLines,
    {
      guard: { permission: 'billingDisputes.read', company: 'token' },
      tags: [TAG],
      summary: 'What each line of the company’s bill of a month allows (the bill screen’s “Dispute this line”)',
      description:
        'Per line: whether it may be disputed now, else why (NOT_ISSUED, WINDOW_CLOSED, DISPUTED, NOTHING_BILLED, ADJUSTMENT, with the text in the request’s language), and its latest dispute. With the bill’s issue day, the window in days and its last day.',
      errors: KIND_ERRORS,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return billDisputeLines(ctx, request.company!, request.query.billingMonth, request.lang);
    },
  );

  defineRoute(
    app,
    calls.getBillingDisputeSettings,
    {
      guard: 'signed-in',
      tags: [TAG],
      summary: 'The provider’s dispute window (days from a bill’s issue)',
      errors: KIND_ERRORS,
    },
    async () => disputeSettings(deps.db),
  );

  defineRoute(
    app,
    calls.updateBillingDisputeSettings,
    {
      guard: { permission: 'billingDisputes.manage' },
      config: { auditAction: 'BILLING_DISPUTE_SETTINGS' },
      tags: [TAG],
      summary: 'Change the dispute window (the provider administrator)',
      description: 'Days from a bill’s issue, 1 to 365 (BDP1N4008). Disputes already filed keep the window they were filed in.',
      errors: KIND_ERRORS,
    },
    async (request) => {
      const saved = await updateDisputeSettings(deps.db, request.body, businessNow(deps.config));
      request.audit = { target: 'billingDisputes.windowDays', detail: saved };
      return saved;
    },
  );
};
