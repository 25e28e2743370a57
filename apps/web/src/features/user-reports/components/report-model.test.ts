import { renderHook } from '@testing-library/react';
import type { TProductListResponse } from '@portal/contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TGridRow } from '../../../components/editable-grid';
import { diffRows } from './change-view';
import { formatAmount, toDraftRow, toGridRow, unitPricesOf, useRowChecks } from './report-parts';

const row = (over: Partial<Record<string, string>> = {}): TGridRow =>
  toGridRow({
    provisionMethod: 'DATAFEED',
    useCategory: '151',
    variableFeeItem: 'USER',
    productCode: 'KRX-EQ-RT',
    subscriberName: 'Kim Minji',
    subscriberId: 'S-1',
    country: 'KR',
    quantity: '2',
    ...over,
  });

const catalogue = {
  date: '2026-10-01',
  items: [
    {
      productCode: 'KRX-EQ-RT',
      price: {
        variableFees: [
          { useCategory: '151', useCategoryName: '', fee: { krw: 15_000, usd: 1_100 } },
          { useCategory: '152', useCategoryName: '', fee: { krw: 3_000, usd: 220 } },
        ],
      },
    },
  ],
} as unknown as TProductListResponse;

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: {} });
});

describe('the report rows on the web', () => {
  it('checks rows with the contract, marks the cell in the page language and totals the clean rows', () => {
    const { result } = renderHook(() => useRowChecks(new Set(['KRX-EQ-RT'])));
    const checks = result.current;
    const rows = [
      row(),
      row({ quantity: '2.5' }),
      row({ subscriberName: '' }),
      toGridRow({}),
      row({ useCategory: 'Non-professional', quantity: '10' }),
    ];
    expect(checks.cellIssue(rows[1]!, 1, 'quantity')).toBe('Enter Quantity as a whole number.');
    expect(checks.cellIssue(rows[3]!, 3, 'subscriberName')).toBeUndefined();
    // The first bad cell named is an empty required one (what "fill in every required field" points at).
    expect(checks.firstIssue(rows)).toMatchObject({ index: 2, column: 'subscriberName', code: 'required' });
    const total = checks.total(rows, unitPricesOf(catalogue), 'KRW');
    expect(total).toEqual({ amount: 2 * 15_000 + 10 * 3_000, quantity: 12, valid: 2, invalid: 2 });
    expect(formatAmount(total.amount, 'KRW')).toBe('₩60,000');
    expect(formatAmount(checks.total(rows, unitPricesOf(catalogue), 'USD').amount, 'USD')).toBe('US$44.00');
  });

  it('sends empty cells as null and keeps what was typed', () => {
    expect(toDraftRow(row({ address: '' }))).toMatchObject({ address: null, quantity: '2', productCode: 'KRX-EQ-RT' });
  });

  it('finds the rows added, changed and removed against the previous month', () => {
    const before = [row(), row({ subscriberId: 'S-2', subscriberName: 'Lee' }), row({ subscriberId: 'S-3', subscriberName: 'Park' })];
    const after = [
      row({ quantity: '3' }),
      row({ subscriberId: 'S-3', subscriberName: 'Park' }),
      row({ subscriberId: 'S-4', subscriberName: 'Choi' }),
      toGridRow({}),
    ];
    const changes = diffRows(before, after);
    expect(changes.added.map((r) => r.subscriberId)).toEqual(['S-4']);
    expect(changes.removed.map((r) => r.subscriberId)).toEqual(['S-2']);
    expect(changes.changed).toHaveLength(1);
    expect(changes.changed[0]!.columns).toEqual(['quantity']);
  });
});
