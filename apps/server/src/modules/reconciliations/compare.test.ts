import type { TEntitlementRow } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { chunksOf, compare } from './compare';

const row = (
  entityId: string,
  productCode: string,
  useCategory: '151' | '152',
  startDate: string,
  endDate: string | null,
): TEntitlementRow => ({
  row: 0,
  entityId,
  name: entityId,
  productCode,
  useCategory,
  startDate,
  endDate,
  location: '',
});

describe('the comparison, in memory', () => {
  it('counts an id once a month whatever its rows, across month boundaries, and ignores rows outside the period', async () => {
    const c = await compare(
      [
        row('u1', 'A', '151', '2025-12-15', '2026-02-03'),
        row('u1', 'A', '151', '2026-01-10', '2026-01-12'),
        row('u2', 'A', '151', '2026-01-31', '2026-02-01'),
        row('u3', 'B', '152', '2026-03-01', null),
        row('u4', 'A', '151', '2024-01-01', '2025-12-31'),
      ],
      '2026-01',
      '2026-03',
      [
        {
          month: '2026-02',
          reportId: 9,
          reportNumber: 'UR-9',
          monthlyReportId: 9,
          figures: [{ productCode: 'A', useCategory: '151', quantity: 5 }],
        },
      ],
    );
    expect(c.cells).toEqual([
      { month: '2026-01', productCode: 'A', useCategory: '151', entitled: 2, reported: 0, difference: -2 },
      { month: '2026-02', productCode: 'A', useCategory: '151', entitled: 2, reported: 5, difference: 3 },
      { month: '2026-03', productCode: 'B', useCategory: '152', entitled: 1, reported: 0, difference: -1 },
    ]);
    expect({ surplus: c.surplus, shortfall: c.shortfall, differenceCount: c.differenceCount }).toEqual({
      surplus: 3,
      shortfall: 3,
      differenceCount: 3,
    });
    expect(c.months.map((m) => [m.month, m.reportNumber, m.entitled, m.reported])).toEqual([
      ['2026-01', null, 2, 0],
      ['2026-02', 'UR-9', 2, 5],
      ['2026-03', null, 1, 0],
    ]);
    const a = c.users.get('A\u0000151')!;
    expect(a.map((u) => [u.id, u.mask, u.first, u.last])).toEqual([
      ['u1', 0b011, '2026-01-01', '2026-02-03'],
      ['u2', 0b011, '2026-01-31', '2026-02-01'],
    ]);
    expect(chunksOf(a, 3)).toEqual([
      {
        monthCounts: [2, 2, 0],
        users: [
          ['u1', 'u1', '', 3, '2026-01-01', '2026-02-03'],
          ['u2', 'u2', '', 3, '2026-01-31', '2026-02-01'],
        ],
      },
    ]);
  });
});
