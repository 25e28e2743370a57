import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db';
import { customerProfiles, nonDisplayFees, productPrices, products, vendors } from './schema';

export type ProductRow = typeof products.$inferSelect;
export type ProductPriceRow = typeof productPrices.$inferSelect;
export type NonDisplayFeeRow = typeof nonDisplayFees.$inferSelect;
export type VendorRow = typeof vendors.$inferSelect;
export type CustomerProfileRow = typeof customerProfiles.$inferSelect;

export interface ProductFilter {
  marketMain?: string;
  provision?: string;
  searchText?: string;
  activeOnly?: boolean;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The products matching the filter, in catalogue order (a small table: a scan is cheaper than any index). */
export async function findProducts(db: DbOrTx, f: ProductFilter): Promise<ProductRow[]> {
  const text = f.searchText?.trim();
  const like = text ? `%${escapeLike(text)}%` : undefined;
  const where: SQL | undefined = and(
    f.marketMain ? eq(products.marketMain, f.marketMain) : undefined,
    f.provision ? eq(products.provision, f.provision) : undefined,
    f.activeOnly ? eq(products.active, true) : undefined,
    like ? or(ilike(products.productCode, like), ilike(products.nameKo, like), ilike(products.nameEn, like)) : undefined,
  );
  return db.select().from(products).where(where).orderBy(asc(products.sortOrder), asc(products.productCode));
}

export async function findProductsByCodes(db: DbOrTx, codes: readonly string[]): Promise<ProductRow[]> {
  if (!codes.length) return [];
  return db
    .select()
    .from(products)
    .where(inArray(products.productCode, [...codes]))
    .orderBy(asc(products.sortOrder), asc(products.productCode));
}

/** A range holding `date` (both ends inclusive, an open end holds every later date). */
const holds = (from: PgColumn, to: PgColumn, date: string) => and(lte(from, date), or(isNull(to), gte(to, date)));

/** The price rows of the products in effect on `date`: at most one per product (the latest start wins an overlap). */
export async function findPricesOn(db: DbOrTx, codes: readonly string[], date: string): Promise<ProductPriceRow[]> {
  if (!codes.length) return [];
  const rows = await db
    .select()
    .from(productPrices)
    .where(and(inArray(productPrices.productCode, [...codes]), holds(productPrices.effectiveFrom, productPrices.effectiveTo, date)))
    .orderBy(asc(productPrices.productCode), desc(productPrices.effectiveFrom));
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.productCode) && seen.add(r.productCode));
}

export async function findNonDisplayFeesOn(db: DbOrTx, date: string, purpose?: string, tier?: string): Promise<NonDisplayFeeRow[]> {
  const rows = await db
    .select()
    .from(nonDisplayFees)
    .where(
      and(
        purpose ? eq(nonDisplayFees.usagePurpose, purpose) : undefined,
        tier ? eq(nonDisplayFees.tier, tier) : undefined,
        holds(nonDisplayFees.effectiveFrom, nonDisplayFees.effectiveTo, date),
      ),
    )
    .orderBy(asc(nonDisplayFees.usagePurpose), asc(nonDisplayFees.tier), desc(nonDisplayFees.effectiveFrom));
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.usagePurpose}/${r.tier}`;
    return !seen.has(key) && seen.add(key);
  });
}

export async function findVendors(db: DbOrTx, activeOnly: boolean): Promise<VendorRow[]> {
  return db
    .select()
    .from(vendors)
    .where(activeOnly ? eq(vendors.active, true) : undefined)
    .orderBy(asc(vendors.vendorCode));
}

export async function findVendor(db: DbOrTx, code: string): Promise<VendorRow | null> {
  const [row] = await db.select().from(vendors).where(eq(vendors.vendorCode, code));
  return row ?? null;
}

export async function findCustomerProfile(db: DbOrTx, companyId: number): Promise<CustomerProfileRow | null> {
  const [row] = await db.select().from(customerProfiles).where(eq(customerProfiles.companyId, companyId));
  return row ?? null;
}

/** Every customer profile, by customer code (the company popup's customer mapping; one row per customer company). */
export async function findAllCustomerProfiles(db: DbOrTx): Promise<CustomerProfileRow[]> {
  return db.select().from(customerProfiles).orderBy(asc(customerProfiles.customerCode));
}

/** Every company with a customer profile (the customers), by id. */
export async function findCustomerCompanyIds(db: DbOrTx): Promise<number[]> {
  const rows = await db.select({ companyId: customerProfiles.companyId }).from(customerProfiles).orderBy(asc(customerProfiles.companyId));
  return rows.map((r) => r.companyId);
}

export async function findCompanyIdsOfRep(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ companyId: customerProfiles.companyId })
    .from(customerProfiles)
    .where(eq(customerProfiles.salesRepUserId, userId))
    .orderBy(asc(customerProfiles.companyId));
  return rows.map((r) => r.companyId);
}

// Billing: the reference data of a month's run, read once per run.

/** Every product (a small table). */
export const findAllProducts = (db: DbOrTx): Promise<ProductRow[]> => db.select().from(products).orderBy(asc(products.productCode));

/** Every price row, by product and start. */
export const findAllPrices = (db: DbOrTx): Promise<ProductPriceRow[]> =>
  db.select().from(productPrices).orderBy(asc(productPrices.productCode), asc(productPrices.effectiveFrom));

/** Every non-display fee row, by purpose, tier and start. */
export const findAllNonDisplayFees = (db: DbOrTx): Promise<NonDisplayFeeRow[]> =>
  db.select().from(nonDisplayFees).orderBy(asc(nonDisplayFees.usagePurpose), asc(nonDisplayFees.tier), asc(nonDisplayFees.effectiveFrom));

/** The customer profiles of the companies (every customer's when `companyIds` is not given), by company id. */
export const findCustomerProfiles = (db: DbOrTx, companyIds?: readonly number[]): Promise<CustomerProfileRow[]> =>
  db
    .select()
    .from(customerProfiles)
    .where(companyIds ? inArray(customerProfiles.companyId, [...companyIds]) : undefined)
    .orderBy(asc(customerProfiles.companyId));
