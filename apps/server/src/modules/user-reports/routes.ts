import { rm } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { calls, REPORT_FILE_MAX_BYTES, REPORT_ROWS_BODY_MAX_BYTES, ZErrorBody, ZUserReportDetailQuery } from '@portal/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { defineKindRoutes, kindCall, KIND_ERRORS } from '../../platform/kind-routes';
import { defineRoute } from '../../platform/routes';
import { kickMail } from '../../platform/services';
import { createProductNames } from '../catalogue';
import { contentDisposition, fileServiceOf, receiveUploads } from '../files';
import { businessNow } from '../../platform/clock';
import { JOB_REPORT_REMINDERS, reportCalendar, runReportReminders } from './calendar';
import { formFile, replaceForm } from './form';
import { reportSheet } from './sheet-port';
import {
  actOnReportRecord,
  createReportRecord,
  previousMonth,
  proxyCustomers,
  reportActor,
  reportDetailOf,
  reportForExport,
  reportSettings,
  correctionChanges,
  saveReportRecord,
  searchReports,
  USER_REPORT_KIND,
  sweepRowSets,
  updateReportSettings,
  updateWindowSettings,
  type ReportsContext,
} from './service';
import { storageKeysIn } from './repo';
import { reportFileName, reportPdf, writeReportWorkbook } from './export';
import { PassThrough } from 'node:stream';
import { abandonStaleUploads, presentUpload, setUploadChecker, UploadChecker, uploadOf } from './upload';

const TAG = 'User reports';

/** The page of rows a get names (validated by its call's query); other calls answer the first page. */
const detailQuery = (query: unknown) => {
  const parsed = ZUserReportDetailQuery.safeParse(query ?? {});
  return parsed.success ? parsed.data : undefined;
};
const errors = KIND_ERRORS;
const uploadErrors = { ...errors, 413: ZErrorBody, 415: ZErrorBody };
const REMINDER_INTERVAL_MS = 60 * 60_000;

/** A multipart request larger than one report file (plus headers) is refused before it is read. */
async function refuseOversized(request: FastifyRequest) {
  if (Number(request.headers['content-length'] ?? 0) > REPORT_FILE_MAX_BYTES + 256 * 1024) throw new AppError('COM1N4130');
}

/**
 * /apis/v1/user/user-reports: monthly user reports and corrections. Members (01) work on their token
 * company's reports, a proxy reporter (02) on their mapped customers' (another company's id answers 404 like a missing
 * one); provider staff (05, 06) on every company's. What a caller may do in a state comes from USER_REPORT_WORKFLOW,
 * checked by the platform's engine, with this area's rules (window, rows, four-eyes) in the service.
 */
