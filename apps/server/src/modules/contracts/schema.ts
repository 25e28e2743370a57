import { sql } from 'drizzle-orm';
import { char, customType, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from '../identity/schema';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Contracts: made by an approved new order, given a new version by an approved change, scheduled
 * to end by an approved termination and ended by the termination job after its due date. Dates are Korean calendar
 * dates; an effective range holds both its ends (`effective_to` null: open-ended).
 *
 * status: ACTIVE, TERMINATION_SCHEDULED, TERMINATED. `order_type` is the type of the last order applied (NEW, CHANGE,
 * TERMINATION); `version` the number of the current contract version.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 30 }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    nameKo: varchar('name_ko', { length: 300 }).notNull(),
    nameEn: varchar('name_en', { length: 300 }).notNull(),
    orderType: varchar('order_type', { length: 12 }).notNull(),
    status: varchar('status', { length: 24 }).notNull().default('ACTIVE'),
    contractDate: date('contract_date', { mode: 'string' }).notNull(),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    terminationDate: date('termination_date', { mode: 'string' }),
    terminationReason: text('termination_reason'),
    terminationDueDate: date('termination_due_date', { mode: 'string' }),
    /** The provider's manager: the company's sales representative. */
    managerUserId: integer('manager_user_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    /** The new order that made the contract (a request id of the orders area). */
    createdOrderId: integer('created_order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contracts_number_uq').on(t.number),
    // Ascending: read backwards they serve the newest-first list (ORDER BY ... DESC).
    index('contracts_company_date_idx').on(t.companyId, t.contractDate, t.id),
    index('contracts_date_idx').on(t.contractDate, t.id),
    index('contracts_due_idx')
      .on(t.terminationDueDate)
      .where(sql`${t.status} = 'TERMINATION_SCHEDULED'`),
  ],
);

/** Each version of a contract: from which date it holds, the order that made it, and its products then. */
export const contractVersions = pgTable(
  'contract_versions',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    versionNo: integer('version_no').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    orderId: integer('order_id').notNull(),
    orderNumber: varchar('order_number', { length: 30 }).notNull(),
    requestType: varchar('request_type', { length: 12 }).notNull(),
    /** The products of this version: [{ productCode, useType, effectiveFrom, effectiveTo }]. */
    content: jsonb('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contract_versions_no_uq').on(t.contractId, t.versionNo)],
);

/** The products a contract covers, each over its effective range (the licence inventory reads this table). */
export const contractProducts = pgTable(
  'contract_products',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    companyId: integer('company_id').notNull(),
    productCode: varchar('product_code', { length: 30 }).notNull(),
    /** DIRECT, INDIRECT, SEMI_DIRECT */
    useType: varchar('use_type', { length: 12 }).notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    /** The order that added it. */
    orderId: integer('order_id').notNull(),
  },
  (t) => [
    index('contract_products_contract_idx').on(t.contractId, t.effectiveFrom),
    index('contract_products_company_idx').on(t.companyId, t.productCode, t.effectiveFrom),
    index('contract_products_product_idx').on(t.productCode, t.effectiveFrom),
  ],
);

/**
 * The agreement archive: the order form as agreed, with its accepted agreements and their times,
 * fixed at approval (`document`: the PDF's whole content) and written as a PDF by the archive job soon after
 * (`pdf`, its SHA-256 recorded). Downloaded by the customer and the provider from the contract.
 */
export const agreementArchives = pgTable(
  'agreement_archives',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    orderId: integer('order_id').notNull(),
    orderNumber: varchar('order_number', { length: 30 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    /** The document as agreed (title, meta, sections, language): rendered once into `pdf`. */
    document: jsonb('document').notNull(),
    pdf: bytea('pdf'),
    sizeBytes: integer('size_bytes'),
    sha256: char('sha256', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    renderedAt: timestamp('rendered_at', { withTimezone: true }),
  },
  (t) => [
    index('agreement_archives_contract_idx').on(t.contractId, t.createdAt),
    index('agreement_archives_pending_idx')
      .on(t.id)
      .where(sql`${t.renderedAt} is null`),
  ],
);
