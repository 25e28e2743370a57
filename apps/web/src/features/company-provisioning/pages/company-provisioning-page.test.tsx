import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../components/feedback/feedback-provider';
import CompanyProvisioningPage from './company-provisioning-page';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });
const componentLocales = import.meta.glob<Record<string, unknown>>('../../../components/locales/*.json', {
  eager: true,
  import: 'default',
});

const token = {
  tokenId: 7,
  name: 'Entra ID',
  tokenPrefix: 'scim_0123456789ab',
  createdAt: '2026-11-29T01:00:00.000Z',
  createdByName: '박지호',
  lastUsedAt: null,
  revokedAt: null,
};
const calls = vi.hoisted(() => [] as { method: string; path: string; opts: unknown }[]);
const state = vi.hoisted(() => ({ items: [] as unknown[] }));
vi.mock('../../../lib/api', () => ({
  ApiError: class ApiError extends Error {},
  api: {
    call: vi.fn(async (entry: { method: string; path: string }, opts: { params?: { tokenId: number } }) => {
      calls.push({ method: entry.method, path: entry.path, opts });
      if (entry.method === 'DELETE') {
        state.items = [];
        return { ...token, revokedAt: '2026-11-29T02:00:00.000Z' };
      }
      return { items: state.items, max: 5, baseUrl: 'https://portal.example/scim/v2' };
    }),
  },
}));

// The frame's title comes from the shell's menus (not under test here): a plain frame with the page's own title.
vi.mock('../../../components/page-frame', () => ({
  PageFrame: ({
    title,
    lead,
    children,
    actions,
  }: {
    title: string;
    lead?: string;
    children: React.ReactNode;
    actions?: React.ReactNode;
  }) => (
    <main>
      <h1>{title}</h1>
      <p>{lead}</p>
      {actions}
      {children}
    </main>
  ),
}));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FeedbackProvider>
        <MemoryRouter initialEntries={['/mypage/company-provisioning']}>
          <CompanyProvisioningPage />
        </MemoryRouter>
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
  const common = {
    en: { action: { cancel: 'Cancel' }, error: { api: 'Something went wrong.' } },
    ko: { action: { cancel: '취소' }, error: { api: '오류가 발생했습니다.' } },
  };
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: {
        'company-provisioning': locales['../locales/en.json']!,
        components: componentLocales['../../../components/locales/en.json']!,
        common: common.en,
      },
      ko: {
        'company-provisioning': locales['../locales/ko.json']!,
        components: componentLocales['../../../components/locales/ko.json']!,
        common: common.ko,
      },
    },
    defaultNS: 'company-provisioning',
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  calls.length = 0;
  state.items = [token];
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const LOADED = { timeout: 15_000 };

describe('the user provisioning page', { timeout: 30_000 }, () => {
  it('shows the tenant URL and the tokens by their prefix, and revokes one after a confirmation', async () => {
    renderPage();
    expect(await screen.findByText('https://portal.example/scim/v2', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('Entra ID')).toBeTruthy();
    expect(screen.getByText('scim_0123456789ab…')).toBeTruthy();
    expect(screen.getByText('Not used yet')).toBeTruthy();
    expect(screen.getByText('1 of 5 tokens')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the token Entra ID' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this token?' }, LOADED);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.opts).toMatchObject({ params: { tokenId: 7 } }), LOADED);
    expect(await screen.findByText('No token yet. Make one to connect your identity provider.', {}, LOADED)).toBeTruthy();
  });

  it('reads in Korean', async () => {
    await i18next.changeLanguage('ko');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: '사용자 프로비저닝' }, LOADED)).toBeTruthy();
    expect(await screen.findByText('토큰 1/5개', {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entra ID 토큰 폐기' })).toBeTruthy();
  });
});
