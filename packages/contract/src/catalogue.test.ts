import { describe, expect, it } from 'vitest';
import {
  BILLING_CYCLE_LABELS,
  CURRENCY_LABELS,
  CUSTOMER_CLASSIFICATION_LABELS,
  CUSTOMER_MAIN_CATEGORIES,
  CUSTOMER_MAIN_CATEGORY_LABELS,
  CUSTOMER_MIDDLE_CATEGORY_LABELS,
  labelOf,
  MARKET_MAIN_LABELS,
  MARKET_SUB_LABELS,
  middleCategoriesOf,
  NON_DISPLAY_PURPOSE_LABELS,
  NON_DISPLAY_TIER_LABELS,
  nonDisplayTierOf,
  PROVISION_LABELS,
  USE_CATEGORY_LABELS,
  USE_CATEGORIES,
  ZIsoDate,
  ZProductListQuery,
} from './catalogue';

describe('the catalogue’s code lists', () => {
  it('label every code in both languages', () => {
    const maps = [
      MARKET_MAIN_LABELS,
      MARKET_SUB_LABELS,
      PROVISION_LABELS,
      USE_CATEGORY_LABELS,
      CUSTOMER_CLASSIFICATION_LABELS,
      CUSTOMER_MAIN_CATEGORY_LABELS,
      CUSTOMER_MIDDLE_CATEGORY_LABELS,
      CURRENCY_LABELS,
      BILLING_CYCLE_LABELS,
      NON_DISPLAY_PURPOSE_LABELS,
      NON_DISPLAY_TIER_LABELS,
    ];
    for (const map of maps)
      for (const [code, label] of Object.entries(map)) {
        expect(label.ko.trim(), code).not.toBe('');
        expect(label.en.trim(), code).not.toBe('');
      }
    expect(USE_CATEGORIES).toEqual(['151', '152', '155']);
    expect(labelOf(USE_CATEGORY_LABELS, '152', 'ko')).toBe('비전문가용(개인)');
    expect(labelOf(USE_CATEGORY_LABELS, '155', 'en')).toBe('Index calculation');
    expect(labelOf(MARKET_MAIN_LABELS, 'NYSE', 'en')).toBe('NYSE');
  });

  it('put every middle category under one main category, each main category having some', () => {
    const all = CUSTOMER_MAIN_CATEGORIES.flatMap((main) => middleCategoriesOf(main));
    expect(all.sort()).toEqual(Object.keys(CUSTOMER_MIDDLE_CATEGORY_LABELS).sort());
    for (const main of CUSTOMER_MAIN_CATEGORIES) expect(middleCategoriesOf(main).length, main).toBeGreaterThan(0);
  });

  it('give the non-display tier of a number of applications: basic 1, premium 2-3, unlimited 4 or more', () => {
    expect([0, 1, 2, 3, 4, 40, -1, Number.NaN].map(nonDisplayTierOf)).toEqual([
      null,
      'BASIC',
      'PREMIUM',
      'PREMIUM',
      'UNLIMITED',
      'UNLIMITED',
      null,
      null,
    ]);
  });

  it('take real calendar dates only, and a search text of at most 100 characters', () => {
    expect(ZIsoDate.safeParse('2026-07-01').success).toBe(true);
    expect(ZIsoDate.safeParse('2028-02-29').success).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-7-1', '01/07/2026', '2026-07-01T00:00:00Z'])
      expect(ZIsoDate.safeParse(bad).success, bad).toBe(false);
    expect(ZProductListQuery.safeParse({ searchText: 'x'.repeat(100) }).success).toBe(true);
    expect(ZProductListQuery.safeParse({ searchText: 'x'.repeat(101) }).success).toBe(false);
    expect(ZProductListQuery.safeParse({ marketMain: 'NASDAQ' }).success).toBe(false);
  });
});
