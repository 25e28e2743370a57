import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  calls,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  REPORT_FILE_MAX_BYTES,
  REPORTING_SANDBOX_HEADER,
  ZErrorBody,
  type TReportingSubmission,
} from '@portal/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { defineRoute } from '../../platform/routes';
import {
  listReports,
  referenceCodes,
  referenceProducts,
  reportStatus,
  submitCsv,
  submitRows,
  validateCsv,
  validateRows,
  type ReportingContext,
  type SubmitAnswer,
  type SubmitOptions,
} from './service';

const TAG = 'Reporting API';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 413: ZErrorBody, 429: ZErrorBody };
const submitErrors = { ...errors, 422: ZErrorBody };
const SUBMIT_NOTE =
  'Headers: `Idempotency-Key` (1-255 printable characters, e.g. a UUID): a retry with the same key and body answers the first answer again (header `Idempotent-Replayed: true`), the same key with another body APK1N4221 (422); `X-Reporting-Sandbox: true`: a sandbox run, every check and the answer of a real submission, on any day (outside the reporting window the window’s nearest day stands in), but nothing stored, billed or told (`sandbox: true` in the answer). docs/reporting-api.md.';

/** The submission headers: a sandbox run (only `true`), and an Idempotency-Key of printable characters. */
function submitOptions(request: FastifyRequest): SubmitOptions {
  const sandbox = request.headers[REPORTING_SANDBOX_HEADER];
  if (sandbox !== undefined && sandbox !== 'true') throw new AppError('APK1N4021');
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))) throw new AppError('APK1N4020');
  return { sandbox: sandbox === 'true', idempotencyKey: key ?? null, apiKeyId: request.apiKey!.apiKeyId };
}

