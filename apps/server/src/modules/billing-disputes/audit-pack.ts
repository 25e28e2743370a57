import { extname } from 'node:path';
import { BILLING_DISPUTE_FILE_OWNER } from '@portal/contract';
import { inPackProducts, packJson, packName, packSection, requestVersionDocuments } from '../../platform/audit-pack';
import { storedFilesOf } from '../files';
import { disputesOfCompany } from './repo';

/**
 * The audit pack's disputes of a bill line (decision 081): every dispute of a bill of the pack's months (and products),
 * each of its versions from the engine's history (who filed, accepted, rejected or withdrew it, when), and a summary of
 * the line, the outcome and the evidence files by name, size and type, and the evidence files themselves as they were
 * uploaded (`disputes/<number>/evidence/<n>-<name>`, each with its SHA-256 in the manifest).
 */
/**
 * Where an evidence file goes in the pack: numbered (two files may share a name), its name made path-safe with its
 * extension kept ("변경계약서.pdf" -> "1-evidence.pdf"; the summary and the manifest's title keep the original name).
 */
function evidencePath(number: string, i: number, fileName: string): string {
  const ext = extname(fileName);
  const stem = packName(fileName.slice(0, fileName.length - ext.length));
  return `disputes/${packName(number)}/evidence/${i + 1}-${stem === 'x' ? 'evidence' : stem}${ext ? packName(ext.toLowerCase()) : ''}`;
}

export const billingDisputesPackSection = packSection({
  name: 'disputes',
  async documents({ db, storage }, scope) {
    const rows = (await disputesOfCompany(db, scope.companyId, scope.fromMonth, scope.toMonth)).filter((r) =>
      inPackProducts(scope, r.productCode),
    );
    const title = (n: string) => `${scope.lang === 'ko' ? '청구 이의 제기' : 'Bill dispute'} ${n}`;
    const versions = await requestVersionDocuments(
      db,
      rows.map((r) => ({ requestId: r.requestId, number: r.number, folder: 'disputes', title: title(r.number) })),
      'dispute-version',
    );
    const stored = await storedFilesOf(
      db,
      BILLING_DISPUTE_FILE_OWNER,
      rows.map((r) => r.requestId),
    );
    // Each dispute's evidence with its place in the pack, worked out once for the summary and the copied file.
    const evidenceOf = new Map(
      rows.map((r) => [
        r.requestId,
        (stored.get(String(r.requestId)) ?? []).map((f, i) => ({ ...f, path: evidencePath(r.number, i, f.info.fileName) })),
      ]),
    );
    const summaries = rows.map((r) => ({
      path: `disputes/${packName(r.number)}/dispute.json`,
      kind: 'dispute',
      title: title(r.number),
      number: r.number,
      version: null,
      dates: { billingMonth: r.billingMonth, issuedOn: r.issuedOn, windowLastDay: r.windowLastDay },
      requestId: r.requestId,
      auditTarget: r.number,
      body: async () =>
        packJson({
          number: r.number,
          state: r.state,
          line: {
            billingMonth: r.billingMonth,
            productCode: r.productCode,
            lineType: r.lineType,
            useCategory: r.useCategory,
            correctsMonth: r.correctsMonth,
            amount: { amount: r.lineAmount, currency: r.currency },
            sourceNumber: r.sourceNumber,
          },
          reason: r.reason,
          accepted: r.acceptedAmount == null ? null : { amount: r.acceptedAmount, currency: r.currency, onBillOf: r.adjustmentMonth },
          rejectionReason: r.rejectionReason,
          withdrawReason: r.withdrawReason,
          evidence: evidenceOf.get(r.requestId)!.map(({ info: f, path }) => ({
            name: f.fileName,
            size: f.fileSize,
            type: f.contentType,
            path,
          })),
        }),
    }));
    const evidence = rows.flatMap((r) =>
      evidenceOf.get(r.requestId)!.map(({ info: f, storageKey, path }) => ({
        path,
        kind: 'dispute-evidence',
        title: `${title(r.number)} · ${f.fileName}`,
        number: r.number,
        version: null,
        dates: { uploadedAt: f.createdAt },
        requestId: r.requestId,
        auditTarget: r.number,
        body: () => storage.get(storageKey),
      })),
    );
    return [...versions, ...summaries, ...evidence];
  },
});
