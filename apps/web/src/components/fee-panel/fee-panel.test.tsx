import { CALL_PATHS, type TFeeEstimate, type TFeeEstimateChangeInput } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FeePanel } from './fee-panel';

const locales = import.meta.glob<Record<string, unknown>>(['../locales/*.json', '../../lib/locales/*.json'], {
  eager: true,
  import: 'default',
});

const krw = (amount: number) => ({ amount, currency: 'KRW' as const });
/** An estimate whose change fee is the number of products times 1,000,000 won (so each draft answers its own figure). */
function estimateOf(change: TFeeEstimateChangeInput): TFeeEstimate {
  const n = change.kind === 'order' ? (change.products ?? []).length : 1;
  const fee = n * 1_000_000;
  const line = (amount: number) => ({
    productCode: 'KSP-RT-L1',
    productName: '유가증권 실시간',
    lineType: 'BASIC' as const,
    label: '기본 이용료',
    useCategory: null,
    quantity: 1,
    unitPrice: 3_100_000,
    days: 10,
    daysInMonth: 30,
    amount: krw(amount),
  });
  return {
    month: '2026-11',
    currency: 'KRW',
    visitor: false,
    without: { lines: [], subtotal: krw(0), vat: krw(0), total: krw(0) },
    with: { lines: [line(fee)], subtotal: krw(fee), vat: krw(fee / 10), total: krw(fee * 1.1) },
    change: {
      lines: [{ ...line(fee), amount: undefined, before: krw(0), after: krw(fee), difference: krw(fee) } as never],
      fee: krw(fee),
      vat: krw(fee / 10),
      total: krw(fee * 1.1),
    },
    monthlyFee: krw(fee * 3),
    lastMonth: { month: '2026-10', subtotal: krw(500_000), difference: krw(fee - 500_000) },
    firstBill: { month: '2026-11', issueDate: '2026-12-16' },
  };
}

const calls = vi.hoisted(() => [] as { path: string; body: { change: TFeeEstimateChangeInput } }[]);
const failing = vi.hoisted(() => ({ on: false }));
vi.mock('../../lib/api', () => ({
  ApiError: class extends Error {},
  api: {
    call: vi.fn(async (entry: { path: string }, opts: { body: { change: TFeeEstimateChangeInput } }) => {
      calls.push({ path: entry.path, body: opts.body });
      if (failing.on) throw new Error('요청한 상품을 찾을 수 없습니다.');
      return estimateOf(opts.body.change);
    }),
  },
}));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'ko',
    resources: {
      ko: { components: locales['../locales/ko.json']!, common: locales['../../lib/locales/ko.json']! },
      en: { components: locales['../locales/en.json']!, common: locales['../../lib/locales/en.json']! },
    },
    defaultNS: 'components',
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  calls.length = 0;
  failing.on = false;
});

const order = (codes: string[]): TFeeEstimateChangeInput => ({
  kind: 'order',
  requestType: 'NEW',
  commencementDate: '2026-11-21',
  products: codes.map((productCode) => ({ productCode, useType: 'DIRECT' })),
});

function renderPanel(change: TFeeEstimateChangeInput | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <FeePanel change={change} />
    </QueryClientProvider>,
  );
  return {
    rerender: (next: TFeeEstimateChangeInput | null) =>
      view.rerender(
        <QueryClientProvider client={client}>
          <FeePanel change={next} />
        </QueryClientProvider>,
      ),
  };
}

describe('the fee panel', { timeout: 30_000 }, () => {
  it('says what to fill in until the draft says enough, and asks nothing', async () => {
    renderPanel(null);
    expect(screen.getByRole('status').textContent).toBe(i18next.t('feePanel.empty'));
    await new Promise((r) => setTimeout(r, 600));
    expect(calls).toHaveLength(0);
  });

  it('estimates the draft once it stops changing: the fee with VAT apart, the whole month, last month, the first bill', async () => {
    const panel = renderPanel(order(['KSP-RT-L1']));
    // The draft as opened is estimated at once; typed quickly, the drafts in between are never asked, the last one is.
    panel.rerender(order(['KSP-RT-L1', 'KSQ-RT-L1']));
    panel.rerender(order(['KSP-RT-L1', 'KSQ-RT-L1', 'IDX-KRX-RT']));
    await waitFor(() => expect(screen.getByTestId('fee-panel-fee').textContent).toContain('+₩3,000,000'));
    expect(calls.map((c) => (c.body.change as { products: unknown[] }).products.length)).toEqual([1, 3]);
    expect(calls[1]!.path).toBe(CALL_PATHS.estimateFee.path);
    expect(screen.getByTestId('fee-panel-fee').textContent).toContain('VAT ₩300,000 별도');
    expect(screen.getByTestId('fee-panel-monthly').textContent).toBe('+₩9,000,000');
    expect(screen.getByTestId('fee-panel-last-month').textContent).toBe('+₩2,500,000 (지난달 청구 ₩500,000)');
    expect(screen.getByTestId('fee-panel-first-bill').textContent).toBe('2026년 11월 청구 · 발행 예정일 2026-12-16 (한국 시간)');
    expect(screen.getByRole('table', { name: i18next.t('feePanel.linesCaption') })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '10/30' })).toBeTruthy();

    // A later change of the draft is estimated again; a draft already estimated is answered from the last answer.
    panel.rerender(order(['KSP-RT-L1', 'KSQ-RT-L1']));
    await waitFor(() => expect(screen.getByTestId('fee-panel-fee').textContent).toContain('+₩2,000,000'));
    expect(calls).toHaveLength(3);
    panel.rerender(order(['KSP-RT-L1']));
    await waitFor(() => expect(screen.getByTestId('fee-panel-fee').textContent).toContain('+₩1,000,000'));
    expect(calls).toHaveLength(3);
  });

  it('shows the refusal when the estimate fails', async () => {
    failing.on = true;
    renderPanel(order(['NOPE']));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(i18next.t('feePanel.error', { message: '요청한 상품을 찾을 수 없습니다.' })),
    );
    expect(screen.queryByTestId('fee-panel-fee')).toBeNull();
  });
});
