import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { kindColumns } from '../../platform/kind-table';
import { requests } from '../../platform/schema';
import { companies, users } from '../identity/schema';

/**
 * Monthly user reports and corrections (decision 044). A report is a request of kind `userReport` in the
 * platform's `requests` table (number, state, version, history); this row keyed by the request id holds its header.
 * The header's state and version are copied here in the transaction of every transition and edit.
 *
 * Rows live in row sets (decision 044): a report points at its current set; a set is frozen when the report leaves the
 * draft (submitted, or sent for internal approval), and a later save makes a new set, so every submitted version keeps
 * the rows it was submitted with (the history's content names its set and hash).
 */
export const userReports = pgTable(
  'user_reports',
  {
    ...kindColumns(() => companies.id),
    /** MONTHLY or CORRECTION. */
    type: varchar('type', { length: 12 }).notNull(),
    /** UPLOAD, MANUAL, CSV, API: how the current rows came in. */
    method: varchar('method', { length: 8 }).notNull(),
    /** The month reported on, "YYYY-MM". */
    reportMonth: char('report_month', { length: 7 }).notNull(),
    /** The month billed: the report month (monthly) or the month the correction was made in. */
    billingMonth: char('billing_month', { length: 7 }).notNull(),
    /** The report a correction corrects. */
    correctsRequestId: integer('corrects_request_id').references(() => requests.id),
    currency: char('currency', { length: 3 }).notNull(),
    memo: text('memo').notNull().default(''),
    correctionReason: text('correction_reason'),
    /** Who made the report; the proxy reporter when made on a customer's behalf (both recorded). */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    proxyUserId: integer('proxy_user_id').references(() => users.id),
    submittedBy: integer('submitted_by').references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Submitted after its month's window closed (late filing, decision 063); never cleared. */
    late: boolean('late').notNull().default(false),
    /** The provider's late fee when it was filed late, in minor units of its currency (0: none); billed with it. */
    lateFee: bigint('late_fee', { mode: 'number' }).notNull().default(0),
    internalApproverId: integer('internal_approver_id').references(() => users.id),
    approverId: integer('approver_id').references(() => users.id),
    /** When the provider approved or rejected it. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    lastReason: text('last_reason'),
    /** The current row set (user_report_row_sets) and its totals. */
    rowSetId: bigint('row_set_id', { mode: 'number' }),
    rowCount: integer('row_count').notNull().default(0),
    invalidRowCount: integer('invalid_row_count').notNull().default(0),
    totalQuantity: bigint('total_quantity', { mode: 'number' }).notNull().default(0),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The demo world's key of a seeded report (seed/user-reports.ts), null otherwise. */
    seedKey: varchar('seed_key', { length: 60 }),
  },
  (t) => [
    index('user_reports_company_month_idx').on(t.companyId, t.reportMonth, t.requestId),
    index('user_reports_month_idx').on(t.reportMonth, t.requestId),
    index('user_reports_corrects_idx').on(t.correctsRequestId),
    // One monthly report per company and month (a cancelled one makes room for a new one).
    uniqueIndex('user_reports_monthly_uq')
      .on(t.companyId, t.reportMonth)
      .where(sql`${t.type} = 'MONTHLY' and ${t.state} <> 'CANCELLED'`),
    uniqueIndex('user_reports_seed_key_uq').on(t.seedKey),
  ],
);

/** A set of rows of a report; frozen once submitted with a version (never changed after). */
export const userReportRowSets = pgTable(
  'user_report_row_sets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id),
    frozen: boolean('frozen').notNull().default(false),
    rowCount: integer('row_count').notNull().default(0),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull().default(0),
    /** sha256 of the rows as stored (hex): the history's proof of what a version held. */
    hash: varchar('hash', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A set being written outside the report (in chunks, before the report is switched to it): the writer's last sign of
     * life (wall clock), refreshed as it writes; null once the report points at it. Older than a few minutes: abandoned. */
    stagingAt: timestamp('staging_at', { withTimezone: true }),
    /** A set no report points at any more (a replaced draft set, a staged set not taken): its rows are removed in chunks. */
    discarded: boolean('discarded').notNull().default(false),
  },
  (t) => [
    index('user_report_row_sets_request_idx').on(t.requestId),
    index('user_report_row_sets_sweep_idx')
      .on(t.id)
      .where(sql`${t.discarded} or ${t.stagingAt} is not null`),
  ],
);

