import { and, asc, eq, lte } from 'drizzle-orm';
import { packSection, requestVersionDocuments } from '../../platform/audit-pack';
import { nonDisplayDeclarations } from './schema';

/**
 * The audit pack's non-display declarations (decision 081): every declaration of the customer made on or before the
 * period's last day, each of its versions from the engine's history (who acted, in which role, when, the form then).
 * Declarations are per order, not per product: the pack's products do not narrow them.
 */
export const nonDisplayPackSection = packSection({
  name: 'declarations',
  async documents({ db }, scope) {
    const end = new Date(`${scope.toDay}T23:59:59.999+09:00`);
    const rows = await db
      .select({
        requestId: nonDisplayDeclarations.requestId,
        number: nonDisplayDeclarations.number,
        orderNumber: nonDisplayDeclarations.orderNumber,
      })
      .from(nonDisplayDeclarations)
      .where(and(eq(nonDisplayDeclarations.companyId, scope.companyId), lte(nonDisplayDeclarations.createdAt, end)))
      .orderBy(asc(nonDisplayDeclarations.createdAt), asc(nonDisplayDeclarations.requestId));
    return requestVersionDocuments(
      db,
      rows.map((r) => ({
        requestId: r.requestId,
        number: r.number,
        folder: 'declarations',
        title: `${scope.lang === 'ko' ? '비조회형 이용 신고' : 'Non-display declaration'} ${r.number} (${r.orderNumber})`,
      })),
      'declaration-version',
    );
  },
});
