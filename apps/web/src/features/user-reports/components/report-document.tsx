import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import FileExcelOutlined from '@ant-design/icons/es/icons/FileExcelOutlined';
import FilePdfOutlined from '@ant-design/icons/es/icons/FilePdfOutlined';
import {
  REPORT_COLUMNS,
  USER_REPORT_WORKFLOW,
  type TUserReportAction,
  type TUserReportDetail,
  type TUserReportStoredRow,
} from '@portal/contract';
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { ActionBar, DocumentPage, FieldSection, ReasonBanner, VersionHistory } from '../../../components/document-page';
import { useFeedback } from '../../../components/feedback/use-feedback';
import { errorTextOf } from '../../../components/form/field-rules';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { actOnUserReport } from '../api/act-on-user-report';
import { downloadUserReport } from '../api/get-user-report-export';
import { useUserReport } from '../api/get-user-report';
import { useUserReportVersions } from '../api/get-user-report-versions';
import { USER_REPORTS_KEY } from '../api/keys';
import { formatMonth, reportDetailPage } from './calendar-parts';
import { CorrectionChanges } from './correction-changes';
import { cellText, formatAmount, LateTag, reportWritePage } from './report-parts';
import { useRoles } from '../../../components/use-roles';

/** Where a state without a step of its own stands on the steps. */
const STOOD_AT: Partial<Record<string, string>> = { INFO_REQUESTED: 'SUBMITTED', REJECTED: 'SUBMITTED', CANCELLED: 'SAVED' };
/** Submitting needs the accuracy attestation: it is done from the report form, never from the bar. */
const FORM_ONLY: readonly TUserReportAction[] = ['submit', 'submitForInternal'];
const ROW_PAGE_SIZE = 50;
/** The states whose last reason heads the report (a question, a rejection, a cancellation, a draft sent back). */
const REASON_STATES = ['INFO_REQUESTED', 'REJECTED', 'CANCELLED', 'SAVED'];

const historyLabel = (path: string): string | undefined => {
  const lang = currentLanguage();
  const column = REPORT_COLUMNS.find((c) => path.endsWith(c.key));
  if (column) return column.label[lang];
  const names: Record<string, { ko: string; en: string }> = {
    currency: { ko: '통화', en: 'Currency' },
    memo: { ko: '메모', en: 'Memo' },
    correctionReason: { ko: '정정 사유', en: 'Correction reason' },
    rowCount: { ko: '행 수', en: 'Rows' },
    totalAmount: { ko: '합계 금액', en: 'Total amount' },
  };
  const key = path.split('.').pop() ?? path;
  return names[key]?.[lang];
};

/**
 * A user report as a document (P3803 for the customer, P3811 for provider staff): report information, approval status
 * (the steps, the latest reason or question), correction availability, the details table (a page of rows at a time),
 * the history of every version, and the action bar drawn from USER_REPORT_WORKFLOW with what the reader may do now
 * (the customer answers a question, a second member approves, provider staff approve, reject or return for information).
 */
