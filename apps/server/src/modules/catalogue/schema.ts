import { bigint, boolean, char, date, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from '../identity/schema';

/**
 * Reference data of the business domain: the information products, their price table
 * with effective dates, the non-display fees, the vendors and the customer profile of each customer company.
 * Money is in minor units excluding VAT (KRW in won, USD in cents). An effective range holds both its ends;
 * `effective_to` null is open-ended. Codes are those of the contract (catalogue.ts), which labels them.
 */
export const products = pgTable(
  'products',
  {
    productCode: varchar('product_code', { length: 30 }).primaryKey(),
    nameKo: varchar('name_ko', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    /** KOSPI, KOSDAQ, KONEX, DERIVATIVES, BONDS, INDICES */
    marketMain: varchar('market_main', { length: 20 }).notNull(),
    /** EQUITY, ETF, ETN, ELW, FUTURES, OPTIONS, TREASURY, CORPORATE, INDEX */
    marketSub: varchar('market_sub', { length: 20 }).notNull(),
    /** REALTIME, DELAYED, EOD, BATCH */
    provision: varchar('provision', { length: 10 }).notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('products_market_idx').on(t.marketMain, t.provision, t.sortOrder)],
);

/** Monthly basic fee and variable monthly fee per unit for each use category (151, 152, 155), per effective range. */
export const productPrices = pgTable(
  'product_prices',
  {
    id: serial('id').primaryKey(),
    productCode: varchar('product_code', { length: 30 })
      .notNull()
      .references(() => products.productCode),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    basicFeeKrw: bigint('basic_fee_krw', { mode: 'number' }).notNull(),
    basicFeeUsd: bigint('basic_fee_usd', { mode: 'number' }).notNull(),
    var151Krw: bigint('var_151_krw', { mode: 'number' }).notNull().default(0),
    var151Usd: bigint('var_151_usd', { mode: 'number' }).notNull().default(0),
    var152Krw: bigint('var_152_krw', { mode: 'number' }).notNull().default(0),
    var152Usd: bigint('var_152_usd', { mode: 'number' }).notNull().default(0),
    var155Krw: bigint('var_155_krw', { mode: 'number' }).notNull().default(0),
    var155Usd: bigint('var_155_usd', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('product_prices_product_from_uq').on(t.productCode, t.effectiveFrom)],
);

/** Monthly non-display fee per usage purpose (TRADING, OTHER) and tier (BASIC, PREMIUM, UNLIMITED). */
export const nonDisplayFees = pgTable(
  'non_display_fees',
  {
    id: serial('id').primaryKey(),
    usagePurpose: varchar('usage_purpose', { length: 10 }).notNull(),
    tier: varchar('tier', { length: 10 }).notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    feeKrw: bigint('fee_krw', { mode: 'number' }).notNull(),
    feeUsd: bigint('fee_usd', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('non_display_fees_purpose_tier_from_uq').on(t.usagePurpose, t.tier, t.effectiveFrom)],
);

export const vendors = pgTable('vendors', {
  vendorCode: varchar('vendor_code', { length: 20 }).primaryKey(),
  nameKo: varchar('name_ko', { length: 200 }).notNull(),
  nameEn: varchar('name_en', { length: 200 }).notNull(),
  /** ISO 3166-1 alpha-2. */
  countryCode: char('country_code', { length: 2 }).notNull(),
  active: boolean('active').notNull().default(true),
});

/** The business profile of a customer company: one row per company, with its assigned sales representative. */
export const customerProfiles = pgTable(
  'customer_profiles',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id),
    customerCode: varchar('customer_code', { length: 20 }).notNull(),
    /** DIRECT, INDIRECT, SEMI_DIRECT */
    classification: varchar('classification', { length: 12 }).notNull(),
    customerMainCategory: varchar('customer_main_category', { length: 20 }).notNull(),
    customerMiddleCategory: varchar('customer_middle_category', { length: 30 }).notNull(),
    /** KRW or USD */
    currency: char('currency', { length: 3 }).notNull(),
    /** MONTHLY or QUARTERLY */
    billingCycle: varchar('billing_cycle', { length: 10 }).notNull(),
    salesRepUserId: integer('sales_rep_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('customer_profiles_customer_code_uq').on(t.customerCode), index('customer_profiles_rep_idx').on(t.salesRepUserId)],
);
