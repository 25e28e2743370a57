import { sql } from 'drizzle-orm';
import { char, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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
  (t) => [
    uniqueIndex('pages_uri_uq')
      .on(t.pageUri)
      .where(sql`use_yn = 'Y'`),
  ],
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
