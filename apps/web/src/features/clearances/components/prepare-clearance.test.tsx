import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PrepareClearance, prepareIssues } from './prepare-clearance';

const own = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });
const common = import.meta.glob<Record<string, unknown>>('../../../lib/locales/*.json', { eager: true, import: 'default' });

const calls = vi.hoisted(() => ({ created: [] as unknown[] }));
vi.mock('../../../lib/api', () => ({
  api: {
    call: vi.fn(async (entry: { path: string; method: string }, opts: { body?: unknown }) => {
      if (entry.path.endsWith('/candidates'))
        return {
          items: [
            {
              reconciliationId: 41,
              number: 'RC-2026-000041',
              companyId: 7,
              companyName: 'Alpha Securities',
              periodFrom: '2026-06',
              periodTo: '2026-08',
              outsideWindowMonths: ['2026-06', '2026-07'],
            },
          ],
        };
      if (entry.method === 'POST' && entry.path.endsWith('/clearances')) {
        calls.created.push(opts.body);
        return { clearanceId: 99, number: 'CL-2026-000099' };
      }
      throw new Error(`unexpected call ${entry.path}`);
    }),
  },
  ApiError: class ApiError extends Error {},
}));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: { clearances: own['../locales/en.json']!, common: common['../../../lib/locales/en.json']! },
      ko: { clearances: own['../locales/ko.json']!, common: common['../../../lib/locales/ko.json']! },
    },
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  calls.created = [];
  await i18next.changeLanguage('en');
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/admin/clearance-list']}>
            <Routes>
              <Route path="/admin/clearance-list" element={<PrepareClearance />} />
              <Route path="/audit/:id/clearance-detail" element={<p>opened the clearance</p>} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}

describe('the preparation of a clearance (provider staff)', { timeout: 120_000 }, () => {
  it('states its rules as the server does: a reconciliation is required, the note at most 2,000 characters', () => {
    expect(prepareIssues({})).toEqual([{ field: 'reconciliationId', code: 'CLR1N4001' }]);
    expect(prepareIssues({ reconciliationId: 41, note: 'x'.repeat(2000) })).toEqual([]);
    expect(prepareIssues({ reconciliationId: 41, note: 'x'.repeat(2001) })).toEqual([{ field: 'note', code: 'CLR1N4002' }]);
  });

  it('refuses to send without a reconciliation, then asks before offering the chosen one and opens it', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Prepare a clearance' }));
    const send = await screen.findByRole('button', { name: 'Offer to the customer' }, { timeout: 20_000 });
    fireEvent.click(send);
    expect(await screen.findByText('Choose the reconciliation to clear.', {}, { timeout: 20_000 })).toBeTruthy();
    expect(calls.created).toEqual([]);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Accepted reconciliation' }));
    fireEvent.click(await screen.findByText('RC-2026-000041 · Alpha Securities · 2026-06 ~ 2026-08', {}, { timeout: 20_000 }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Note to the customer' }), { target: { value: '  Please review.  ' } });
    fireEvent.click(send);
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 20_000 }));
    expect(dialog.getByText(/Offer the clearance of this period to the customer\?/)).toBeTruthy();
    expect(dialog.getByText('Alpha Securities · 2026-06 ~ 2026-08')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Offer to the customer' }));
    await waitFor(() => expect(calls.created).toEqual([{ reconciliationId: 41, note: 'Please review.' }]), { timeout: 20_000 });
    expect(await screen.findByText('opened the clearance', {}, { timeout: 20_000 })).toBeTruthy();
  });
});
