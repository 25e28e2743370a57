import type { TSnapshot, TSnapshotSummary } from '@portal/contract';
import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import i18next from 'i18next';
import { useState, type ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { deleteSnapshot } from './api/delete-snapshot';
import { getSnapshot } from './api/get-snapshot';
import { saveSnapshot } from './api/save-snapshot';
import { searchSnapshots } from './api/search-snapshots';
import { MultiStepForm, type TDraftOption } from './multi-step-form';
import { useLeaveGuard } from './use-leave-guard';

vi.mock('./api/search-snapshots', () => ({ searchSnapshots: vi.fn() }));
vi.mock('./api/get-snapshot', () => ({ getSnapshot: vi.fn() }));
vi.mock('./api/save-snapshot', () => ({ saveSnapshot: vi.fn() }));
vi.mock('./api/delete-snapshot', () => ({ deleteSnapshot: vi.fn() }));

const locales = import.meta.glob<Record<string, unknown>>(['../locales/*.json', '../../lib/locales/*.json'], {
  eager: true,
  import: 'default',
});

beforeAll(async () => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { components: locales['../locales/en.json'], common: locales['../../lib/locales/en.json'] } },
    defaultNS: 'components',
    interpolation: { escapeValue: false },
  });
});
const summary = (over: Partial<TSnapshotSummary> = {}): TSnapshotSummary => ({
  snapshotsId: 41,
  snapshotType: 'ORDER_DRAFT',
  snapshotKey: 'new',
  scope: 'USER',
  title: null,
  version: 1,
  versionCount: 1,
  createdBy: 7,
  updatedBy: 7,
  createdAt: '2026-11-25T05:30:00Z',
  updatedAt: '2026-11-25T05:30:00Z',
  ...over,
});
beforeEach(() => {
  vi.mocked(searchSnapshots).mockResolvedValue({ items: [], totalCount: 0, pageNumber: 1, pageSize: 10 });
  vi.mocked(saveSnapshot).mockResolvedValue(summary({ updatedAt: '2026-11-25T06:00:00Z' }));
  vi.mocked(deleteSnapshot).mockResolvedValue({ snapshotsId: 41 });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

interface Values {
  companyName?: string;
  contactEmail?: string;
}

function OrderForm({ onSubmit, draft }: { onSubmit: (v: Values) => Promise<void | false>; draft?: TDraftOption<Values> }) {
  const [form] = Form.useForm<Values>();
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <MultiStepForm<Values>
        form={form}
        name="order"
        draft={draft}
        onSubmit={onSubmit}
        steps={[
          {
            key: 'company',
            title: 'Company',
            fields: ['companyName'],
            content: (
              <Form.Item name="companyName" label="Company name" rules={[{ required: true, message: 'Please enter the company name.' }]}>
                <Input />
              </Form.Item>
            ),
          },
          {
            key: 'contacts',
            title: 'Contacts',
            fields: ['contactEmail'],
            content: (
              <Form.Item name="contactEmail" label="Contact e-mail" rules={[{ required: true, message: 'Please enter the e-mail.' }]}>
                <Input />
              </Form.Item>
            ),
          },
        ]}
      />
    </>
  );
}

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element },
    { path: '/elsewhere', element: <p>Another page</p> },
  ]);
  render(
    <ConfigProvider theme={{ token: { motion: false } }} button={{ loadingIcon: <LoadingOutlined aria-hidden /> }}>
      <App>
        <RouterProvider router={router} />
      </App>
    </ConfigProvider>,
  );
  return router;
}

