import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import NotificationBell from './notification-bell';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });
const en = locales['../locales/en.json']!;
const ko = locales['../locales/ko.json']!;

const answers = vi.hoisted(() => ({ unreadCount: 3, items: [] as unknown[] }));
vi.mock('../../../lib/api', () => ({
  api: {
    call: vi.fn(async (entry: { path: string }) =>
      entry.path.endsWith('/unread-count')
        ? { unreadCount: answers.unreadCount }
        : { items: answers.items, totalCount: answers.items.length, pageNumber: 1, pageSize: 10, unreadCount: answers.unreadCount },
    ),
  },
}));

const item = (n: number, read: boolean) => ({
  notificationId: n,
  kind: 'order',
  kindLabel: 'Order form',
  requestId: 100 + n,
  requestNumber: `OF-2026-00000${n}`,
  action: 'return',
  actionLabel: 'Return',
  state: 'RETURNED',
  stateLabel: 'Returned',
  actorName: '정도윤',
  reason: n === 1 ? 'Missing the billing contact' : null,
  link: `/order/${100 + n}/order-detail`,
  createdAt: '2026-11-25T05:30:00.000Z',
  read,
});

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

beforeAll(async () => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { notifications: en }, ko: { notifications: ko } },
    defaultNS: 'notifications',
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

describe('the notifications bell', { timeout: 30_000 }, () => {
  it('is named by the unread count in English: "3 notifications", "1 notification"', async () => {
    answers.unreadCount = 3;
    renderBell();
    expect(await screen.findByRole('button', { name: '3 notifications' })).toBeTruthy();
    cleanup();
    answers.unreadCount = 1;
    renderBell();
    expect(await screen.findByRole('button', { name: '1 notification' })).toBeTruthy();
  });

  it('is named "알림 N건" in Korean', async () => {
    await i18next.changeLanguage('ko');
    answers.unreadCount = 12;
    renderBell();
    expect(await screen.findByRole('button', { name: '알림 12건' })).toBeTruthy();
  });

  it('refreshes the count after any successful mutation (a workflow action elsewhere)', async () => {
    answers.unreadCount = 2;
    const client = renderBell();
    await screen.findByRole('button', { name: '2 notifications' });
    answers.unreadCount = 5;
    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'done' })
      .execute(undefined);
    expect(await screen.findByRole('button', { name: '5 notifications' })).toBeTruthy();
  });

  it('opens the latest five with "View all", unread ones marked', async () => {
    answers.unreadCount = 2;
    answers.items = [1, 2, 3, 4, 5, 6, 7].map((n) => item(n, n > 2));
    renderBell();
    const button = await screen.findByRole('button', { name: '2 notifications' });
    fireEvent.click(button);
    const toOrders = () => screen.getAllByRole('link', { hidden: true }).filter((a) => a.getAttribute('href')?.startsWith('/order/'));
    await waitFor(() => expect(toOrders()).toHaveLength(5));
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.at(-1)!.textContent).toBe('View all');
    expect(links.at(-1)!.getAttribute('href')).toBe('/notification/notification-list');
    expect(links[0]!.textContent).toContain('Unread');
    expect(links[0]!.textContent).toContain('Order form OF-2026-000001');
    expect(links[0]!.textContent).toContain('Reason: Missing the billing contact');
    expect(links[3]!.textContent).not.toContain('Unread');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
