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
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies, users } from '../identity/schema';

/**
 * Billing (decision 047). One monthly run per month computes every customer's lines from contracts
 * (basic fees pro-rated by their effective days), approved user reports (variable fees by use category), approved
 * non-display declarations (tier fees) and approved corrections (the difference, billed in the month the correction
 * was approved). The run replaces the month's lines and summaries in one transaction, under the month's row lock, until
 * the month is marked final. The contract status and the sales status read `billing_summaries` (no second calculation);
 * the customer's bill reads `billing_lines`. Money in minor units of the line's currency (KRW won, USD cents), VAT
 * excluded.
 */

/** One row per month billed: its state (OPEN, FINAL), the last run and who marked it final. */
export const billingMonths = pgTable('billing_months', {
  /** "YYYY-MM". */
  month: char('month', { length: 7 }).primaryKey(),
  /** OPEN (re-runs replace the figures) or FINAL (the sales status's final flag; no run changes it any more). */
  status: varchar('status', { length: 8 }).notNull().default('OPEN'),
  lastRunId: bigint('last_run_id', { mode: 'number' }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  runCount: integer('run_count').notNull().default(0),
  /** SHA-256 of the month's lines as last written: a re-run that computes the same lines changes nothing. */
  linesHash: varchar('lines_hash', { length: 64 }).notNull().default(''),
  finalAt: timestamp('final_at', { withTimezone: true }),
  finalBy: integer('final_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each run of a month: who started it (null: the scheduled job), when, what it found. */
export const billingRuns = pgTable(
  'billing_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    month: char('month', { length: 7 }).notNull(),
    /** RUNNING, DONE, UNCHANGED (same lines as before), FAILED. */
    status: varchar('status', { length: 10 }).notNull(),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    customerCount: integer('customer_count').notNull().default(0),
    lineCount: integer('line_count').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('billing_runs_month_idx').on(t.month, t.startedAt)],
);

/**
 * The lines of a month's bill: one per customer, product and kind of charge. `line_type`: BASIC (a contract's monthly
 * basic fee × effective days / days of the month), VARIABLE (an approved monthly report's rows of a use category),
 * NON_DISPLAY (an approved declaration's tier fee for a usage purpose, product code `NON_DISPLAY`), CORRECTION (an
 * approved correction's difference to what was billed before for `corrects_month`).
 */
export const billingLines = pgTable(
  'billing_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    month: char('month', { length: 7 }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    productCode: varchar('product_code', { length: 30 }).notNull(),
    lineType: varchar('line_type', { length: 12 }).notNull(),
    /** 151, 152, 155 for VARIABLE and CORRECTION lines; TRADING or OTHER for NON_DISPLAY lines; null for BASIC. */
    useCategory: varchar('use_category', { length: 10 }),
    /** The report month a CORRECTION line corrects. */
    correctsMonth: char('corrects_month', { length: 7 }),
    /** KRW or USD: the customer's billing currency. */
    currency: char('currency', { length: 3 }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    /** The monthly fee or unit price the line applies (minor units). */
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull().default(0),
    /** Days charged and days of the month (BASIC and NON_DISPLAY pro-rating), null otherwise. */
    days: smallint('days'),
    daysInMonth: smallint('days_in_month'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What the line comes from: contract, userReport, nonDisplay (with its id) and that document's number. */
    sourceKind: varchar('source_kind', { length: 20 }).notNull(),
    sourceId: integer('source_id').notNull(),
    sourceNumber: varchar('source_number', { length: 30 }).notNull().default(''),
    runId: bigint('run_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('billing_lines_month_company_idx').on(t.month, t.companyId, t.productCode),
    index('billing_lines_company_month_idx').on(t.companyId, t.month),
  ],
);

/**
 * The month's figures per customer and product, written by the same run as the lines (the contract status and the sales
 * status read only this table). Names and categories are copied at the run, so a search is one indexed read.
 */
export const billingSummaries = pgTable(
  'billing_summaries',
  {
    month: char('month', { length: 7 }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    productCode: varchar('product_code', { length: 30 }).notNull(),
    productNameKo: varchar('product_name_ko', { length: 200 }).notNull(),
    productNameEn: varchar('product_name_en', { length: 200 }).notNull(),
    marketMain: varchar('market_main', { length: 20 }).notNull(),
    marketSub: varchar('market_sub', { length: 20 }).notNull(),
    customerCode: varchar('customer_code', { length: 20 }).notNull(),
    customerName: varchar('customer_name', { length: 200 }).notNull(),
    customerNameEn: varchar('customer_name_en', { length: 200 }),
    customerMainCategory: varchar('customer_main_category', { length: 20 }).notNull(),
    customerMiddleCategory: varchar('customer_middle_category', { length: 30 }).notNull(),
    billingCycle: varchar('billing_cycle', { length: 10 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    basicFee: bigint('basic_fee', { mode: 'number' }).notNull().default(0),
    /** VARIABLE + NON_DISPLAY + CORRECTION lines. */
    variableFee: bigint('variable_fee', { mode: 'number' }).notNull().default(0),
    /** Of which CORRECTION lines (may be negative). */
    correctionFee: bigint('correction_fee', { mode: 'number' }).notNull().default(0),
    /** basic + variable: what the month bills for the product. */
    usagePrice: bigint('usage_price', { mode: 'number' }).notNull().default(0),
    /** The full month's list basic fee (not pro-rated) + the variable fee: what a whole month at list price bills. */
    targetPrice: bigint('target_price', { mode: 'number' }).notNull().default(0),
    siteCount: integer('site_count').notNull().default(0),
    lineCount: integer('line_count').notNull().default(0),
    terminalCount: integer('terminal_count').notNull().default(0),
    accountCount: integer('account_count').notNull().default(0),
    memberCount: integer('member_count').notNull().default(0),
    additionalReceptionCount: integer('additional_reception_count').notNull().default(0),
    /** Option flags of the sales status (SALES_OPTION_FLAGS codes) that hold for the customer and product that month. */
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Copied from billing_months at the run and when the month is marked final. */
    final: boolean('final').notNull().default(false),
    runId: bigint('run_id', { mode: 'number' }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.companyId, t.productCode] }),
    index('billing_summaries_product_month_idx').on(t.productCode, t.month),
    index('billing_summaries_company_month_idx').on(t.companyId, t.month),
    // The sales status by usage price, read in chunks for its export (keyset on this order).
    index('billing_summaries_usage_idx').on(t.usagePrice.desc(), t.month, t.companyId, t.productCode),
  ],
);
