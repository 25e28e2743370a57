import type { TStaffMember } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../components/feedback/feedback-provider';
import { CompanyAdminButton } from './company-admin-button';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });

const calls = vi.hoisted(() => [] as { path: string; opts: { params?: unknown; body?: unknown } }[]);
const answer = vi.hoisted(() => ({ fail: null as null | { message: string } }));
vi.mock('../../../lib/api', () => {
  class ApiError extends Error {}
  return {
    ApiError,
    api: {
      call: vi.fn(async (entry: { path: string }, opts: { params?: unknown; body?: unknown }) => {
        calls.push({ path: entry.path, opts });
        if (answer.fail) throw new ApiError(answer.fail.message);
        return { userId: 7, companyId: 2, companyAdmin: true };
      }),
    },
  };
});

const member = (over: Partial<TStaffMember> = {}): TStaffMember => ({
  userId: 7,
  loginEmail: 'lee@alpha-securities.example',
  name: 'Seoyeon Lee',
  firstName: '서연',
  lastName: '이',
  department: null,
  chargeJob: null,
  officePhone: null,
  mobilePhone: null,
  statusCode: 'ACTIVE',
  statusName: 'Active',
  registeredAt: '2026-01-01T00:00:00.000Z',
  approvedAt: null,
  lastLoginAt: null,
  roles: ['01'],
  companyAdmin: false,
  ...over,
});

function renderButton(m: TStaffMember, companyId?: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FeedbackProvider>
        <CompanyAdminButton member={m} companyId={companyId} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { 'company-staff': locales['../locales/en.json']! }, ko: { 'company-staff': locales['../locales/ko.json']! } },
    defaultNS: 'company-staff',
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  calls.length = 0;
  answer.fail = null;
});
afterEach(() => cleanup());

const LOADED = { timeout: 15_000 };

describe('the company administrator button (decision 086)', { timeout: 30_000 }, () => {
  it('makes an active member the administrator of the named company after a confirmation', async () => {
    renderButton(member(), 2);
    fireEvent.click(screen.getByRole('button', { name: 'Make administrator: Seoyeon Lee' }));
    expect(await screen.findByRole('dialog', { name: 'Make Seoyeon Lee the company administrator?' }, LOADED)).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Make administrator' }).at(-1)!);
    await waitFor(() => expect(calls).toHaveLength(1), LOADED);
    expect(calls[0]).toEqual({
      path: CALL_PATHS.setCompanyAdmin.path,
      opts: expect.objectContaining({ params: { userId: 7 }, body: { companyAdmin: true, companyId: 2 } }),
    });
    expect(await screen.findByText('Seoyeon Lee is now a company administrator.', undefined, LOADED)).toBeTruthy();
  });

  it('revokes an administrator of the session company, and shows the server refusal of the last one', async () => {
    answer.fail = { message: 'The company must keep at least one company administrator.' };
    renderButton(member({ companyAdmin: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Revoke administrator: Seoyeon Lee' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }, LOADED));
    await waitFor(() => expect(calls).toHaveLength(1), LOADED);
    expect(calls[0]!.opts.body).toEqual({ companyAdmin: false });
    expect(await screen.findByText('The company must keep at least one company administrator.', undefined, LOADED)).toBeTruthy();
  });

  it('offers nothing for a member who is not active', () => {
    const { container } = renderButton(member({ statusCode: 'PENDING_APPROVAL' }));
    expect(container.querySelector('button')).toBeNull();
  });
});
