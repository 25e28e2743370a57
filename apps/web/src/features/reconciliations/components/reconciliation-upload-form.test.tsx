import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReconciliationUploadForm } from './reconciliation-upload-form';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { reconciliations: locales['../locales/en.json']! } },
    defaultNS: 'reconciliations',
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

function renderForm(hasMapping = false) {
  const onSubmit = vi.fn();
  const view = render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <ReconciliationUploadForm today="2026-11-29" hasMapping={hasMapping} onSubmit={onSubmit} />
      </App>
    </ConfigProvider>,
  );
  const choose = (name: string, size = 10) => {
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['x'.repeat(size)], name, { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
  };
  const period = (from: string, to: string) => {
    fireEvent.change(screen.getByLabelText(/First month/), { target: { value: from } });
    fireEvent.change(screen.getByLabelText(/Last month/), { target: { value: to } });
  };
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Upload and reconcile' }));
  return { onSubmit, choose, period, send, view };
}

describe('the reconciliation upload form', () => {
  it('offers the ended months only and says what is missing before sending anything', () => {
    const { onSubmit, send } = renderForm();
    const options = within(screen.getByLabelText(/First month/)).getAllByRole('option');
    // The placeholder, then the 36 months before November 2026, newest first.
    expect(options[1]!.textContent).toBe('2026-10');
    expect(options).toHaveLength(37);
    send();
    expect(screen.getByText('Enter the period to reconcile.')).toBeTruthy();
    expect(screen.getByText('Choose the extract file.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a reversed period and one of more than twelve months, a file of another kind or over 10 MB', () => {
    const { onSubmit, choose, period, send } = renderForm();
    period('2026-05', '2026-03');
    choose('extract.pdf');
    send();
    expect(screen.getByText('The last month of the period cannot be before its first month.')).toBeTruthy();
    expect(screen.getByText('Only CSV, xlsx or xls files can be uploaded.')).toBeTruthy();
    period('2025-01', '2026-01');
    choose('extract.csv', 10 * 1024 * 1024 + 1);
    expect(screen.getByText('A period is one to twelve whole months.')).toBeTruthy();
    expect(screen.getByText('Only files of 10 MB or less can be uploaded.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a right period and file, with the saved mapping only when there is one', () => {
    const first = renderForm(false);
    expect((screen.getByRole('radio', { name: 'With the saved column mapping' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('No column mapping is saved yet: save one below first.')).toBeTruthy();
    first.period('2026-03', '2026-03');
    expect(screen.getByText('1 month')).toBeTruthy();
    first.period('2026-01', '2026-03');
    expect(screen.getByText('3 months')).toBeTruthy();
    first.choose('extract.xlsx');
    first.send();
    expect(first.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ fromMonth: '2026-01', toMonth: '2026-03', useMapping: false }));
    cleanup();

    const second = renderForm(true);
    fireEvent.click(screen.getByRole('radio', { name: 'With the saved column mapping' }));
    second.period('2026-10', '2026-10');
    second.choose('own-export.csv');
    second.send();
    expect(second.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ fromMonth: '2026-10', toMonth: '2026-10', useMapping: true }));
  });
});
