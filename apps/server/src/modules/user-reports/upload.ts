import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { errorMessage, UPLOAD_ISSUES_SHOWN, type TLanguage, type TReportCellIssue, type TUserReportUploadStatus } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/auth';
import { AppError, isStorageFull } from '../../platform/errors';
import { storageKeyOf, type ObjectStorage } from '../../platform/storage';
import { companyOf, type WorkflowActor } from '../../platform/workflow';
import type { StagedFile } from '../files';
import * as repo from './repo';
import { businessNow } from '../../platform/clock';
import { presentIssue, prepareRows, productCodeSet, reportActor, saveReportRecord, type ReportsContext } from './service';
import type { ReportSheet } from './sheet-port';

/**
 * Report file uploads: the route streams the file to a staging file (the files area's
 * `receiveUploads`: at most 10 MB, its kind checked on its content) and records an upload CHECKING; this checker reads it
 * in the background (the sheet reader streams it, telling the rows read), never holding the request. A clean file's rows
 * replace the draft's (one save, a version of its own); a file with bad cells keeps nothing but the first 500 issues and
 * a marked copy; a file refused as a whole keeps its reason. Nothing is stored in the report until the file is clean.
 */

const checkers = new WeakMap<object, UploadChecker>();
/** The upload checker of an app (by its configuration): tests and shutdown wait on `idle()`. */
export const uploadCheckerOf = (config: object): UploadChecker | undefined => checkers.get(config);
export const setUploadChecker = (config: object, checker: UploadChecker): void => void checkers.set(config, checker);

/** Rows read between two progress writes. */
const PROGRESS_EVERY = 2000;
/** A check refreshes its upload's heartbeat this often (wall clock), whatever it is doing. */
export const UPLOAD_HEARTBEAT_MS = 30_000;
/** A CHECKING upload whose heartbeat is older than this was abandoned (its process stopped): any process may refuse it. */
export const UPLOAD_LEASE_MS = 5 * 60_000;

/**
 * Marks refused the uploads whose checker has given no sign of life for the lease (start-up, and before a new upload is
 * taken), leaving alone the checks under way in this or another process on the same database.
 */
export const abandonStaleUploads = (db: ReportsContext['db'], at = new Date()): Promise<number> =>
  repo.abandonCheckingUploads(db, at, new Date(at.getTime() - UPLOAD_LEASE_MS));

