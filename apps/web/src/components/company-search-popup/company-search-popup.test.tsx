import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompanySearchPopup } from './company-search-popup';

const locales = import.meta.glob<Record<string, unknown>>(['../locales/*.json', '../../lib/locales/*.json'], {
  eager: true,
  import: 'default',
});

const COMPANIES = [
  { name: '알파증권', en: 'Alpha Securities', code: 'C0001' },
  { name: '베타자산운용', en: 'Beta Asset Management', code: 'C0002' },
];
const bodies = vi.hoisted(() => [] as { keyword?: string }[]);
vi.mock('../../lib/api', () => ({
  api: {
    call: vi.fn(async (_entry: unknown, opts: { body: { keyword?: string } }) => {
      bodies.push(opts.body);
      const k = opts.body.keyword ?? '';
      const items = COMPANIES.filter((c) => c.name.includes(k) || c.en.includes(k)).map((c, i) => ({
        companyId: i + 1,
        companyName: c.name,
        companyNameEn: c.en,
        customerCode: c.code,
        classificationName: '국내',
        mainCategoryName: '금융',
        middleCategoryName: '증권',
        currency: 'KRW',
        billingCycleName: '월',
      }));
      return { items, totalCount: items.length, pageNumber: 1, pageSize: 10 };
    }),
  },
}));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'ko',
    resources: {
      ko: { components: locales['../locales/ko.json']!, common: locales['../../lib/locales/ko.json']! },
      en: { components: locales['../locales/en.json']!, common: locales['../../lib/locales/en.json']! },
    },
    defaultNS: 'components',
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  bodies.length = 0;
});

function renderPopup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CompanySearchPopup label="고객사" value={undefined} onChange={() => undefined} />
    </QueryClientProvider>,
  );
}

const rowsNamed = (name: string) => screen.queryAllByText(name, { selector: '.company-popup-name .ws-strong' });

describe('the company popup', () => {
  it('filters while a Korean word is still being composed, without Enter', async () => {
    renderPopup();
    fireEvent.click(screen.getByRole('button', { name: i18next.t('components:companyPopup.open') }));
    await waitFor(() => expect(rowsNamed('베타자산운용')).toHaveLength(1));
    const box = screen.getByRole('combobox');
    // An IME sequence: composition starts, the syllable changes under it, no compositionend yet.
    fireEvent.compositionStart(box, { data: '' });
    fireEvent.keyDown(box, { key: 'Process', keyCode: 229 });
    fireEvent.change(box, { target: { value: 'ㅇ' } });
    fireEvent.change(box, { target: { value: '알' } });
    fireEvent.compositionUpdate(box, { data: '알' });
    await waitFor(() => expect(bodies.at(-1)?.keyword).toBe('알'));
    await waitFor(() => expect(rowsNamed('베타자산운용')).toHaveLength(0));
    expect(rowsNamed('알파증권')).toHaveLength(1);
  });

  it('filters English names as they are typed', async () => {
    await i18next.changeLanguage('en');
    renderPopup();
    fireEvent.click(screen.getByRole('button', { name: i18next.t('components:companyPopup.open') }));
    const box = await screen.findByRole('combobox');
    fireEvent.change(box, { target: { value: 'Beta' } });
    await waitFor(() => expect(rowsNamed('알파증권')).toHaveLength(0));
    expect(rowsNamed('베타자산운용')).toHaveLength(1);
    await i18next.changeLanguage('ko');
  });
});
