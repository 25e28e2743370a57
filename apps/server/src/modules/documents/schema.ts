import { sql } from 'drizzle-orm';
import { char, date, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Standard documents: every row is one version of a classification (01_01 terms, 01_02 privacy policy, ...). A policy's
 * version (decision 084) is written as numbered clauses (`clauses`, the HTML bodies rendered from them at publication)
 * and starts as a draft: only published rows are ever shown or in effect.
 */
export const standardDocuments = pgTable(
  'standard_documents',
  {
    standardDocumentId: serial('standard_document_id').primaryKey(),
    classificationCode: varchar('classification_code', { length: 10 }).notNull(),
    versionNo: integer('version_no').notNull(),
    subjectKo: varchar('subject_ko', { length: 300 }),
    subjectEn: varchar('subject_en', { length: 300 }),
    /** Sanitized HTML. */
    contentsKo: text('contents_ko'),
    contentsEn: text('contents_en'),
    noticeYn: char('notice_yn', { length: 1 }).notNull().default('Y'),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** DRAFT (a provider administrator's, never shown) or PUBLISHED. */
    status: varchar('status', { length: 10 }).notNull().default('PUBLISHED'),
    /** Y: a material change, holding each company's submissions until a member acknowledges it. */
    materialYn: char('material_yn', { length: 1 }).notNull().default('N'),
    /** The numbered clauses in both languages (TPolicyClause[]); null for a version written as HTML only. */
    clauses: jsonb('clauses'),
    /** SHA-256 (hex) of the canonical form of the clauses, fixed at publication. */
    sha256: varchar('sha256', { length: 64 }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: integer('published_by'),
  },
  (t) => [
    uniqueIndex('standard_documents_version_uq').on(t.classificationCode, t.versionNo),
    // One draft per classification at a time.
    uniqueIndex('standard_documents_draft_uq')
      .on(t.classificationCode)
      .where(sql`${t.status} = 'DRAFT'`),
  ],
);
