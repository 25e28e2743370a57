import type { TUserReportUploadStatus } from '@portal/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReportUpload } from './report-upload';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });

const base: TUserReportUploadStatus = {
  uploadId: 7,
  reportId: 3,
  fileName: 'march.xlsx',
  fileSize: 2048,
  status: 'WAITING',
  rowsRead: 0,
  issueCount: 0,
  issues: [],
  fileErrorCode: null,
  fileErrorMessage: null,
  markedCopy: false,
  createdAt: '2026-11-27T01:00:00.000Z',
  finishedAt: null,
  reportVersion: null,
};

// The server's answers in turn (each poll takes the next): the file is read, then refused as a whole.
const answers: TUserReportUploadStatus[] = [];
vi.mock('../api/upload-user-report-file', () => ({ uploadUserReportFile: vi.fn(async () => ({ ...base })) }));
vi.mock('../api/get-user-report-upload', () => ({ getUserReportUpload: vi.fn(async () => answers.shift()!) }));
vi.mock('../api/get-user-report-upload-marked-copy', () => ({ downloadMarkedCopy: vi.fn() }));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { 'user-reports': locales['../locales/en.json']! }, ko: { 'user-reports': locales['../locales/ko.json']! } },
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

describe('the report upload', () => {
  it.each(['en', 'ko'] as const)(
    'shows a file waiting its turn, then being read, then refused with its message (%s)',
    async (lang) => {
      await i18next.changeLanguage(lang);
      answers.length = 0;
      answers.push(
        { ...base, status: 'CHECKING', rowsRead: 0 },
        { ...base, status: 'REFUSED', fileErrorCode: 'URF1N4154', fileErrorMessage: 'too long a run' },
      );
      const { container } = render(
        <ReportUpload draftForUpload={async () => ({ reportId: 3 }) as never} onApplied={async () => undefined} rowsEntered={0} />,
      );
      const input = container.querySelector('input[type="file"]')!;
      fireEvent.change(input, { target: { files: [new File(['x'], 'march.xlsx')] } });
      const waiting = i18next.t('user-reports:upload.waiting');
      expect(waiting).not.toContain('upload.waiting');
      expect(await screen.findByText(waiting, {}, { timeout: 3000 })).toBeTruthy();
      expect(await screen.findByText(i18next.t('user-reports:upload.checking', { count: 0 }), {}, { timeout: 3000 })).toBeTruthy();
      expect(screen.queryByText(waiting)).toBeNull();
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('too long a run'), { timeout: 3000 });
    },
    20_000,
  );
});
