import { and, desc, eq, lte } from 'drizzle-orm';
import { standardDocuments } from './schema';
import type { DbOrTx } from '../../platform/db';
import { sanitizeHtml } from '../contents';

export type StandardDocumentRow = typeof standardDocuments.$inferSelect;

export async function findDocument(db: DbOrTx, id: number): Promise<StandardDocumentRow | null> {
  const [row] = await db.select().from(standardDocuments).where(eq(standardDocuments.standardDocumentId, id));
  return row ?? null;
}

/** Versions of a classification in effect on `today` (YYYY-MM-DD), newest first. */
export function findVersionsInEffect(db: DbOrTx, classificationCode: string, today: string) {
  return db
    .select({
      standardDocumentId: standardDocuments.standardDocumentId,
      versionNo: standardDocuments.versionNo,
      effectiveDate: standardDocuments.effectiveDate,
    })
    .from(standardDocuments)
    .where(and(eq(standardDocuments.classificationCode, classificationCode), lte(standardDocuments.effectiveDate, today)))
    .orderBy(desc(standardDocuments.effectiveDate), desc(standardDocuments.versionNo));
}

export interface NewDocumentVersion {
  classificationCode: string;
  versionNo: number;
  subjectKo?: string | null;
  subjectEn?: string | null;
  contentsKo?: string | null;
  contentsEn?: string | null;
  noticeYn?: 'Y' | 'N';
  effectiveDate: string;
}

/** Adds a version (bodies sanitized) unless it exists; answers its id. */
export async function addDocumentVersion(db: DbOrTx, v: NewDocumentVersion): Promise<number> {
  const [found] = await db
    .select({ id: standardDocuments.standardDocumentId })
    .from(standardDocuments)
    .where(and(eq(standardDocuments.classificationCode, v.classificationCode), eq(standardDocuments.versionNo, v.versionNo)));
  if (found) return found.id;
  const [row] = await db
    .insert(standardDocuments)
    .values({
      classificationCode: v.classificationCode,
      versionNo: v.versionNo,
      subjectKo: v.subjectKo ?? null,
      subjectEn: v.subjectEn ?? null,
      contentsKo: v.contentsKo == null ? null : sanitizeHtml(v.contentsKo),
      contentsEn: v.contentsEn == null ? null : sanitizeHtml(v.contentsEn),
      noticeYn: v.noticeYn ?? 'Y',
      effectiveDate: v.effectiveDate,
    })
    .returning({ id: standardDocuments.standardDocumentId });
  return row.id;
}