/** Sends a submission's answer, audited with the report (or as a sandbox run or a replay). */
function answer(request: FastifyRequest, reply: FastifyReply, a: SubmitAnswer): FastifyReply {
  const status: TReportingSubmission = a.body;
  request.audit = {
    target: status.number,
    detail: {
      reportId: status.reportId,
      reportMonth: status.reportMonth,
      apiKeyId: request.apiKey!.apiKeyId,
      ...(status.sandbox ? { sandbox: true } : {}),
      ...(a.replayed ? { replayed: true } : {}),
    },
  };
  if (a.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(a.status).send(status);
}
const KEY = { apiKey: 'reporting' } as const;
const KEY_NOTE =
  'Authentication: a personal API key (My page > API keys) as `Authorization: Bearer mdp_...` or `X-API-Key: mdp_...`; the company is the key’s. Key errors: APK1N4011-APK1N4015 (401), COM1N4290 over 120 calls a minute.';
const ROW_NOTE = 'Rows: the columns of the report form by their keys and codes (docs/reporting-api.md); blank rows are skipped.';
const CSV_NOTE =
  'Body: the CSV file itself (Content-Type: text/csv; UTF-8 or CP949, one header row, the columns and codes of the form; docs/reporting-api.md).';

/**
 * /apis/v1/reporting/: the machine calls of monthly user reports, with a personal API key (platform
 * key guard, decision 045). The rules and messages are the screen's: this module calls the user-reports service.
 */
export const reportingRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tmpDir = path.join(deps.config.dataDir, 'tmp', 'reporting-api');
  await mkdir(tmpDir, { recursive: true });
  const ctx: ReportingContext = { db: deps.db, config: deps.config, workflow: app.workflow, tmpDir };
  // The CSV body is kept as its bytes (one latin1 character a byte): the report file reader decides its encoding (UTF-8,
  // else CP949) by the rule of a screen upload, instead of a UTF-8 decoding that turned CP949's Korean into U+FFFD.
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: REPORT_FILE_MAX_BYTES }, (_request, body, done) =>
    done(null, (body as Buffer).toString('latin1')),
  );

  defineRoute(
    app,
    calls.validateReportingRows,
    {
      guard: KEY,
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Check a month’s rows without storing them',
      description: `Answers every cell issue (row, column, code and the message in the request’s language, as the screen shows them; at most 1,000, issuesTruncated beyond), the totals, the reporting window, the month’s report already on file, and whether a submission now would be accepted (else the refusal it would meet). Nothing is stored. ${ROW_NOTE} ${KEY_NOTE}`,
      errors,
    },
    async (request) => validateRows(ctx, request.auth!, request.company!, request.body, request.lang),
  );

  defineRoute(
    app,
    calls.validateReportingCsv,
    {
      guard: KEY,
      config: { readOnly: true },
      bodyLimit: REPORT_FILE_MAX_BYTES,
      tags: [TAG],
      summary: 'Check a CSV report file without storing it',
      description: `As the JSON validation, for a CSV body read by the same reader as a CSV upload (URF1N errors refuse the whole file). ${CSV_NOTE} ${KEY_NOTE}`,
      errors,
    },
    async (request) => validateCsv(ctx, request.auth!, request.company!, request.body, request.query, request.lang),
  );

  defineRoute(
    app,
    calls.submitReportingRows,
    {
      guard: KEY,
      config: { auditAction: 'REPORTING_API_SUBMIT' },
      tags: [TAG],
      summary: 'File and submit the monthly report of a month',
      description: `Files the key company’s monthly report with method API and submits it, with the screen’s rules and messages: URP1N4012 no rows, URP1N4003 required cells empty (필수 입력 항목을 모두 입력해주세요.), URP1N4004 another cell issue (the first, with its location), URP1N4009 a future month, URP1N4005 attested missing, URP1N4001 outside the reporting window (당월신고 기간이 아닙니다.), URP1N4091 the month already has a report, URP1N4031 the company is exempt. Nothing is stored when refused. A company with four-eyes gets it for internal approval. ${SUBMIT_NOTE} ${ROW_NOTE} ${KEY_NOTE}`,
      errors: submitErrors,
    },
    async (request, reply) =>
      answer(request, reply, await submitRows(ctx, request.auth!, request.company!, request.body, request.lang, submitOptions(request))),
  );

  defineRoute(
    app,
    calls.submitReportingCsv,
    {
      guard: KEY,
      config: { auditAction: 'REPORTING_API_SUBMIT' },
      bodyLimit: REPORT_FILE_MAX_BYTES,
      tags: [TAG],
      summary: 'File and submit the monthly report of a month from a CSV file',
      description: `As the JSON submission; the month, currency, attestation (attested=true) and memo in the query. ${SUBMIT_NOTE} ${CSV_NOTE} ${KEY_NOTE}`,
      errors: submitErrors,
    },
    async (request, reply) =>
      answer(
        request,
        reply,
        await submitCsv(ctx, request.auth!, request.company!, request.body, request.query, request.lang, submitOptions(request)),
      ),
  );

  defineRoute(
    app,
    calls.getReportingReport,
    {
      guard: KEY,
      tags: [TAG],
      summary: 'The status of one of the company’s reports',
      description: `State (draft, waiting for internal approval, submitted, returned for information, approved, rejected, cancelled) with its name in the request’s language, totals, the latest reason (rejection or question) and when it was decided. Another company’s report answers WFL1N4041 like a missing one. ${KEY_NOTE}`,
      errors,
    },
    async (request) => reportStatus(ctx, request.auth!, request.company!, request.params.reportId, request.lang),
  );

  defineRoute(
    app,
    calls.searchReportingReports,
    {
      guard: KEY,
      config: { readOnly: true },
      tags: [TAG],
      summary: 'The company’s reports',
      description: `The screen list’s filters (period, 3/6/12 months, type, state, correctable only) and page sizes (10, 20, 50). URP1N4002 a period that ends before it starts. ${KEY_NOTE}`,
      errors,
    },
    async (request) => listReports(ctx, request.auth!, request.company!, request.body, request.lang),
  );

  defineRoute(
    app,
    calls.listReportingProducts,
    {
      guard: KEY,
      tags: [TAG],
      summary: 'The products a report row may name',
      description: `The catalogue’s active products (the codes of the productCode column) with their names in the request’s language and the prices in effect on \`date\` (default today in Korea), filtered as the screen’s catalogue: the same answer as /apis/v1/user/products, read with a key. ${KEY_NOTE}`,
      errors,
    },
    async (request) => referenceProducts(ctx, request.query, request.lang),
  );

  defineRoute(
    app,
    calls.getReportingCodes,
    {
      guard: KEY,
      tags: [TAG],
      summary: 'The report form’s columns and code lists',
      description: `Every column of a report row in order (the CSV header), whether it is required, its longest text, and the codes of the code columns (provisionMethod, useCategory, variableFeeItem) with their names in the request’s language. ${KEY_NOTE}`,
      errors,
    },
    async (request) => referenceCodes(request.lang),
  );
};
