import { sql } from 'drizzle-orm';
import { bigint, char, date, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { kindColumns } from '../../platform/kind-table';
import { companies, users } from '../identity/schema';

/**
 * Disputes of a bill line (decision 080). A dispute is a request of kind `billingDispute` in the platform's `requests`
 * table (number BD-YYYY-NNNNNN, state, version, history); this row keyed by the request id holds its own fields. The
 * disputed line is named by its id in the billing area (no foreign key across areas: the service checks it) with a copy
 * of what the bill showed of it: a line of a final month never changes, and the copy keeps the dispute readable as it
 * was filed.
 *
 * One dispute per line may hold it (OPEN or ACCEPTED): the partial unique index refuses a second at once. An accepted
 * dispute's credit is billed as an ADJUSTMENT line in `adjustment_month` (billing reads `billing_disputes_adjustment_idx`
 * through this area's reader).
 */
export const billingDisputes = pgTable(
  'billing_disputes',
  {
    ...kindColumns(() => companies.id),
    /** The disputed line's month ("YYYY-MM"), its id in billing_lines, and what the bill showed of it. */
    billingMonth: char('billing_month', { length: 7 }).notNull(),
    lineId: bigint('line_id', { mode: 'number' }).notNull(),
    productCode: varchar('product_code', { length: 30 }).notNull(),
    productNameKo: varchar('product_name_ko', { length: 200 }).notNull(),
    productNameEn: varchar('product_name_en', { length: 200 }).notNull(),
    lineType: varchar('line_type', { length: 12 }).notNull(),
    useCategory: varchar('use_category', { length: 10 }),
    correctsMonth: char('corrects_month', { length: 7 }),
    currency: char('currency', { length: 3 }).notNull(),
    /** The line's amount (minor units of `currency`). */
    lineAmount: bigint('line_amount', { mode: 'number' }).notNull(),
    sourceNumber: varchar('source_number', { length: 30 }).notNull().default(''),
    /** The Korean day the bill was issued (marked final) and the window's last day when the dispute was filed. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    windowLastDay: date('window_last_day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    /** The credit when accepted (minor units of `currency`), and the month whose bill carries it. */
    acceptedAmount: bigint('accepted_amount', { mode: 'number' }),
    adjustmentMonth: char('adjustment_month', { length: 7 }),
    acceptanceNote: text('acceptance_note'),
    rejectionReason: text('rejection_reason'),
    withdrawReason: text('withdraw_reason'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The demo world's key of a seeded dispute (seed/billing-disputes.ts), null otherwise. */
    seedKey: varchar('seed_key', { length: 60 }),
  },
  (t) => [
    index('billing_disputes_company_requested_idx').on(t.companyId, t.requestedAt, t.requestId),
    index('billing_disputes_state_requested_idx').on(t.state, t.requestedAt, t.requestId),
    index('billing_disputes_requested_idx').on(t.requestedAt, t.requestId),
    index('billing_disputes_company_month_idx').on(t.companyId, t.billingMonth),
    uniqueIndex('billing_disputes_line_holding_uq')
      .on(t.lineId)
      .where(sql`${t.state} in ('OPEN', 'ACCEPTED')`),
    index('billing_disputes_adjustment_idx')
      .on(t.adjustmentMonth, t.companyId)
      .where(sql`${t.state} = 'ACCEPTED'`),
    uniqueIndex('billing_disputes_seed_key_uq').on(t.seedKey),
  ],
);
