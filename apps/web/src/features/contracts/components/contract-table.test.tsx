import type { TContractListItem } from '@portal/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ContractTable } from './contract-parts';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });

const base: TContractListItem = {
  contractId: 1,
  contractNumber: 'CT-2026-00001',
  contractName: '알파증권 시세정보 이용계약 (신규)',
  orderType: 'NEW',
  status: 'ACTIVE',
  companyId: 1,
  companyName: '알파증권',
  contractDate: '2026-11-20',
  beginDate: '2026-12-01',
  terminationDate: null,
  terminationDueDate: null,
  upcoming: true,
  managerName: '김영업',
  productCount: 2,
  version: 1,
};
const scheduled: TContractListItem = {
  ...base,
  contractId: 2,
  contractNumber: 'CT-2026-00002',
  beginDate: '2026-01-01',
  upcoming: false,
  status: 'TERMINATION_SCHEDULED',
  terminationDueDate: '2026-12-31',
};

function renderTable() {
  render(
    <MemoryRouter>
      <ContractTable caption="contracts" items={[base, scheduled]} href={(i) => `/contract/${i.contractId}`} />
    </MemoryRouter>,
  );
  return screen.getAllByRole('row').slice(1);
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: { contracts: locales['../locales/en.json']! },
      ko: { contracts: locales['../locales/ko.json']! },
    },
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

describe('the contract list', () => {
  it('says when a contract that has not begun starts, shows the termination due date, and names the type once', () => {
    const [upcoming, ending] = renderTable();
    expect(within(upcoming!).getByText('Starts 2026-12-01')).toBeTruthy();
    expect(within(upcoming!).queryByText('Active')).toBeNull();
    expect(within(ending!).getByText('Termination scheduled')).toBeTruthy();
    expect(within(ending!).getByText('Due 2026-12-31')).toBeTruthy();
    expect(upcoming!.textContent).not.toMatch(/신규.*신규/);
  });

  it('in Korean', async () => {
    await i18next.changeLanguage('ko');
    const [upcoming, ending] = renderTable();
    expect(within(upcoming!).getByText('2026-12-01 이용 예정')).toBeTruthy();
    expect(within(upcoming!).queryByText('이용 중')).toBeNull();
    expect(within(ending!).getByText('2026-12-31 해지 예정')).toBeTruthy();
    expect(upcoming!.textContent!.match(/신규/g)).toHaveLength(1);
  });
});
