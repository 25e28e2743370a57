import type { TPolicyClauseDiff } from '@portal/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ClauseDiff } from './clause-diff';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });

const clauses: TPolicyClauseDiff[] = [
  {
    clauseNo: '1',
    change: 'same',
    titleKo: [{ text: '적용 범위', op: 'same' }],
    titleEn: [{ text: 'Scope', op: 'same' }],
    textKo: [{ text: '모든 금액은 부가가치세 별도입니다.', op: 'same' }],
    textEn: [{ text: 'Every amount excludes VAT.', op: 'same' }],
    products: [],
  },
  {
    clauseNo: '2',
    change: 'changed',
    titleKo: [{ text: '실시간 시세', op: 'same' }],
    titleEn: [{ text: 'Real-time quotes', op: 'same' }],
    textKo: [
      { text: '직접 이용 월 ', op: 'same' },
      { text: '1,200,000원', op: 'deleted' },
      { text: '1,300,000원', op: 'inserted' },
      { text: '입니다.', op: 'same' },
    ],
    textEn: [
      { text: 'Direct use KRW ', op: 'same' },
      { text: '1,200,000', op: 'deleted' },
      { text: '1,300,000', op: 'inserted' },
      { text: ' a month.', op: 'same' },
    ],
    products: [{ productCode: 'KSP-RT-L1', tierCode: 'PREMIUM' }],
  },
  {
    clauseNo: '6',
    change: 'removed',
    titleKo: [{ text: '지연 시세', op: 'deleted' }],
    titleEn: [{ text: 'Delayed data', op: 'deleted' }],
    textKo: [{ text: '무료입니다.', op: 'deleted' }],
    textEn: [{ text: 'Free of charge.', op: 'deleted' }],
    products: [],
  },
  {
    clauseNo: '8',
    change: 'added',
    titleKo: [{ text: '지수 시세', op: 'inserted' }],
    titleEn: [{ text: 'Index data', op: 'inserted' }],
    textKo: [{ text: '월 500,000원입니다.', op: 'inserted' }],
    textEn: [{ text: 'KRW 500,000 a month.', op: 'inserted' }],
    products: [],
  },
];

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: { policies: locales['../locales/en.json']! },
      ko: { policies: locales['../locales/ko.json']! },
    },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => cleanup());

describe('ClauseDiff', () => {
  it('marks the changed words with ins and del, each announced to screen readers', () => {
    render(<ClauseDiff clauses={clauses} textLang="en" changedOnly />);
    const items = screen.getAllByRole('listitem');
    // Changed only: the unchanged clause 1 is left out.
    expect(items).toHaveLength(3);
    const changed = items[0]!;
    expect(within(changed).getByRole('heading', { level: 3 }).textContent).toContain('Clause 2');
    expect(within(changed).getByText('Changed')).toBeTruthy();
    const ins = changed.querySelector('ins')!;
    const del = changed.querySelector('del')!;
    expect(ins.textContent).toBe('[inserted: 1,300,000 :end of insertion]');
    expect(del.textContent).toBe('[deleted: 1,200,000 :end of deletion]');
    // The announcement is for screen readers only; the words themselves are visible.
    expect(ins.querySelector('.sr-only')!.textContent).toBe('[inserted: ');
    expect(within(changed).getByText(/KSP-RT-L1 \(PREMIUM\)/)).toBeTruthy();
    expect(within(items[1]!).getByText('Removed')).toBeTruthy();
    expect([...items[1]!.querySelectorAll('del')].map((d) => d.textContent).join(' ')).toContain('Free of charge.');
    expect(within(items[2]!).getByText('Added')).toBeTruthy();
  });

  it('shows the Korean text with every clause when asked, in the reader’s language', async () => {
    await i18next.changeLanguage('ko');
    render(<ClauseDiff clauses={clauses} textLang="ko" changedOnly={false} />);
    const list = screen.getByRole('list');
    expect(list.getAttribute('lang')).toBe('ko');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]!.textContent).toContain('제1조');
    expect(items[0]!.querySelector('ins, del')).toBeNull();
    expect(items[1]!.querySelector('ins')!.textContent).toBe('[추가 시작: 1,300,000원 :추가 끝]');
    expect(items[1]!.querySelector('del')!.textContent).toBe('[삭제 시작: 1,200,000원 :삭제 끝]');
    await i18next.changeLanguage('en');
  });

  it('says so when no clause changed', () => {
    render(<ClauseDiff clauses={[clauses[0]!]} textLang="en" changedOnly />);
    expect(screen.getByText('No clause changed.')).toBeTruthy();
  });
});
