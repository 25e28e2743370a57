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

/** Menus of the portal (root 400000, up to four levels below it). Built by the seed from the page catalogue. */
export const menus = pgTable(
  'menus',
  {
    menuId: integer('menu_id').primaryKey(),
    upperMenuId: integer('upper_menu_id'),
    /** Selects the banner contents of the menu. */
    menuIconCode: varchar('menu_icon_code', { length: 40 }),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Y on the menu carrying the exchange-side label. */
    exchangeYn: char('exchange_yn', { length: 1 }).notNull().default('N'),
    /** The page the menu opens (null for a group). */
    pageId: varchar('page_id', { length: 20 }),
    useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('menus_upper_idx').on(t.upperMenuId)],
);

export const menuLanguages = pgTable(
  'menu_languages',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.menuId, { onDelete: 'cascade' }),
    /** 01 Korean, 02 English. */
    languageTypeCode: char('language_type_code', { length: 2 }).notNull(),
    menuName: varchar('menu_name', { length: 200 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.languageTypeCode] })],
);

/** Page records: one per screen of the page catalogue. */
export const pages = pgTable(
  'pages',
  {
    pageId: varchar('page_id', { length: 20 }).primaryKey(),
    upperPageId: varchar('upper_page_id', { length: 20 }),
    pageUri: varchar('page_uri', { length: 300 }).notNull(),
    /** main, basic, content, empty. */
    layoutType: varchar('layout_type', { length: 10 }).notNull(),
    loginYn: char('login_yn', { length: 1 }).notNull().default('N'),
    /** The menu the page hangs under, if any. */
    menuId: integer('menu_id'),
    useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pages_uri_uq').on(t.pageUri).where(sql`use_yn = 'Y'`)],
);

/** Roles that may open a page; none: every caller allowed by loginYn. */
export const pageRoles = pgTable(
  'page_roles',
  {
    pageId: varchar('page_id', { length: 20 })
      .notNull()
      .references(() => pages.pageId, { onDelete: 'cascade' }),
    roleCode: char('role_code', { length: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.roleCode] })],
);

export const codeGroups = pgTable('code_groups', {
  codeGroupCode: varchar('code_group_code', { length: 40 }).primaryKey(),
  nameKo: varchar('name_ko', { length: 200 }).notNull(),
  nameEn: varchar('name_en', { length: 200 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const codes = pgTable(
  'codes',
  {
    codeGroupCode: varchar('code_group_code', { length: 40 })
      .notNull()
      .references(() => codeGroups.codeGroupCode, { onDelete: 'cascade' }),
    code: varchar('code', { length: 40 }).notNull(),
    nameKo: varchar('name_ko', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    /** Extra value where the group defines one (dialling code of a nation, ...). */
    extraValue: varchar('extra_value', { length: 100 }),
    sortOrder: integer('sort_order').notNull().default(0),
    useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
  },
  (t) => [primaryKey({ columns: [t.codeGroupCode, t.code] })],
);

/** Contents: named HTML blocks selected by a type code (directions, contact us, banners, popups, product pages). */
export const contents = pgTable(
  'contents',
  {
    contentsId: serial('contents_id').primaryKey(),
    /** Natural key (the seed's idempotency key and an administrator's handle). */
    contentsKey: varchar('contents_key', { length: 60 }).notNull(),
    contentsTypeCode: varchar('contents_type_code', { length: 40 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contents_key_uq').on(t.contentsKey), index('contents_type_idx').on(t.contentsTypeCode)],
);

export const contentsVersions = pgTable(
  'contents_versions',
  {
    contentsVersionId: serial('contents_version_id').primaryKey(),
    contentsId: integer('contents_id')
      .notNull()
      .references(() => contents.contentsId, { onDelete: 'cascade' }),
    versionNo: integer('version_no').notNull(),
    nameKo: varchar('name_ko', { length: 300 }),
    nameEn: varchar('name_en', { length: 300 }),
    /** Sanitized HTML. */
    contentsKo: text('contents_ko'),
    contentsEn: text('contents_en'),
    noticeYn: char('notice_yn', { length: 1 }).notNull().default('Y'),
    /** Display window of popups (null for other contents). */
    displayStartAt: timestamp('display_start_at', { withTimezone: true }),
    displayEndAt: timestamp('display_end_at', { withTimezone: true }),
    popupWidth: integer('popup_width'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contents_versions_uq').on(t.contentsId, t.versionNo)],
);

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

/** Files attached to a bulletin item (the file store of issue 5 serves them by uuid). */
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
