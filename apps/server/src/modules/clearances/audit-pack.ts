import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { packName, packSection, requestVersionDocuments } from '../../platform/audit-pack';
import { clearances } from './schema';

/**
 * The audit pack's clearances (decision 082, decision 081): every clearance of the customer whose period meets the
 * pack's, each of its versions from the engine's history (prepared, accepted or commented, issued or returned: who and
 * when), and an issued clearance's letter as it was issued, in the pack's language (its SHA-256 is the one the portal
 * stored and shows).
 */
export const clearancesPackSection = packSection({
  name: 'clearances',
  async documents({ db }, scope) {
    const rows = await db
      .select({
        requestId: clearances.requestId,
        number: clearances.number,
        state: clearances.state,
        periodFrom: clearances.periodFrom,
        periodTo: clearances.periodTo,
        issuedAt: clearances.issuedAt,
      })
      .from(clearances)
      .where(
        and(
          eq(clearances.companyId, scope.companyId),
          lte(clearances.periodFrom, scope.toMonth),
          gte(clearances.periodTo, scope.fromMonth),
        ),
      )
      .orderBy(asc(clearances.periodFrom), asc(clearances.requestId));
    const title = (n: string) => `${scope.lang === 'ko' ? '정산 확인서' : 'Clearance'} ${n}`;
    const versions = await requestVersionDocuments(
      db,
      rows.map((r) => ({ requestId: r.requestId, number: r.number, folder: 'clearances', title: title(r.number) })),
      'clearance-version',
    );
    const letters = rows
      .filter((r) => r.state === 'ISSUED' && r.issuedAt)
      .map((r) => ({
        path: `clearances/${packName(r.number)}/letter-${scope.lang}.pdf`,
        kind: 'clearance-letter',
        title: `${title(r.number)} (${scope.lang === 'ko' ? '발행본' : 'issued letter'})`,
        number: r.number,
        version: null,
        dates: { fromMonth: r.periodFrom, toMonth: r.periodTo, issuedAt: r.issuedAt!.toISOString() },
        requestId: r.requestId,
        auditTarget: r.number,
        body: async () => {
          const [row] = await db
            .select({ ko: clearances.letterKo, en: clearances.letterEn })
            .from(clearances)
            .where(eq(clearances.requestId, r.requestId));
          const letter = scope.lang === 'en' ? (row?.en ?? row?.ko) : (row?.ko ?? row?.en);
          if (!letter) throw new Error(`the issued clearance ${r.number} has no stored letter`);
          return Buffer.from(letter);
        },
      }));
    return [...versions, ...letters];
  },
});
