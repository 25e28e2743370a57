import {
  RECONCILIATION_WORKFLOW,
  type TReconciliationCorrections,
  type TReconciliationDetail,
  type TReconciliationDifference,
  type TReconciliationMonth,
  type TReconciliationNet,
  type TReconciliationUser,
  type TReconciliationReportedSubscriber,
} from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionBar, DocumentPage, FieldSection, useConfirmSend, VersionHistory, type TActInput } from '../../../components/document-page';
import { useFeedback } from '../../../components/feedback/use-feedback';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListTable } from '../../../components/list/list-table';
import { DEFAULT_LIST_STATE } from '../../../components/list/list-state';
import { formatDateTime } from '../../../lib/format';
import {
  uploadReconciliationFile,
  useActOnReconciliation,
  useAfterUpload,
  useDifferences,
  useDifferenceUsers,
  useReportedOnly,
  useDraftCorrections,
  useMapping,
  useReconciliationVersions,
} from '../api/reconciliations';
import { DifferenceValue, periodText, useCategoryText } from './reconciliation-parts';
import { fileProblem } from './reconciliation-rules';
import { FileChoice } from '../../../components/upload/file-choice';

/** A right-aligned column of figures, labelled on a phone's stacked rows as in its header. */
const numberColumn = <T,>(key: string, header: string, cell: (item: T) => ReactNode) => ({
  key,
  header,
  className: 'rec-num',
  dataLabel: () => header,
  cell,
});

const PAGE_SIZE = 10;
const at = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : null);
const num = (n: number) => n.toLocaleString();

function MonthsTable({ months }: { months: TReconciliationMonth[] }) {
  const { t } = useTranslation('reconciliations');
  return (
    <div className="rec-table-wrap">
      <ListTable
        className="bulletin-table rec-months"
        caption={t('detail.months')}
        items={months}
        rowKey={(m) => m.month}
        columns={[
          { key: 'month', header: t('detail.month'), className: 'rec-num', cell: (m) => m.month },
          {
            key: 'report',
            header: t('detail.report'),
            className: 'col-rec-report',
            dataLabel: () => t('detail.report'),
            cell: (m) =>
              m.reportId ? <Link to={`/report/${m.reportId}/user-report-detail`}>{m.reportNumber}</Link> : <em>{t('detail.noReport')}</em>,
          },
          numberColumn<TReconciliationMonth>('entitled', t('detail.entitled'), (m) => num(m.entitled)),
          numberColumn<TReconciliationMonth>('reported', t('detail.reported'), (m) => num(m.reported)),
          numberColumn<TReconciliationMonth>('difference', t('detail.difference'), (m) => <DifferenceValue value={m.difference} />),
          {
            key: 'window',
            header: t('detail.window'),
            className: 'col-rec-window',
            dataLabel: () => t('detail.window'),
            cell: (m) => (m.correctable ? t('detail.correctable', { date: m.correctableUntil }) : t('detail.closed')),
          },
        ]}
      />
    </div>
  );
}

function NetsTable({ nets }: { nets: TReconciliationNet[] }) {
  const { t } = useTranslation('reconciliations');
  return (
    <div className="rec-table-wrap">
      <ListTable
        className="bulletin-table rec-nets"
        caption={t('detail.nets')}
        items={nets}
        rowKey={(n) => `${n.productCode}-${n.useCategory}`}
        columns={[
          { key: 'product', header: t('detail.product'), className: 'col-rec-product', cell: (n) => `${n.productName} (${n.productCode})` },
          {
            key: 'category',
            header: t('detail.useCategory'),
            className: 'col-rec-category',
            dataLabel: () => t('detail.useCategory'),
            cell: (n) => `${n.useCategory} ${n.useCategoryName}`,
          },
          numberColumn<TReconciliationNet>('entitled', t('detail.entitled'), (n) => num(n.entitled)),
          numberColumn<TReconciliationNet>('reported', t('detail.reported'), (n) => num(n.reported)),
          numberColumn<TReconciliationNet>('surplus', t('detail.surplus'), (n) => num(n.surplus)),
          numberColumn<TReconciliationNet>('shortfall', t('detail.shortfall'), (n) => num(n.shortfall)),
          numberColumn<TReconciliationNet>('net', t('detail.net'), (n) => <DifferenceValue value={n.net} />),
        ]}
      />
    </div>
  );
}

