import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Bulletin contents of every board in one table, keyed by the board code: NOTICE, MARKET_NOTICE,
 * KRX_DERIVATIVES, FAQ and 02..11. Subjects and bodies live per language in bbs_content_languages.
 * search_key_ko / search_key_en hold the text the reader of each language sees (own row, else the
 * other language's), encoded for the trigram index (docs/decisions/004-text-search.md).
 */
export const bbsContents = pgTable(
  'bbs_contents',
  {
    bbsContentId: serial('bbs_content_id').primaryKey(),
    bbsCode: varchar('bbs_code', { length: 20 }).notNull(),
    categoryCode: varchar('category_code', { length: 40 }),
    /** Y: posted; N: hidden from every list and detail. */
    noticeYn: char('notice_yn', { length: 1 }).notNull().default('Y'),
    /** Effective (operation) date. */
    operationDate: date('operation_date', { mode: 'string' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    inquireCount: integer('inquire_count').notNull().default(0),
    searchKeyKo: text('search_key_ko').notNull().default(''),
    searchKeyEn: text('search_key_en').notNull().default(''),
    /** Natural key of seeded rows (idempotent seed); null for others. */
    seedKey: varchar('seed_key', { length: 60 }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bbs_contents_list_idx').on(t.bbsCode, t.createdAt, t.bbsContentId),
    index('bbs_contents_created_idx').on(t.createdAt, t.bbsContentId),
    index('bbs_contents_category_idx').on(t.bbsCode, t.categoryCode, t.createdAt, t.bbsContentId),
    uniqueIndex('bbs_contents_seed_key_uq').on(t.seedKey),
    index('bbs_contents_search_ko_idx').using('gin', sql`${t.searchKeyKo} gin_trgm_ops`),
    index('bbs_contents_search_en_idx').using('gin', sql`${t.searchKeyEn} gin_trgm_ops`),
  ],
);

export const bbsContentLanguages = pgTable(
  'bbs_content_languages',
  {
    bbsContentId: integer('bbs_content_id')
      .notNull()
      .references(() => bbsContents.bbsContentId, { onDelete: 'cascade' }),
    languageTypeCode: char('language_type_code', { length: 2 }).notNull(),
    subject: varchar('subject', { length: 500 }).notNull(),
    /** Sanitized HTML. */
    contents: text('contents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bbsContentId, t.languageTypeCode] })],
);

/** Files attached to a bulletin item (the file store serves them by uuid). */
export const bbsAttachments = pgTable(
  'bbs_attachments',
  {
    attachmentId: serial('attachment_id').primaryKey(),
    bbsContentId: integer('bbs_content_id')
      .notNull()
      .references(() => bbsContents.bbsContentId, { onDelete: 'cascade' }),
    fileUuid: uuid('file_uuid').notNull(),
    fileName: varchar('file_name', { length: 300 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bbs_attachments_content_idx').on(t.bbsContentId), uniqueIndex('bbs_attachments_uuid_uq').on(t.fileUuid)],
);

/**
 * One row, bumped by a statement trigger whenever posted items of any board may have changed
 * (insert, delete, or an update of board, category, posting flag, time or search text; not the view
 * counter). List totals are cached per version (docs/decisions/004-text-search.md).
 */
export const bbsVersion = pgTable('bbs_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
