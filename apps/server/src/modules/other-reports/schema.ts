import type { TOtherReportValue } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { kindColumns } from '../../platform/kind-table';
import { requests } from '../../platform/schema';
import { companies, users } from '../identity/schema';

/**
 * Changes of a contract's other reported items. A change is a request of kind `otherReport` in the
 * platform's `requests` table (number, state, version, history); this row keyed by the request id holds the item, the
 * value on record when it was asked (`old_value`) and the value asked for (`new_value`), and the columns the list filters
 * and sorts on. The header's state and version are copied here in the same transaction as every transition.
 *
 * At most one open (requested or received) change per contract and item: the partial unique index keeps that true under
 * concurrency (a second one answers OTR1N4091).
 */
export const otherReports = pgTable(
  'other_reports',
  {
    ...kindColumns(() => companies.id),
    /** A contract of the contracts area (its id and number; the area's tables are not read here). */
    contractId: integer('contract_id').notNull(),
    contractNumber: varchar('contract_number', { length: 30 }).notNull(),
    /** OTHER_REPORT_ITEMS */
    item: varchar('item', { length: 30 }).notNull(),
    /** Copied from the request header (OTHER_REPORT_WORKFLOW states). */
    state: varchar('state', { length: 20 }).notNull(),
    oldValue: jsonb('old_value').$type<TOtherReportValue | null>(),
    newValue: jsonb('new_value').$type<TOtherReportValue>().notNull(),
    memo: text('memo'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    /** Who approved or rejected, when, and why a rejection. */
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** The language the customer asked in (ko, en). */
    lang: varchar('lang', { length: 2 }).notNull().default('ko'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The demo world's key of a seeded change, null otherwise. */
    seedKey: varchar('seed_key', { length: 60 }),
  },
  (t) => [
    index('other_reports_company_created_idx').on(t.companyId, t.createdAt, t.requestId),
    index('other_reports_created_idx').on(t.createdAt, t.requestId),
    index('other_reports_state_created_idx').on(t.state, t.createdAt, t.requestId),
    index('other_reports_contract_idx').on(t.contractId, t.item),
    uniqueIndex('other_reports_open_item_uq')
      .on(t.contractId, t.item)
      .where(sql`${t.state} in ('REQUESTED', 'RECEIVED')`),
    uniqueIndex('other_reports_seed_key_uq').on(t.seedKey),
  ],
);

/**
 * The current value of each reported item of a contract, written when a change is applied or approved (in the same
 * transaction). An item without a row reads as the contract's latest approved order form has it (contacts, installation
 * address, broker company) or as not reported.
 */
export const contractReportedItems = pgTable(
  'contract_reported_items',
  {
    contractId: integer('contract_id').notNull(),
    item: varchar('item', { length: 30 }).notNull(),
    value: jsonb('value').$type<TOtherReportValue>().notNull(),
    /** The change that set it. */
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.item] })],
);