type TCell = Pick<TReconciliationDifference, 'month' | 'productCode' | 'productName' | 'useCategory' | 'difference'>;

/** Who stands behind a surplus: the subscribers the month's report names whom the extract does not entitle, paged. */
function ReportedOnlyList({ id, cell }: { id: number; cell: TCell }) {
  const { t } = useTranslation('reconciliations');
  const [pageNumber, setPageNumber] = useState(1);
  const query = useReportedOnly(id, {
    month: cell.month,
    productCode: cell.productCode,
    useCategory: cell.useCategory,
    pageNumber,
    pageSize: PAGE_SIZE,
  });
  const page = query.data;
  const category = useCategoryText(cell.useCategory);
  if (query.isError) return <Alert type="error" showIcon title={t('detail.loadFailed')} />;
  if (!page) return null;
  if (page.totalCount === 0) return cell.difference > 0 ? <p className="ws-hint">{t('detail.reportedOnlyNone')}</p> : null;
  const title = t('detail.reportedOnlyTitle', {
    month: cell.month,
    product: cell.productName,
    category,
    count: page.totalCount,
  });
  return (
    <>
      <h3>{title}</h3>
      <div className="rec-table-wrap">
        <ListTable<TReconciliationReportedSubscriber>
          className="bulletin-table rec-user-table"
          caption={title}
          items={page.items}
          rowKey={(s) => s.subscriberId}
          columns={[
            { key: 'id', header: t('detail.subscriberId'), className: 'col-rec-id', cell: (s) => s.subscriberId },
            {
              key: 'name',
              header: t('detail.subscriberName'),
              className: 'col-rec-name',
              dataLabel: () => t('detail.subscriberName'),
              cell: (s) => s.subscriberName,
            },
            numberColumn<TReconciliationReportedSubscriber>('quantity', t('detail.reportedQuantity'), (s) => num(s.quantity)),
          ]}
        />
      </div>
      <ListPagination
        state={{ ...DEFAULT_LIST_STATE, pageNumber, pageSize: PAGE_SIZE }}
        totalCount={page.totalCount}
        onChange={(c) => c.pageNumber && setPageNumber(c.pageNumber)}
      />
    </>
  );
}

/** The users or devices entitled behind one difference, paged, then those reported without an entitlement. */
function UsersPanel({ id, cell, onClose }: { id: number; cell: TCell; onClose: () => void }) {
  const { t } = useTranslation('reconciliations');
  const [pageNumber, setPageNumber] = useState(1);
  const query = useDifferenceUsers(id, {
    month: cell.month,
    productCode: cell.productCode,
    useCategory: cell.useCategory,
    pageNumber,
    pageSize: PAGE_SIZE,
  });
  const page = query.data;
  const title = t('detail.usersTitle', {
    month: cell.month,
    product: cell.productName,
    category: useCategoryText(cell.useCategory),
    count: page?.totalCount ?? 0,
  });
  return (
    <div className="rec-users" role="region" aria-label={title}>
      <div className="rec-users-head">
        <h3>{title}</h3>
        <Button size="small" onClick={onClose}>
          {t('detail.usersClose')}
        </Button>
      </div>
      {query.isError && <Alert type="error" showIcon title={t('detail.loadFailed')} />}
      {page && (
        <>
          <div className="rec-table-wrap">
            <ListTable<TReconciliationUser>
              className="bulletin-table rec-user-table"
              caption={title}
              items={page.items}
              rowKey={(u) => u.entityId}
              columns={[
                { key: 'id', header: t('detail.entityId'), className: 'col-rec-id', cell: (u) => u.entityId },
                {
                  key: 'name',
                  header: t('detail.name'),
                  className: 'col-rec-name',
                  dataLabel: () => t('detail.name'),
                  cell: (u) => u.name,
                },
                {
                  key: 'location',
                  header: t('detail.location'),
                  className: 'col-rec-location',
                  dataLabel: () => t('detail.location'),
                  cell: (u) => u.location,
                },
                {
                  key: 'days',
                  header: t('detail.days'),
                  className: 'col-rec-days',
                  dataLabel: () => t('detail.days'),
                  cell: (u) => `${u.fromDate} ~ ${u.toDate}`,
                },
                {
                  key: 'inReport',
                  header: t('detail.inReport'),
                  className: 'col-rec-in-report',
                  dataLabel: () => t('detail.inReport'),
                  cell: (u) =>
                    u.inReport === null ? t('detail.inReportUnknown') : u.inReport ? t('detail.inReportYes') : t('detail.inReportNo'),
                },
              ]}
            />
          </div>
          <ListPagination
            state={{ ...DEFAULT_LIST_STATE, pageNumber, pageSize: PAGE_SIZE }}
            totalCount={page.totalCount}
            onChange={(c) => c.pageNumber && setPageNumber(c.pageNumber)}
          />
        </>
      )}
      <ReportedOnlyList id={id} cell={cell} />
    </div>
  );
}

