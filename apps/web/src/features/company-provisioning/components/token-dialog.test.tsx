import type { TScimTokenCreated } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../components/feedback/feedback-provider';
import { CreateTokenDialog } from './token-dialog';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });
const componentLocales = import.meta.glob<Record<string, unknown>>('../../../components/locales/*.json', {
  eager: true,
  import: 'default',
});

const TOKEN = `scim_0123456789ab_${'A'.repeat(43)}`;
const calls = vi.hoisted(() => [] as { path: string; opts: { body?: unknown } }[]);
vi.mock('../../../lib/api', () => ({
  ApiError: class ApiError extends Error {},
  api: {
    call: vi.fn(async (entry: { path: string }, opts: { body?: { name: string } }) => {
      calls.push({ path: entry.path, opts });
      return {
        tokenId: 4,
        name: opts.body!.name,
        tokenPrefix: 'scim_0123456789ab',
        createdAt: '2026-11-29T01:00:00.000Z',
        createdByName: '박지호',
        lastUsedAt: null,
        revokedAt: null,
        token: TOKEN,
        baseUrl: 'https://portal.example/scim/v2',
      } satisfies TScimTokenCreated;
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
    resources: {
      en: {
        'company-provisioning': locales['../locales/en.json']!,
        components: componentLocales['../../../components/locales/en.json']!,
        common: { action: { cancel: 'Cancel' }, error: { api: 'Something went wrong.' } },
      },
    },
    defaultNS: 'company-provisioning',
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  calls.length = 0;
});
afterEach(() => cleanup());

const LOADED = { timeout: 15_000 };

describe('the make-token dialog', { timeout: 30_000 }, () => {
  it('refuses a blank name without calling, then makes the token and shows it once with the tenant URL and a copy button', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={client}>
        <FeedbackProvider>
          <CreateTokenDialog open onClose={onClose} />
        </FeedbackProvider>
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make token' }));
    expect(await within(dialog).findByText('Enter a name for the token.', {}, LOADED)).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Entra ID ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make token' }));
    await waitFor(() => expect(calls).toHaveLength(1), LOADED);
    expect(calls[0]!.opts.body).toEqual({ name: 'Entra ID' });

    const shown = await screen.findByRole('dialog', { name: 'Your SCIM token' }, LOADED);
    expect(within(shown).getByText('Copy the token now: it will not be shown again')).toBeTruthy();
    expect(within(shown).getByText('Tenant URL: https://portal.example/scim/v2')).toBeTruthy();
    expect((within(shown).getByLabelText('SCIM token Entra ID') as HTMLTextAreaElement).value).toBe(TOKEN);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(TOKEN));
    fireEvent.click(within(shown).getByRole('button', { name: 'I have stored the token' }));
    expect(onClose).toHaveBeenCalled();
  });
});
