import type { TFileInfo, TUploadFilesResponse } from '@portal/contract';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import App from 'antd/es/app';
import i18next from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { UploadControl } from './upload-control';
import { uploadFile } from './upload-file';
import { useUploadGate } from './use-upload-gate';

vi.mock('./upload-file', () => ({ uploadFile: vi.fn() }));
vi.mock('./delete-files', () => ({ deleteFiles: vi.fn() }));

const en = Object.values(import.meta.glob<Record<string, unknown>>('../locales/en.json', { eager: true, import: 'default' }))[0];
const common = Object.values(import.meta.glob<Record<string, unknown>>('../../lib/locales/en.json', { eager: true, import: 'default' }))[0];

/** An upload the test finishes when it wants, with the progress callback it was given. */
function pendingUpload() {
  let resolve!: (answer: TUploadFilesResponse) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<TUploadFilesResponse>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const stored = (name: string): TFileInfo => ({
  fileUUID: `uuid-${name}`,
  fileName: name,
  fileSize: 3,
  fileExtension: 'pdf',
  contentType: 'application/pdf',
  fileTypeGroup: 'INQUIRY',
  createdAt: '2026-11-25T00:00:00Z',
});

/** A form as the inquiry pages build it: the control, the gate, the send button that is never disabled. */
function Harness({ onFiles }: { onFiles: (files: TFileInfo[]) => void }) {
  const [files, setFiles] = useState<TFileInfo[]>([]);
  const gate = useUploadGate();
  return (
    <App>
      <UploadControl
        group="INQUIRY"
        value={files}
        onChange={(next) => {
          setFiles(next);
          onFiles(next);
        }}
        onStatusChange={gate.onStatusChange}
      />
      {gate.blocker && <p role="status">{gate.blocker}</p>}
      <button type="submit">Send inquiry</button>
    </App>
  );
}

const choose = (container: HTMLElement, ...names: string[]) =>
  fireEvent.change(container.querySelector('input[type="file"]')!, {
    target: { files: names.map((n) => new File(['pdf'], n, { type: 'application/pdf' })) },
  });

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { components: en, common } }, defaultNS: 'components', interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  vi.mocked(uploadFile).mockReset();
});

describe('the upload control', { timeout: 30_000 }, () => {
  it('uploads a chosen file by itself with its progress; the form says why it waits and never disables its button', async () => {
    const upload = pendingUpload();
    let progress: ((percent: number) => void) | undefined;
    vi.mocked(uploadFile).mockImplementation((_file, opts) => {
      progress = opts.onProgress;
      return upload.promise;
    });
    const onFiles = vi.fn();
    const { container } = render(<Harness onFiles={onFiles} />);
    expect(screen.queryByRole('button', { name: /upload chosen files/i })).toBeNull();

    choose(container, 'manual.pdf');
    await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(uploadFile).mock.calls[0][0].name).toBe('manual.pdf');
    act(() => progress?.(40));
    expect(await screen.findByRole('progressbar', { name: 'Uploading manual.pdf' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Files are still being uploaded. Please send once they are done.'),
    );
    expect((screen.getByRole('button', { name: 'Send inquiry' }) as HTMLButtonElement).disabled).toBe(false);

    await act(async () => upload.resolve({ files: [stored('manual.pdf')] }));
    await waitFor(() => expect(onFiles).toHaveBeenLastCalledWith([stored('manual.pdf')]));
    expect(screen.getByText('Uploaded')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('shows a refusal next to the file and sends it again on request', async () => {
    vi.mocked(uploadFile)
      .mockRejectedValueOnce(new ApiError(400, 'FIL1N4001', 'This type of file cannot be attached.'))
      .mockResolvedValueOnce({ files: [stored('table.pdf')] });
    const onFiles = vi.fn();
    const { container } = render(<Harness onFiles={onFiles} />);
    choose(container, 'table.pdf');
    expect(await screen.findByText('This type of file cannot be attached.')).toBeTruthy();
    expect(screen.getByText('Not uploaded')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('could not be uploaded'));

    fireEvent.click(screen.getByRole('button', { name: 'Upload table.pdf again' }));
    await waitFor(() => expect(onFiles).toHaveBeenLastCalledWith([stored('table.pdf')]));
    expect(uploadFile).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('names the files already in the form, so the same content under another name is refused at the upload, next to it', async () => {
    // As the server answers: the same bytes as a file named alongside are refused with FIL1N4094.
    const sameContent = 'A file with the same content is already in this form (contract-copy.pdf is the same file as “contract.pdf”).';
    vi.mocked(uploadFile).mockImplementation(async (file, opts) => {
      if (file.name === 'contract-copy.pdf' && opts.alongside?.includes('uuid-contract.pdf')) {
        throw new ApiError(409, 'FIL1N4094', sameContent);
      }
      return { files: [stored(file.name)] };
    });
    const onFiles = vi.fn();
    const { container } = render(<Harness onFiles={onFiles} />);
    choose(container, 'contract.pdf');
    await waitFor(() => expect(onFiles).toHaveBeenLastCalledWith([stored('contract.pdf')]));
    expect(vi.mocked(uploadFile).mock.calls[0]![1].alongside).toEqual([]);

    choose(container, 'contract-copy.pdf');
    const refusal = await screen.findByText(sameContent);
    expect(refusal.getAttribute('role')).toBe('alert');
    // Next to the file it concerns, which is not among the form's files.
    expect(refusal.closest('li')!.textContent).toContain('contract-copy.pdf');
    expect(refusal.closest('li')!.textContent).toContain('Not uploaded');
    expect(vi.mocked(uploadFile).mock.calls[1]![1].alongside).toEqual(['uuid-contract.pdf']);
    expect(onFiles).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('could not be uploaded'));

    // Taken off the list, the form can be sent with its one file.
    fireEvent.click(screen.getByRole('button', { name: 'Remove contract-copy.pdf from the list' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByText(sameContent)).toBeNull();
  });

  it('sends the files of one choice one after another, each naming the ones before it: the same file twice is refused at once', async () => {
    const sameContent = 'A file with the same content is already in this form (copy.pdf is the same file as “original.pdf”).';
    let running = 0;
    let most = 0;
    vi.mocked(uploadFile).mockImplementation(async (file, opts) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      if (file.name === 'copy.pdf' && opts.alongside?.includes('uuid-original.pdf')) throw new ApiError(409, 'FIL1N4094', sameContent);
      return { files: [stored(file.name)] };
    });
    const onFiles = vi.fn();
    const { container } = render(<Harness onFiles={onFiles} />);
    choose(container, 'original.pdf', 'copy.pdf', 'annex.pdf');
    const refusal = await screen.findByText(sameContent);
    expect(refusal.closest('li')!.textContent).toContain('copy.pdf');
    await waitFor(() => expect(onFiles).toHaveBeenLastCalledWith([stored('original.pdf'), stored('annex.pdf')]));
    expect(most).toBe(1);
    expect(vi.mocked(uploadFile).mock.calls.map(([f, o]) => [f.name, o.alongside])).toEqual([
      ['original.pdf', []],
      ['copy.pdf', ['uuid-original.pdf']],
      ['annex.pdf', ['uuid-original.pdf']],
    ]);
  });

  it('refuses a file the rules forbid before sending anything', async () => {
    const { container } = render(<Harness onFiles={vi.fn()} />);
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [new File(['MZ'], 'setup.exe')] } });
    expect((await screen.findByRole('alert')).textContent).toContain('setup.exe');
    expect(uploadFile).not.toHaveBeenCalled();
  });
});
