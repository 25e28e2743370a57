import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { standardDocuments } from './schema';
import type { DbOrTx } from '../../platform/db';
import { sanitizeHtml } from '../contents';

export type StandardDocumentRow = typeof standardDocuments.$inferSelect;

/**
 * A published version (decision 084): what every reader of the documents sees; a draft is the policies area's alone
 * (`versionsOf`, `findDocument` by id for its editor).
 */
export const isPublished = eq(standardDocuments.status, 'PUBLISHED');

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
    .where(and(eq(standardDocuments.classificationCode, classificationCode), lte(standardDocuments.effectiveDate, today), isPublished))
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
  /** A policy's version (decision 084): its clauses, whether material, its SHA-256 and publication. */
  clauses?: unknown;
  materialYn?: 'Y' | 'N';
  sha256?: string | null;
  publishedAt?: Date | null;
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
      clauses: v.clauses ?? null,
      materialYn: v.materialYn ?? 'N',
      sha256: v.sha256 ?? null,
      publishedAt: v.publishedAt ?? null,
    })
    .returning({ id: standardDocuments.standardDocumentId });
  return row.id;
}

// ---------------------------------------------------------------------------------------------------------
// Versions of the policies (decision 084): drafts, publication

/** Every version (drafts included) of the classifications, newest first, without their bodies and clauses. */
export function versionsOf(db: DbOrTx, classificationCodes: readonly string[]) {
  return db
    .select({
      standardDocumentId: standardDocuments.standardDocumentId,
      classificationCode: standardDocuments.classificationCode,
      versionNo: standardDocuments.versionNo,
      subjectKo: standardDocuments.subjectKo,
      subjectEn: standardDocuments.subjectEn,
      effectiveDate: standardDocuments.effectiveDate,
      status: standardDocuments.status,
      materialYn: standardDocuments.materialYn,
      /** How many clauses (the clauses themselves are read per version: `findDocument`). */
      clauseCount: sql<number>`coalesce(jsonb_array_length(${standardDocuments.clauses}), 0)`.mapWith(Number),
      sha256: standardDocuments.sha256,
      publishedAt: standardDocuments.publishedAt,
    })
    .from(standardDocuments)
    .where(inArray(standardDocuments.classificationCode, [...classificationCodes]))
    .orderBy(asc(standardDocuments.classificationCode), desc(standardDocuments.versionNo));
}
export type DocumentVersionRow = Awaited<ReturnType<typeof versionsOf>>[number];

/** The published material versions of the classifications (what may hold a company's submissions), without clauses. */
export function materialVersionsOf(db: DbOrTx, classificationCodes: readonly string[]) {
  return db
    .select({
      standardDocumentId: standardDocuments.standardDocumentId,
      classificationCode: standardDocuments.classificationCode,
      versionNo: standardDocuments.versionNo,
      effectiveDate: standardDocuments.effectiveDate,
      publishedAt: standardDocuments.publishedAt,
    })
    .from(standardDocuments)
    .where(
      and(inArray(standardDocuments.classificationCode, [...classificationCodes]), isPublished, eq(standardDocuments.materialYn, 'Y')),
    );
}

/** A new draft version (the next number of its classification); a second draft of a classification fails its index. */
export async function insertDraft(
  db: DbOrTx,
  v: { classificationCode: string; versionNo: number; subjectKo: string; subjectEn: string; effectiveDate: string; clauses: unknown },
): Promise<number> {
  const [row] = await db
    .insert(standardDocuments)
    .values({ ...v, status: 'DRAFT', noticeYn: 'Y', materialYn: 'N' })
    .returning({ id: standardDocuments.standardDocumentId });
  return row!.id;
}

/** Saves a draft's fields; answers false when the row is no draft (any more). */
export async function updateDraft(
  db: DbOrTx,
  id: number,
  patch: { subjectKo: string; subjectEn: string; effectiveDate: string; materialYn: 'Y' | 'N'; clauses: unknown },
): Promise<boolean> {
  const rows = await db
    .update(standardDocuments)
    .set(patch)
    .where(and(eq(standardDocuments.standardDocumentId, id), eq(standardDocuments.status, 'DRAFT')))
    .returning({ id: standardDocuments.standardDocumentId });
  return rows.length > 0;
}

/**
 * Publishes a draft once (its bodies sanitized): answers false when the row is no draft any more, so two publishers
 * racing publish it once.
 */
export async function publishDraft(
  db: DbOrTx,
  id: number,
  v: { contentsKo: string; contentsEn: string; sha256: string; publishedAt: Date; publishedBy: number },
): Promise<boolean> {
  const rows = await db
    .update(standardDocuments)
    .set({ ...v, contentsKo: sanitizeHtml(v.contentsKo), contentsEn: sanitizeHtml(v.contentsEn), status: 'PUBLISHED' })
    .where(and(eq(standardDocuments.standardDocumentId, id), eq(standardDocuments.status, 'DRAFT')))
    .returning({ id: standardDocuments.standardDocumentId });
  return rows.length > 0;
}
