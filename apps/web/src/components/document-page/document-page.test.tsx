import { ORDER_WORKFLOW, type TFileInfo, type TMenu } from '@portal/contract';
import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import i18next from 'i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { ShellContext } from '../../lib/shell-data';
import { downloadStoredFile } from '../download/download-file';
import { AttachmentList } from './attachment-list';
import { DocumentPage } from './document-page';
import { FieldGrid, FieldSection } from './field-section';
import { HistoryTimeline, type THistoryEntry } from './history-timeline';
import { StatusSteps, stepStateOf } from './status-steps';
import { VersionCompare } from './version-compare';
import { VersionHistory } from './version-history';
import { RequestDrawer } from './request-drawer';
import { PageLoadState } from './page-load-state';
import { ReasonBanner } from './reason-banner';

vi.mock('../download/download-file', () => ({ downloadStoredFile: vi.fn().mockResolvedValue(undefined) }));

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
    resources: {
      en: { components: locales['../locales/en.json'], common: locales['../../lib/locales/en.json'] },
      ko: { components: locales['../locales/ko.json'], common: locales['../../lib/locales/ko.json'] },
    },
    defaultNS: 'components',
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

/** The kit inside what the app gives every page: a data router, the shell's menus, Ant Design's App. */
function renderInApp(ui: ReactNode) {
  const shell = { menuRoot: { menus: [] } as unknown as TMenu, pages: [] };
  const router = createMemoryRouter([
    { path: '/', element: ui },
    { path: '/order/order-list', element: <p>the list</p> },
  ]);
  return render(
    <ConfigProvider theme={{ token: { motion: false } }} button={{ loadingIcon: <LoadingOutlined aria-hidden /> }}>
      <App>
        <ShellContext.Provider value={shell}>
          <RouterProvider router={router} />
        </ShellContext.Provider>
      </App>
    </ConfigProvider>,
  );
}

type Content = { requestType: string; vendor: string | null; products: { productCode: string }[]; memo?: string };
const history: THistoryEntry<Content>[] = [
  {
    versionNo: 1,
    action: 'create',
    fromState: null,
    toState: 'DRAFT',
    actorName: '김하나',
    actorRole: '01',
    at: '2026-11-24T01:00:00Z',
    content: { requestType: 'NEW', vendor: 'Alpha Data', products: [{ productCode: 'KOSPI-RT' }] },
  },
  {
    versionNo: 2,
    action: 'submit',
    fromState: 'DRAFT',
    toState: 'SUBMITTED',
    actorName: '김하나',
    actorRole: '01',
    at: '2026-11-24T02:00:00Z',
    content: { requestType: 'NEW', vendor: 'Alpha Data', products: [{ productCode: 'KOSPI-RT' }] },
  },
  {
    versionNo: 3,
    action: 'edit',
    fromState: 'SUBMITTED',
    toState: 'SUBMITTED',
    actorName: 'Minsu Park',
    actorRole: '05',
    at: '2026-11-25T00:30:00Z',
    memo: 'Fixed the vendor name',
    content: { requestType: 'NEW', vendor: 'Beta Feeds', products: [{ productCode: 'KOSPI-RT' }, { productCode: 'KOSDAQ-DL' }] },
  },
  {
    versionNo: 4,
    action: 'return',
    fromState: 'SUBMITTED',
    toState: 'RETURNED',
    actorName: 'Minsu Park',
    actorRole: '05',
    at: '2026-11-25T01:00:00Z',
    reason: 'The data-feed address is missing.',
    content: { requestType: 'NEW', vendor: 'Beta Feeds', products: [{ productCode: 'KOSPI-RT' }, { productCode: 'KOSDAQ-DL' }] },
  },
];
const LABELS: Record<string, string> = { requestType: 'Request type', vendor: 'Vendor', 'products[].productCode': 'Product code' };
const fieldLabels = (path: string) => LABELS[path];

