import { ORDER_WORKFLOW, SUSPENSION_WORKFLOW } from '@portal/contract/workflow';
import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIST_STATE } from '../list/list-state';
import { rolesOf } from '../use-roles';
import { companyFilterOf, RequestList, stateOf, stateOptionsOf, type RequestListTexts } from './request-list';

const locales = import.meta.glob<Record<string, unknown>>(['../locales/*.json', '../../lib/locales/*.json'], {
  eager: true,
  import: 'default',
});

// The page frame reads the shell (menus, breadcrumb); here only its title, lead and actions matter.
vi.mock('../page-frame', () => ({
  PageFrame: ({ title, lead, actions, children }: { title: string; lead: string; actions?: ReactNode; children: ReactNode }) => (
    <main>
      <h1>{title}</h1>
      <p>{lead}</p>
      {actions}
      {children}
    </main>
  ),
}));

// The kit decides by the caller's roles what shows: the company filter (provider staff), the new-request link (customers).
let roles = rolesOf(['01']);
vi.mock('../use-roles', async (original) => ({ ...(await original<typeof import('../use-roles')>()), useRoles: () => roles }));

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
afterEach(() => cleanup());

const TEXTS: RequestListTexts = {
  title: '주문서',
  lead: '주문서 목록',
  searchLabel: '검색어',
  searchPlaceholder: '번호 또는 내용',
  emptyText: '주문서가 없습니다.',
};
type Row = { id: number; title: string; companyId: number; companyName: string };
const answered = (items: Row[]) =>
  ({
    data: { items, totalCount: items.length, pageNumber: 1, pageSize: 10 },
    isPending: false,
    isError: false,
    isFetching: false,
    isPlaceholderData: false,
    refetch: vi.fn(),
  }) as unknown as UseQueryResult<{ items: Row[]; totalCount: number; pageNumber: number; pageSize: number }>;

function show(props: Partial<Parameters<typeof RequestList<string, Row>>[0]> = {}, items: Row[] = []) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RequestList<string, Row>
          declaration={ORDER_WORKFLOW}
          texts={TEXTS}
          list={{ state: DEFAULT_LIST_STATE, update: vi.fn() }}
          query={answered(items)}
          stateValue={undefined}
          onStateChange={vi.fn()}
          searching={false}
          company={{ value: undefined, onChange: vi.fn() }}
          newRequest={{ to: '/order/order-write', label: '주문서 작성' }}
          {...props}
        >
          {(page) => (
            <ul aria-label="rows">
              {page.items.map((r) => (
                <li key={r.id}>{r.title}</li>
              ))}
            </ul>
          )}
        </RequestList>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the request list kit', () => {
  it('offers the states of the kind’s declaration, labelled in the language, and reads only those from the URL', () => {
    expect(stateOptionsOf(SUSPENSION_WORKFLOW).map((o) => o.value)).toEqual(Object.keys(SUSPENSION_WORKFLOW.states));
    expect(stateOptionsOf(ORDER_WORKFLOW)[0].label).toBe(Object.values(ORDER_WORKFLOW.states)[0].label.ko);
    expect(stateOf(ORDER_WORKFLOW, 'SUBMITTED')).toBe('SUBMITTED');
    expect(stateOf(ORDER_WORKFLOW, 'constructor')).toBeUndefined();
    expect(stateOf(ORDER_WORKFLOW, null)).toBeUndefined();
  });

  it('filters by company only for provider staff, and only on a positive whole number', () => {
    expect(companyFilterOf('12', true)).toBe(12);
    expect(companyFilterOf('12', false)).toBeUndefined();
    expect(companyFilterOf('-3', true)).toBeUndefined();
    expect(companyFilterOf('1.5', true)).toBeUndefined();
    expect(companyFilterOf('99999999999', true)).toBeUndefined();
  });

  it('shows the new-request link and no company filter to a customer, and draws the rows', () => {
    roles = rolesOf(['01']);
    show({}, [{ id: 1, title: '첫 주문서', companyId: 1, companyName: '알파증권' }]);
    expect(screen.getByRole('heading', { name: '주문서' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '주문서 작성' }).getAttribute('href')).toBe('/order/order-write');
    expect(screen.getByLabelText('상태')).toBeTruthy();
    expect(screen.queryByText('회사')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'rows' })).getByText('첫 주문서')).toBeTruthy();
  });

  it('shows provider staff the company filter and no new-request link; an empty list says so', () => {
    roles = rolesOf(['05']);
    show();
    expect(screen.queryByRole('link', { name: '주문서 작성' })).toBeNull();
    expect(screen.getByText('회사')).toBeTruthy();
    expect(screen.getByText('주문서가 없습니다.')).toBeTruthy();
  });

  it('words the filters it owns in English too', async () => {
    roles = rolesOf(['06']);
    await i18next.changeLanguage('en');
    try {
      show();
      expect(screen.getByLabelText('Status')).toBeTruthy();
      expect(screen.getByText('Company')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('ko');
    }
  });

  it('shows neither the company filter nor the new-request link to an exchange reviewer', () => {
    roles = rolesOf(['09']);
    show();
    expect(screen.queryByRole('link', { name: '주문서 작성' })).toBeNull();
    expect(screen.queryByText('회사')).toBeNull();
  });
});
