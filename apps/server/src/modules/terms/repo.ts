import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { termAgreements } from './schema';
import type { DbOrTx } from '../../platform/db';

/** The terms area's table: the members' agreements to the standard documents (terms). */

export type AgreementInsert = typeof termAgreements.$inferInsert;

/** The member's latest agreement to a classification, or null. */
export async function lastAgreement(db: DbOrTx, userId: number, classificationCode: string) {
  const [row] = await db
    .select()
    .from(termAgreements)
    .where(
      and(
        eq(termAgreements.userId, userId),
        eq(termAgreements.documentClassificationCode, classificationCode),
        eq(termAgreements.agreeYn, 'Y'),
      ),
    )
    .orderBy(desc(termAgreements.agreedAt), desc(termAgreements.id))
    .limit(1);
  return row ?? null;
}

export async function insertAgreements(db: DbOrTx, rows: AgreementInsert[]): Promise<void> {
  if (rows.length) await db.insert(termAgreements).values(rows);
}

// ---------------------------------------------------------------------------------------------------------
// Acknowledgements of policy versions for a company (decision 084)

/** Records a member's acknowledgement of a version for a company. */
export async function insertAcknowledgement(
  db: DbOrTx,
  row: {
    userId: number;
    companyId: number;
    classificationCode: string;
    standardDocumentId: number;
    versionNo: number;
    sha256: string;
    at: Date;
  },
): Promise<void> {
  await db.insert(termAgreements).values({
    userId: row.userId,
    companyId: row.companyId,
    documentClassificationCode: row.classificationCode,
    standardDocumentId: row.standardDocumentId,
    versionNo: row.versionNo,
    sha256: row.sha256,
    agreeYn: 'Y',
    agreedAt: row.at,
  });
}

/** A company's acknowledgements, newest first. */
export function acknowledgementsOf(db: DbOrTx, companyId: number) {
  return db
    .select({
      userId: termAgreements.userId,
      classificationCode: termAgreements.documentClassificationCode,
      standardDocumentId: termAgreements.standardDocumentId,
      versionNo: termAgreements.versionNo,
      sha256: termAgreements.sha256,
      agreedAt: termAgreements.agreedAt,
    })
    .from(termAgreements)
    .where(and(eq(termAgreements.companyId, companyId), isNotNull(termAgreements.sha256)))
    .orderBy(desc(termAgreements.agreedAt), desc(termAgreements.id));
}
