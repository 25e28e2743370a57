import { Readable } from 'node:stream';
import { and, asc, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import { packName, packSection, requestVersionDocuments, type PackDocument } from '../../platform/audit-pack';
import { csvCell } from '../../platform/spreadsheet';
import { userReportRows, userReportRowSets, userReports } from './schema';

const ROW_COLUMNS = [
  'rowNo',
  'provisionMethod',
  'useCategory',
  'accountNumber',
  'billingCode',
  'variableFeeItem',
  'productCode',
  'vendorProductName',
  'subscriberName',
  'subscriberId',
  'address',
  'city',
  'region',
  'country',
  'quantity',
  'qty',
  'amount',
  'issues',
] as const;

/**
 * The audit pack's monthly reports (decision 081): every report and correction of the customer for a month of the
 * period, each version from the engine's history (who acted, in which role, when, the states, the content with the rows'
 * hash), and the rows of every submitted (frozen) row set as CSV, read a chunk at a time.
 */
export const userReportsPackSection = packSection({
  name: 'reports',
  async documents({ db }, scope) {
    const reports = await db
      .select({
        requestId: userReports.requestId,
        number: userReports.number,
        reportMonth: userReports.reportMonth,
        type: userReports.type,
      })
      .from(userReports)
      .where(
        and(
          eq(userReports.companyId, scope.companyId),
          gte(userReports.reportMonth, scope.fromMonth),
          lte(userReports.reportMonth, scope.toMonth),
        ),
      )
      .orderBy(asc(userReports.reportMonth), asc(userReports.requestId));
    if (!reports.length) return [];
    const folderOf = (r: (typeof reports)[number]) => `reports/${r.reportMonth}`;
    const out: PackDocument[] = await requestVersionDocuments(
      db,
      reports.map((r) => ({
        requestId: r.requestId,
        number: r.number,
        folder: folderOf(r),
        title: `${r.type === 'CORRECTION' ? (scope.lang === 'ko' ? '정정 신고' : 'Correction') : scope.lang === 'ko' ? '월간 신고' : 'Monthly report'} ${r.number}`,
      })),
      'report-version',
    );
    const sets = await db
      .select({
        id: userReportRowSets.id,
        requestId: userReportRowSets.requestId,
        rowCount: userReportRowSets.rowCount,
        hash: userReportRowSets.hash,
        createdAt: userReportRowSets.createdAt,
      })
      .from(userReportRowSets)
      .where(
        and(
          inArray(
            userReportRowSets.requestId,
            reports.map((r) => r.requestId),
          ),
          eq(userReportRowSets.frozen, true),
        ),
      )
      .orderBy(asc(userReportRowSets.id));
    for (const s of sets) {
      const r = reports.find((x) => x.requestId === s.requestId)!;
      out.push({
        path: `${folderOf(r)}/${packName(r.number)}/rows-${s.id}.csv`,
        kind: 'report-rows',
        title: `${r.number} rows (${s.rowCount})`,
        number: r.number,
        version: null,
        dates: { frozenAt: s.createdAt.toISOString(), rowsHash: s.hash },
        requestId: r.requestId,
        auditTarget: r.number,
        body: async () => Readable.from(rowsCsv(db, s.id)),
      });
    }
    return out;
  },
});

async function* rowsCsv(db: Parameters<typeof userReportsPackSection.documents>[0]['db'], setId: number): AsyncGenerator<string> {
  yield ROW_COLUMNS.join(',') + '\n';
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(userReportRows)
      .where(and(eq(userReportRows.rowSetId, setId), gt(userReportRows.rowNo, after)))
      .orderBy(asc(userReportRows.rowNo))
      .limit(2000);
    if (!rows.length) return;
    yield rows.map((row) => ROW_COLUMNS.map((c) => csvCell(row[c])).join(',')).join('\n') + '\n';
    after = rows[rows.length - 1]!.rowNo;
  }
}