const shown = (title: string) => !screen.getByRole('heading', { name: title, hidden: true }).closest('section')!.hidden;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the multi-step form', { timeout: 30_000 }, () => {
  it('refuses Next while a required field of the step is empty, never validates going back, keeps values, submits all', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderInRouter(<OrderForm onSubmit={onSubmit} />);
    expect(await screen.findByText('Step 1 of 2: Company')).toBeTruthy();

    press('Next');
    expect(await screen.findByText('Please enter the company name.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Some fields are missing or invalid.');
    expect(shown('Company')).toBe(true);
    expect(shown('Contacts')).toBe(false);
    expect(document.activeElement).toBe(screen.getByLabelText('Company name'));

    type('Company name', '알파증권');
    press('Next');
    await waitFor(() => expect(shown('Contacts')).toBe(true));
    expect(screen.getByText('Step 2 of 2: Contacts')).toBeTruthy();
    expect(screen.queryByText('Please enter the e-mail.')).toBeNull();

    press('Previous');
    await waitFor(() => expect(shown('Company')).toBe(true));
    expect(screen.queryByText('Please enter the e-mail.')).toBeNull();
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('알파증권');

    press('Next');
    await waitFor(() => expect(shown('Contacts')).toBe(true));
    press('Submit');
    expect(await screen.findByText('Please enter the e-mail.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    type('Contact e-mail', 'kim@alpha.co.kr');
    press('Submit');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ companyName: '알파증권', contactEmail: 'kim@alpha.co.kr' }));
    expect(saveSnapshot).not.toHaveBeenCalled();
  });

  it('shows no summary before anything is tried, and drops it as soon as the marked field is fixed', async () => {
    renderInRouter(<OrderForm onSubmit={vi.fn().mockResolvedValue(undefined)} />);
    expect(await screen.findByText('Step 1 of 2: Company')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    press('Next');
    expect(await screen.findByText('Please enter the company name.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Some fields are missing or invalid.');
    type('Company name', '알파증권');
    await waitFor(() => expect(screen.queryByText('Please enter the company name.')).toBeNull());
    await waitFor(() => expect(screen.queryByText(/Some fields are missing or invalid/)).toBeNull());
    expect(shown('Company')).toBe(true);
  });

  it('shows the message of a refused submission above the buttons', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(400, 'ORD1N4001', 'Please agree to the terms of use.'));
    renderInRouter(<OrderForm onSubmit={onSubmit} />);
    type('Company name', 'Alpha');
    press('Next');
    await waitFor(() => expect(shown('Contacts')).toBe(true));
    type('Contact e-mail', 'a@b.kr');
    press('Submit');
    expect((await screen.findByRole('alert')).textContent).toContain('Please agree to the terms of use.');
  });

  it('saves the draft when moving between steps and on request, with the time in KST; deletes it after submitting', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderInRouter(<OrderForm onSubmit={onSubmit} draft={{ snapshotType: 'ORDER_DRAFT', snapshotKey: 'new', title: 'New order' }} />);
    await screen.findByText('Step 1 of 2: Company');
    expect(searchSnapshots).toHaveBeenCalledWith(
      { snapshotType: 'ORDER_DRAFT', snapshotKey: 'new', scope: 'USER', pageNumber: 1, pageSize: 10 },
      expect.anything(),
    );

    type('Company name', 'Alpha');
    press('Next');
    await waitFor(() =>
      expect(saveSnapshot).toHaveBeenCalledWith({
        snapshotType: 'ORDER_DRAFT',
        snapshotKey: 'new',
        scope: 'USER',
        title: 'New order',
        data: { step: 1, values: { companyName: 'Alpha' } },
        fileUUIDs: undefined,
      }),
    );
    expect(await screen.findByText('Draft saved at 15:00 KST.')).toBeTruthy();

    // Nothing changed since: moving back does not save again; the button does.
    press('Previous');
    await waitFor(() => expect(shown('Company')).toBe(true));
    expect(saveSnapshot).toHaveBeenCalledTimes(1);
    press('Save draft');
    await waitFor(() => expect(saveSnapshot).toHaveBeenCalledTimes(2));

    press('Next');
    await waitFor(() => expect(shown('Contacts')).toBe(true));
    type('Contact e-mail', 'a@b.kr');
    press('Submit');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await waitFor(() => expect(deleteSnapshot).toHaveBeenCalledWith(41));
  });

  it('a save asked for while a slow one runs follows it with the changes made meanwhile; leaving meanwhile is not held', async () => {
    let finish: () => void = () => undefined;
    vi.mocked(saveSnapshot).mockImplementationOnce(
      () => new Promise((resolve) => (finish = () => resolve(summary({ updatedAt: '2026-11-25T06:00:00Z' })))),
    );
    const router = renderInRouter(
      <OrderForm onSubmit={vi.fn()} draft={{ snapshotType: 'ORDER_DRAFT', snapshotKey: 'new', title: 'New order' }} />,
    );
    await screen.findByText('Step 1 of 2: Company');
    type('Company name', 'Alpha');
    press('Next');
    await waitFor(() => expect(saveSnapshot).toHaveBeenCalledTimes(1));
    // The first save is still under way: a change and another save wait for it.
    press('Previous');
    await waitFor(() => expect(shown('Company')).toBe(true));
    type('Company name', 'Alpha Securities');
    press('Save draft');
    expect(saveSnapshot).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(saveSnapshot).toHaveBeenCalledTimes(2));
    expect(vi.mocked(saveSnapshot).mock.calls[1]![0].data).toEqual({ step: 0, values: { companyName: 'Alpha Securities' } });
    // Everything is saved: leaving goes at once.
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByText('Another page')).toBeTruthy();
  });

  it('offers a saved draft back: continue restores its values and step', async () => {
    vi.mocked(searchSnapshots).mockResolvedValue({ items: [summary()], totalCount: 1, pageNumber: 1, pageSize: 10 });
    vi.mocked(getSnapshot).mockResolvedValue({
      ...summary(),
      memo: null,
      fileUUIDs: [],
      data: { step: 1, values: { companyName: 'Saved Co', contactEmail: 'saved@co.kr' } },
    } satisfies TSnapshot);
    renderInRouter(<OrderForm onSubmit={vi.fn()} draft={{ snapshotType: 'ORDER_DRAFT', snapshotKey: 'new' }} />);
    expect(await screen.findByText('You saved a draft at 2026-11-25 14:30 KST. Continue where you left off?')).toBeTruthy();
    press('Continue the draft');
    await waitFor(() => expect(shown('Contacts')).toBe(true));
    expect((screen.getByLabelText('Contact e-mail') as HTMLInputElement).value).toBe('saved@co.kr');
    expect((screen.getByLabelText('Company name', { selector: 'input' }) as HTMLInputElement).value).toBe('Saved Co');
    expect(screen.getByText('Draft saved at 14:30 KST.')).toBeTruthy();
  });

  it('drops a found draft its feature says is no longer open (its record was submitted) instead of offering it', async () => {
    vi.mocked(searchSnapshots).mockResolvedValue({ items: [summary()], totalCount: 1, pageNumber: 1, pageSize: 10 });
    vi.mocked(getSnapshot).mockResolvedValue({
      ...summary(),
      memo: null,
      fileUUIDs: [],
      data: { step: 1, values: { companyName: 'Submitted Co' } },
    });
    const stillOpen = vi.fn(async (data: Record<string, unknown>) => data.companyName !== 'Submitted Co');
    renderInRouter(<OrderForm onSubmit={vi.fn()} draft={{ snapshotType: 'ORDER_DRAFT', snapshotKey: 'new', stillOpen }} />);
    await screen.findByText('Step 1 of 2: Company');
    await waitFor(() => expect(deleteSnapshot).toHaveBeenCalledWith(41));
    expect(stillOpen).toHaveBeenCalledWith({ companyName: 'Submitted Co' }, expect.any(AbortSignal));
    expect(screen.queryByText(/Continue where you left off/)).toBeNull();
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('');
  });

  it('start over deletes the draft after a confirmation and starts empty', async () => {
    vi.mocked(searchSnapshots).mockResolvedValue({ items: [summary()], totalCount: 1, pageNumber: 1, pageSize: 10 });
    vi.mocked(getSnapshot).mockResolvedValue({
      ...summary(),
      memo: null,
      fileUUIDs: [],
      data: { step: 1, values: { companyName: 'Saved Co' } },
    });
    renderInRouter(<OrderForm onSubmit={vi.fn()} draft={{ snapshotType: 'ORDER_DRAFT', snapshotKey: 'new' }} />);
    await screen.findByText(/Continue where you left off/);
    press('Start over');
    expect(await screen.findByText(/A deleted draft cannot be recovered/)).toBeTruthy();
    expect(deleteSnapshot).not.toHaveBeenCalled();
    press('Delete and start over');
    await waitFor(() => expect(deleteSnapshot).toHaveBeenCalledWith(41));
    // Both dialogs are closed (a closed dialog keeps its last content, hidden).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shown('Company')).toBe(true);
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('');
  });

  it('asks before leaving with unsaved changes; not once they are saved', async () => {
    const router = renderInRouter(<OrderForm onSubmit={vi.fn()} draft={{ snapshotType: 'ORDER_DRAFT', snapshotKey: 'new' }} />);
    await screen.findByText('Step 1 of 2: Company');
    type('Company name', 'Alpha');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Changes you have not saved will be lost.')).toBeTruthy();
    press('Stay');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');

    press('Save draft');
    await screen.findByText('Draft saved at 15:00 KST.');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another page')).toBeTruthy();
  });
});

describe('the leave guard', { timeout: 30_000 }, () => {
  function Page() {
    const [dirty, setDirty] = useState(false);
    useLeaveGuard(dirty);
    return (
      <>
        <button type="button" onClick={() => setDirty(true)}>
          Edit
        </button>
        <Link to="/elsewhere">Elsewhere</Link>
      </>
    );
  }
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('lets a clean page go, holds a dirty one (in-app and closing the tab) until the reader confirms', async () => {
    const router = renderInRouter(<Page />);
    expect(unload()).toBe(false);
    press('Edit');
    await waitFor(() => expect(unload()).toBe(true));
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Changes you have not saved will be lost.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    await act(async () => press('Leave'));
    expect(await screen.findByText('Another page')).toBeTruthy();
    expect(unload()).toBe(false);
  });
});