/** The differences per month, product and use category, filtered and paged; each opens the users behind it. */
function DifferencesSection({ r }: { r: TReconciliationDetail }) {
  const { t } = useTranslation('reconciliations');
  const [show, setShow] = useState<'differences' | 'shortfall' | 'surplus' | 'all'>('differences');
  const [month, setMonth] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const [open, setOpen] = useState<TCell | null>(null);
  const query = useDifferences(r.reconciliationId, { show, month: month || undefined, pageNumber, pageSize: PAGE_SIZE });
  const page = query.data;
  return (
    <FieldSection title={t('detail.differences')}>
      <div className="rec-filters">
        <div>
          <label htmlFor="rec-show">{t('detail.show')}</label>
          <select
            id="rec-show"
            className="ant-input rec-select"
            value={show}
            onChange={(e) => {
              setShow(e.target.value as typeof show);
              setPageNumber(1);
            }}
          >
            <option value="differences">{t('detail.showDifferences')}</option>
            <option value="shortfall">{t('detail.showShortfall')}</option>
            <option value="surplus">{t('detail.showSurplus')}</option>
            <option value="all">{t('detail.showAll')}</option>
          </select>
        </div>
        <div>
          <label htmlFor="rec-month">{t('detail.monthFilter')}</label>
          <select
            id="rec-month"
            className="ant-input rec-select"
            value={month}
            onChange={(e) => {
              setMonth(e.target.value);
              setPageNumber(1);
            }}
          >
            <option value="">{t('detail.allMonths')}</option>
            {r.months.map((m) => (
              <option key={m.month} value={m.month}>
                {m.month}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.isError && (
        <Alert
          type="error"
          showIcon
          title={t('detail.loadFailed')}
          action={<Button onClick={() => void query.refetch()}>{t('detail.retry')}</Button>}
        />
      )}
      {page && page.items.length === 0 && <p className="rec-sub">{t('detail.noDifferences')}</p>}
      {page && page.items.length > 0 && (
        <>
          <div className="rec-table-wrap">
            <ListTable<TReconciliationDifference>
              className="bulletin-table rec-differences"
              caption={t('detail.differences')}
              items={page.items}
              rowKey={(d) => `${d.month}-${d.productCode}-${d.useCategory}`}
              columns={[
                { key: 'month', header: t('detail.month'), className: 'rec-num', cell: (d) => d.month },
                {
                  key: 'product',
                  header: t('detail.product'),
                  className: 'col-rec-product',
                  dataLabel: () => t('detail.product'),
                  cell: (d) => `${d.productName} (${d.productCode})`,
                },
                {
                  key: 'category',
                  header: t('detail.useCategory'),
                  className: 'col-rec-category',
                  dataLabel: () => t('detail.useCategory'),
                  cell: (d) => `${d.useCategory} ${d.useCategoryName}`,
                },
                numberColumn('entitled', t('detail.entitled'), (d) => num(d.entitled)),
                {
                  key: 'reported',
                  header: t('detail.reported'),
                  className: 'rec-num',
                  dataLabel: () => t('detail.reported'),
                  cell: (d) => (
                    <>
                      {num(d.reported)}
                      {d.noReport && <span className="rec-sub">{t('detail.noReport')}</span>}
                    </>
                  ),
                },
                numberColumn('difference', t('detail.difference'), (d) => <DifferenceValue value={d.difference} />),
                {
                  key: 'users',
                  header: t('detail.users'),
                  className: 'col-rec-users',
                  dataLabel: () => t('detail.users'),
                  cell: (d) =>
                    d.entitled > 0 ? (
                      <Button
                        size="small"
                        onClick={() => setOpen(d)}
                        aria-label={`${t('detail.users')} ${d.month} ${d.productCode} ${d.useCategory}`}
                      >
                        {t('detail.users')}
                      </Button>
                    ) : null,
                },
              ]}
            />
          </div>
          <ListPagination
            state={{ ...DEFAULT_LIST_STATE, pageNumber, pageSize: PAGE_SIZE }}
            totalCount={page.totalCount}
            onChange={(c) => c.pageNumber && setPageNumber(c.pageNumber)}
          />
        </>
      )}
      {open && (
        <UsersPanel
          key={`${open.month}-${open.productCode}-${open.useCategory}`}
          id={r.reconciliationId}
          cell={open}
          onClose={() => setOpen(null)}
        />
      )}
    </FieldSection>
  );
}

/** The drafting of corrections (the company's member) and the months left for the clearance. */
function CorrectionsSection({ r }: { r: TReconciliationDetail }) {
  const { t } = useTranslation('reconciliations');
  const confirmSend = useConfirmSend();
  const draft = useDraftCorrections();
  const [outcome, setOutcome] = useState<TReconciliationCorrections | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setFailure(null);
    if (!(await confirmSend({ label: t('detail.draft'), confirm: t('detail.draftConfirm') }))) return;
    try {
      setOutcome(await draft.mutateAsync({ reconciliationId: r.reconciliationId, body: {} }));
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <>
      {r.mayDraftCorrections && (
        <FieldSection title={t('detail.corrections')}>
          <p className="rec-sub">{t('detail.correctionsLead')}</p>
          {failure && <Alert type="error" showIcon role="alert" className="rec-form-alert" title={failure} />}
          <Button type="primary" onClick={() => void run()} loading={draft.isPending}>
            {t('detail.draft')}
          </Button>
          {outcome && (
            <div role="status">
              <ul className="rec-outcomes">
                {outcome.drafted.map((d) =>
                  d.outcome === 'CREATED' ? (
                    <li key={d.month}>
                      <Link to={`/report/${d.reportId}/user-report-detail`}>
                        {t('detail.drafted', {
                          month: d.month,
                          number: d.reportNumber,
                          type: d.type === 'MONTHLY' ? t('detail.typeMonthly') : t('detail.typeCorrection'),
                        })}
                      </Link>
                    </li>
                  ) : (
                    <li key={d.month}>{t('detail.skipped', { month: d.month, message: d.message })}</li>
                  ),
                )}
              </ul>
            </div>
          )}
        </FieldSection>
      )}
      <FieldSection title={t('detail.settlement')}>
        <p className="rec-sub">{t('detail.settlementLead')}</p>
        {r.settlementMonths.length ? (
          <ul className="rec-outcomes">
            {r.settlementMonths.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : (
          <p>{t('detail.noSettlement')}</p>
        )}
      </FieldSection>
    </>
  );
}

/** A new extract into the draft: a new result, a new version. */
function ReuploadSection({ r }: { r: TReconciliationDetail }) {
  const { t } = useTranslation('reconciliations');
  const { message } = useFeedback();
  const mapping = useMapping(true);
  const afterUpload = useAfterUpload();
  const [file, setFile] = useState<File | null>(null);
  const [useMapped, setUseMapped] = useState(r.usedMapping);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hasMapping = !!mapping.data && Object.keys(mapping.data.mapping).length > 0;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const problem = fileProblem(file);
    if (problem) {
      setFailure(t(`write.file${problem[0]!.toUpperCase()}${problem.slice(1)}`));
      return;
    }
    setBusy(true);
    try {
      await afterUpload(
        await uploadReconciliationFile(r.reconciliationId, { version: r.version, useMapping: useMapped && hasMapping }, file!),
      );
      void message.success(t('detail.reuploaded'));
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FieldSection title={t('detail.reupload')}>
      <p className="rec-sub">{t('detail.reuploadLead')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <FileChoice id="rec-reupload" label={t('write.file')} accept=".csv,.xlsx,.xls" file={file} onChange={setFile} />
        {hasMapping && (
          <label className="rec-sub">
            <input type="checkbox" checked={useMapped} onChange={(e) => setUseMapped(e.target.checked)} /> {t('write.readMapping')}
          </label>
        )}
        {failure && <Alert type="error" showIcon role="alert" className="rec-form-alert" title={failure} />}
        <div className="rec-form-actions">
          <Button htmlType="submit" loading={busy}>
            {t('detail.reuploadSubmit')}
          </Button>
        </div>
      </form>
    </FieldSection>
  );
}

const HISTORY_FIELDS = [
  'fromMonth',
  'toMonth',
  'fileName',
  'fileHash',
  'rowCount',
  'resultNo',
  'differenceCount',
  'surplus',
  'shortfall',
  'countingRule',
] as const;

/**
 * A reconciliation as a document (the kit's DocumentPage): the overview with the counting rule in words, the months'
 * totals with the report counted and the correction window, the nets per product and use category, the differences with
 * the users behind each, the corrections (the member) and the months for the clearance, the re-upload while a draft, the
 * history, and the action bar of the declaration with the caller's `allowedActions`.
 */
export function ReconciliationDocument({ query, backHref }: { query: UseQueryResult<TReconciliationDetail>; backHref: string }) {
  const { t } = useTranslation('reconciliations');
  const r = query.data;
  const versions = useReconciliationVersions(r?.reconciliationId ?? null);
  const act = useActOnReconciliation();
  const onAct = async (action: string, input: TActInput) => {
    if (!r) return;
    await act.mutateAsync({ reconciliationId: r.reconciliationId, action, body: { version: input.version, reason: input.reason } });
  };
  const historyLabel = (path: string) => ((HISTORY_FIELDS as readonly string[]).includes(path) ? t(`history.${path}`) : undefined);
  return (
    <DocumentPage
      declaration={RECONCILIATION_WORKFLOW}
      title={t('detail.title')}
      documentNo={r?.number}
      state={r?.state}
      updatedAt={r?.updatedAt}
      meta={
        r
          ? [
              { key: 'company', label: t('detail.company'), value: r.companyName },
              { key: 'period', label: t('detail.period'), value: periodText(r.fromMonth, r.toMonth) },
            ]
          : []
      }
      loading={query.isPending}
      error={query.isError ? query.error : undefined}
      onRetry={() => void query.refetch()}
      backHref={backHref}
      actions={
        r && (
          <ActionBar
            declaration={RECONCILIATION_WORKFLOW}
            allowedActions={r.allowedActions}
            version={r.version}
            onAct={onAct}
            askMemo={false}
            onReload={() => void query.refetch()}
            backHref={backHref}
          />
        )
      }
    >
      {r && (
        <>
          {r.state === 'RETURNED' && r.returnReason && (
            <Alert
              type="warning"
              showIcon
              className="rec-notice"
              title={t('detail.returned')}
              description={<span className="rec-pre">{r.returnReason}</span>}
            />
          )}
          <FieldSection
            title={t('detail.summary')}
            items={[
              { key: 'period', label: t('detail.period'), value: periodText(r.fromMonth, r.toMonth) },
              { key: 'rule', label: t('detail.rule'), value: r.countingRuleText, wide: true },
              {
                key: 'file',
                label: t('detail.file'),
                value: t('detail.fileValue', { name: r.fileName, rows: num(r.rowCount), result: r.resultNo }),
                wide: true,
              },
              { key: 'readAs', label: t('detail.readAs'), value: r.usedMapping ? t('detail.readMapping') : t('detail.readDocumented') },
              { key: 'createdBy', label: t('detail.createdBy'), value: r.createdByName },
              { key: 'submitted', label: t('detail.submittedAt'), value: at(r.submittedAt) },
              {
                key: 'accepted',
                label: t('detail.acceptedAt'),
                value: r.acceptedAt ? (
                  <>
                    {at(r.acceptedAt)} {r.acceptedByName}
                  </>
                ) : null,
              },
            ]}
          />
          <FieldSection title={t('detail.months')}>
            <MonthsTable months={r.months} />
          </FieldSection>
          <FieldSection title={t('detail.nets')}>
            <p className="rec-sub">{t('detail.netsLead')}</p>
            <NetsTable nets={r.nets} />
          </FieldSection>
          <DifferencesSection r={r} />
          <CorrectionsSection r={r} />
          {r.mayEdit && <ReuploadSection r={r} />}
          <VersionHistory declaration={RECONCILIATION_WORKFLOW} versions={versions} fieldLabels={historyLabel} />
        </>
      )}
    </DocumentPage>
  );
}
