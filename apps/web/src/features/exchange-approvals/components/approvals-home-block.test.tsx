import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ExchangeApprovalsHomeBlock } from './approvals-home-block';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });

const answers = vi.hoisted(() => ({ totalCount: 0, bodies: [] as unknown[] }));
vi.mock('../../../lib/api', () => ({
  api: {
    call: vi.fn(async (entry: { path: string }, opts: { body: unknown }) => {
      if (!entry.path.endsWith('/search')) throw new Error(`unexpected call ${entry.path}`);
      answers.bodies.push(opts.body);
      return { items: [], totalCount: answers.totalCount, pageNumber: 1, pageSize: 10 };
    }),
  },
}));

function renderBlock() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ExchangeApprovalsHomeBlock />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: { 'exchange-approvals': locales['../locales/en.json']! },
      ko: { 'exchange-approvals': locales['../locales/ko.json']! },
    },
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  answers.bodies = [];
  await i18next.changeLanguage('en');
});

describe('the exchange reviewer’s home block', () => {
  it('leads to the waiting approvals with their count', async () => {
    answers.totalCount = 7;
    renderBlock();
    const link = await screen.findByRole('link', { name: /Waiting for your decision\s*7 documents/ }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/exchange/approval-list?status=WAITING');
    expect(answers.bodies[0]).toMatchObject({ status: 'WAITING' });
    expect(screen.getByRole('link', { name: 'All approvals' }).getAttribute('href')).toBe('/exchange/approval-list');
  });

  it('says so in Korean when nothing waits', async () => {
    await i18next.changeLanguage('ko');
    answers.totalCount = 0;
    renderBlock();
    const link = await screen.findByRole('link', { name: /결정을 기다리는 문서\s*0건/ }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/exchange/approval-list?status=WAITING');
    expect(screen.getByRole('heading', { name: '거래소 승인' })).toBeTruthy();
  });
});
