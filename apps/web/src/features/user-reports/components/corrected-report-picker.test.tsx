import type { TUserReportListItem } from '@portal/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CorrectedReportPicker } from './corrected-report-picker';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });

const report = (reportId: number, reportMonth: string, openCorrection: TUserReportListItem['openCorrection'] = null) =>
  ({
    reportId,
    number: `UR-2026-0000${reportId}`,
    type: 'MONTHLY',
    reportMonth,
    state: 'APPROVED',
    stateName: '승인',
    correctable: true,
    openCorrection,
  }) as TUserReportListItem;

beforeAll(async () => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  await i18next.use(initReactI18next).init({
    lng: 'ko',
    resources: { en: { 'user-reports': locales['../locales/en.json']! }, ko: { 'user-reports': locales['../locales/ko.json']! } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => cleanup());

describe('the picker of the report a correction corrects', { timeout: 30_000 }, () => {
  it('offers a report with a correction in progress disabled, says why and links to that correction', async () => {
    const onChange = vi.fn();
    render(
      <MemoryRouter>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <CorrectedReportPicker
            id="corrects"
            placeholder="정정할 리포트를 선택해 주세요."
            value={undefined}
            onChange={onChange}
            reports={[report(1, '2026-10'), report(2, '2026-09', { reportId: 9, number: 'UR-2026-000009', stateName: '승인 대기' })]}
          />
        </ConfigProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('선택할 수 없는 리포트')).toBeTruthy();
    expect(screen.getByText(/진행 중인 정정 리포트\(UR-2026-000009, 승인 대기\)가 있어 다시 정정할 수 없습니다\./)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'UR-2026-000009 보기' });
    expect(link.getAttribute('href')).toBe('/report/9/user-report-detail');

    fireEvent.mouseDown(screen.getByRole('combobox'));
    const busy = await screen.findByTitle(/^UR-2026-00002 · .+ · 정정 진행 중$/);
    await waitFor(() => expect(busy.getAttribute('aria-disabled') ?? busy.className).toMatch(/true|disabled/));
    fireEvent.click(busy);
    expect(onChange).not.toHaveBeenCalled();
    const free = screen.getByTitle(/^UR-2026-00001 · .+ · 승인$/);
    expect(free.className).not.toMatch(/disabled/);
    fireEvent.click(free);
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('says nothing more when every report can be chosen', () => {
    render(
      <MemoryRouter>
        <CorrectedReportPicker id="corrects" placeholder="" value={undefined} onChange={vi.fn()} reports={[report(1, '2026-10')]} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('선택할 수 없는 리포트')).toBeNull();
  });
});
