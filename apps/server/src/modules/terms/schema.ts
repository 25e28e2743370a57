import { bigserial, char, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/** Each agreement of a member to a version of a standard document (01_01 terms, 01_02 privacy, 01_03 withdrawal). */
export const termAgreements = pgTable(
  'term_agreements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentClassificationCode: varchar('document_classification_code', { length: 10 }).notNull(),
    standardDocumentId: integer('standard_document_id').notNull(),
    versionNo: integer('version_no').notNull(),
    agreeYn: char('agree_yn', { length: 1 }).notNull().default('Y'),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('term_agreements_user_idx').on(t.userId, t.documentClassificationCode, t.agreedAt)],
);
