import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { kindColumns } from '../../platform/kind-table';
import { companies, users } from '../identity/schema';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** A line of a clearance as prepared: a product, use category and month of the reconciliation with its counts. */
export interface StoredClearanceLine {
  month: string;
  productCode: string;
  useCategory: string;
  entitled: number;
  reported: number;
  outsideWindow: boolean;
  /** The unit price of the month (minor units of the clearance's currency), null inside the window or without a price. */
  unitPrice: number | null;
  amount: number;
}

/**
 * Clearances of a period (issue 25 section 2; decision 082). A clearance is a request of kind `clearance` (the
 * platform's `requests` header keeps its number CL-YYYY-NNNNNN, state, version, history and notices); this row keyed by
 * the request id holds the reconciliation it was prepared from, the period (YYYY-MM, both held), the lines and the
 * settlement as prepared (frozen: the letter says what was offered and accepted), and, once issued, the letter in both
 * languages with their SHA-256. While a clearance is ISSUED every month of its period is closed to corrections.
 */
export const clearances = pgTable(
  'clearances',
  {
    ...kindColumns(() => companies.id),
    /** The reconciliation of the reconciliations area (no foreign key across areas: the service reads it through its port). */
    reconciliationId: integer('reconciliation_id').notNull(),
    reconciliationNumber: varchar('reconciliation_number', { length: 30 }).notNull(),
    periodFrom: varchar('period_from', { length: 7 }).notNull(),
    periodTo: varchar('period_to', { length: 7 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    lines: jsonb('lines').$type<StoredClearanceLine[]>().notNull(),
    underReported: integer('under_reported').notNull(),
    overReported: integer('over_reported').notNull(),
    settlement: integer('settlement').notNull(),
    note: text('note'),
    customerComment: text('customer_comment'),
    returnReason: text('return_reason'),
    preparedBy: integer('prepared_by')
      .notNull()
      .references(() => users.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    letterKo: bytea('letter_ko'),
    letterEn: bytea('letter_en'),
    letterSha256Ko: varchar('letter_sha256_ko', { length: 64 }),
    letterSha256En: varchar('letter_sha256_en', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The demo world's key of a seeded clearance (seed/clearances.ts), null otherwise. */
    seedKey: varchar('seed_key', { length: 60 }),
  },
  (t) => [
    index('clearances_company_created_idx').on(t.companyId, t.createdAt, t.requestId),
    index('clearances_state_created_idx').on(t.state, t.createdAt, t.requestId),
    index('clearances_company_period_idx').on(t.companyId, t.state, t.periodFrom, t.periodTo),
    index('clearances_reconciliation_idx').on(t.reconciliationId),
    uniqueIndex('clearances_seed_key_uq').on(t.seedKey),
  ],
);
