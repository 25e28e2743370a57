import { callPath, CALL_PATHS } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from './login-page';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });

/** What the server answers to discover, by domain (company sign-on, decision 088). */
const SIGN_ON: Record<string, string> = { 'gamma-data.example': 'optional', 'bank.example': 'required' };
const calls = vi.hoisted(() => [] as { path: string; body?: unknown }[]);
vi.mock('../../../lib/api', () => ({
  ApiError: class ApiError extends Error {},
  api: {
    call: vi.fn(async (entry: { path: string }, opts: { body?: { loginEmail?: string } }) => {
      calls.push({ path: entry.path, body: opts.body });
      if (entry.path === CALL_PATHS.discoverSignOn.path) {
        const signOn = SIGN_ON[opts.body!.loginEmail!.split('@')[1]] ?? 'none';
        return {
          signOn,
          companyId: signOn === 'none' ? null : 4,
          protocol: signOn === 'none' ? null : 'oidc',
          startUrl: signOn === 'none' ? null : callPath(CALL_PATHS.startSignOn, { companyId: 4 }),
        };
      }
      throw new Error(`unexpected call ${entry.path}`);
    }),
  },
}));

beforeAll(async () => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { accounts: locales['../locales/en.json']!, common: { appName: 'Portal', error: { api: 'Something went wrong.' } } } },
    defaultNS: 'accounts',
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
});
afterEach(() => cleanup());

const renderLogin = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the sign-in page asks the e-mail’s domain first', () => {
  it('offers company sign-on beside the password, only it when required, and nothing for other domains', async () => {
    renderLogin();
    const email = screen.getByLabelText('ID (e-mail)');
    fireEvent.change(email, { target: { value: 'ops@gamma-data.example' } });
    expect(await screen.findByRole('button', { name: 'Continue with company sign-on' })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();

    fireEvent.change(email, { target: { value: 'it@bank.example' } });
    await waitFor(() => expect(screen.queryByLabelText('Password')).toBeNull());
    expect(screen.getByRole('button', { name: 'Continue with company sign-on' })).toBeTruthy();

    fireEvent.change(email, { target: { value: 'member@alpha-securities.example' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Continue with company sign-on' })).toBeNull());
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(calls.every((c) => c.path === CALL_PATHS.discoverSignOn.path)).toBe(true);
  }, 30_000);
});
