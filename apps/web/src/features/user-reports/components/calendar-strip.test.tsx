import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReportCalendarHomeBlock } from './calendar-strip';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });

const month = (reportMonth: string, status: string, reportId: number | null) => ({
  reportMonth,
  status,
  statusName: status,
  windowOpens: '',
  windowCloses: '',
  filingPhase: 'OPEN' as const,
  lateFilingUntil: '',
  reportId,
});
const answers = vi.hoisted(() => ({ items: [] as unknown[], queries: [] as unknown[] }));
vi.mock('../../../lib/api', () => ({
  api: {
    call: vi.fn(async (entry: { path: string }, opts: { query: unknown }) => {
      if (!entry.path.endsWith('/calendar')) throw new Error(`unexpected call ${entry.path}`);
      answers.queries.push(opts.query);
      return { items: answers.items, totalCount: answers.items.length, pageNumber: 1, pageSize: 3 };
    }),
  },
}));

function renderBlock() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReportCalendarHomeBlock />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { 'user-reports': locales['../locales/en.json']! }, ko: { 'user-reports': locales['../locales/ko.json']! } },
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const ALPHA = {
  companyId: 1,
  companyName: 'Alpha Securities',
  customerCode: 'C001',
  overdueCount: 1,
  months: [
    month('2026-05', 'APPROVED', 11),
    month('2026-06', 'IN_REVIEW', 12),
    month('2026-07', 'SUBMITTED', 13),
    month('2026-08', 'OVERDUE', null),
    month('2026-09', 'SAVED', 15),
    month('2026-10', 'DUE', null),
  ],
};

describe("the home page's reporting calendar", () => {
  it("shows the member company's last six months with their status, each a link to its report or to the monthly report when due", async () => {
    answers.items = [ALPHA];
    renderBlock();
    const block = await screen.findByRole('region', { name: 'Reporting status by month' });
    expect(answers.queries.at(-1)).toMatchObject({ months: 6 });
    const items = within(block).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'May 2026Approved',
      'Jun 2026In review',
      'Jul 2026Submitted',
      'Aug 2026Overdue',
      'Sep 2026Saved',
      'Oct 2026Due',
    ]);
    expect(within(block).getByRole('link', { name: 'May 2026 APPROVED' }).getAttribute('href')).toBe('/report/11/user-report-detail');
    expect(within(block).getByRole('link', { name: 'Sep 2026 SAVED' }).getAttribute('href')).toBe('/report/15/user-report-detail');
    expect(within(block).getByRole('link', { name: 'Aug 2026 OVERDUE' }).getAttribute('href')).toBe('/report/user-report-write');
    expect(within(block).getByRole('link', { name: 'Oct 2026 DUE' }).getAttribute('href')).toBe('/report/user-report-write');
    expect(within(block).getByRole('link', { name: 'Reporting calendar' }).getAttribute('href')).toBe('/report/calendar');
  });

  it('reads in Korean, and names each customer of a proxy reporter', async () => {
    await i18next.changeLanguage('ko');
    answers.items = [ALPHA, { ...ALPHA, companyId: 2, companyName: '베타자산운용', months: [month('2026-10', 'DUE', null)] }];
    renderBlock();
    expect(await screen.findByRole('region', { name: '월별 신고 현황 · Alpha Securities' })).toBeTruthy();
    const beta = screen.getByRole('region', { name: '월별 신고 현황 · 베타자산운용' });
    expect(within(beta).getByRole('listitem').textContent).toBe('2026년 10월신고 기간');
    expect(screen.getAllByRole('link', { name: '리포트 일정' })).toHaveLength(2);
  });

  it('shows nothing when the member has no calendar (provider staff, an exempt or a report-less member)', async () => {
    answers.items = [];
    const { container } = renderBlock();
    await vi.waitFor(() => expect(answers.queries.length).toBeGreaterThan(0));
    expect(container.textContent).toBe('');
  });
});
