import type { TOrderForm } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar, date } from 'drizzle-orm/pg-core';
import { kindColumns } from '../../platform/kind-table';
import { companies, users } from '../identity/schema';

/**
 * Order forms (decision 039). An order is a request of kind `order` in the platform's
 * `requests` table (number, state, version, history); this row keyed by the request id holds its own fields: the
 * form as JSON, and the columns the list filters and sorts on. The header's state, version and last change are
 * copied here in the same transaction as every transition and edit (`syncHeader`), so the order list is one indexed
 * query over this table (decision: the list never joins the shared header; see docs/demo.md "Orders and contracts").
 *
 * `contract_id` is the contract a change or termination is for; `result_contract_id` the contract the approval
 * created or changed; `contract_number` the number of either, for the list. At most one order that is not final
 * (approved or cancelled) exists per contract: the partial unique index keeps that true under concurrency.
 */
export const orders = pgTable(
  'orders',
  {
    ...kindColumns(() => companies.id),
    /** NEW, CHANGE, TERMINATION */
    requestType: varchar('request_type', { length: 12 }).notNull(),
    contractId: integer('contract_id'),
    resultContractId: integer('result_contract_id'),
    contractNumber: varchar('contract_number', { length: 30 }),
    commencementDate: date('commencement_date', { mode: 'string' }),
    productCodes: text('product_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The number and the product codes in lower case: what the list's text search reads. */
    searchText: varchar('search_text', { length: 2000 }).notNull().default(''),
    form: jsonb('form').$type<TOrderForm>().notNull(),
    /** The provider's manager (the company's sales representative when the order was made). */
    managerUserId: integer('manager_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** The language the customer submitted in (ko, en): the agreement archive is written in it. */
    lang: varchar('lang', { length: 2 }).notNull().default('ko'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The latest reason of a return, a reconfirmation request or a cancellation. */
    lastReason: text('last_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The demo world's key of a seeded order (seed/orders.ts), null otherwise. */
    seedKey: varchar('seed_key', { length: 60 }),
  },
  (t) => [
    // Ascending on purpose: read backwards they give ORDER BY ... DESC (NULLS FIRST) that the list asks for; an index
    // declared DESC NULLS LAST would not serve it.
    index('orders_company_updated_idx').on(t.companyId, t.updatedAt, t.requestId),
    index('orders_company_state_updated_idx').on(t.companyId, t.state, t.updatedAt, t.requestId),
    index('orders_state_updated_idx').on(t.state, t.updatedAt, t.requestId),
    index('orders_updated_idx').on(t.updatedAt, t.requestId),
    index('orders_type_updated_idx').on(t.requestType, t.updatedAt, t.requestId),
    index('orders_company_number_idx').on(t.companyId, t.number),
    index('orders_products_idx').using('gin', t.productCodes),
    index('orders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('orders_contract_idx').on(t.contractId),
    index('orders_result_contract_idx').on(t.resultContractId),
    uniqueIndex('orders_open_contract_uq')
      .on(t.contractId)
      .where(sql`${t.contractId} is not null and ${t.state} not in ('APPROVED', 'CANCELLED')`),
    uniqueIndex('orders_seed_key_uq').on(t.seedKey),
  ],
);

/**
 * The agreements accepted with an order (spec 2 section 3 "agreements, each with an agreement timestamp"): one row per
 * agreement, written at each submission with its time and the version of the standard document shown then.
 */
export const orderAgreements = pgTable(
  'order_agreements',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.requestId),
    code: varchar('code', { length: 20 }).notNull(),
    documentTypeCode: varchar('document_type_code', { length: 10 }).notNull(),
    documentVersion: varchar('document_version', { length: 10 }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    acceptedBy: integer('accepted_by')
      .notNull()
      .references(() => users.id),
    /** The name as it read then (formatPersonName). */
    acceptedByName: varchar('accepted_by_name', { length: 200 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.code] })],
);
