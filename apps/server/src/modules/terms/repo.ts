import { and, desc, eq } from 'drizzle-orm';
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
