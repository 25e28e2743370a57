import { describe, expect, it } from 'vitest';
import { billingHasher, monthRange, type ComputedLine, type ComputedSummary } from './compute';

const line = (companyId: number, amount: number) => ({ companyId, productCode: 'P', lineType: 'BASIC', amount }) as unknown as ComputedLine;
const summary = (companyId: number) => ({ companyId, productCode: 'P' }) as unknown as ComputedSummary;

describe('the billing hash', () => {
  it('does not depend on where the customer batches were cut, and changes with any figure', () => {
    const all = { lines: [line(1, 10), line(2, 20), line(3, 30)], summaries: [summary(1), summary(2), summary(3)] };
    const whole = billingHasher();
    whole.add(all);
    const cut = billingHasher();
    cut.add({ lines: all.lines.slice(0, 1), summaries: all.summaries.slice(0, 1) });
    cut.add({ lines: all.lines.slice(1), summaries: all.summaries.slice(1) });
    const other = billingHasher();
    other.add({ ...all, lines: [line(1, 10), line(2, 21), line(3, 30)] });
    const hash = whole.digest();
    expect(cut.digest()).toBe(hash);
    expect(other.digest()).not.toBe(hash);
  });

  it('knows the days of each month', () => {
    expect(monthRange('2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29', days: 29 });
    expect(monthRange('2025-02').days).toBe(28);
    expect(monthRange('2025-12')).toEqual({ first: '2025-12-01', last: '2025-12-31', days: 31 });
  });
});
