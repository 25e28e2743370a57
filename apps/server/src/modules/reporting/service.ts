import {
  REPORT_COLUMNS,
  REPORTING_ISSUES_MAX,
  ZUserReportDetailQuery,
  ZUserReportSearchRequest,
  errorMessage,
  formatMoney,
  type TCurrency,
  type TLanguage,
  type TProductListResponse,
  type TReportingCodes,
  type TReportingSubmission,
  type TReportCellIssue,
  type TReportColumnKey,
  type TReportingReportStatus,
  type TReportingValidation,
  type TUserReportDetail,
  type TUserReportDraftRow,
  type TUserReportSearchRequest,
  type TUserReportSearchResponse,
} from '@portal/contract';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AuthContext } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { businessNow, koreaDay } from '../../platform/clock';
import { customerProfile, productCatalogue } from '../catalogue';
import { sha256Hex } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import * as repo from './repo';
import {
  actOnReportRecord,
  createReportRecord,
  prepareRows,
  presentIssue,
  productCodeSet,
  reportActor,
  reportDetail,
  reportSettings,
  reportSheet,
  searchReports,
  windowOf,
  windowSettings,
  type ReportsContext,
} from '../user-reports';

/**
 * The reporting API: the machine calls made with a personal API key. Every rule and message is the
 * user-reports area's, reached through its service (never its tables): the row check of every channel, the one monthly
 * report per company and month, the reporting window, the attestation, four-eyes. The company is always the key's
 * (`request.company`): a key never reads or files another company's reports, proxy mappings included.
 */
export interface ReportingContext extends ReportsContext {
  /** Where CSV bodies are staged while the file reader reads them. */
  tmpDir: string;
}

interface Checked {
  reportMonth: string;
  currency: TCurrency;
  rowCount: number;
  invalidRowCount: number;
  quantity: number;
  amount: number;
  issues: TReportCellIssue[];
  /** The rows as the create call takes them: the clean rows of a CSV, the rows as sent for JSON. */
  rows: TUserReportDraftRow[];
}

async function currencyOf(c: ReportingContext, companyId: number, requested: TCurrency | undefined): Promise<TCurrency> {
  if (requested) return requested;
  const profile = await customerProfile(c.db, companyId);
  return ((profile?.currency as TCurrency | undefined) ?? 'KRW') as TCurrency;
}

const issuesOfStored = (stored: string, rowNo: number): TReportCellIssue[] =>
  stored
    ? stored.split(',').map((part) => {
        const [column, code] = part.split(':') as [TReportColumnKey, TReportCellIssue['code']];
        return { row: rowNo, column, code };
      })
    : [];

/** JSON rows through the screen's row check and prices. */
async function checkRows(
  c: ReportingContext,
  companyId: number,
  body: { reportMonth: string; currency?: TCurrency; rows: TUserReportDraftRow[] },
): Promise<Checked> {
  const currency = await currencyOf(c, companyId, body.currency);
  const prepared = await prepareRows(c.db, body.rows, body.reportMonth, currency);
  return {
    reportMonth: body.reportMonth,
    currency,
    rowCount: prepared.rowCount,
    invalidRowCount: prepared.invalidRowCount,
    quantity: prepared.quantity,
    amount: prepared.amount,
    issues: prepared.rows.flatMap((r, i) => issuesOfStored(r.issues, i + 1)),
    rows: body.rows,
  };
}

