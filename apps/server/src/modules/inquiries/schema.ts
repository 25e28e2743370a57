import { char, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from '../identity/schema';

/**
 * 1:1 inquiries of members (kind MEMBER: user and company set) and of visitors (kind GUEST: writer
 * name, e-mail and telephone set). The answer lives on the row; attachments of the inquiry and of the
 * answer are files of the files area (owner types INQUIRY and INQUIRY_ANSWER).
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    /** MEMBER or GUEST */
    kind: varchar('kind', { length: 10 }).notNull(),
    companyId: integer('company_id').references(() => companies.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    categoryCode: varchar('category_code', { length: 10 }).notNull(),
    subject: varchar('subject', { length: 400 }).notNull(),
    /** Sanitized HTML. */
    contents: text('contents').notNull(),
    writerName: varchar('writer_name', { length: 100 }).notNull(),
    writerEmail: varchar('writer_email', { length: 254 }),
    writerTelephoneNumber: varchar('writer_telephone_number', { length: 30 }),
    /** Language of the answer mail: 01 Korean, 02 English. */
    languageCode: char('language_code', { length: 2 }).notNull().default('01'),
    /** AWAITING or ANSWERED */
    status: varchar('status', { length: 10 }).notNull().default('AWAITING'),
    /** Sanitized HTML of the answer. */
    answerContents: text('answer_contents'),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_user_idx').on(t.userId, t.companyId, t.createdAt),
    index('inquiries_status_idx').on(t.status, t.createdAt),
    index('inquiries_company_idx').on(t.companyId, t.createdAt),
    index('inquiries_created_idx').on(t.createdAt),
  ],
);