describe('status steps', () => {
  const stepTitles = (container: HTMLElement) =>
    [...container.querySelectorAll('.ant-steps-item')].map((item) => ({
      text: item.querySelector('.ant-steps-item-title')?.textContent,
      status: [...item.classList].find((c) => /^ant-steps-item-(wait|process|finish|error)$/.test(c))?.replace('ant-steps-item-', ''),
    }));

  it('draws the steps of the declaration and marks the current one', () => {
    const { container } = render(<StatusSteps declaration={ORDER_WORKFLOW} state="RECEIVED" />);
    expect(screen.getByRole('group', { name: 'Progress' })).toBeTruthy();
    expect(stepTitles(container)).toEqual([
      { text: 'Draft', status: 'finish' },
      { text: 'Submitted', status: 'finish' },
      { text: 'Received (current step)', status: 'process' },
      { text: 'Awaiting exchange approval', status: 'wait' },
      { text: 'Approved', status: 'wait' },
    ]);
  });

  it('a final state on a step finishes every step', () => {
    const { container } = render(<StatusSteps declaration={ORDER_WORKFLOW} state="APPROVED" />);
    expect(stepTitles(container).map((s) => s.status)).toEqual(['finish', 'finish', 'finish', 'finish', 'finish']);
  });

  it('shows a state without a step as a status on the step where the request stood, never hiding it', () => {
    expect(stepStateOf(ORDER_WORKFLOW, 'RETURNED', history)).toBe('SUBMITTED');
    const { container } = render(
      <StatusSteps declaration={ORDER_WORKFLOW} state="RETURNED" stoodAt={stepStateOf(ORDER_WORKFLOW, 'RETURNED', history)} />,
    );
    const steps = stepTitles(container);
    expect(steps[1].text).toBe('Submitted (current step)');
    expect(container.querySelectorAll('.ant-steps-item')[1].textContent).toContain('Returned');
    expect(steps[2].status).toBe('wait');
    expect(container.querySelector('.doc-step-icon-warning')).toBeTruthy();
  });

  it('without a history a state off the steps stands on the earliest step an action into it leaves', () => {
    expect(stepStateOf(ORDER_WORKFLOW, 'CANCELLED')).toBe('DRAFT');
    expect(stepStateOf(ORDER_WORKFLOW, 'RECONFIRM')).toBe('SUBMITTED');
    // cancelled after a return: the last state with a step it left is the one before the return
    expect(
      stepStateOf(ORDER_WORKFLOW, 'CANCELLED', [...history, { versionNo: 5, fromState: 'RETURNED' }] as THistoryEntry<unknown>[]),
    ).toBe('SUBMITTED');
  });
});