export const userReportRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx: ReportsContext = { db: deps.db, config: deps.config, workflow: app.workflow, productNames: createProductNames(deps.db) };
  const files = fileServiceOf(deps);
  // Marked copies and the form are stored objects under this area's rows: the files area's orphan sweep must leave them.
  files.referStorage('user-reports', storageKeysIn);
  const checker = new UploadChecker(ctx, reportSheet, files.storage, path.join(deps.config.dataDir, 'tmp', 'user-reports'), app.log);
  setUploadChecker(deps.config, checker);
  app.addHook('onClose', () => checker.idle());
  await app.register(multipart, { throwFileSizeLimit: false });
  // Checks a stopped process left unfinished (no heartbeat for the lease) have lost their staging files: they end as
  // refused; checks under way in another process on the same database keep going. Row sets left half-written by such a
  // process, or replaced and not yet removed, are swept (in chunks, in the background).
  await abandonStaleUploads(deps.db);
  const sweep = sweepRowSets(deps.db).catch((err: unknown) => app.log.error({ err }, 'user report row sets sweep failed'));
  app.addHook('onClose', () => sweep);
  app.jobs.add({
    name: JOB_REPORT_REMINDERS,
    intervalMs: REMINDER_INTERVAL_MS,
    batchSize: 1,
    run: async () => {
      const queued = await runReportReminders(deps.db, deps.config, businessNow(deps.config));
      if (queued) kickMail(app);
      return queued;
    },
  });

  const read = { permission: 'reports.read', company: 'token' } as const;
  const work = { permission: 'reports.work', company: 'token' } as const;
  const write = { permission: 'reports.write', company: 'token' } as const;

  defineKindRoutes(app, {
    tag: TAG,
    db: deps.db,
    workflow: app.workflow,
    definition: USER_REPORT_KIND,
    idParam: 'reportId',
    actor: (request) => reportActor(deps.db, request.auth!),
    // A get names the page of rows it wants; the other calls answer the first page.
    present: (record, request) => reportDetailOf(ctx, record, request.auth!, request.lang, detailQuery(request.query)),
    guards: { read, write, work },
    audit: 'USER_REPORT',
    auditOf: (d) => ({ target: d.number, companyId: d.companyId, detail: { reportId: d.reportId, type: d.type } }),
    search: kindCall({
      call: calls.searchUserReports,
      summary: 'Search user reports (/report/user-report-list)',
      description:
        'Members: their company’s reports; a proxy reporter: their mapped customers’ too (companyId narrows to one); provider staff: every company’s. Filters: report months periodStart..periodEnd or the last 3, 6 or 12 months, type, state, correctable only. Page sizes 10, 20, 50. Errors: URP1N4002 a period ending before it starts, URP1N4032 a company the caller does not see.',
      handle: (request) => searchReports(ctx, request.auth!, request.body, request.lang),
    }),
    create: kindCall({
      call: calls.createUserReport,
      bodyLimit: REPORT_ROWS_BODY_MAX_BYTES,
      summary: 'Start a monthly report or a correction as a draft (members, proxy reporters)',
      description:
        'MONTHLY: one per company and report month (URP1N4091); the month is this one or earlier (URP1N4009). CORRECTION: of a submitted or approved monthly report within 3 months of its month (URP1N4008, URP1N4007, URP1N4092 one in progress); billed in the month it is made. A proxy reporter names the mapped customer (URP1N4011, URP1N4032). An exempt company answers URP1N4031. Rows as entered may come with it; they are checked and kept with their cell issues.',
      handle: async (request) => createReportRecord(ctx, request.auth!, await reportActor(deps.db, request.auth!), request.body),
    }),
    get: kindCall({
      call: calls.getUserReport,
      summary: 'A report with a page of its rows (or all of them), totals and what the caller may do now',
      description:
        'Rows with their cell issues in the request’s language and their amounts (price table by product, use category, currency and report month). Another company’s report answers WFL1N4041 like a missing one.',
    }),
    update: kindCall({
      call: calls.saveUserReport,
      bodyLimit: REPORT_ROWS_BODY_MAX_BYTES,
      summary: 'Save the draft (always possible in an editable state): header fields and every row',
      description:
        'Rows replace the stored ones; blank rows are dropped, every other row is checked and kept with its issues. A version of its own in the history. Errors: WFL1N4032 not editable now, WFL1N4091 stale version.',
      guard: write,
      handle: async (request) => saveReportRecord(ctx, await reportActor(deps.db, request.auth!), request.params.reportId, request.body),
    }),
    act: kindCall({
      call: calls.actOnUserReport,
      summary: 'Take a workflow action on a report',
      description:
        'Actions of USER_REPORT_WORKFLOW with the version the caller saw. submit / submitForInternal (four-eyes) need `attested: true` (URP1N4005), clean rows (URP1N4003 "필수 입력 항목을 모두 입력해주세요." naming the first empty required cell, URP1N4004 another cell issue, URP1N4012 no rows) and the reporting window (URP1N4001 "당월신고 기간이 아닙니다."), or for a correction its reason and window (URP1N4006, URP1N4007). approveInternal: not by the submitter (URP1N4033). Errors of the engine: WFL1N4001, 4002, 4031, 4091, 4092.',
      handle: async (request) =>
        actOnReportRecord(
          ctx,
          await reportActor(deps.db, request.auth!),
          request.params.reportId,
          request.params.action,
          request.body,
          request.lang,
        ),
    }),
    versions: kindCall({
      call: calls.getUserReportVersions,
      summary: 'The history of a report (every version with its content)',
      description:
        'Creation, each save and each transition, oldest first, with who, role, when, from, to, reason and the content then (the row set, its count, total and hash: a submitted version’s rows never change).',
    }),
  });

  // Downloads of a submitted report: the customer, the desk and the exchange reviewer; another company's
  // report answers 404 like a missing one (the detail's rules).
  const exportGuard = { permission: 'reports.export', company: 'token' } as const;
  defineRoute(
    app,
    calls.getUserReportXlsx,
    {
      guard: exportGuard,
      compress: false,
      tags: [TAG],
      summary: 'A submitted report as an Excel workbook',
      description:
        'Every row in the form’s columns, quantities as counts and amounts as numbers with their formats, a frozen header; formula-like text is written as text. A draft answers URP1N4094.',
      errors,
    },
    async (request, reply) => {
      const d = await reportForExport(ctx, request.auth!, request.params.reportId, request.lang);
      const out = new PassThrough();
      writeReportWorkbook(out, d, request.lang).catch((err: unknown) => out.destroy(err as Error));
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition('attachment', reportFileName(d, 'xlsx')))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(out);
    },
  );

  defineRoute(
    app,
    calls.getUserReportPdf,
    {
      guard: exportGuard,
      compress: false,
      tags: [TAG],
      summary: 'A submitted report as a PDF',
      description: 'The report’s header, totals and rows, in the request’s language. A draft answers URP1N4094.',
      errors,
    },
    async (request, reply) => {
      const d = await reportForExport(ctx, request.auth!, request.params.reportId, request.lang);
      const pdf = await reportPdf(d, request.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', reportFileName(d, 'pdf')))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  defineRoute(
    app,
    calls.getUserReportCorrectionChanges,
    {
      guard: read,
      tags: [TAG],
      summary: 'What a correction report changes: its rows against the report it corrects, and the billing difference',
      description:
        'Against the latest approved correction of the same report decided before it, else the corrected report (as the billing run measures it): rows added, changed (with the columns) and removed, a page at a time, matched by subscriber, product, use category and account; per product and use category the quantities and amounts before and after and the difference billed (minor units), and the month it is billed in once approved. A monthly report answers URP1N4047; another company’s report WFL1N4041.',
      errors,
    },
    async (request) => correctionChanges(ctx, request.auth!, request.params.reportId, request.query, request.lang),
  );

  defineRoute(
    app,
    calls.getUserReportForm,
    {
      guard: read,
      compress: false,
      tags: [TAG],
      summary: 'Download the report form (xlsx)',
      description:
        'The provider’s current form. None on file answers URP1N4044 "사용자 리포트 양식 파일이 없습니다. 관리자에게 문의 하시기 바랍니다.".',
      errors,
    },
    async (request, reply) => {
      const form = await formFile(ctx.db, files.storage);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-length', String(form.fileSize))
        .header('content-disposition', contentDisposition('attachment', form.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .send(form.body);
    },
  );

  defineRoute(
    app,
    calls.replaceUserReportForm,
    {
      guard: { permission: 'reports.manage', company: 'token' },
      preValidation: refuseOversized,
      config: { auditAction: 'USER_REPORT_FORM_REPLACE' },
      tags: [TAG],
      summary: 'Replace the report form (provider staff; multipart field `file`, xlsx)',
      description: 'The file every customer downloads from then on. Only xlsx, at most 10 MB (URP1N4013, FIL1N4131).',
      errors: uploadErrors,
    },
    async (request) => {
      const staged = await receiveUploads(request, {
        group: 'REPORT',
        fieldNames: ['file'],
        maxFiles: 1,
        editorImage: false,
        stagingDir: files.stagingDir,
      });
      return replaceForm(ctx.db, files.storage, request.auth!.userId, staged[0]!, businessNow(deps.config));
    },
  );

  defineRoute(
    app,
    calls.uploadUserReportFile,
    {
      guard: write,
      preValidation: refuseOversized,
      config: { auditAction: 'USER_REPORT_UPLOAD' },
      tags: [TAG],
      summary: 'Upload a report file into a draft (multipart field `file`: xlsx, xls or csv, at most 10 MB)',
      description:
        'Streamed to a staging file and answered at once (status CHECKING); checked in the background with progress (GET …/{reportId}/uploads/{uploadId}). A clean file’s rows replace the draft’s; with bad cells nothing is stored, the status lists the first 500 issues and a marked copy can be downloaded. Errors: WFL1N4041 not the caller’s report, WFL1N4032 not editable now, URP1N4093 another file still being checked, FIL1N4131 too large, FIL1N4151/4152 wrong kind or content.',
      errors: uploadErrors,
    },
    async (request, reply) => {
      const auth = request.auth!;
      // The report is checked before the file is read: a wrong id costs nothing (what the client still sends is dropped).
      await uploadTarget(request.query.reportId, request).catch((err: unknown) => {
        request.raw.resume();
        throw err;
      });
      const staged = await receiveUploads(request, {
        group: 'REPORT',
        fieldNames: ['file'],
        maxFiles: 1,
        editorImage: false,
        stagingDir: files.stagingDir,
      });
      const status = await checker.start(auth, request.query.reportId, staged[0]!, request.lang).catch(async (err: unknown) => {
        await rm(staged[0]!.tempPath, { force: true });
        throw err;
      });
      request.audit = { target: String(status.uploadId), detail: { reportId: status.reportId, fileName: status.fileName } };
      return reply.status(201).send(status);
    },
  );

  /** The draft an upload goes to: the caller's to edit now. */
  async function uploadTarget(reportId: number, request: FastifyRequest) {
    const actor = await reportActor(ctx.db, request.auth!);
    const req = await ctx.workflow.load(ctx.db, 'userReport', reportId, actor);
    if (!ctx.workflow.mayEdit('userReport', req, actor)) throw new AppError('WFL1N4032');
  }

  defineRoute(
    app,
    calls.getUserReportUpload,
    {
      guard: read,
      tags: [TAG],
      summary: 'The status of an upload: progress while checking, then applied, its issues, or why it was refused',
      description:
        'Issues in the request’s language (the first 500; issueCount says how many). Another company’s upload answers URP1N4045.',
      errors,
    },
    async (request) => presentUpload(await uploadOf(ctx, request.auth!, request.params.reportId, request.params.uploadId), request.lang),
  );

  defineRoute(
    app,
    calls.getUserReportUploadMarkedCopy,
    {
      guard: read,
      compress: false,
      tags: [TAG],
      summary: 'The uploaded file with its bad cells marked (xlsx)',
      description: 'Only for an upload with cell issues (URP1N4046 otherwise); the notes are in the uploader’s language.',
      errors,
    },
    async (request, reply) => {
      const upload = await uploadOf(ctx, request.auth!, request.params.reportId, request.params.uploadId);
      if (!upload.markedKey) throw new AppError('URP1N4046');
      const body = await files.storage.get(upload.markedKey);
      const base = upload.fileName.replace(/\.[^.]+$/, '');
      const suffix = request.lang === 'en' ? 'errors' : '오류표시';
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition('attachment', `${base}_${suffix}.xlsx`))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  defineRoute(
    app,
    calls.getUserReportPreviousMonth,
    {
      guard: read,
      tags: [TAG],
      summary: 'The previous month’s rows to load into a draft',
      description:
        'The clean rows of the previous month’s latest filed monthly report of the company (a proxy reporter names the customer). None: URP1N4041 "전월 데이터가 없습니다.".',
      errors,
    },
    async (request) => previousMonth(ctx, request.auth!, request.query),
  );

  defineRoute(
    app,
    calls.getUserReportCalendar,
    {
      guard: read,
      tags: [TAG],
      summary: 'The reporting calendar: each month’s status per customer',
      description:
        'Statuses NOT_DUE, DUE, SAVED, SUBMITTED (internal approval), IN_REVIEW, APPROVED, OVERDUE, EXEMPT for up to 12 months up to toMonth. Members: their company; proxy reporters: their customers too; provider staff: every customer (overdueOnly narrows).',
      errors,
    },
    async (request) => reportCalendar(ctx, request.auth!, request.query, request.lang),
  );

  defineRoute(
    app,
    calls.getUserReportProxyCustomers,
    {
      guard: read,
      tags: [TAG],
      summary: 'The customers a proxy reporter reports for',
      description: 'Empty for callers without the proxy reporter role (02).',
      errors,
    },
    async (request) => proxyCustomers(ctx, request.auth!, request.lang),
  );

  defineRoute(
    app,
    calls.getUserReportSettings,
    {
      guard: read,
      tags: [TAG],
      summary: 'A company’s report settings: four-eyes, exemption with reason and contact, the reporting window',
      description: 'Members read their company’s (the exemption page), a proxy reporter a mapped customer’s, provider staff any company’s.',
      errors,
    },
    async (request) => reportSettings(ctx, request.auth!, request.query.companyId, request.lang),
  );

  defineRoute(
    app,
    calls.updateUserReportSettings,
    {
      guard: work,
      config: { auditAction: 'USER_REPORT_SETTINGS' },
      tags: [TAG],
      summary: 'Change a company’s report settings',
      description:
        'Members (01) set their company’s four-eyes only (URP1N4034 for other fields); provider staff set every field of the company they name.',
      errors,
    },
    async (request) => updateReportSettings(ctx, request.auth!, request.body, request.lang),
  );

  defineRoute(
    app,
    calls.updateUserReportWindow,
    {
      guard: { permission: 'reports.manage', company: 'token' },
      config: { auditAction: 'USER_REPORT_WINDOW' },
      tags: [TAG],
      summary: 'Set the reporting window and the reminder (provider staff)',
      description: 'Days of the month after the report month (Korean days), and how many days before it closes the reminder goes out.',
      errors,
    },
    async (request) => updateWindowSettings(deps.db, request.body, businessNow(deps.config)),
  );
};
