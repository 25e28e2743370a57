import { webhookUrlProblem, type TWebhookEndpointWithSecret, type TWebhookEventType } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../components/feedback/feedback-provider';
import { CreateEndpointDialog } from './endpoint-dialog';
import { fieldOfError } from './webhook-model';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });
const componentLocales = import.meta.glob<Record<string, unknown>>('../../../components/locales/*.json', {
  eager: true,
  import: 'default',
});

const SECRET = `whsec_${'A'.repeat(43)}=`;
const calls = vi.hoisted(() => [] as { path: string; opts: { body?: unknown } }[]);
vi.mock('../../../lib/api', () => ({
  ApiError: class ApiError extends Error {},
  api: {
    call: vi.fn(async (entry: { path: string }, opts: { body?: { url: string; eventTypes: TWebhookEventType[] } }) => {
      calls.push({ path: entry.path, opts });
      return {
        endpointId: 3,
        url: opts.body!.url,
        description: '',
        eventTypes: opts.body!.eventTypes,
        enabled: true,
        createdAt: '2026-11-29T01:00:00.000Z',
        updatedAt: '2026-11-29T01:00:00.000Z',
        secretHint: 'whsec_AAAA…',
        previousSecretExpiresAt: null,
        lastDeliveryStatus: null,
        lastDeliveryAt: null,
        secret: SECRET,
      } satisfies TWebhookEndpointWithSecret;
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
        webhooks: locales['../locales/en.json']!,
        components: componentLocales['../../../components/locales/en.json']!,
        common: { action: { cancel: 'Cancel' }, error: { api: 'Something went wrong.' } },
      },
    },
    defaultNS: 'webhooks',
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  calls.length = 0;
});
afterEach(() => cleanup());

const LOADED = { timeout: 15_000 };

describe('the address rule', () => {
  it('takes https anywhere and http only for localhost, like the server', () => {
    expect(webhookUrlProblem('https://hooks.example.com/portal')).toBeNull();
    expect(webhookUrlProblem('http://localhost:4000/hook')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4000/hook')).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.com/')).toBe('http');
    expect(webhookUrlProblem('ftp://hooks.example.com/')).toBe('invalid');
    expect(webhookUrlProblem('https://user:pw@hooks.example.com/')).toBe('invalid');
    expect(webhookUrlProblem('hooks')).toBe('invalid');
    expect(webhookUrlProblem('  ')).toBe('empty');
    expect(webhookUrlProblem(`https://example.com/${'a'.repeat(500)}`)).toBe('tooLong');
    expect(fieldOfError('WHK1N4007')).toBe('eventTypes');
    expect(fieldOfError('WHK1N4005')).toBe('url');
  });
});

describe('the add-endpoint dialog', { timeout: 30_000 }, () => {
  it('refuses an http address and no event without calling, then registers and shows the secret once with a copy button', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={client}>
        <FeedbackProvider>
          <CreateEndpointDialog open onClose={onClose} />
        </FeedbackProvider>
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    fireEvent.change(within(dialog).getByLabelText('Address (URL)'), { target: { value: 'http://hooks.example.com/portal' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(
      await within(dialog).findByText('Use https://. An http:// address is allowed only for localhost in development.', {}, LOADED),
    ).toBeTruthy();
    expect(await within(dialog).findByText('Choose at least one event to receive.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Address (URL)'), { target: { value: 'https://hooks.example.com/portal' } });
    fireEvent.click(within(dialog).getByLabelText('Request submitted'));
    fireEvent.click(within(dialog).getByLabelText('Bill issued'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(calls).toHaveLength(1), LOADED);
    expect(calls[0]!.opts.body).toEqual({
      url: 'https://hooks.example.com/portal',
      description: '',
      eventTypes: ['request.submitted', 'bill.issued'],
    });

    const shown = await screen.findByRole('dialog', { name: "Your endpoint's signing secret" }, LOADED);
    expect(within(shown).getByText('Copy the secret now: it will not be shown again')).toBeTruthy();
    expect((within(shown).getByLabelText('Signing secret of https://hooks.example.com/portal') as HTMLTextAreaElement).value).toBe(SECRET);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    fireEvent.click(within(shown).getByRole('button', { name: 'I have stored the secret' }));
    expect(onClose).toHaveBeenCalled();
  });
});