/** A CSV body through the upload's file reader (the same reader, header and codes as a CSV upload on the screen). */
async function checkCsv(
  c: ReportingContext,
  companyId: number,
  csv: string,
  query: { reportMonth: string; currency?: TCurrency },
  lang: TLanguage,
): Promise<Checked> {
  const currency = await currencyOf(c, companyId, query.currency);
  const dir = await mkdtemp(path.join(c.tmpDir, 'csv-'));
  try {
    const file = path.join(dir, 'report.csv');
    // The body's bytes as sent (the route keeps them one latin1 character a byte): the reader decides the encoding.
    await writeFile(file, Buffer.from(csv, 'latin1'));
    const productCodes = await productCodeSet(c.db);
    const read = await reportSheet.readReportFile(file, 'report.csv', { productCodes, companyId });
    if (read.fileError) throw new AppError(read.fileError.code as never, read.fileError.params as Record<string, string | number>);
    const prepared = await prepareRows(c.db, read.rows, query.reportMonth, currency, productCodes);
    const invalid = new Set(read.issues.map((i) => i.row)).size;
    void lang;
    return {
      reportMonth: query.reportMonth,
      currency,
      rowCount: read.rowCount,
      invalidRowCount: invalid + prepared.invalidRowCount,
      quantity: prepared.quantity,
      amount: prepared.amount,
      issues: read.issues,
      rows: read.rows as unknown as TUserReportDraftRow[],
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The first refusal a submission of checked rows would meet, in the order of the screen (rows, attestation, window). */
async function refusalOf(
  c: ReportingContext,
  checked: Checked,
  attested: boolean | undefined,
  lang: TLanguage,
  now: Date = businessNow(c.config),
): Promise<AppError | null> {
  if (checked.rowCount === 0) return new AppError('URP1N4012');
  const required = checked.issues.find((i) => i.code === 'required');
  if (required) return new AppError('URP1N4003', { location: presentIssue(required, lang).location });
  const first = checked.issues[0];
  if (first) {
    const shown = presentIssue(first, lang);
    return new AppError('URP1N4004', { location: shown.location, message: shown.message });
  }
  if (checked.reportMonth > koreaDay(now).slice(0, 7)) return new AppError('URP1N4009');
  if (attested !== true) return new AppError('URP1N4005');
  const today = koreaDay(now);
  const w = windowOf(checked.reportMonth, await windowSettings(c.db));
  if (today < w.opens || today > w.closes) return new AppError('URP1N4001');
  return null;
}

/** A company not subject to user reports (the screen shows its exemption page instead): URP1N4031. */
async function exemption(c: ReportingContext, auth: AuthContext, companyId: number, lang: TLanguage): Promise<AppError | null> {
  return (await reportSettings(c, auth, companyId, lang)).exempt ? new AppError('URP1N4031') : null;
}

/** The company's monthly report of a month (not cancelled), if any: the one-report-per-month rule. */
async function monthlyOnFile(c: ReportingContext, auth: AuthContext, month: string, lang: TLanguage) {
  const found = await searchReports(
    c,
    auth,
    ZUserReportSearchRequest.parse({ periodStart: month, periodEnd: month, type: 'MONTHLY', pageSize: 10 }),
    lang,
  );
  return found.items.find((r) => r.state !== 'CANCELLED') ?? null;
}

async function validation(
  c: ReportingContext,
  auth: AuthContext,
  checked: Checked,
  attested: boolean | undefined,
  lang: TLanguage,
): Promise<TReportingValidation> {
  const w = windowOf(checked.reportMonth, await windowSettings(c.db));
  const today = koreaDay(businessNow(c.config));
  const existing = await monthlyOnFile(c, auth, checked.reportMonth, lang);
  let refusal = await exemption(c, auth, auth.companyId, lang);
  if (!refusal && existing) refusal = new AppError('URP1N4091', { month: checked.reportMonth });
  // A validation asks about the rows and the month, not the attestation (which the submission carries).
  refusal ??= await refusalOf(c, checked, attested ?? true, lang);
  return {
    reportMonth: checked.reportMonth,
    currency: checked.currency,
    rowCount: checked.rowCount,
    invalidRowCount: checked.invalidRowCount,
    totalQuantity: checked.quantity,
    totalAmount: checked.amount,
    totalAmountText: formatMoney(checked.amount, checked.currency),
    issues: checked.issues.slice(0, REPORTING_ISSUES_MAX).map((i) => presentIssue(i, lang)),
    issuesTruncated: checked.issues.length > REPORTING_ISSUES_MAX,
    windowOpens: w.opens,
    windowCloses: w.closes,
    windowOpen: today >= w.opens && today <= w.closes,
    existingReportId: existing?.reportId ?? null,
    existingReportNumber: existing?.number ?? null,
    submittable: !refusal,
    refusal: refusal ? { errorCode: refusal.code, errorMessage: errorMessage(refusal.code, lang, refusal.params) } : null,
  };
}

/** Validates JSON rows without storing anything. */
export async function validateRows(
  c: ReportingContext,
  auth: AuthContext,
  companyId: number,
  body: { reportMonth: string; currency?: TCurrency; rows: TUserReportDraftRow[] },
  lang: TLanguage,
): Promise<TReportingValidation> {
  return validation(c, auth, await checkRows(c, companyId, body), undefined, lang);
}

/** Validates a CSV body without storing anything. */
export async function validateCsv(
  c: ReportingContext,
  auth: AuthContext,
  companyId: number,
  csv: string,
  query: { reportMonth: string; currency?: TCurrency },
  lang: TLanguage,
): Promise<TReportingValidation> {
  return validation(c, auth, await checkCsv(c, companyId, csv, query, lang), undefined, lang);
}

function statusOf(d: TUserReportDetail): TReportingReportStatus {
  const { memo: _m, correctionReason: _c, correctableUntil: _u, correctionReportId: _r, windowOpens: _o, windowCloses: _w, ...rest } = d;
  const {
    submitterName: _s,
    internalApproverName: _i,
    approverName: _a,
    createdAt: _t,
    totals: _to,
    rows: _rows,
    allowedActions: _al,
    mayEdit: _me,
    ...status
  } = rest;
  return status;
}

/**
 * Files the month's report and submits it, as the screen does: nothing is stored when the rows, the attestation, the
 * month or the window refuse it (the screen's codes and messages); the one-report-per-month rule and the exemption are
 * the create call's. A company with four-eyes gets the report for internal approval, as on the screen.
 */
async function submit(
  c: ReportingContext,
  auth: AuthContext,
  companyId: number,
  checked: Checked,
  attested: boolean | undefined,
  memo: string,
  lang: TLanguage,
  sandbox: boolean,
): Promise<TReportingReportStatus> {
  const now = sandbox ? await sandboxNow(c, checked.reportMonth) : businessNow(c.config);
  const refusal = (await exemption(c, auth, companyId, lang)) ?? (await refusalOf(c, checked, attested, lang, now));
  if (refusal) throw refusal;
  const actor = await reportActor(c.db, auth);
  const created = await createReportRecord(
    c,
    auth,
    actor,
    {
      type: 'MONTHLY',
      reportMonth: checked.reportMonth,
      companyId,
      currency: checked.currency,
      memo,
      method: 'API',
      rows: checked.rows,
      copyRows: false,
    },
    { now },
  );
  // The actions the screen would offer now (the declaration with this area's rules: four-eyes picks the internal step).
  const draft = await reportDetail(c, auth, created.request.id, ZUserReportDetailQuery.parse({ rowPageSize: 1 }), lang);
  const action = draft.allowedActions.includes('submit') ? 'submit' : 'submitForInternal';
  await actOnReportRecord(c, actor, created.request.id, action, { version: created.request.version, attested: true }, lang, { now });
  return reportStatus(c, auth, companyId, created.request.id, lang);
}

/**
 * The moment a sandbox submission runs at: now when the month's reporting window is open, else the nearest day of the
 * window (noon in Korea), so an integrator tries the channel on any day. A month that has not begun stays refused
 * (URP1N4009), as it would be in its window.
 */
async function sandboxNow(c: ReportingContext, reportMonth: string): Promise<Date> {
  const now = businessNow(c.config);
  const today = koreaDay(now);
  if (reportMonth > today.slice(0, 7)) throw new AppError('URP1N4009');
  const w = windowOf(reportMonth, await windowSettings(c.db));
  if (today >= w.opens && today <= w.closes) return now;
  return new Date(`${today < w.opens ? w.opens : w.closes}T03:00:00.000Z`);
}

/** How a submission runs: a sandbox run, and the client's Idempotency-Key with the fingerprint of what was sent. */
export interface SubmitOptions {
  sandbox: boolean;
  idempotencyKey: string | null;
  apiKeyId: number;
}

/** What a submission answers, and whether it is the stored answer of an earlier one with the same Idempotency-Key. */
export interface SubmitAnswer {
  status: number;
  body: TReportingSubmission;
  replayed: boolean;
}

/** Thrown to roll a sandbox run back, carrying its answer out of the transaction. */
class SandboxRun extends Error {
  constructor(readonly answer: TReportingSubmission) {
    super('sandbox run rolled back');
  }
}

/**
 * Runs a submission in one transaction (the area's writes nest in it): with an Idempotency-Key, under the key's lock,
 * an earlier answer to the same key and body is answered again (another body with the key: APK1N4221), else the new
 * answer is stored with the report; a refused submission stores nothing, so its retry runs again. A sandbox run goes
 * through every step and is rolled back: nothing stored, billed, mailed or told.
 */
async function submitting(
  c: ReportingContext,
  companyId: number,
  opts: SubmitOptions,
  fingerprint: unknown,
  run: (inTx: ReportingContext) => Promise<TReportingReportStatus>,
): Promise<SubmitAnswer> {
  const requestHash = sha256Hex(JSON.stringify(fingerprint));
  try {
    return await c.db.transaction(async (tx) => {
      const inTx: ReportingContext = { ...c, db: tx as unknown as Db };
      const key = opts.sandbox ? null : opts.idempotencyKey;
      if (key) {
        await repo.lockIdempotencyKey(tx, companyId, key);
        const earlier = await repo.findAnswer(tx, companyId, key);
        if (earlier) {
          if (earlier.requestHash !== requestHash) throw new AppError('APK1N4221');
          return { status: earlier.statusCode, body: earlier.response as TReportingSubmission, replayed: true };
        }
      }
      const body: TReportingSubmission = { ...(await run(inTx)), sandbox: opts.sandbox };
      if (opts.sandbox) throw new SandboxRun(body);
      if (key)
        await repo.storeAnswer(tx, {
          companyId,
          idempotencyKey: key,
          requestHash,
          apiKeyId: opts.apiKeyId,
          statusCode: 201,
          response: body,
        });
      return { status: 201, body, replayed: false };
    });
  } catch (err) {
    if (err instanceof SandboxRun) return { status: 201, body: err.answer, replayed: false };
    throw err;
  }
}

export async function submitRows(
  c: ReportingContext,
  auth: AuthContext,
  companyId: number,
  body: { reportMonth: string; currency?: TCurrency; rows: TUserReportDraftRow[]; attested?: boolean; memo: string },
  lang: TLanguage,
  opts: SubmitOptions = { sandbox: false, idempotencyKey: null, apiKeyId: 0 },
): Promise<SubmitAnswer> {
  return submitting(c, companyId, opts, { json: body }, async (t) =>
    submit(t, auth, companyId, await checkRows(t, companyId, body), body.attested, body.memo, lang, opts.sandbox),
  );
}

export async function submitCsv(
  c: ReportingContext,
  auth: AuthContext,
  companyId: number,
  csv: string,
  query: { reportMonth: string; currency?: TCurrency; attested?: 'true' | 'false'; memo?: string },
  lang: TLanguage,
  opts: SubmitOptions = { sandbox: false, idempotencyKey: null, apiKeyId: 0 },
): Promise<SubmitAnswer> {
  return submitting(c, companyId, opts, { csv, query }, async (t) => {
    const checked = await checkCsv(t, companyId, csv, query, lang);
    return submit(t, auth, companyId, checked, query.attested === 'true', query.memo ?? '', lang, opts.sandbox);
  });
}

/** The products a row may name, with their prices on a date (the catalogue's list, read with a key). */
export function referenceProducts(
  c: ReportingContext,
  query: Parameters<typeof productCatalogue>[1],
  lang: TLanguage,
): Promise<TProductListResponse> {
  return productCatalogue(c.db, query, lang);
}

/** The report form's columns and the codes of its code columns, in the request's language. */
export function referenceCodes(lang: TLanguage): TReportingCodes {
  return {
    columns: REPORT_COLUMNS.map((col) => ({
      key: col.key,
      label: col.label[lang],
      required: col.required,
      kind: col.kind,
      max: col.max ?? null,
      codes: col.codes ? Object.entries(col.codes).map(([code, name]) => ({ code, name: name[lang] })) : null,
    })),
  };
}

/** A report of the key's company (another company's answers WFL1N4041 like a missing one). */
export async function reportStatus(
  c: ReportingContext,
  auth: AuthContext,
  companyId: number,
  reportId: number,
  lang: TLanguage,
): Promise<TReportingReportStatus> {
  const detail = await reportDetail(c, auth, reportId, ZUserReportDetailQuery.parse({ rowPageSize: 1 }), lang);
  if (detail.companyId !== companyId) throw new AppError('WFL1N4041');
  return statusOf(detail);
}

/** The key company's reports, with the screen list's filters. */
export async function listReports(
  c: ReportingContext,
  auth: AuthContext,
  companyId: number,
  body: Omit<TUserReportSearchRequest, 'companyId'>,
  lang: TLanguage,
): Promise<TUserReportSearchResponse> {
  return searchReports(c, auth, ZUserReportSearchRequest.parse({ ...body, companyId }), lang);
}
