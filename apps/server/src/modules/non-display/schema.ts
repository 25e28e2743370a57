import type { TNonDisplayForm } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { kindColumns } from '../../platform/kind-table';
import { requests } from '../../platform/schema';
import { companies, users } from '../identity/schema';

/**
 * Non-display (non-inquiry) usage declarations (decision 039). A declaration is a request of kind
 * `nonDisplay` in the platform's `requests` table (number, state, version, history, flags); this row keyed by the request
 * id holds its own fields: the form as JSON and the columns the list filters and sorts on. The header's state and
 * version are copied here in the same transaction as every transition and edit, so the list is one query over this table.
 *
 * `order_id` is the order form the declaration is for (a request of kind `order`, hence the key to `requests`). At most
 * one live declaration (neither rejected nor cancelled) exists per order: the partial unique index keeps that true under
 * concurrency, and the service answers NDR1N4091 when it refuses a second one.
 */
export const nonDisplayDeclarations = pgTable(
  'non_display_declarations',
  {
    ...kindColumns(() => companies.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => requests.id),
    /** The order's number and request type (NEW, CHANGE, TERMINATION) when the declaration was made, for the list. */
    orderNumber: varchar('order_number', { length: 30 }).notNull(),
    orderType: varchar('order_type', { length: 12 }).notNull(),
    /** USE or NO_USE, null while undecided. */
    use: varchar('use', { length: 8 }),
    tradingTier: varchar('trading_tier', { length: 20 }),
    otherTier: varchar('other_tier', { length: 20 }),
    effectiveDate: date('effective_date', { mode: 'string' }),
    /**
     * What the bill reads: use, tiers and effective date as the exchange last approved them (set at its final approval).
     * The columns above follow the form, which a change under way (REVISING) edits before anyone approved it.
     */
    billedUse: varchar('billed_use', { length: 8 }),
    billedTradingTier: varchar('billed_trading_tier', { length: 20 }),
    billedOtherTier: varchar('billed_other_tier', { length: 20 }),
    billedEffectiveDate: date('billed_effective_date', { mode: 'string' }),
    form: jsonb('form').$type<TNonDisplayForm>().notNull(),
    /** The warnings as last computed (also on the request header for the desk). */
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 1, then + 1 with each change (revise) of an approved declaration. */
    revisionNo: integer('revision_no').notNull().default(1),
    /** The number and the order number in lower case: what the list's text search reads. */
    searchText: varchar('search_text', { length: 200 }).notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** The language the customer last submitted in (ko, en). */
    lang: varchar('lang', { length: 2 }).notNull().default('ko'),
    /** The report date: the last submission. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The approver's name as it read then (formatPersonName). */
    approvedByName: varchar('approved_by_name', { length: 200 }),
    /** The latest reason of a rejection or a reconfirmation request. */
    lastReason: text('last_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The demo world's key of a seeded declaration (seed/non-display.ts), null otherwise. */
    seedKey: varchar('seed_key', { length: 60 }),
  },
  (t) => [
    index('non_display_company_updated_idx').on(t.companyId, t.updatedAt, t.requestId),
    index('non_display_state_updated_idx').on(t.state, t.updatedAt, t.requestId),
    index('non_display_updated_idx').on(t.updatedAt, t.requestId),
    index('non_display_order_idx').on(t.orderId),
    uniqueIndex('non_display_live_order_uq')
      .on(t.orderId)
      .where(sql`${t.state} not in ('REJECTED', 'CANCELLED')`),
    uniqueIndex('non_display_seed_key_uq').on(t.seedKey),
  ],
);
