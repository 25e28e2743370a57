import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import Form from 'antd/es/form';
import i18next from 'i18next';
import { useRef } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AgreementFields } from './order-agreements-step';
import { emptyOrderValues, type OrderFormValues } from './order-form-model';
import { OrderFormContext, type ServerIssue } from './order-form-rules';
import { UsageFields } from './order-usage-step';

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
    lng: 'en',
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

/** A step of the order form in a form of its own, checked by the submission rules as the write page checks it. */
function Harness({ initial, lang, children }: { initial: OrderFormValues; lang: 'ko' | 'en'; children: React.ReactNode }) {
  const [form] = Form.useForm<OrderFormValues>();
  const serverIssues = useRef(new Map<string, ServerIssue>());
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <OrderFormContext.Provider value={{ checks: true, today: '2026-11-25', lang, serverIssues, typeLocked: false }}>
            <Form form={form} initialValues={initial} layout="vertical">
              {children}
              <button type="button" onClick={() => void form.validateFields().catch(() => undefined)}>
                Check
              </button>
            </Form>
          </OrderFormContext.Provider>
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

describe('the order form shows the submission rules', { timeout: 30_000 }, () => {
  it('explains the affiliate rule and refuses a stake of 50% with the catalogue message', async () => {
    await i18next.changeLanguage('en');
    const initial = emptyOrderValues('NEW');
    initial.products = [{ productCode: 'KSP-RT-L1', useType: 'INDIRECT' }];
    initial.affiliateExtension = true;
    initial.affiliates = [{ name: 'Alpha Asset Management', relationship: 'Subsidiary', stakePercent: 50 }];
    render(
      <Harness initial={initial} lang="en">
        <UsageFields />
      </Harness>,
    );
    expect(screen.getByText(/An affiliate is a company owned more than 50% with control/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/a stake of 50% or less cannot be added as an affiliate/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '51' } });
    await waitFor(() => expect(screen.queryByText(/a stake of 50% or less cannot be added as an affiliate/)).toBeNull());
  });

  it('refuses while a required agreement is unchecked, in Korean, and marks the six required ones', async () => {
    await i18next.changeLanguage('ko');
    const initial = emptyOrderValues('NEW');
    initial.agreements = { FACILITATOR: true, NON_ACCOUNT: true, AFFIRMATION: true, TECH_AGENT: true, PROMISE: true };
    render(
      <Harness initial={initial} lang="ko">
        <AgreementFields />
      </Harness>,
    );
    expect(screen.getAllByText(/\(필수\)$/)).toHaveLength(6);
    expect(screen.getAllByText(/\(선택\)$/)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('이용약관에 동의해 주세요.')).toBeTruthy();
    expect(screen.queryByText('정책 문서에 동의해 주세요.')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: '이용약관에 동의합니다. (필수)' }));
    await waitFor(() => expect(screen.queryByText('이용약관에 동의해 주세요.')).toBeNull());
  });

  it('agrees to all at once', async () => {
    await i18next.changeLanguage('en');
    render(
      <Harness initial={emptyOrderValues('NEW')} lang="en">
        <AgreementFields />
      </Harness>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Agree to all' }));
    await waitFor(() => expect(screen.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).checked)).toBe(true));
  });
});
