import { STORAGE_KEYS } from '@portal/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import App from 'antd/es/app';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../lib/session';
import MemberMenu from './member-menu';

const en = Object.values(import.meta.glob<Record<string, unknown>>('../locales/en.json', { eager: true, import: 'default' }))[0];

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const token = (claims: object) => `${b64url({ alg: 'HS256' })}.${b64url(claims)}.sig`;
const company = (companyId: number, companyName: string, temporaryYn: 'Y' | 'N' = 'N') => ({
  companyId,
  companyName,
  companyNameKo: companyName,
  companyNameEn: null,
  nationCode: 'KR',
  temporaryYn,
});
const user = (companies: ReturnType<typeof company>[], companyId: number) =>
  ({
    id: 7,
    loginEmail: 'member@example.com',
    firstName: 'Minjun',
    lastName: 'Kim',
    roles: ['01'],
    companies,
    companyId,
  }) as unknown as SessionUser;

const renderMenu = (u: SessionUser, compact = false) =>
  render(
    <MemoryRouter>
      <App>
        <MemberMenu user={u} compact={compact} />
      </App>
    </MemoryRouter>,
  );

beforeAll(async () => {
  // jsdom lacks what Ant Design's popups measure with.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { accounts: en } }, defaultNS: 'accounts', interpolation: { escapeValue: false } });
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('member menu of the top bar', { timeout: 30_000 }, () => {
  it('opens the company selector by itself for a member of several companies with none chosen', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, token({ sub: '7', exp: 2_000_000_000, companyId: 0 }));
    renderMenu(user([company(1, 'Alpha'), company(2, 'Beta', 'Y')], 0));
    // The dialog is still in its opening animation under jsdom (no transitions run), hence hidden: true.
    const dialog = await screen.findByRole('dialog', { hidden: true }, { timeout: 10_000 });
    expect(dialog.textContent).toContain('Choose a company');
    expect(screen.getByText('You belong to several companies. Choose the one to work with.')).toBeTruthy();
    expect(screen.getByText('[임시] Beta')).toBeTruthy();
  });

  it('does not open it when the token names a company, and shows that company', () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, token({ sub: '7', exp: 2_000_000_000, companyId: 2 }));
    renderMenu(user([company(1, 'Alpha'), company(2, 'Beta')], 2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Company in use' })).toBeTruthy();
    expect(screen.getAllByText('Beta').length).toBeGreaterThan(0);
  });

  it('offers member information, withdrawal and sign-out', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, token({ sub: '7', exp: 2_000_000_000, companyId: 1 }));
    renderMenu(user([company(1, 'Alpha')], 1));
    expect(screen.getByRole('button', { name: /Sign out/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Minjun Kim, My account' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Member information' }).getAttribute('href')).toBe('/mypage/member-info'));
    expect(screen.getByRole('link', { name: 'Withdraw membership' }).getAttribute('href')).toBe('/mypage/member-with-drawal');
  });

  it('names a member with a Hangul name by their English name in English, by the Hangul name without one', () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, token({ sub: '7', exp: 2_000_000_000, companyId: 1 }));
    const hangul = { ...user([company(1, 'Alpha')], 1), firstName: '민준', lastName: '김' } as SessionUser;
    renderMenu({ ...hangul, englishName: 'Minjun Kim' });
    expect(screen.getByRole('button', { name: 'Minjun Kim, My account' })).toBeTruthy();
    cleanup();
    renderMenu({ ...hangul, englishName: '' });
    expect(screen.getByRole('button', { name: '김민준, My account' })).toBeTruthy();
  });
});
