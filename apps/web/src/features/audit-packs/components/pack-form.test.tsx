import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../components/feedback/feedback-provider';
import { monthOf, packProblem, PackForm, recentMonths } from './pack-form';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });
const componentLocales = import.meta.glob<Record<string, unknown>>('../../../components/locales/*.json', {
  eager: true,
  import: 'default',
});

const calls = vi.hoisted(() => [] as { path: string; opts: { body?: Record<string, unknown> } }[]);
vi.mock('../../../lib/api', () => ({
  ApiError: class ApiError extends Error {},
  api: {
    call: vi.fn(async (entry: { path: string }, opts: { body?: Record<string, unknown> }) => {
      calls.push({ path: entry.path, opts });
      if (entry.path.endsWith('/products')) return { items: [] };
      return { packId: 7, state: 'QUEUED', ...(opts.body ?? {}) };
    }),
  },
}));

function renderForm(needsCompany: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const created = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <FeedbackProvider>
        <PackForm needsCompany={needsCompany} onCreated={created} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  return created;
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
      en: { 'audit-packs': locales['../locales/en.json']!, components: componentLocales['../../../components/locales/en.json']! },
      ko: { 'audit-packs': locales['../locales/ko.json']!, components: componentLocales['../../../components/locales/ko.json']! },
    },
    defaultNS: 'audit-packs',
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  calls.length = 0;
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const LOADED = { timeout: 15_000 };
const NOW = new Date('2026-11-15T03:00:00Z');

describe('the audit pack form’s rules', () => {
  it('needs the customer from the reviewer and the administrator, both months in order, begun, at most 24 months', () => {
    const year = { fromMonth: '2025-12', toMonth: '2026-11', productCodes: [] };
    expect(packProblem(year, false, NOW)).toBeNull();
    expect(packProblem(year, true, NOW)).toBe('company');
    expect(packProblem({ ...year, companyId: 3 }, true, NOW)).toBeNull();
    expect(packProblem({ productCodes: [] }, false, NOW)).toBe('months');
    expect(packProblem({ ...year, fromMonth: '2026-11', toMonth: '2026-10' }, false, NOW)).toBe('order');
    expect(packProblem({ ...year, toMonth: '2026-12' }, false, NOW)).toBe('future');
    expect(packProblem({ ...year, fromMonth: '2024-11' }, false, NOW)).toBe('length');
    expect(packProblem({ ...year, fromMonth: '2024-12' }, false, NOW)).toBeNull();
  });

  it('offers this Korean month and the 35 before it, newest first', () => {
    // 2026-11-30 20:00 UTC is already 1 December in Korea.
    expect(monthOf(new Date('2026-11-30T20:00:00Z'))).toBe('2026-12');
    const months = recentMonths(NOW);
    expect(months).toHaveLength(36);
    expect(months[0]).toBe('2026-11');
    expect(months[35]).toBe('2023-12');
  });
});

describe('the audit pack form', { timeout: 30_000 }, () => {
  it('says why it cannot send without a customer (the reviewer), and sends nothing', async () => {
    renderForm(true);
    fireEvent.click(screen.getByRole('button', { name: /Make the pack/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose the customer.');
    expect(calls.some((c) => c.path.endsWith('/audit-packs'))).toBe(false);
  });

  it('asks first, then sends a member’s pack of the last twelve months without a company', async () => {
    const created = renderForm(false);
    expect(screen.queryByLabelText('Customer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Make the pack/ }));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    expect(dialog.textContent).toContain('Make the audit pack?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the pack' }));
    await waitFor(() => expect(created).toHaveBeenCalledWith(7), LOADED);
    const sent = calls.find((c) => c.path.endsWith('/audit-packs'))!;
    const months = recentMonths(Date.now());
    expect(sent.opts.body).toEqual({ fromMonth: months[11], toMonth: months[0], productCodes: [] });
  });

  it('reads in Korean', async () => {
    await i18next.changeLanguage('ko');
    renderForm(true);
    fireEvent.click(screen.getByRole('button', { name: /감사 자료 만들기/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('고객사를 선택해 주세요.');
  });
});