/**
 * The rows of a set, cells as entered (text; empty for none). `qty` and `amount` are set for a clean row; `issues` names
 * the cell issues of a row that has some ("column:code" joined by commas; empty when clean).
 */
export const userReportRows = pgTable(
  'user_report_rows',
  {
    /** The set (user_report_row_sets.id). No foreign key: its check per row was most of the time of a 100,000-row insert;
     * rows are written and removed only with their set, by this area. */
    rowSetId: bigint('row_set_id', { mode: 'number' }).notNull(),
    rowNo: integer('row_no').notNull(),
    provisionMethod: text('provision_method').notNull().default(''),
    useCategory: text('use_category').notNull().default(''),
    accountNumber: text('account_number').notNull().default(''),
    billingCode: text('billing_code').notNull().default(''),
    variableFeeItem: text('variable_fee_item').notNull().default(''),
    productCode: text('product_code').notNull().default(''),
    vendorProductName: text('vendor_product_name').notNull().default(''),
    subscriberName: text('subscriber_name').notNull().default(''),
    subscriberId: text('subscriber_id').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    region: text('region').notNull().default(''),
    country: text('country').notNull().default(''),
    quantity: text('quantity').notNull().default(''),
    qty: integer('qty'),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    issues: text('issues').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.rowSetId, t.rowNo] })],
);

/** A report file uploaded to a draft, checked in the background (CHECKING, then APPLIED, INVALID or REFUSED). */
export const userReportUploads = pgTable(
  'user_report_uploads',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileSize: integer('file_size').notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    rowsRead: integer('rows_read').notNull().default(0),
    issueCount: integer('issue_count').notNull().default(0),
    /** The first issues found ({ row, column, code }), at most UPLOAD_ISSUES_SHOWN. */
    issues: jsonb('issues').$type<{ row: number; column: string; code: string }[]>().notNull().default([]),
    fileErrorCode: varchar('file_error_code', { length: 20 }),
    fileErrorParams: jsonb('file_error_params').$type<Record<string, string | number>>(),
    /** The storage key of the marked copy (INVALID). */
    markedKey: varchar('marked_key', { length: 80 }),
    /** The language of the marked copy (the uploader's). */
    lang: varchar('lang', { length: 2 }).notNull().default('ko'),
    reportVersion: integer('report_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The checker's last sign of life (wall clock), refreshed while the upload is CHECKING: a check whose heartbeat is
     * older than a few minutes was abandoned by a stopped process (any process on the database may mark it refused). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_report_uploads_request_idx').on(t.requestId, t.createdAt),
    index('user_report_uploads_checking_idx')
      .on(t.heartbeatAt)
      .where(sql`${t.status} = 'CHECKING'`),
  ],
);

/** A company's report settings: four-eyes, and the exemption with its reason and contact. */
export const userReportSettings = pgTable('user_report_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  fourEyes: boolean('four_eyes').notNull().default(false),
  exempt: boolean('exempt').notNull().default(false),
  exemptReason: text('exempt_reason').notNull().default(''),
  contactName: varchar('contact_name', { length: 100 }).notNull().default(''),
  contactEmail: varchar('contact_email', { length: 254 }).notNull().default(''),
  contactPhone: varchar('contact_phone', { length: 30 }).notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which customer companies a proxy reporter (02) reports for. */
export const userReportProxies = pgTable(
  'user_report_proxies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index('user_report_proxies_company_idx').on(t.companyId)],
);

/** Reminders sent (once each): BEFORE the window closes, on the CLOSING day, and the OVERDUE flag. */
export const userReportReminders = pgTable(
  'user_report_reminders',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    reportMonth: char('report_month', { length: 7 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.reportMonth, t.kind] })],
);

/** The provider's current report form file (one row: id 1), stored through the platform storage. */
export const userReportForm = pgTable('user_report_form', {
  id: integer('id').primaryKey(),
  storageKey: varchar('storage_key', { length: 80 }).notNull(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  fileSize: integer('file_size').notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
