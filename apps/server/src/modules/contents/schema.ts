import { char, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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
    /** Who a popup is for (POPUP_AUDIENCE of the contract; null: everyone). */
    popupAudience: varchar('popup_audience', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contents_versions_uq').on(t.contentsId, t.versionNo)],
);
