import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReportUpload } from './report-upload';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });

vi.mock('../api/upload-user-report-file', () => ({
  uploadUserReportFile: vi.fn(async () => ({ reportId: 7, uploadId: 1, status: 'REFUSED', fileErrorMessage: 'stop here', issues: [] })),
}));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { 'user-reports': locales['../locales/en.json']! } },
    defaultNS: 'user-reports',
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

function renderUpload(rowsEntered: number) {
  const draftForUpload = vi.fn(async () => null);
  const view = render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <ReportUpload draftForUpload={draftForUpload} onApplied={vi.fn(async () => {})} rowsEntered={rowsEntered} />
      </App>
    </ConfigProvider>,
  );
  const choose = (name: string) => {
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['a,b'], name, { type: 'text/csv' })] } });
  };
  return { draftForUpload, choose };
}

describe('the report upload', { timeout: 30_000 }, () => {
  it('asks before a file replaces rows already entered, and sends nothing when cancelled', async () => {
    const { draftForUpload, choose } = renderUpload(3);
    choose('march.csv');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Replace the rows entered with the file?').length).toBeGreaterThan(0);
    expect(
      within(dialog).getByText('The rows of march.csv replace the 3 rows already entered in this report once the file is checked.'),
    ).toBeTruthy();
    expect(draftForUpload).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(draftForUpload).not.toHaveBeenCalled();

    choose('march.csv');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Upload and replace' }));
    await waitFor(() => expect(draftForUpload).toHaveBeenCalledTimes(1));
  });

  it('sends at once when nothing has been entered yet', async () => {
    const { draftForUpload, choose } = renderUpload(0);
    choose('march.csv');
    await waitFor(() => expect(draftForUpload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
