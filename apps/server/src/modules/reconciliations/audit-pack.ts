import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { inPackProducts, packJson, packName, packSection, requestVersionDocuments } from '../../platform/audit-pack';
import { cellsOf } from './repo';
import { reconciliations } from './schema';

/**
 * The audit pack's entitlement reconciliations (decision 081): every reconciliation of the customer whose period meets
 * the pack's, each of its versions from the engine's history (who uploaded, submitted, returned or accepted it, when),
 * and its comparison as it stands (per month, product and use category: entitled against reported), narrowed to the
 * pack's products.
 */
export const reconciliationsPackSection = packSection({
  name: 'reconciliations',
  async documents({ db }, scope) {
    const rows = await db
      .select({
        requestId: reconciliations.requestId,
        number: reconciliations.number,
        state: reconciliations.state,
        fromMonth: reconciliations.fromMonth,
        toMonth: reconciliations.toMonth,
        countingRule: reconciliations.countingRule,
        fileName: reconciliations.fileName,
        fileHash: reconciliations.fileHash,
        rowCount: reconciliations.rowCount,
        months: reconciliations.months,
      })
      .from(reconciliations)
      .where(
        and(
          eq(reconciliations.companyId, scope.companyId),
          lte(reconciliations.fromMonth, scope.toMonth),
          gte(reconciliations.toMonth, scope.fromMonth),
        ),
      )
      .orderBy(asc(reconciliations.fromMonth), asc(reconciliations.requestId));
    const title = (n: string) => `${scope.lang === 'ko' ? '권한 대사' : 'Entitlement reconciliation'} ${n}`;
    const versions = await requestVersionDocuments(
      db,
      rows.map((r) => ({ requestId: r.requestId, number: r.number, folder: 'reconciliations', title: title(r.number) })),
      'reconciliation-version',
    );
    const comparisons = rows.map((r) => ({
      path: `reconciliations/${packName(r.number)}/comparison.json`,
      kind: 'reconciliation-comparison',
      title: `${title(r.number)} (${scope.lang === 'ko' ? '비교 결과' : 'comparison'})`,
      number: r.number,
      version: null,
      dates: { fromMonth: r.fromMonth, toMonth: r.toMonth },
      requestId: r.requestId,
      auditTarget: r.number,
      body: async () =>
        packJson({
          number: r.number,
          state: r.state,
          period: { fromMonth: r.fromMonth, toMonth: r.toMonth },
          countingRule: r.countingRule,
          extract: { fileName: r.fileName, sha256: r.fileHash, rows: r.rowCount },
          months: r.months,
          cells: (await cellsOf(db, r.requestId))
            .filter((c) => inPackProducts(scope, c.productCode))
            .map(({ month, productCode, useCategory, entitled, reported }) => ({ month, productCode, useCategory, entitled, reported })),
        }),
    }));
    return [...versions, ...comparisons];
  },
});
