import { monthRangeOk, monthSpan } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { formatBillingMonth, formatMoney } from '../../../lib/format';
import { defaultMonths, monthParam } from './month-range';
import { idParam } from './status-parts';

describe('the status pages’ months and figures', () => {
  it('opens on the twelve months up to the current Korean month', () => {
    // 2026-03-31 20:00 UTC is already April 1st in Korea.
    expect(defaultMonths(new Date('2026-03-31T20:00:00Z'))).toEqual({ fromMonth: '2025-05', toMonth: '2026-04' });
    const { fromMonth, toMonth } = defaultMonths(new Date('2026-01-15T00:00:00Z'));
    expect(monthSpan(fromMonth, toMonth)).toBe(12);
    expect(monthRangeOk(fromMonth, toMonth)).toBe(true);
  });

  it('reads months and ids of the URL, nothing else', () => {
    expect(monthParam('2026-07')).toBe('2026-07');
    for (const bad of ['2026-13', '2026-7', '26-07', '', undefined]) expect(monthParam(bad)).toBeUndefined();
    expect(idParam('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'x', '9999999999', undefined]) expect(idParam(bad)).toBeUndefined();
  });

  it('refuses a range backwards or longer than twelve months', () => {
    expect(monthRangeOk('2026-01', '2026-12')).toBe(true);
    expect(monthRangeOk('2026-01', '2027-01')).toBe(false);
    expect(monthRangeOk('2026-05', '2026-04')).toBe(false);
  });

  it('shows money in its currency’s units and months in the reader’s language', () => {
    expect(formatMoney(1_500_000, 'KRW')).toBe('₩1,500,000');
    expect(formatMoney(220_050, 'USD')).toBe('US$2,200.50');
    expect(formatBillingMonth('2026-10', 'ko')).toBe('2026년 10월');
    expect(formatBillingMonth('2026-10', 'en')).toBe('Oct 2026');
  });
});
