import type { TBillingDisputeDetail } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../components/feedback/feedback-provider';
import { AcceptForm, acceptedAmountProblem, toMinor } from './accept-form';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });
const componentLocales = import.meta.glob<Record<string, unknown>>('../../../components/locales/*.json', {
  eager: true,
  import: 'default',
});

const calls = vi.hoisted(() => [] as { path: string; opts: { body?: unknown; params?: unknown } }[]);
vi.mock('../../../lib/api', () => ({
  ApiError: class ApiError extends Error {},
  api: {
    call: vi.fn(async (entry: { path: string }, opts: { body?: unknown; params?: unknown }) => {
      calls.push({ path: entry.path, opts });
      return { ...dispute, state: 'ACCEPTED', allowedActions: [] };
    }),
  },
}));

const dispute: TBillingDisputeDetail = {
  disputeId: 7,
  number: 'BD-2026-000007',
  state: 'OPEN',
  companyId: 2,
  companyName: 'Gamma Data Ltd.',
  billingMonth: '2026-09',
  lineId: 501,
  productCode: 'KSP-RT-L1',
  productName: 'KOSPI real-time level 1',
  lineLabel: 'Basic fee',
  lineAmount: { amount: 125_050, currency: 'USD' },
  acceptedAmount: null,
  requestedAt: '2026-11-02T01:00:00.000Z',
  requesterName: 'Jane Park',
  decidedAt: null,
  version: 1,
  reason: 'Billed after the product ended.',
  rejectionReason: null,
  withdrawReason: null,
  acceptanceNote: null,
  useCategory: null,
  sourceNumber: 'CT-2026-000003',
  issuedOn: '2026-10-05',
  windowLastDay: '2027-01-03',
  adjustmentMonth: null,
  deciderName: null,
  files: [],
  allowedActions: ['accept', 'reject'],
};

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FeedbackProvider>
        <AcceptForm dispute={dispute} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: {
        'billing-disputes': locales['../locales/en.json']!,
        components: componentLocales['../../../components/locales/en.json']!,
        common: { action: { cancel: 'Cancel' }, error: { api: 'Something went wrong.' } },
      },
    },
    defaultNS: 'billing-disputes',
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  calls.length = 0;
});
afterEach(() => cleanup());

const LOADED = { timeout: 15_000 };

describe('the amount rule', () => {
  it('takes major units of the line’s currency, from its smallest unit to the line’s amount', () => {
    expect(toMinor(1250.5, 'USD')).toBe(125_050);
    expect(toMinor(3000, 'KRW')).toBe(3000);
    expect(acceptedAmountProblem(1250.5, dispute)).toBe(false);
    expect(acceptedAmountProblem(0.01, dispute)).toBe(false);
    expect(acceptedAmountProblem(1250.51, dispute)).toBe(true);
    expect(acceptedAmountProblem(0, dispute)).toBe(true);
    expect(acceptedAmountProblem(null, dispute)).toBe(true);
    expect(acceptedAmountProblem(0.005, dispute)).toBe(true);
  });
});

describe('the desk’s acceptance form', { timeout: 30_000 }, () => {
  it('refuses an amount above the line’s without calling, then asks before accepting and sends minor units', async () => {
    renderForm();
    const amount = screen.getByLabelText('Amount to credit (USD)');
    expect(screen.getByText("Between US$0.01 and US$1,250.50, the line's amount.")).toBeTruthy();
    fireEvent.change(amount, { target: { value: '1300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept with this amount' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Enter an amount greater than zero and at most US$1,250.50.');
    expect(calls).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '200.25' } });
    fireEvent.change(screen.getByLabelText('Note with the acceptance'), { target: { value: 'Credited for October.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept with this amount' }));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    expect(within(dialog).getByText('US$200.25')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(calls).toHaveLength(1), LOADED);
    expect(calls[0]!.opts).toMatchObject({
      params: { disputeId: 7, action: 'accept' },
      body: { version: 1, amount: 20_025, reason: 'Credited for October.' },
    });
  });
});