export class UploadChecker {
  private readonly running = new Set<Promise<void>>();
  constructor(
    private readonly c: ReportsContext,
    private readonly sheet: ReportSheet,
    private readonly storage: ObjectStorage,
    private readonly workDir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once every check under way has ended (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  /** Records the upload (CHECKING) for a draft the caller may edit, starts its check, answers its status at once. */
  async start(auth: AuthContext, reportId: number, staged: StagedFile, lang: TLanguage): Promise<TUserReportUploadStatus> {
    const actor = await reportActor(this.c.db, auth);
    const request = await this.c.workflow.load(this.c.db, 'userReport', reportId, actor);
    const companyId = companyOf(request);
    if (!this.c.workflow.mayEdit('userReport', request, actor)) throw new AppError('WFL1N4032');
    const wall = new Date();
    await abandonStaleUploads(this.c.db, wall);
    if (await repo.checkingUploadOf(this.c.db, reportId, new Date(wall.getTime() - UPLOAD_LEASE_MS))) throw new AppError('URP1N4093');
    const now = businessNow(this.c.config);
    const upload = await repo.insertUpload(this.c.db, {
      requestId: reportId,
      companyId,
      userId: auth.userId,
      fileName: staged.originalName.slice(0, 255),
      fileSize: staged.size,
      // Its turn may not have come: WAITING until the reader takes it (the reader's limits).
      status: this.sheet.wouldWait?.(companyId) ? 'WAITING' : 'CHECKING',
      lang,
      createdAt: now,
      heartbeatAt: wall,
    });
    const job = this.check(upload.id, reportId, companyId, actor, staged, lang)
      .catch((err: unknown) => this.log.error({ err, uploadId: upload.id }, 'report upload check failed'))
      .finally(() => this.running.delete(job));
    this.running.add(job);
    return presentUpload(upload, lang);
  }

  private async check(
    uploadId: number,
    reportId: number,
    companyId: number,
    actor: WorkflowActor,
    staged: StagedFile,
    lang: TLanguage,
  ): Promise<void> {
    const db = this.c.db;
    // The heartbeat: refreshed with each progress write and on a timer (storing the rows writes no progress), so that no
    // process takes this check for abandoned while it runs or waits its turn.
    let pending: Promise<void> = Promise.resolve();
    const beat = (patch: { rowsRead?: number; status?: 'CHECKING' } = {}) => {
      pending = pending.then(() => repo.touchUpload(db, uploadId, new Date(), patch)).catch(() => undefined);
    };
    const heartbeat = setInterval(() => beat(), UPLOAD_HEARTBEAT_MS);
    heartbeat.unref();
    try {
      const productCodes = await productCodeSet(db);
      let lastWritten = 0;
      const result = await this.sheet.readReportFile(staged.tempPath, staged.originalName, {
        productCodes,
        companyId,
        onStart: () => beat({ status: 'CHECKING' }),
        onProgress: (rowsRead) => {
          if (rowsRead - lastWritten < PROGRESS_EVERY) return;
          lastWritten = rowsRead;
          beat({ rowsRead });
        },
      });
      await pending;
      const finishedAt = businessNow(this.c.config);
      if (result.fileError) {
        await repo.updateUpload(db, uploadId, {
          status: 'REFUSED',
          fileErrorCode: result.fileError.code,
          fileErrorParams: result.fileError.params ?? null,
          rowsRead: result.rowCount,
          finishedAt,
        });
        return;
      }
      if (result.issues.length) {
        await mkdir(this.workDir, { recursive: true });
        const out = path.join(this.workDir, `${randomUUID()}.xlsx`);
        const key = storageKeyOf(randomUUID());
        try {
          await this.sheet.writeMarkedCopy(staged.tempPath, staged.originalName, result.issues, lang, out);
          await this.storage.putFile(key, out);
        } finally {
          await rm(out, { force: true });
        }
        await repo.updateUpload(db, uploadId, {
          status: 'INVALID',
          rowsRead: result.rowCount,
          issueCount: result.issues.length,
          issues: result.issues.slice(0, UPLOAD_ISSUES_SHOWN).map((i) => ({ row: i.row, column: i.column, code: i.code })),
          markedKey: key,
          finishedAt,
        });
        return;
      }
      const request = await this.c.workflow.load(db, 'userReport', reportId, actor);
      const report = (await repo.findReport(db, reportId))!;
      const prepared = await prepareRows(db, result.rows, report.reportMonth, report.currency as 'KRW' | 'USD', productCodes);
      const saved = await saveReportRecord(
        this.c,
        actor,
        reportId,
        {
          version: request.version,
          memo: report.memo,
          currency: report.currency as 'KRW' | 'USD',
          correctionReason: report.correctionReason ?? undefined,
          method: staged.kind === 'csv' ? 'CSV' : 'UPLOAD',
          rows: [],
        },
        { prepared },
      );
      await repo.updateUpload(db, uploadId, {
        status: 'APPLIED',
        rowsRead: result.rowCount,
        reportVersion: saved.request.version,
        finishedAt: businessNow(this.c.config),
      });
    } catch (err) {
      // A full disk (writing the marked copy) is told as such (decision 053); other failures stay the generic 5000.
      const code = err instanceof AppError ? err.code : isStorageFull(err) ? 'COM1N5070' : 'COM1N5000';
      await repo.updateUpload(db, uploadId, { status: 'REFUSED', fileErrorCode: code, finishedAt: businessNow(this.c.config) });
      if (!(err instanceof AppError)) throw err;
    } finally {
      clearInterval(heartbeat);
      await pending;
      await rm(staged.tempPath, { force: true });
    }
  }
}

export function presentUpload(u: repo.UploadRow, lang: TLanguage): TUserReportUploadStatus {
  return {
    uploadId: u.id,
    reportId: u.requestId,
    fileName: u.fileName,
    fileSize: u.fileSize,
    status: u.status as TUserReportUploadStatus['status'],
    rowsRead: u.rowsRead,
    issueCount: u.issueCount,
    issues: u.issues.map((i) => presentIssue(i as TReportCellIssue, lang)),
    fileErrorCode: u.fileErrorCode,
    fileErrorMessage: u.fileErrorCode ? errorMessage(u.fileErrorCode, lang, u.fileErrorParams ?? undefined) : null,
    markedCopy: !!u.markedKey,
    createdAt: u.createdAt.toISOString(),
    finishedAt: u.finishedAt?.toISOString() ?? null,
    reportVersion: u.reportVersion,
  };
}

/** An upload of a report the caller may see (another company's answers 404). */
export async function uploadOf(c: ReportsContext, auth: AuthContext, reportId: number, uploadId: number): Promise<repo.UploadRow> {
  const upload = await repo.findUpload(c.db, uploadId);
  if (!upload || upload.requestId !== reportId) throw new AppError('URP1N4045');
  const actor = await reportActor(c.db, auth);
  try {
    await c.workflow.load(c.db, 'userReport', upload.requestId, actor);
  } catch {
    throw new AppError('URP1N4045');
  }
  // A check abandoned by a stopped process (no heartbeat for the lease) is answered refused, not CHECKING for ever.
  const wall = new Date();
  if ((upload.status === 'CHECKING' || upload.status === 'WAITING') && upload.heartbeatAt.getTime() < wall.getTime() - UPLOAD_LEASE_MS) {
    await abandonStaleUploads(c.db, wall);
    return (await repo.findUpload(c.db, uploadId))!;
  }
  return upload;
}
