import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { kindColumns } from '../../platform/kind-table';
import { companies, users } from '../identity/schema';

/**
 * Suspension (temporary stop) requests (decision 039). A suspension is a request of kind
 * `suspension` in the platform's `requests` table (number, state, version, history); this row keyed by the request id
 * holds its own fields. The header's state and version are copied here in the same transaction as every transition,
 * so the lists are one query over this table.
 *
 * `period_from` and `period_to` are Korean calendar dates, both held. While an APPROVED row's period covers the current
 * Korean day, its contract shows as SUSPENDED (contracts/repo.ts reads `suspensions_contract_approved_idx`).
 */
export const suspensions = pgTable(
  'suspensions',
  {
    ...kindColumns(() => companies.id),
    /** A contract of the contracts area (no foreign key across areas: the service checks it). */
    contractId: integer('contract_id').notNull(),
    contractNumber: varchar('contract_number', { length: 30 }).notNull(),
    productCode: varchar('product_code', { length: 30 }).notNull(),
    /** The product's market main category (catalogue) when requested. */
    marketCode: varchar('market_code', { length: 20 }).notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    /** The reason of the latest change reception (the changed period is the row's period). */
    changeReason: text('change_reason'),
    /** The reason of a return (rejection). */
    rejectionReason: text('rejection_reason'),
    cancelReason: text('cancel_reason'),
    /** The staff memo: written by provider staff, never shown to the customer. */
    memo: text('memo'),
    memoUpdatedAt: timestamp('memo_updated_at', { withTimezone: true }),
    memoUpdatedBy: integer('memo_updated_by').references(() => users.id, { onDelete: 'set null' }),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The demo world's key of a seeded suspension (seed/suspensions.ts), null otherwise. */
    seedKey: varchar('seed_key', { length: 60 }),
  },
  (t) => [
    index('suspensions_company_requested_idx').on(t.companyId, t.requestedAt, t.requestId),
    index('suspensions_state_requested_idx').on(t.state, t.requestedAt, t.requestId),
    index('suspensions_requested_idx').on(t.requestedAt, t.requestId),
    index('suspensions_contract_product_idx').on(t.contractId, t.productCode, t.periodFrom),
    index('suspensions_contract_approved_idx')
      .on(t.contractId, t.periodFrom, t.periodTo)
      .where(sql`${t.state} = 'APPROVED'`),
    uniqueIndex('suspensions_seed_key_uq').on(t.seedKey),
  ],
);
