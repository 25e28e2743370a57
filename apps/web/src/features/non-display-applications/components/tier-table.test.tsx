import type { TNonDisplayTierSummary } from '@portal/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatBillingMonth } from '../../../lib/format';
import { TierTable } from './tier-table';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'ko',
    resources: {
      en: { 'non-display-applications': locales['../locales/en.json']! },
      ko: { 'non-display-applications': locales['../locales/ko.json']! },
    },
    defaultNS: 'non-display-applications',
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const cell = (
  usageItem: 'TRADING' | 'OTHER',
  applications: number,
  tier: string | null,
  declaredTier: string | null,
  fee: number | null,
) => ({
  usageItem,
  applications,
  tier,
  tierName: tier,
  declaredTier,
  monthlyFee: fee,
  monthlyFeeText: fee === null ? null : `₩${fee.toLocaleString('en-US')}`,
});

/** Premium declared for trading; the inventory holds three this month and four from next month. */
const SUMMARY: TNonDisplayTierSummary = {
  currency: 'KRW',
  feeSource: 'catalogue',
  inEffect: {
    declarationId: 7,
    number: 'ND-2026-000007',
    state: 'APPROVED',
    effectiveDate: '2026-10-01',
    tiers: { TRADING: 'PREMIUM', OTHER: 'BASIC' },
  },
  openChange: null,
  changeEstimate: null,
  months: [
    {
      month: '2026-11',
      items: [cell('TRADING', 3, 'PREMIUM', 'PREMIUM', 3_000_000), cell('OTHER', 1, 'BASIC', 'BASIC', 750_000)],
      totalMonthlyFee: 3_750_000,
      totalMonthlyFeeText: '₩3,750,000',
      moved: false,
    },
    {
      month: '2026-12',
      items: [cell('TRADING', 4, 'UNLIMITED', 'PREMIUM', 4_500_000), cell('OTHER', 1, 'BASIC', 'BASIC', 750_000)],
      totalMonthlyFee: 5_250_000,
      totalMonthlyFeeText: '₩5,250,000',
      moved: true,
    },
  ],
};

describe('the tier table of the inventory', () => {
  it('shows each month’s count, tier and fee per usage item, and marks the month whose tier moved, in Korean', async () => {
    await i18next.changeLanguage('ko');
    render(<TierTable summary={SUMMARY} />);
    const table = screen.getByRole('table', { name: '용도별 애플리케이션 수, 등급과 월 이용료' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['월', '매매', '기타', '월 합계']);
    const november = within(table).getByRole('row', { name: /2026년 11월/ });
    expect(within(november).queryByText('등급 변경')).toBeNull();
    expect(november.textContent).toContain('애플리케이션 3개');
    expect(november.textContent).toContain('₩3,750,000');
    const december = within(table).getByRole('row', { name: /2026년 12월/ });
    expect(within(december).getByText('등급 변경')).toBeTruthy();
    expect(december.textContent).toContain('애플리케이션 4개');
    // Only the usage item whose tier differs names the declared tier.
    expect(
      within(december)
        .getAllByText(/신고된 등급/)
        .map((n) => n.textContent),
    ).toEqual(['신고된 등급: 프리미엄(2~3개)']);
    // The table scrolls inside a named, focusable region on a narrow screen.
    expect(screen.getByRole('region', { name: '용도별 애플리케이션 수, 등급과 월 이용료' }).tabIndex).toBe(0);
  });

  it('reads in English, with plural counts', async () => {
    await i18next.changeLanguage('en');
    render(
      <TierTable
        summary={{
          ...SUMMARY,
          months: [
            { ...SUMMARY.months[1]!, items: [cell('TRADING', 1, 'BASIC', 'PREMIUM', 1), cell('OTHER', 4, 'UNLIMITED', 'BASIC', 2)] },
          ],
        }}
      />,
    );
    const row = screen.getByRole('row', { name: /Dec 2026/ });
    expect(row.textContent).toContain('1 application');
    expect(row.textContent).toContain('4 applications');
    expect(within(row).getByText('Tier changed')).toBeTruthy();
    expect(
      within(row)
        .getAllByText(/Declared tier/)
        .map((n) => n.textContent),
    ).toEqual(['Declared tier: Premium (2-3 applications)', 'Declared tier: Basic (1 application)']);
    expect(formatBillingMonth('2027-01', 'ko')).toBe('2027년 1월');
  });
});
