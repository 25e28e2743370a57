import { char, date, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Standard documents: every row is one version of a classification (01_01 terms, 01_02 privacy policy, ...). */
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
  },
  (t) => [uniqueIndex('standard_documents_version_uq').on(t.classificationCode, t.versionNo)],
);
