import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChangeView, effectiveDates } from './change-view';
import { toGridRow } from './report-parts';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });

const row = (over: Partial<Record<string, string>> = {}) =>
  toGridRow({
    provisionMethod: 'DATAFEED',
    useCategory: '151',
    variableFeeItem: 'USER',
    productCode: 'KRX-EQ-RT',
    subscriberName: 'Kim Minji',
    subscriberId: 'S-1',
    country: 'KR',
    quantity: '2',
    ...over,
  });

// The previous month's filed report: S-1 (kept, quantity changed) and S-2 (removed).
vi.mock('../api/get-user-report-previous-month', () => ({
  getUserReportPreviousMonth: vi.fn(async () => ({
    reportMonth: '2024-02',
    rows: [
      {
        provisionMethod: 'DATAFEED',
        useCategory: '151',
        variableFeeItem: 'USER',
        productCode: 'KRX-EQ-RT',
        subscriberName: 'Kim Minji',
        subscriberId: 'S-1',
        country: 'KR',
        quantity: '2',
      },
      {
        provisionMethod: 'DATAFEED',
        useCategory: '151',
        variableFeeItem: 'USER',
        productCode: 'KRX-EQ-RT',
        subscriberName: 'Lee Seojun',
        subscriberId: 'S-2',
        country: 'KR',
        quantity: '1',
      },
    ],
  })),
}));

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

describe("the effective dates of a month's changes", () => {
  it("starts added and changed rows on the report month's first day and ends removed rows on the previous month's last", () => {
    expect(effectiveDates('2026-10')).toEqual({ from: '2026-10-01', until: '2026-09-30' });
    // Across a year and in a leap year.
    expect(effectiveDates('2026-01')).toEqual({ from: '2026-01-01', until: '2025-12-31' });
    expect(effectiveDates('2024-03')).toEqual({ from: '2024-03-01', until: '2024-02-29' });
    expect(effectiveDates('2025-03')).toEqual({ from: '2025-03-01', until: '2025-02-28' });
  });

  it('shows each added, changed and removed row with its effective date, in both languages', async () => {
    const rows = [row({ quantity: '5' }), row({ subscriberId: 'S-3', subscriberName: 'Park Jiwoo' })];
    render(<ChangeView open reportMonth="2024-03" rows={rows} onClose={() => undefined} />);
    const added = (await screen.findByText(/Park Jiwoo/)).closest('li')!;
    expect(added.textContent).toMatch(/^From 2024-03-01 · Park Jiwoo/);
    expect(screen.getByText(/Kim Minji/).closest('li')!.textContent).toMatch(/^From 2024-03-01 · Kim Minji .*2 → 5/);
    expect(screen.getByText(/Lee Seojun/).closest('li')!.textContent).toMatch(/^Until 2024-02-29 · Lee Seojun/);
    expect(screen.getByText(/take effect on 2024-03-01/).textContent).toContain('last in effect on 2024-02-29');
    cleanup();

    await i18next.changeLanguage('ko');
    render(<ChangeView open reportMonth="2024-03" rows={rows} onClose={() => undefined} />);
    expect((await screen.findByText(/Park Jiwoo/)).closest('li')!.textContent).toMatch(/^2024-03-01부터 · Park Jiwoo/);
    expect(screen.getByText(/Lee Seojun/).closest('li')!.textContent).toMatch(/^2024-02-29까지 · Lee Seojun/);
  });
});
