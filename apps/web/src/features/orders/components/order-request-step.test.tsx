import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TContractListItem } from '@portal/contract';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import Form from 'antd/es/form';
import i18next from 'i18next';
import { useRef } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyOrderValues, type OrderFormValues } from './order-form-model';
import { OrderFormContext, type ServerIssue } from './order-form-rules';
import { RequestTypeFields } from './order-request-step';

const contract = (over: Partial<TContractListItem>): TContractListItem => ({
  contractId: 1,
  contractNumber: 'CT-2026-00001',
  contractName: '알파증권 시세정보 이용계약 (신규)',
  orderType: 'NEW',
  status: 'ACTIVE',
  companyId: 1,
  companyName: '알파증권',
  contractDate: '2026-01-02',
  beginDate: '2026-01-02',
  terminationDate: null,
  managerName: null,
  productCount: 2,
  version: 1,
  openOrder: null,
  terminationDueDate: null,
  upcoming: false,
  ...over,
});

vi.mock('../api/search-contracts', () => ({
  useActiveContracts: () => ({
    isFetching: false,
    data: {
      items: [
        contract({}),
        contract({
          contractId: 2,
          contractNumber: 'CT-2026-00002',
          contractName: '알파증권 시세정보 이용계약 (변경)',
          openOrder: { orderId: 77, orderNumber: 'OF-2026-000077', requestType: 'CHANGE' },
        }),
      ],
      totalCount: 2,
      pageNumber: 1,
      pageSize: 100,
    },
  }),
}));

const locales = import.meta.glob<Record<string, unknown>>(
  ['../locales/*.json', '../../../components/locales/*.json', '../../../lib/locales/*.json'],
  {
    eager: true,
    import: 'default',
  },
);

beforeAll(async () => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  await i18next.use(initReactI18next).init({
    lng: 'ko',
    resources: {
      en: {
        orders: locales['../locales/en.json'],
        components: locales['../../../components/locales/en.json'],
        common: locales['../../../lib/locales/en.json'],
      },
      ko: {
        orders: locales['../locales/ko.json'],
        components: locales['../../../components/locales/ko.json'],
        common: locales['../../../lib/locales/ko.json'],
      },
    },
    defaultNS: 'orders',
    interpolation: { escapeValue: false },
  });
});
afterEach(() => cleanup());

function Harness({ initial }: { initial: OrderFormValues }) {
  const [form] = Form.useForm<OrderFormValues>();
  const serverIssues = useRef(new Map<string, ServerIssue>());
  return (
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <App>
            <OrderFormContext.Provider value={{ checks: true, today: '2026-11-25', lang: 'ko', serverIssues, typeLocked: false }}>
              <Form form={form} initialValues={initial} layout="vertical">
                <RequestTypeFields contractLocked={false} />
              </Form>
            </OrderFormContext.Provider>
          </App>
        </ConfigProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
}

describe('the contract picker of a change or termination', { timeout: 30_000 }, () => {
  it('offers a contract with an order in progress disabled, says why and links to that order', async () => {
    await i18next.changeLanguage('ko');
    render(<Harness initial={emptyOrderValues('TERMINATION')} />);
    expect(screen.getByText('선택할 수 없는 계약')).toBeTruthy();
    expect(screen.getByText(/진행 중인 변경 주문서\(OF-2026-000077\)가 있어 선택할 수 없습니다\./)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'OF-2026-000077 보기' });
    expect(link.getAttribute('href')).toBe('/order/77/order-detail');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const busy = await screen.findByTitle('알파증권 시세정보 이용계약 (변경) (CT-2026-00002)');
    await waitFor(() => expect(busy.getAttribute('aria-disabled') ?? busy.className).toMatch(/true|disabled/));
    const free = screen.getByTitle('알파증권 시세정보 이용계약 (신규) (CT-2026-00001)');
    expect(free.className).not.toMatch(/disabled/);
  });
});
