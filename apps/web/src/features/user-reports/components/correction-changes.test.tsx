import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CorrectionChanges } from './correction-changes';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });
const componentLocales = import.meta.glob<Record<string, unknown>>('../../../components/locales/*.json', {
  eager: true,
  import: 'default',
});

const row = (over: Record<string, unknown>) => ({
  provisionMethod: 'DATAFEED',
  useCategory: '151',
  variableFeeItem: 'USER',
  productCode: 'KSP-RT-L1',
  subscriberName: '홍길동',
  subscriberId: 'S1',
  country: 'KR',
  quantity: 1,
  ...over,
});
const ANSWER = {
  reportId: 9,
  number: 'UR-2026-000009',
  basisReportId: 7,
  basisNumber: 'UR-2026-000007',
  currency: 'KRW',
  billedIn: null,
  lines: [
    {
      productCode: 'KSP-RT-L1',
      productName: 'KOSPI real-time (Level 1)',
      useCategory: '151',
      useCategoryName: 'Professional',
      quantityBefore: 13,
      quantityAfter: 15,
      amountBefore: 130_000,
      amountAfter: 150_000,
      difference: 20_000,
      differenceText: '+₩20,000',
    },
  ],
  totalDifference: 20_000,
  totalDifferenceText: '+₩20,000',
  counts: { added: 1, changed: 1, removed: 0 },
  changes: {
    items: [
      { change: 'CHANGED', before: row({ quantity: 1 }), after: row({ quantity: 2 }), columns: ['quantity'] },
      { change: 'ADDED', before: null, after: row({ subscriberName: '김철수', subscriberId: 'S2' }), columns: [] },
    ],
    totalCount: 2,
    pageNumber: 1,
    pageSize: 20,
  },
};
const calls = vi.hoisted(() => [] as unknown[]);
vi.mock('../../../lib/api', () => ({
  api: {
    call: vi.fn(async (entry: { path: string }, opts: { params: unknown; query: unknown }) => {
      if (!entry.path.endsWith('/correction-changes')) throw new Error(`unexpected call ${entry.path}`);
      calls.push([opts.params, opts.query]);
      return ANSWER;
    }),
  },
}));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: { 'user-reports': locales['../locales/en.json']!, components: componentLocales['../../../components/locales/en.json']! },
      ko: { 'user-reports': locales['../locales/ko.json']!, components: componentLocales['../../../components/locales/ko.json']! },
    },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => cleanup());

describe('CorrectionChanges', () => {
  it('shows the billing difference per product with its total and when it is billed, then each row changed', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <CorrectionChanges reportId={9} version={3} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const billing = await screen.findByRole('region', { name: 'Billing difference' });
    expect(calls[0]).toEqual([{ reportId: 9 }, { pageNumber: 1, pageSize: 20 }]);
    const line = within(billing).getByText('KOSPI real-time (Level 1) (KSP-RT-L1)').closest('tr')!;
    expect(within(line).getByText('₩130,000')).toBeTruthy();
    expect(within(line).getByText('₩150,000')).toBeTruthy();
    expect(within(line).getAllByText('+₩20,000')).toHaveLength(1);
    expect(within(billing).getByText('Total difference (excluding VAT)')).toBeTruthy();
    expect(screen.getByText('Once approved, billed as a correction on the bill of the month it is approved.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'UR-2026-000007' }).getAttribute('href')).toBe('/report/7/user-report-detail');
    const rows = screen.getByRole('region', { name: 'Rows changed' });
    expect(within(rows).getByText('Changed').closest('tr')!.textContent).toContain('Quantity 1 → 2');
    expect(within(rows).getByText('Added').closest('tr')!.textContent).toContain('김철수');
  });
});