export function ReportDocument({ review }: { review: boolean }) {
  const { t } = useTranslation('user-reports');
  const { reportId } = useParams();
  const [params] = useSearchParams();
  const id = Number(reportId);
  const valid = Number.isInteger(id) && id > 0;
  const [rowPage, setRowPage] = useState(1);
  const query = useUserReport(valid ? id : null, { rowPageNumber: rowPage, rowPageSize: ROW_PAGE_SIZE });
  const versions = useUserReportVersions(valid ? id : null);
  const client = useQueryClient();
  const { isProvider, may } = useRoles();
  const mayWrite = may('reports.write');
  const { message } = useFeedback();
  const [downloading, setDownloading] = useState<'xlsx' | 'pdf' | null>(null);
  if (!valid) return <Navigate to="/404" replace />;
  const d = query.data;
  const qs = params.toString();
  const backHref = `/report/user-report-list${qs ? `?${qs}` : ''}`;
  const onAct = async (action: string, input: { reason?: string; memo?: string; version: number }) => {
    if (!d) return;
    const next = await actOnUserReport(d.reportId, action as TUserReportAction, input);
    client.setQueryData([...USER_REPORTS_KEY, 'detail', d.reportId, { rowPageNumber: rowPage, rowPageSize: ROW_PAGE_SIZE }], next);
    await client.invalidateQueries({ queryKey: USER_REPORTS_KEY });
  };
  const allowed = d ? d.allowedActions.filter((a) => !FORM_ONLY.includes(a)) : [];
  /** The submitted report as Excel or PDF, named after its number and month. */
  async function download(kind: 'xlsx' | 'pdf') {
    if (!d) return;
    setDownloading(kind);
    try {
      await downloadUserReport(d.reportId, kind, `user-report-${d.number}-${d.reportMonth}.${kind}`);
    } catch (err) {
      void message.error(errorTextOf(err, t('detail.downloadFailed')));
    } finally {
      setDownloading(null);
    }
  }

  return (
    <DocumentPage
      declaration={USER_REPORT_WORKFLOW}
      title={review ? t('detail.reviewTitle') : t('detail.title')}
      documentNo={d?.number}
      state={d?.state}
      stateTags={d?.late ? <LateTag /> : undefined}
      stoodAt={d ? STOOD_AT[d.state] : undefined}
      updatedAt={d?.updatedAt}
      meta={
        d
          ? [
              { key: 'company', label: t('column.customer'), value: d.companyName },
              { key: 'month', label: t('column.reportMonth'), value: formatMonth(d.reportMonth) },
              { key: 'type', label: t('column.type'), value: d.typeName },
            ]
          : []
      }
      loading={query.isPending}
      error={query.isError ? query.error : undefined}
      onRetry={() => void query.refetch()}
      backHref={backHref}
      actions={
        d && (
          <ActionBar
            declaration={USER_REPORT_WORKFLOW}
            allowedActions={allowed}
            version={d.version}
            onAct={onAct}
            onReload={() => void query.refetch()}
            askMemo={false}
            backHref={backHref}
            extra={
              <>
                {d.mayEdit && mayWrite && !isProvider && (
                  <Link to={reportWritePage(d.reportId)} className="shell-button shell-button-primary">
                    <EditOutlined aria-hidden /> <span>{d.state === 'SAVED' ? t('detail.editSubmit') : t('detail.edit')}</span>
                  </Link>
                )}
                {d.correctable && d.type === 'MONTHLY' && !d.correctionReportId && mayWrite && !isProvider && (
                  <Link to={`/report/correction-write?corrects=${d.reportId}`} className="shell-button shell-button-ghost">
                    {t('detail.correct')}
                  </Link>
                )}
                {d.submittedAt && d.state !== 'SAVED' && (
                  <>
                    <Button icon={<FileExcelOutlined aria-hidden />} loading={downloading === 'xlsx'} onClick={() => void download('xlsx')}>
                      {t('detail.downloadXlsx')}
                    </Button>
                    <Button icon={<FilePdfOutlined aria-hidden />} loading={downloading === 'pdf'} onClick={() => void download('pdf')}>
                      {t('detail.downloadPdf')}
                    </Button>
                  </>
                )}
                {d.correctionReportId && (
                  <Link to={reportDetailPage(d.correctionReportId)} className="shell-button shell-button-ghost">
                    {t('detail.toCorrection')}
                  </Link>
                )}
                {d.correctsReportId && (
                  <Link to={reportDetailPage(d.correctsReportId)} className="shell-button shell-button-ghost">
                    {t('detail.toCorrected', { number: d.correctsNumber })}
                  </Link>
                )}
              </>
            }
          />
        )
      }
    >
      {d && (
        <>
          <ReasonBanner
            declaration={USER_REPORT_WORKFLOW}
            state={d.state}
            reason={d.lastReason}
            shownIn={REASON_STATES}
            title={d.state === 'INFO_REQUESTED' ? t('detail.question') : undefined}
          />
          {d.state === 'INFO_REQUESTED' && !isProvider && <p className="ur-hint">{t('detail.answerHint')}</p>}
          {d.state === 'AWAITING_INTERNAL' && !isProvider && <p className="ur-hint">{t('detail.fourEyesHint')}</p>}
          <FieldSection
            title={t('detail.info')}
            items={[
              { key: 'number', label: t('column.number'), value: d.number },
              { key: 'month', label: t('column.reportMonth'), value: formatMonth(d.reportMonth) },
              { key: 'billing', label: t('detail.billingMonth'), value: formatMonth(d.billingMonth) },
              { key: 'type', label: t('column.type'), value: d.typeName },
              { key: 'method', label: t('detail.method'), value: d.methodName },
              {
                key: 'customer',
                label: t('column.customer'),
                value: d.customerCode ? `${d.companyName} (${d.customerCode})` : d.companyName,
              },
              { key: 'reporter', label: t('detail.reporter'), value: d.reporterName },
              ...(d.proxyReporterName ? [{ key: 'proxy', label: t('detail.proxy'), value: d.proxyReporterName }] : []),
              { key: 'currency', label: t('write.currency'), value: d.currency },
              { key: 'submitted', label: t('column.submittedAt'), value: d.submittedAt ? formatDateTime(d.submittedAt) : '-' },
              { key: 'window', label: t('write.window'), value: `${d.windowOpens} ~ ${d.windowCloses}` },
              ...(d.late
                ? [
                    {
                      key: 'late',
                      label: t('late.label'),
                      value: d.lateFeeText ? t('late.valueFee', { fee: d.lateFeeText }) : t('late.value'),
                    },
                  ]
                : []),
              ...(d.correctionReason ? [{ key: 'reason', label: t('write.reason'), value: d.correctionReason, wide: true }] : []),
              ...(d.memo ? [{ key: 'memo', label: t('write.memo'), value: d.memo, wide: true }] : []),
            ]}
          />
          <FieldSection
            title={t('detail.approval')}
            items={[
              { key: 'flag', label: t('detail.approvalFlag'), value: d.approvalFlag ? t(`detail.flag.${d.approvalFlag}`) : '-' },
              { key: 'fourEyes', label: t('detail.fourEyes'), value: d.fourEyes ? t('detail.yes') : t('detail.no') },
              ...(d.submitterName ? [{ key: 'submitter', label: t('detail.submitter'), value: d.submitterName }] : []),
              ...(d.internalApproverName ? [{ key: 'internal', label: t('detail.internalApprover'), value: d.internalApproverName }] : []),
              { key: 'approver', label: t('detail.approver'), value: d.approverName ?? '-' },
              { key: 'decided', label: t('detail.decidedAt'), value: d.decidedAt ? formatDateTime(d.decidedAt) : '-' },
              {
                key: 'correctable',
                label: t('column.correctable'),
                value: d.correctable ? t('detail.correctableUntil', { date: d.correctableUntil }) : t('detail.correctableNo'),
              },
            ]}
          />
          <FieldSection title={t('detail.details')}>
            <dl className="ur-totals">
              <div>
                <dt>{t('write.rowCount')}</dt>
                <dd>{d.totals.rowCount.toLocaleString('en-US')}</dd>
              </div>
              <div>
                <dt>{t('write.invalidRows')}</dt>
                <dd className={d.totals.invalidRowCount ? 'ur-bad' : undefined}>{d.totals.invalidRowCount.toLocaleString('en-US')}</dd>
              </div>
              <div>
                <dt>{t('write.quantity')}</dt>
                <dd>{d.totals.quantity.toLocaleString('en-US')}</dd>
              </div>
              <div className="ur-total-amount">
                <dt>{t('write.total')}</dt>
                <dd>{d.totals.amountText}</dd>
              </div>
            </dl>
            <RowsTable detail={d} page={rowPage} onPage={setRowPage} loading={query.isFetching} />
          </FieldSection>
          {d.type === 'CORRECTION' && <CorrectionChanges reportId={d.reportId} version={d.version} />}
          <VersionHistory declaration={USER_REPORT_WORKFLOW} versions={versions} fieldLabels={historyLabel} title={t('detail.history')} />
        </>
      )}
    </DocumentPage>
  );
}

