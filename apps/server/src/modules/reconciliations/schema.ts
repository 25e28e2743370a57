import {
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
  boolean,
  uniqueIndex,
  bigint,
} from 'drizzle-orm/pg-core';
import { kindColumns } from '../../platform/kind-table';
import { companies, users } from '../identity/schema';

/**
 * Entitlement reconciliations (decision 079). A reconciliation is a request of kind `reconciliation` in the platform's
 * `requests` table (number, state, version, history); this row keyed by the request id holds its period, the file of its
 * current result and that result's months (the filed report of each month when it was computed). Each upload makes a
 * new result (`result_no`), replacing the cells and users of the one before; the history keeps each result's summary.
 */
export const reconciliations = pgTable(
  'reconciliations',
  {
    ...kindColumns(() => companies.id),
    fromMonth: char('from_month', { length: 7 }).notNull(),
    toMonth: char('to_month', { length: 7 }).notNull(),
    /** The counting rule the result was computed with (contract ENTITLEMENT_COUNTING_RULES). */
    countingRule: varchar('counting_rule', { length: 30 }).notNull(),
    resultNo: integer('result_no').notNull().default(1),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileSize: integer('file_size').notNull(),
    /** sha256 of the file (hex). */
    fileHash: varchar('file_hash', { length: 64 }).notNull(),
    usedMapping: boolean('used_mapping').notNull().default(false),
    rowCount: integer('row_count').notNull(),
    /** Each month of the period: its filed report then (null: none filed) and its totals. */
    months: jsonb('months')
      .$type<
        {
          month: string;
          reportId: number | null;
          reportNumber: string | null;
          monthlyReportId: number | null;
          entitled: number;
          reported: number;
        }[]
      >()
      .notNull(),
    differenceCount: integer('difference_count').notNull().default(0),
    /** Gross quantities under-reported and over-reported over the period. */
    shortfall: bigint('shortfall', { mode: 'number' }).notNull().default(0),
    surplus: bigint('surplus', { mode: 'number' }).notNull().default(0),
    returnReason: text('return_reason'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The demo world's key of a seeded reconciliation (seed/reconciliations.ts), null otherwise. */
    seedKey: varchar('seed_key', { length: 60 }),
  },
  (t) => [
    index('reconciliations_company_updated_idx').on(t.companyId, t.updatedAt, t.requestId),
    index('reconciliations_state_updated_idx').on(t.state, t.updatedAt, t.requestId),
    index('reconciliations_updated_idx').on(t.updatedAt, t.requestId),
    uniqueIndex('reconciliations_seed_key_uq').on(t.seedKey),
  ],
);

/** The comparison of the current result: per month, product and use category, entitled against reported. */
export const reconciliationCells = pgTable(
  'reconciliation_cells',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => reconciliations.requestId),
    month: char('month', { length: 7 }).notNull(),
    productCode: varchar('product_code', { length: 30 }).notNull(),
    useCategory: varchar('use_category', { length: 3 }).notNull(),
    entitled: integer('entitled').notNull(),
    reported: bigint('reported', { mode: 'number' }).notNull(),
    /** reported - entitled. */
    difference: bigint('difference', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.month, t.productCode, t.useCategory] }),
    index('reconciliation_cells_difference_idx').on(t.requestId, t.difference),
  ],
);

/**
 * The users or devices of the current result, per product and use category, in chunks (sorted by id): each user with the
 * months it was entitled (a bit per month of the period, the first month the lowest), and each chunk's count per month,
 * so that a page of a month's users reads only the chunks it needs.
 */
export const reconciliationUsers = pgTable(
  'reconciliation_users',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => reconciliations.requestId),
    productCode: varchar('product_code', { length: 30 }).notNull(),
    useCategory: varchar('use_category', { length: 3 }).notNull(),
    chunkNo: integer('chunk_no').notNull(),
    monthCounts: jsonb('month_counts').$type<number[]>().notNull(),
    /** [id, name, location, month bits, first day, last day] per user. */
    users: jsonb('users').$type<[string, string, string, number, string, string][]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.productCode, t.useCategory, t.chunkNo] })],
);

/** A company's column mapping for its own export (saved by a member, used by the next upload that asks). */
export const reconciliationMappings = pgTable('reconciliation_mappings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
