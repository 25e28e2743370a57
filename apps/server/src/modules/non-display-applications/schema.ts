import type { TNonDisplayEnvironment, TNonDisplayUse } from '@portal/contract';
import { date, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from '../identity/schema';

/**
 * The non-display application inventory (decision 085): a company's applications and devices that use market data
 * without displaying it. `purpose` is one of the order form's non-display uses (NON_DISPLAY_USES), `environment` one of
 * NON_DISPLAY_ENVIRONMENTS; the application runs from `start_date` to `end_date` (inclusive; open without an end).
 * `search_text` is the name in lower case, what the list's text search reads.
 */
export const nonDisplayApplications = pgTable(
  'non_display_applications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: varchar('name', { length: 100 }).notNull(),
    purpose: varchar('purpose', { length: 30 }).$type<TNonDisplayUse>().notNull(),
    environment: varchar('environment', { length: 20 }).$type<TNonDisplayEnvironment>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    searchText: varchar('search_text', { length: 100 }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('non_display_applications_company_idx').on(t.companyId, t.startDate, t.id)],
);
