import { and, asc, gte, isNull, lte, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { inPackProducts, packJson, packSection } from '../../platform/audit-pack';
import { nonDisplayFees, productPrices, products } from './schema';

/**
 * The audit pack's price lists (decision 081): the product prices and the non-display fees in force on some day of the
 * period (their effective ranges meet it), narrowed to the pack's products; money in minor units, VAT excluded.
 */
export const cataloguePackSection = packSection({
  name: 'price-lists',
  async documents({ db }, scope) {
    const meets = (from: AnyPgColumn, to: AnyPgColumn) => and(lte(from, scope.toDay), or(isNull(to), gte(to, scope.fromDay)));
    const prices = (
      await db
        .select()
        .from(productPrices)
        .where(meets(productPrices.effectiveFrom, productPrices.effectiveTo))
        .orderBy(asc(productPrices.productCode), asc(productPrices.effectiveFrom))
    ).filter((p) => inPackProducts(scope, p.productCode));
    const names = new Map((await db.select().from(products)).map((p) => [p.productCode, p]));
    const fees = await db
      .select()
      .from(nonDisplayFees)
      .where(meets(nonDisplayFees.effectiveFrom, nonDisplayFees.effectiveTo))
      .orderBy(asc(nonDisplayFees.usagePurpose), asc(nonDisplayFees.tier), asc(nonDisplayFees.effectiveFrom));
    const dates = { from: scope.fromDay, to: scope.toDay };
    return [
      {
        path: 'price-lists/product-prices.json',
        kind: 'price-list',
        title: scope.lang === 'ko' ? '상품 가격표' : 'Product prices',
        number: null,
        version: null,
        dates,
        body: async () =>
          packJson({
            note: 'Minor units (KRW won, USD cents), VAT excluded; an effective range holds both its ends; effectiveTo null is open-ended.',
            prices: prices.map((p) => ({
              ...p,
              productNameKo: names.get(p.productCode)?.nameKo ?? null,
              productNameEn: names.get(p.productCode)?.nameEn ?? null,
            })),
          }),
      },
      {
        path: 'price-lists/non-display-fees.json',
        kind: 'price-list',
        title: scope.lang === 'ko' ? '비조회형 이용료' : 'Non-display fees',
        number: null,
        version: null,
        dates,
        body: async () => packJson({ note: 'Minor units (KRW won, USD cents), VAT excluded.', fees }),
      },
    ];
  },
});
