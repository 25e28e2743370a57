import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ListCount } from './list-toolbar';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });
const en = locales['../locales/en.json']!;
const ko = locales['../locales/ko.json']!;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'ko',
    resources: { en: { components: en }, ko: { components: ko } },
    defaultNS: 'components',
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

describe('the total of a list', () => {
  it('reads the exact total in both languages', async () => {
    await i18next.changeLanguage('ko');
    const { rerender } = render(<ListCount totalCount={37} />);
    expect(screen.getByText('전체 37건')).toBeTruthy();
    await i18next.changeLanguage('en');
    rerender(<ListCount totalCount={37} />);
    expect(screen.getByText('37 in total')).toBeTruthy();
  });

  it('says "more than" when the server counted only up to its cap', async () => {
    await i18next.changeLanguage('ko');
    const { rerender } = render(<ListCount totalCount={1000} capped />);
    expect(screen.getByText('전체 1,000건 이상')).toBeTruthy();
    await i18next.changeLanguage('en');
    rerender(<ListCount totalCount={1000} capped />);
    expect(screen.getByText('More than 1,000 in total')).toBeTruthy();
  });
});
