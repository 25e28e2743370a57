import { rm } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import { calls, REPORT_FILE_MAX_BYTES, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { defineKindRoutes, kindCall, KIND_ERRORS } from '../../platform/kind-routes';
import { defineRoute } from '../../platform/routes';
import { kickMail } from '../../platform/services';
import { fileServiceOf, receiveUploads, type StagedFile } from '../files';
import {
  actOnReconciliationRecord,
  checkPeriod,
  createReconciliationRecord,
  draftReconciliationCorrections,
  RECONCILIATION_KIND,
  reconciliationDetail,
  reconciliationDifferences,
  reconciliationMapping,
  reconciliationUsers,
  reconciliationReportedOnly,
  saveReconciliationMapping,
  searchReconciliations,
  uploadReconciliationFile,
  type ReconciliationsContext,
} from './service';

const TAG = 'Reconciliations';
const read = { permission: 'reconciliations.read', company: 'token' } as const;
const write = { permission: 'reconciliations.write', company: 'token' } as const;
const work = { permission: 'reconciliations.work', company: 'token' } as const;
const uploadErrors = { ...KIND_ERRORS, 413: ZErrorBody, 415: ZErrorBody };

/** A multipart request larger than one extract (plus headers) is refused before it is read. */
async function refuseOversized(request: FastifyRequest) {
  if (Number(request.headers['content-length'] ?? 0) > REPORT_FILE_MAX_BYTES + 256 * 1024) throw new AppError('COM1N4130');
}

/**
 * /apis/v1/user/reconciliations: entitlement reconciliations (decision 079). Customer members (01) upload and work on
 * their token company's (another company's id answers 404 like a missing one); provider staff (05, 06) return or accept
 * any company's; the exchange's reviewer (09) reads them. The extract is read by the user reports' reader threads within
 * the request (at most 10 MB, 100,000 rows).
 */
export const reconciliationRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx: ReconciliationsContext = { db: deps.db, config: deps.config, workflow: app.workflow };
  const files = fileServiceOf(deps);
  await app.register(multipart, { throwFileSizeLimit: false });

  /** The staged extract of a multipart call, removed once `use` has read it. */
  async function withExtract<T>(request: FastifyRequest, use: (staged: StagedFile) => Promise<T>): Promise<T> {
    const [staged] = await receiveUploads(request, {
      group: 'REPORT',
      fieldNames: ['file'],
      maxFiles: 1,
      editorImage: false,
      stagingDir: files.stagingDir,
    });
    try {
      return await use(staged!);
    } finally {
      await rm(staged!.tempPath, { force: true });
    }
  }

  defineKindRoutes(app, {
    tag: TAG,
    db: deps.db,
    workflow: app.workflow,
    definition: RECONCILIATION_KIND,
    idParam: 'reconciliationId',
    present: (record, request) => reconciliationDetail(ctx, record, request.auth!, request.lang),
    guards: { read, write, work },
    audit: 'RECONCILIATION',
    auditOf: (d) => ({ target: d.number, detail: { reconciliationId: d.reconciliationId, fromMonth: d.fromMonth, toMonth: d.toMonth } }),
    search: kindCall({
      call: calls.searchReconciliations,
      summary: 'Search entitlement reconciliations (/audit/reconciliation-list)',
      description:
        'Customers: their token company’s; provider staff and the exchange’s reviewer: every company’s, or the one named by companyId. Filters: state, a period meeting fromMonth..toMonth, number or file name text. Errors: REC1N4002 from after to.',
      handle: (request) => searchReconciliations(ctx, request.auth!, request.body, request.lang),
    }),
    get: kindCall({
      call: calls.getReconciliation,
      summary: 'A reconciliation: its period, counting rule, months, nets per product and use category, and what the caller may do',
      description:
        'The result of the current upload: per month the filed report that counts (the latest filed version, corrections included; none: counted 0), entitled and reported totals, whether it may still be corrected; per product and use category the gross surplus and shortfall and their net; the months outside the correction window with a difference (for settlement in the clearance). Another company’s reconciliation answers WFL1N4041 like a missing one.',
    }),
    act: kindCall({
      call: calls.actOnReconciliation,
      summary: 'Take a workflow action on a reconciliation',
      description:
        'Actions of RECONCILIATION_WORKFLOW: submit (the member: the company’s statement), return (provider staff, reason required), accept (provider staff), cancel (the member, while a draft), with the version the caller saw. Errors: WFL1N4001 unknown action, WFL1N4002 reason required, WFL1N4031 not the caller’s action, WFL1N4091 stale version, WFL1N4092 not from this state.',
      handle: (request) =>
        actOnReconciliationRecord(ctx, request.auth!, request.params.reconciliationId, request.params.action, request.body),
    }),
    versions: kindCall({
      call: calls.getReconciliationVersions,
      summary: 'The history of a reconciliation (each upload’s result and each action)',
      description:
        'Creation, each re-upload (a version) and each transition, oldest first, with the result then (file, hash, rows, totals).',
    }),
  });

  // The creation takes the file (multipart), so it is declared here with the kind's guard, audit row and 201.
  defineRoute(
    app,
    calls.createReconciliation,
    {
      guard: write,
      preValidation: refuseOversized,
      config: { auditAction: 'RECONCILIATION_CREATE' },
      tags: [TAG],
      summary: 'Upload an entitlement extract for a period and reconcile it (customer members; multipart field `file`)',
      description:
        'The file: the documented CSV (docs/entitlement-csv.md), an xlsx with the same columns, or the company’s own export read through its saved column mapping (useMapping=true); xls is read too. At most 10 MB and 100,000 rows, read by the user reports’ reader (its threads, limits and refusal of hostile files: URF1N4xxx). The period is one to twelve whole months that have ended (REC1N4002-4004). Errors: REC1N4005 required columns missing, REC1N4007 a mapped header missing from the file, REC1N4008 wrong cells (the first named), REC1N4009 no saved mapping. Numbered RC-YYYY-NNNNNN, state DRAFT.',
      errors: uploadErrors,
    },
    async (request, reply) => {
      const auth = request.auth!;
      // The period is checked before the file is read (what the client still sends is dropped).
      try {
        checkPeriod(ctx, request.query.fromMonth, request.query.toMonth);
      } catch (err) {
        request.raw.resume();
        throw err;
      }
      const record = await withExtract(request, (staged) => createReconciliationRecord(ctx, auth, request.query, staged, request.lang));
      const detail = await reconciliationDetail(ctx, record, auth, request.lang);
      request.audit = { target: detail.number, detail: { reconciliationId: detail.reconciliationId, fileName: detail.fileName } };
      kickMail(app);
      return reply.status(201).send(detail);
    },
  );

  defineRoute(
    app,
    calls.uploadReconciliationFile,
    {
      guard: write,
      preValidation: refuseOversized,
      config: { auditAction: 'RECONCILIATION_UPLOAD' },
      tags: [TAG],
      summary: 'Upload a new extract into a draft reconciliation (a new result, a new version)',
      description:
        'The same file rules as the creation; the period stays. Only while the reconciliation is a draft or returned (WFL1N4032), with the version the caller saw (WFL1N4091).',
      errors: uploadErrors,
    },
    async (request) => {
      const auth = request.auth!;
      const record = await withExtract(request, (staged) =>
        uploadReconciliationFile(ctx, auth, request.params.reconciliationId, request.query, staged, request.lang),
      );
      const detail = await reconciliationDetail(ctx, record, auth, request.lang);
      request.audit = { target: detail.number, detail: { reconciliationId: detail.reconciliationId, resultNo: detail.resultNo } };
      return detail;
    },
  );

  defineRoute(
    app,
    calls.getReconciliationDifferences,
    {
      guard: read,
      tags: [TAG],
      summary: 'The differences of a reconciliation per month, product and use category (paged)',
      description:
        'Entitled (ENTITLEMENT_COUNTING_RULE) against reported, reported - entitled (above 0 over-reported, below 0 under-reported); `noReport` when the month had no filed report (reported 0). show: differences (default), surplus, shortfall or all.',
      errors: KIND_ERRORS,
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return reconciliationDifferences(ctx, request.auth!, request.params.reconciliationId, request.query, request.lang);
    },
  );

  defineRoute(
    app,
    calls.getReconciliationUsers,
    {
      guard: read,
      tags: [TAG],
      summary: 'The users or devices behind a difference: entitled in the month for the product and use category (paged)',
      description: 'Sorted by id, with name, location and the days entitled within the period. Personal data: answered no-store.',
      errors: KIND_ERRORS,
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return reconciliationUsers(ctx, request.auth!, request.params.reconciliationId, request.query);
    },
  );

  defineRoute(
    app,
    calls.getReconciliationReportedOnly,
    {
      guard: read,
      tags: [TAG],
      summary: 'The subscribers behind a surplus: named by the month’s counted report, not entitled in the extract (paged)',
      description:
        'For a month, product and use category: the subscriber IDs the counted report’s rows name that the extract does not entitle in that month, with the name and the quantity reported, sorted by id. Empty when the month has no filed report or its rows carry no subscriber IDs. Personal data: answered no-store.',
      errors: KIND_ERRORS,
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return reconciliationReportedOnly(ctx, request.auth!, request.params.reconciliationId, request.query);
    },
  );

  defineRoute(
    app,
    calls.draftReconciliationCorrections,
    {
      guard: write,
      config: { auditAction: 'RECONCILIATION_CORRECTIONS' },
      tags: [TAG],
      summary: 'Draft the correction reports of the months still inside the correction window',
      description:
        'For each correctable month with a difference (or those named), a draft correction of the month’s monthly report (a monthly report where none was filed) with the rows of each differing product and use category restated from the entitled users (one row each, quantity 1), the other rows kept. A month that cannot be drafted (a correction already open, a draft already made) is answered SKIPPED with the reason. Months outside the window are listed for settlement in the clearance. Errors: REC1N4011 nothing to draft, REC1N4031 not the company’s member.',
      errors: KIND_ERRORS,
    },
    async (request, reply) => {
      const answer = await draftReconciliationCorrections(ctx, request.auth!, request.params.reconciliationId, request.body, request.lang);
      request.audit = {
        target: String(request.params.reconciliationId),
        detail: { drafted: answer.drafted.filter((d) => d.outcome === 'CREATED').map((d) => d.reportNumber) },
      };
      kickMail(app);
      return reply.status(201).send(answer);
    },
  );

  defineRoute(
    app,
    calls.getReconciliationMapping,
    { guard: write, tags: [TAG], summary: 'The company’s saved column mapping (customer members)', errors: KIND_ERRORS },
    async (request) => reconciliationMapping(ctx, request.auth!),
  );

  defineRoute(
    app,
    calls.saveReconciliationMapping,
    {
      guard: write,
      config: { auditAction: 'RECONCILIATION_MAPPING' },
      tags: [TAG],
      summary: 'Save the company’s column mapping for its own export (customer members)',
      description:
        'Which header of the export holds each column (columns left out are read by their documented header). Errors: REC1N4006 one header named for two columns, REC1N4010 no header named.',
      errors: KIND_ERRORS,
    },
    async (request) => saveReconciliationMapping(ctx, request.auth!, request.body),
  );
};
