import { char, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

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
