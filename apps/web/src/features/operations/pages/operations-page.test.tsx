import { CALL_PATHS } from '@portal/contract/call-paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../components/feedback/feedback-provider';
import OperationsPage from './operations-page';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });
const componentLocales = import.meta.glob<Record<string, unknown>>('../../../components/locales/*.json', {
  eager: true,
  import: 'default',
});

const failed = {
  mailId: 41,
  to: 'kim@alpha-securities.example',
  subject: '[KRX Market Data Customer Portal] Your account is now dormant',
  templateName: 'account.dormant',
  languageCode: '02',
  status: 'FAILED',
  transport: null,
  attempts: 8,
  lastError: '421 4.3.2 Service not available',
  nextAttemptAt: '2026-11-27T10:00:00.000Z',
  createdAt: '2026-11-27T08:00:00.000Z',
  sentAt: null,
};
const sent = {
  ...failed,
  mailId: 40,
  status: 'SENT',
  attempts: 1,
  lastError: null,
  sentAt: '2026-11-27T07:00:00.000Z',
  to: 'lee@alpha-securities.example',
};

const calls = vi.hoisted(() => [] as { path: string; opts: unknown }[]);
const answers = vi.hoisted(() => ({ outbox: [] as unknown[] }));
vi.mock('../../../lib/api', () => ({
  ApiError: class ApiError extends Error {},
  api: {
    call: vi.fn(async (entry: { path: string }, opts: { body?: { status?: string } }) => {
      calls.push({ path: entry.path, opts });
      if (entry.path.endsWith('/jobs'))
        return {
          items: [
            {
              name: 'dormancy-sweep',
              intervalMs: 3_600_000,
              lastResult: 'FAILED',
              lastStartedAt: '2026-11-27T09:00:00.000Z',
              lastFinishedAt: '2026-11-27T09:00:01.000Z',
              lastHandled: null,
              lastError: 'connection terminated unexpectedly',
              lastErrorAt: '2026-11-27T09:00:01.000Z',
              nextRunAt: '2026-11-27T10:00:01.000Z',
              lastRunBy: 'app-2:4242',
              runCount: 12,
              failureCount: 1,
            },
            {
              name: 'mail-outbox',
              intervalMs: 2000,
              lastResult: 'OK',
              lastStartedAt: '2026-11-27T09:30:00.000Z',
              lastFinishedAt: '2026-11-27T09:30:00.100Z',
              lastHandled: 3,
              lastError: null,
              lastErrorAt: null,
              nextRunAt: '2026-11-27T09:30:02.100Z',
              lastRunBy: 'app-1:4141',
              runCount: 900,
              failureCount: 0,
            },
          ],
        };
      if (entry.path.endsWith('/retry')) return { ...failed, status: 'PENDING', attempts: 0 };
      const items = (answers.outbox as { status: string }[]).filter((m) => !opts.body?.status || m.status === opts.body.status);
      return { items, totalCount: items.length, pageNumber: 1, pageSize: 10, counts: { PENDING: 0, SENT: 1, FAILED: 1 } };
    }),
  },
}));

// The frame's title comes from the shell's menus (not under test here): a plain frame with the page's own title.
vi.mock('../../../components/page-frame', () => ({
  PageFrame: ({ title, lead, children }: { title: string; lead?: string; children: React.ReactNode }) => (
    <main>
      <h1>{title}</h1>
      <p>{lead}</p>
      {children}
    </main>
  ),
}));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FeedbackProvider>
        <MemoryRouter initialEntries={['/admin/operations']}>
          <OperationsPage />
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
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: { operations: locales['../locales/en.json']!, components: componentLocales['../../../components/locales/en.json']! },
      ko: { operations: locales['../locales/ko.json']!, components: componentLocales['../../../components/locales/ko.json']! },
    },
    defaultNS: 'operations',
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  calls.length = 0;
  answers.outbox = [failed, sent];
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

// Ant Design's dialog and messages load on first use (decision 051): waits are generous on a loaded machine.
const LOADED = { timeout: 15_000 };

describe('the operations screen', { timeout: 30_000 }, () => {
  it('shows every job with its last run, result, last error and next run', async () => {
    renderPage();
    const jobs = await screen.findByRole('table', { name: 'Background jobs' }, LOADED);
    const rows = within(jobs).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('dormancy-sweep');
    expect(rows[0].textContent).toContain('Failed');
    expect(rows[0].textContent).toContain('connection terminated unexpectedly');
    expect(rows[0].textContent).toContain('12 runs, 1 failed');
    // Moments are shown in Korea time with their zone.
    expect(rows[0].textContent).toMatch(/2026-11-27 19:00:01.*KST/);
    expect(rows[1].textContent).toContain('Succeeded');
    expect(rows[1].textContent).toContain('3 items handled');
    expect(rows[1].textContent).toContain('No error');
  });

  it('pages the outbox by status and sends a given-up mail again only after a confirmation', async () => {
    renderPage();
    const outbox = await screen.findByRole('table', { name: 'Mail outbox' }, LOADED);
    expect(within(outbox).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Given up (1)')).toBeTruthy();
    // Only the given-up mail offers a retry.
    const buttons = within(outbox).getAllByRole('button', { name: 'Send again' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]);
    expect((await screen.findAllByText('Send this mail again?', undefined, LOADED)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/kim@alpha-securities\.example goes back into the queue/).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.path.endsWith('/retry'))).toBe(false);
    const confirm = screen.getAllByRole('button', { name: 'Send again' });
    fireEvent.click(confirm[confirm.length - 1]);
    await waitFor(() =>
      expect(calls.find((c) => c.path === CALL_PATHS.retryMail.path)).toMatchObject({ opts: { params: { mailId: 41 } } }),
    );
    expect(await screen.findByText('The mail is back in the queue.', undefined, LOADED)).toBeTruthy();

    // The status filter asks the server for that status only.
    fireEvent.click(screen.getByText('Sent (1)'));
    await waitFor(() => expect(calls.some((c) => (c.opts as { body?: { status?: string } })?.body?.status === 'SENT')).toBe(true));
  });

  it('speaks Korean', async () => {
    await i18next.changeLanguage('ko');
    renderPage();
    expect(await screen.findByRole('table', { name: '백그라운드 작업' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: '메일 발송함' })).toBeTruthy();
    expect(screen.getByText('발송 포기 (1)')).toBeTruthy();
    expect(screen.getAllByText('다시 보내기').length).toBeGreaterThan(0);
  });
});
