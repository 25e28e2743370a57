import { bigserial, char, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/**
 * Each agreement of a member to a version of a standard document (01_01 terms, 01_02 privacy, 01_03 withdrawal): the
 * members' agreement history. A member's acknowledgement of a material policy version for their company (decision 084)
 * is a row too, with the company and the version's SHA-256 as acknowledged.
 */
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
    /** The company a policy version was acknowledged for (null for a member's own agreement to the terms). */
    companyId: integer('company_id'),
    /** The SHA-256 of the version's canonical clauses as acknowledged. */
    sha256: varchar('sha256', { length: 64 }),
  },
  (t) => [
    index('term_agreements_user_idx').on(t.userId, t.documentClassificationCode, t.agreedAt),
    index('term_agreements_company_idx').on(t.companyId, t.standardDocumentId),
  ],
);
