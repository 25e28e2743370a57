import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { inPackProducts, packJson, packName, packSection, type PackDocument } from '../../platform/audit-pack';
import { agreementArchives, contractProducts, contracts, contractVersions } from './schema';

/**
 * The audit pack's agreements (decision 081): every contract of the customer in effect on some day of the period
 * (begun on or before its last day, not ended before its first) that covers one of the pack's products, as JSON with
 * its versions and products, and each agreement archive as agreed (the PDF made at approval; its recorded SHA-256 is
 * in the manifest's dates).
 */
export const contractsPackSection = packSection({
  name: 'agreements',
  async documents({ db }, scope) {
    const rows = await db
      .select()
      .from(contracts)
      .where(
        and(
          eq(contracts.companyId, scope.companyId),
          lte(contracts.beginDate, scope.toDay),
          or(isNull(contracts.terminationDate), gte(contracts.terminationDate, scope.fromDay)),
        ),
      )
      .orderBy(asc(contracts.contractDate), asc(contracts.id));
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const products = await db.select().from(contractProducts).where(inArray(contractProducts.contractId, ids));
    const chosen = rows.filter(
      (c) => !scope.products.length || products.some((p) => p.contractId === c.id && inPackProducts(scope, p.productCode)),
    );
    if (!chosen.length) return [];
    const versions = await db
      .select()
      .from(contractVersions)
      .where(
        inArray(
          contractVersions.contractId,
          chosen.map((c) => c.id),
        ),
      )
      .orderBy(asc(contractVersions.contractId), asc(contractVersions.versionNo));
    const archives = await db
      .select({
        id: agreementArchives.id,
        contractId: agreementArchives.contractId,
        orderNumber: agreementArchives.orderNumber,
        fileName: agreementArchives.fileName,
        sha256: agreementArchives.sha256,
        createdAt: agreementArchives.createdAt,
        renderedAt: agreementArchives.renderedAt,
      })
      .from(agreementArchives)
      .where(
        inArray(
          agreementArchives.contractId,
          chosen.map((c) => c.id),
        ),
      )
      .orderBy(asc(agreementArchives.contractId), asc(agreementArchives.createdAt));
    const out: PackDocument[] = [];
    for (const c of chosen) {
      const folder = `agreements/${packName(c.number)}`;
      out.push({
        path: `${folder}/contract.json`,
        kind: 'contract',
        title: scope.lang === 'ko' ? c.nameKo : c.nameEn,
        number: c.number,
        version: c.version,
        dates: { contractDate: c.contractDate, beginDate: c.beginDate, terminationDate: c.terminationDate },
        auditTarget: c.number,
        body: async () =>
          packJson({
            contract: c,
            versions: versions.filter((v) => v.contractId === c.id),
            products: products.filter((p) => p.contractId === c.id),
          }),
      });
      for (const a of archives.filter((x) => x.contractId === c.id)) {
        out.push({
          path: `${folder}/archives/${packName(a.orderNumber)}-${a.id}.${a.renderedAt ? 'pdf' : 'json'}`,
          kind: 'agreement-archive',
          title: a.fileName,
          number: a.orderNumber,
          version: null,
          dates: { agreedAt: a.createdAt.toISOString(), renderedAt: a.renderedAt?.toISOString() ?? null, recordedSha256: a.sha256 },
          auditTarget: a.orderNumber,
          body: async () => {
            const [row] = await db
              .select({ pdf: agreementArchives.pdf, document: agreementArchives.document })
              .from(agreementArchives)
              .where(eq(agreementArchives.id, a.id));
            // An archive not rendered yet (the job runs soon after approval) goes in as the document it will render.
            return row!.pdf ?? packJson(row!.document);
          },
        });
      }
    }
    return out;
  },
});