describe('field grid and sections', () => {
  it('shows label/value pairs, "-" for an empty value, and a titled section', () => {
    render(
      <FieldSection
        title="Contacts"
        items={[
          { key: 'name', label: 'Name', value: '김하나' },
          { key: 'phone', label: 'Phone', value: '' },
          { key: 'fax', label: 'Fax', value: null },
          { key: 'note', label: 'Note', value: 'line one\nline two', wide: true },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Contacts' });
    const terms = within(section)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(section)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Name', 'Phone', 'Fax', 'Note']);
    expect(values).toEqual(['김하나', '-', '-', 'line one\nline two']);
    expect(section.querySelector('.doc-field-wide')).toBeTruthy();
  });

  it('a grid alone', () => {
    const { container } = render(<FieldGrid items={[{ key: 'a', label: 'A', value: 0 }]} />);
    expect(container.querySelector('dd')?.textContent).toBe('0');
  });
});

describe('attachments', () => {
  const file: TFileInfo = {
    fileUUID: 'uuid-1',
    fileName: '계약서.pdf',
    fileSize: 2048,
    fileExtension: 'pdf',
    contentType: 'application/pdf',
    fileTypeGroup: 'ORDER',
    createdAt: '2026-11-25T00:00:00Z',
  };
  it('downloads a file through the kit helper', async () => {
    render(<AttachmentList files={[file]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download 계약서.pdf' }));
    await waitFor(() => expect(downloadStoredFile).toHaveBeenCalledWith('uuid-1', '계약서.pdf'));
    expect(screen.getByText('(2.0 KB)')).toBeTruthy();
  });
  it('says when there are none', () => {
    render(<AttachmentList files={[]} />);
    expect(screen.getByText('No files are attached.')).toBeTruthy();
  });
});

describe('history timeline', () => {
  it('lists the versions newest first with action, who, when in KST, reason, memo and what changed field by field', () => {
    render(<HistoryTimeline declaration={ORDER_WORKFLOW} entries={history} fieldLabels={fieldLabels} />);
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('doc-history-item'));
    expect(items.map((li) => li.querySelector('.doc-history-action')?.textContent)).toEqual(['Return', 'Edited', 'Submit', 'Created']);

    const [returned, edited, submitted, created] = items;
    expect(returned.textContent).toContain('Submitted → Returned');
    expect(returned.textContent).toContain('Minsu Park (Sales representative)');
    expect(returned.textContent).toContain('2026-11-25 10:00:00 KST');
    expect(returned.textContent).toContain('The data-feed address is missing.');
    expect(returned.textContent).toContain('No fields changed.');

    expect(edited.textContent).toContain('Fixed the vendor name');
    expect(edited.querySelector('.doc-history-states')).toBeNull();
    const changes = [...edited.querySelectorAll('.doc-change')].map((li) => li.textContent);
    expect(changes).toEqual(['ChangedVendorBefore: Alpha Data → After: Beta Feeds', 'AddedProduct code (2)After: KOSDAQ-DL']);

    expect(submitted.textContent).toContain('김하나 (Customer member)');
    expect(submitted.textContent).toContain('No fields changed.');
    expect(created.textContent).toContain('The first version.');
  });

  it('speaks Korean', async () => {
    await i18next.changeLanguage('ko');
    render(<HistoryTimeline declaration={ORDER_WORKFLOW} entries={history} fieldLabels={(p) => ({ vendor: '벤더' })[p]} />);
    expect(screen.getByRole('heading', { name: '처리 이력' })).toBeTruthy();
    expect(screen.getAllByText('반려').length).toBeGreaterThan(0);
    expect(screen.getByText('수정')).toBeTruthy();
    expect(screen.getAllByText('영업 담당자', { exact: false })).toHaveLength(2);
    expect(screen.getAllByText('변경된 항목이 없습니다.').length).toBe(2);
  });

  it('shows the changes the server named when it sends them, as the exchange reviewer’s page does', () => {
    // The exchange's page knows no labels of its kinds: with `fieldLabels` naming nothing, it showed "No fields changed."
    const named: THistoryEntry<Content>[] = history.map((h, i) => ({
      ...h,
      changes:
        i === 0
          ? null
          : h.action === 'edit'
            ? [{ path: 'vendor', label: 'Vendor (by the server)', kind: 'changed' as const, before: 'Alpha Data', after: 'Beta Feeds' }]
            : [],
    }));
    render(<HistoryTimeline declaration={ORDER_WORKFLOW} entries={named} fieldLabels={() => undefined} hideUnlabelled />);
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('doc-history-item'));
    const [returned, edited, , created] = items;
    expect([...edited.querySelectorAll('.doc-change')].map((li) => li.textContent)).toEqual([
      'ChangedVendor (by the server)Before: Alpha Data → After: Beta Feeds',
    ]);
    expect(returned.textContent).toContain('No fields changed.');
    expect(created.textContent).toContain('The first version.');
  });

  it('says so when there is no history', () => {
    render(<HistoryTimeline declaration={ORDER_WORKFLOW} entries={[]} fieldLabels={fieldLabels} />);
    expect(screen.getByText('There is no history yet.')).toBeTruthy();
  });
});

describe('version comparison', () => {
  it('puts two versions side by side, the latest against the one before by default, changed fields marked', async () => {
    render(<VersionCompare declaration={ORDER_WORKFLOW} versions={history} fieldLabels={fieldLabels} defaultLeft={2} />);
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Field', 'Version 2', 'Version 4']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => ({ text: r.textContent, changed: r.classList.contains('doc-compare-changed') }));
    expect(rows).toEqual([
      { text: 'Request typeNEWNEW', changed: false },
      { text: 'VendorChangedAlpha DataBeta Feeds', changed: true },
      { text: 'Product code (1)KOSPI-RTKOSPI-RT', changed: false },
      { text: 'Product code (2)Added-KOSDAQ-DL', changed: true },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Changed fields: 2');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Changed fields only' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });

  it('needs two versions', () => {
    render(<VersionCompare declaration={ORDER_WORKFLOW} versions={history.slice(0, 1)} fieldLabels={fieldLabels} />);
    expect(screen.getByText(/at least two versions/)).toBeTruthy();
  });
});

describe('document page', () => {
  it('shows the title, document number, status tag, last modified in KST, steps, body and action slot', async () => {
    renderInApp(
      <DocumentPage
        declaration={ORDER_WORKFLOW}
        title="Order form"
        documentNo="ORD-2026-0001"
        state="SUBMITTED"
        updatedAt="2026-11-25T05:06:07Z"
        meta={[{ key: 'company', label: 'Company', value: 'Alpha Securities' }]}
        actions={<button type="button">Approve</button>}
      >
        <p>the body</p>
      </DocumentPage>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Order form' })).toBeTruthy();
    expect(screen.getByText('ORD-2026-0001')).toBeTruthy();
    expect(screen.getByText('Alpha Securities')).toBeTruthy();
    expect(screen.getByText('2026-11-25 14:06:07 KST')).toBeTruthy();
    expect(document.querySelector('.doc-header .ws-tag-blue')?.textContent).toBe('Submitted');
    expect(screen.getByRole('group', { name: 'Progress' })).toBeTruthy();
    expect(screen.getByText('the body')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(document.title).toContain('Order form');
  });

  it('loading, not found and failed states', async () => {
    const onRetry = vi.fn();
    const view = renderInApp(<DocumentPage declaration={ORDER_WORKFLOW} loading />);
    expect((await screen.findByRole('status')).textContent).toContain('Loading the document.');
    view.unmount();

    const notFound = renderInApp(
      <DocumentPage declaration={ORDER_WORKFLOW} error={new ApiError(404, 'ORD1N4041', 'x')} backHref="/order/order-list" />,
    );
    expect(await screen.findByText('The document cannot be found.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to list' }));
    expect(await screen.findByText('the list')).toBeTruthy();
    notFound.unmount();

    renderInApp(
      <DocumentPage declaration={ORDER_WORKFLOW} error={new ApiError(500, 'CMN1N5001', 'A temporary problem.')} onRetry={onRetry} />,
    );
    expect(await screen.findByText('The document could not be loaded. Please try again later.')).toBeTruthy();
    expect(screen.getByText('A temporary problem.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

/** A query's answer as the kit reads it (pending, failed or loaded). */
const queryOf = <T,>(state: { data?: T; error?: Error; pending?: boolean }, refetch = vi.fn()) =>
  ({
    data: state.data,
    error: state.error ?? null,
    isPending: !!state.pending,
    isError: !!state.error,
    refetch,
  }) as unknown as UseQueryResult<T>;

describe('version history', () => {
  it('says while it loads, warns when the versions cannot be read, else shows the history and the comparison first', async () => {
    const loading = renderInApp(
      <VersionHistory
        declaration={ORDER_WORKFLOW}
        versions={queryOf<{ items: THistoryEntry<Content>[] }>({ pending: true })}
        fieldLabels={() => undefined}
      />,
    );
    expect((await screen.findByRole('status')).textContent).toContain('Loading the change history.');
    loading.unmount();
    const failed = renderInApp(
      <VersionHistory
        declaration={ORDER_WORKFLOW}
        versions={queryOf<{ items: THistoryEntry<Content>[] }>({ error: new Error('x') })}
        fieldLabels={() => undefined}
      />,
    );
    expect(await screen.findByText('The change history could not be loaded.')).toBeTruthy();
    failed.unmount();
    renderInApp(
      <VersionHistory
        declaration={ORDER_WORKFLOW}
        versions={queryOf({ data: { items: history } })}
        fieldLabels={(path) => ({ requestType: 'Request type', vendor: 'Vendor' })[path]}
        title="Change history"
        compare={{ title: 'Compare versions', first: true }}
      />,
    );
    const compare = await screen.findByRole('region', { name: 'Compare versions' });
    const timeline = screen.getByRole('region', { name: 'Change history' });
    expect(compare.compareDocumentPosition(timeline) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('request drawer and page load state', () => {
  it('a drawer shows its request once read, says when it is not found, and offers a retry when it failed', async () => {
    const found = renderInApp(
      <RequestDrawer open onClose={() => {}} title="Request" query={queryOf({ data: { name: 'the request' } })}>
        {(r) => <p>{r.name}</p>}
      </RequestDrawer>,
    );
    expect(await screen.findByText('the request')).toBeTruthy();
    found.unmount();
    const missing = renderInApp(
      <RequestDrawer open onClose={() => {}} title="Request" query={queryOf<{ name: string }>({ error: new ApiError(404, 'X', 'x') })}>
        {(r) => <p>{r.name}</p>}
      </RequestDrawer>,
    );
    expect(await screen.findByText('The document cannot be found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    missing.unmount();
    const refetch = vi.fn();
    renderInApp(
      <RequestDrawer
        open
        onClose={() => {}}
        title="Request"
        query={queryOf<{ name: string }>({ error: new ApiError(500, 'X', 'x') }, refetch)}
      >
        {(r) => <p>{r.name}</p>}
      </RequestDrawer>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('a page standing on a read words its states with the page’s own texts and its way back', async () => {
    const texts = { loading: 'Loading the contract.', notFound: 'No such contract.', failed: 'The contract could not be loaded.' };
    renderInApp(
      <PageLoadState
        title="Request"
        query={queryOf({ error: new ApiError(500, 'X', 'A temporary problem.') })}
        texts={texts}
        back={<a href="/contracts">Contracts</a>}
      />,
    );
    expect(await screen.findByText('The contract could not be loaded.')).toBeTruthy();
    expect(screen.getByText('A temporary problem.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contracts' })).toBeTruthy();
  });
});

describe('reason banner', () => {
  const shownIn = ['RETURNED', 'CANCELLED'];
  it("heads a request with the last reason in the states named, in the state's tone, titled by the state", async () => {
    const { container } = render(
      <ReasonBanner declaration={ORDER_WORKFLOW} state="RETURNED" reason={'Wrong address.\nPlease fix.'} shownIn={shownIn} />,
    );
    expect(screen.getByText('Reason (Returned)')).toBeTruthy();
    expect(screen.getByText(/Wrong address\./).textContent).toBe('Wrong address.\nPlease fix.');
    expect(container.querySelector('.ant-alert-warning')).toBeTruthy();
    cleanup();
    await i18next.changeLanguage('ko');
    const ko = render(<ReasonBanner declaration={ORDER_WORKFLOW} state="CANCELLED" reason="고객 요청" shownIn={shownIn} />);
    expect(screen.getByText('취소 사유')).toBeTruthy();
    // A state of the default tone (a cancellation) is information, not a warning.
    expect(ko.container.querySelector('.ant-alert-info')).toBeTruthy();
  });

  it("shows nothing in another state or without a reason, and takes the page's own title", () => {
    const { container } = render(
      <>
        <ReasonBanner declaration={ORDER_WORKFLOW} state="APPROVED" reason="old reason" shownIn={shownIn} />
        <ReasonBanner declaration={ORDER_WORKFLOW} state="RETURNED" reason={null} shownIn={shownIn} />
      </>,
    );
    expect(container.textContent).toBe('');
    render(
      <ReasonBanner declaration={ORDER_WORKFLOW} state="RETURNED" reason="Which market?" shownIn={shownIn} title="A question for you" />,
    );
    expect(screen.getByText('A question for you')).toBeTruthy();
    expect(screen.queryByText('Reason (Returned)')).toBeNull();
  });
});
