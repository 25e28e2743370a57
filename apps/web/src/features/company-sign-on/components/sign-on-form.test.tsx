import { ZSignOnSettingsRequest, type TSignOnSettings } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../components/feedback/feedback-provider';
import { requestOf, SignOnSettingsForm, valuesOf } from './sign-on-form';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });

const STORED: TSignOnSettings = {
  companyId: 4,
  configured: true,
  settings: {
    protocol: 'oidc',
    enabled: true,
    required: false,
    breakGlassUserId: null,
    domains: ['gamma-data.example'],
    acceptProviderMfa: false,
    groupRoles: [{ group: 'portal-admins', role: '03' }],
    issuer: 'https://login.gamma-data.example',
    clientId: 'portal',
    groupsClaim: 'groups',
    mfaAcrValues: [],
    clientSecretSet: true,
  },
  serviceProvider: {
    callbackUrl: 'https://portal.example/apis/v1/auth/sso/4/callback',
    entityId: 'https://portal.example/apis/v1/auth/sso/4/metadata',
    metadataUrl: 'https://portal.example/apis/v1/auth/sso/4/metadata',
  },
  breakGlassMember: null,
  updatedAt: '2026-11-29T01:00:00.000Z',
};
/** The staff search's answer: the active members the break-glass member is chosen from. */
const STAFF = vi.hoisted(() => ({
  items: [{ userId: 77, loginEmail: 'keeper@gamma-data.example', name: 'Keeper Kim' }],
  totalCount: 1,
  pageNumber: 1,
  pageSize: 50,
}));
const calls = vi.hoisted(() => [] as { path: string; body?: unknown }[]);
vi.mock('../../../lib/api', () => ({
  ApiError: class ApiError extends Error {},
  api: {
    call: vi.fn(async (entry: { path: string; method: string }, opts: { body?: unknown }) => {
      calls.push({ path: `${entry.method} ${entry.path}`, body: opts.body });
      if (entry.path.endsWith('/staff/search')) return STAFF;
      return STORED;
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
    resources: { en: { 'company-sign-on': locales['../locales/en.json']!, common: { error: { api: 'Something went wrong.' } } } },
    defaultNS: 'company-sign-on',
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  calls.length = 0;
});
afterEach(() => cleanup());

describe('the form and the contract', () => {
  it('turns the stored settings into values and back into a body the contract accepts, without the secret unless typed', () => {
    const body = requestOf(valuesOf(STORED));
    expect(ZSignOnSettingsRequest.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ protocol: 'oidc', clientId: 'portal', groupRoles: [{ group: 'portal-admins', role: '03' }] });
    expect(body).not.toHaveProperty('clientSecret');
    const saml = requestOf({ ...valuesOf(undefined), protocol: 'saml', domains: ['Bank.Example'], metadataXml: '<md/>' });
    expect(ZSignOnSettingsRequest.safeParse(saml).success).toBe(true);
    expect(saml).toMatchObject({ protocol: 'saml', domains: ['bank.example'], metadataXml: '<md/>' });
  });
});

const renderPanel = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FeedbackProvider>
        <SignOnSettingsForm companyId={null} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );

describe('the settings panel', () => {
  it('names the stored break-glass member in the picker, though the staff search’s first page does not hold them', async () => {
    const before = { ...STORED };
    Object.assign(STORED, {
      settings: { ...STORED.settings!, breakGlassUserId: 901 },
      breakGlassMember: { userId: 901, name: '윤보안', loginEmail: 'keeper2@gamma-data.example' },
    });
    try {
      renderPanel();
      expect(await screen.findByText('윤보안 (keeper2@gamma-data.example)')).toBeTruthy();
      expect(screen.queryByText('901')).toBeNull();
    } finally {
      Object.assign(STORED, before);
    }
  }, 30_000);

  it('shows what to register at the provider, never the secret, and saves the company’s settings', async () => {
    renderPanel();
    expect(await screen.findByText(STORED.serviceProvider.callbackUrl)).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Client ID') as HTMLInputElement).value).toBe('portal'));
    expect((screen.getByLabelText('Client secret') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('A secret is stored. Leave empty to keep it.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Client secret'), { target: { value: 'a-new-secret' } });
    // The break-glass member is picked among the company's active members by name, not typed as a number.
    const breakGlass = screen.getByRole('combobox', { name: 'Break-glass member' });
    fireEvent.mouseDown(breakGlass);
    fireEvent.change(breakGlass, { target: { value: 'Keeper' } });
    fireEvent.click(await screen.findByText('Keeper Kim (keeper@gamma-data.example)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'PUT /apis/v1/user/company/sign-on')).toBe(true), { timeout: 15_000 });
    const put = calls.find((c) => c.path.startsWith('PUT'))!;
    expect(put.body).toMatchObject({
      protocol: 'oidc',
      clientSecret: 'a-new-secret',
      domains: ['gamma-data.example'],
      enabled: true,
      breakGlassUserId: 77,
    });
    expect(calls.find((c) => c.path.endsWith('/staff/search'))?.body).toMatchObject({ statusCodes: 'ACTIVE' });
  }, 30_000);
});