function RowsTable({
  detail,
  page,
  onPage,
  loading,
}: {
  detail: TUserReportDetail;
  page: number;
  onPage: (n: number) => void;
  loading: boolean;
}) {
  const { t } = useTranslation('user-reports');
  const lang = currentLanguage();
  if (detail.rows.totalCount === 0) return <p className="ur-hint">{t('detail.noRows')}</p>;
  return (
    <div className="ur-table-scroll" role="region" aria-label={t('detail.details')} tabIndex={0}>
      <Table<TUserReportStoredRow>
        className="ur-rows-table"
        size="small"
        rowKey="rowNo"
        loading={loading}
        dataSource={detail.rows.items}
        pagination={{
          current: page,
          pageSize: ROW_PAGE_SIZE,
          total: detail.rows.totalCount,
          showSizeChanger: false,
          onChange: onPage,
          hideOnSinglePage: true,
        }}
        columns={[
          { key: 'rowNo', title: t('detail.rowNo'), dataIndex: 'rowNo', width: 64, fixed: 'left' },
          ...REPORT_COLUMNS.map((c) => ({
            key: c.key,
            title: c.label[lang],
            align: c.kind === 'quantity' ? ('right' as const) : undefined,
            render: (_: unknown, r: TUserReportStoredRow) => {
              const issue = r.issues.find((i) => i.column === c.key);
              return (
                <span className={issue ? 'ur-bad' : undefined} title={issue?.message}>
                  {cellText(c.key, r.cells[c.key]) || (issue ? '-' : '')}
                </span>
              );
            },
          })),
          {
            key: 'amount',
            title: t('detail.amount'),
            align: 'right' as const,
            render: (_: unknown, r: TUserReportStoredRow) => formatAmount(r.amount, detail.currency),
          },
        ]}
      />
    </div>
  );
}
