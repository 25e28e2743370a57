import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import FormOutlined from '@ant-design/icons/es/icons/FormOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import PauseCircleOutlined from '@ant-design/icons/es/icons/PauseCircleOutlined';
import StopOutlined from '@ant-design/icons/es/icons/StopOutlined';
import UnorderedListOutlined from '@ant-design/icons/es/icons/UnorderedListOutlined';
import {
  ORDER_WORKFLOW,
  type TAgreementArchive,
  type TContractDetail,
  type TContractProduct,
  type TFileInfo,
  type TOrderListItem,
} from '@portal/contract';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { ChangeList, FieldSection, WorkflowStatusTag } from '../../../components/document-page';
import { errorTextOf } from '../../../components/form/field-rules';
import { formatFileSize } from '../../../components/format-file-size';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { PageFrame } from '../../../components/page-frame';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/format';
import { downloadAgreementArchive } from '../api/download-agreement-archive';
import { downloadContractDocument } from '../api/download-contract-document';
import { useContract } from '../../../lib/calls/contracts';
import { ContractStatusTag, orderTypeLabel, productUseLabel } from '../components/contract-parts';
import '../contracts.css';
import { useRoles } from '../../../components/use-roles';

/** A download button that says what failed (e.g. "Nothing to download") next to itself. */
function useDownload() {
  const { t } = useTranslation('contracts');
  const { message } = useFeedback();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, fn: () => Promise<void>) => {
    setBusy(key);
    try {
      await fn();
    } catch (err) {
      void message.error(errorTextOf(err, t('common:error.api')));
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

function ProductsTable({ items, caption }: { items: TContractProduct[]; caption: string }) {
  const { t } = useTranslation('contracts');
  const columns: ListColumn<TContractProduct>[] = [
    {
      key: 'product',
      header: t('column.product'),
      className: 'col-inv-product',
      cell: (p) => (
        <>
          <span className="ws-strong">{p.productName}</span>
          <span className="ws-hint inv-code">{p.productCode}</span>
        </>
      ),
    },
    {
      key: 'use',
      header: t('column.useType'),
      className: 'col-inv-use',
      dataLabel: () => t('column.useType'),
      cell: (p) => productUseLabel(p.useType),
    },
    { key: 'from', header: t('column.since'), className: 'col-inv-date', dataLabel: () => t('column.since'), cell: (p) => p.effectiveFrom },
    {
      key: 'to',
      header: t('column.until'),
      className: 'col-inv-date',
      dataLabel: () => t('column.until'),
      cell: (p) => p.effectiveTo ?? t('inventory.open'),
    },
  ];
  if (!items.length) return <p className="ws-hint">{t('detail.noProducts')}</p>;
  return (
    <div className="contract-table-wrap">
      <ListTable
        className="bulletin-table inventory-table"
        caption={caption}
        items={items}
        columns={columns}
        rowKey={(p) => `${p.productCode}-${p.effectiveFrom}`}
      />
    </div>
  );
}

function OrdersTable({ items, provider }: { items: TOrderListItem[]; provider: boolean }) {
  const { t } = useTranslation('contracts');
  const columns: ListColumn<TOrderListItem>[] = [
    {
      key: 'number',
      header: t('column.orderNumber'),
      className: 'col-contract-name',
      cell: (o) => (
        <Link to={provider ? `/admin/order/${o.orderId}/order-review` : `/order/${o.orderId}/order-detail`}>{o.orderNumber}</Link>
      ),
    },
    {
      key: 'type',
      header: t('column.orderType'),
      className: 'col-inv-use',
      dataLabel: () => t('column.orderType'),
      cell: (o) => orderTypeLabel(o.requestType),
    },
    {
      key: 'state',
      header: t('column.status'),
      className: 'col-contract-status',
      cell: (o) => <WorkflowStatusTag declaration={ORDER_WORKFLOW} state={o.state} />,
    },
    {
      key: 'commencement',
      header: t('column.commencement'),
      className: 'col-inv-date',
      dataLabel: () => t('column.commencement'),
      cell: (o) => o.commencementDate ?? '-',
    },
    {
      key: 'updated',
      header: t('column.updated'),
      className: 'col-inv-date',
      dataLabel: () => t('column.updated'),
      cell: (o) => <time dateTime={o.updatedAt}>{formatDate(o.updatedAt)}</time>,
    },
  ];
  if (!items.length) return <p className="ws-hint">{t('detail.noOrders')}</p>;
  return (
    <div className="contract-table-wrap">
      <ListTable
        className="bulletin-table inventory-table"
        caption={t('detail.orders')}
        items={items}
        columns={columns}
        rowKey={(o) => o.orderId}
      />
    </div>
  );
}

function Documents({ contract }: { contract: TContractDetail }) {
  const { t } = useTranslation('contracts');
  const { busy, run } = useDownload();
  if (!contract.documents.length) return <p className="contract-nothing">{t('detail.nothingToDownload')}</p>;
  return (
    <ul className="contract-files">
      {contract.documents.map((f: TFileInfo) => (
        <li key={f.fileUUID}>
          <Button
            type="link"
            className="ws-file-link"
            icon={<DownloadOutlined aria-hidden />}
            loading={busy === f.fileUUID}
            onClick={() => void run(f.fileUUID, () => downloadContractDocument(contract.contractId, f.fileUUID, f.fileName))}
            aria-label={t('detail.download', { fileName: f.fileName })}
          >
            {f.fileName}
          </Button>
          <span className="file-size">({formatFileSize(f.fileSize)})</span>
        </li>
      ))}
    </ul>
  );
}

function Archives({ contract }: { contract: TContractDetail }) {
  const { t } = useTranslation('contracts');
  const { busy, run } = useDownload();
  if (!contract.archives.length) return <p className="contract-nothing">{t('detail.noArchives')}</p>;
  return (
    <ul className="contract-archives">
      {contract.archives.map((a: TAgreementArchive) => (
        <li key={a.archiveId} className="contract-archive">
          <div className="contract-archive-head">
            <Button
              type="link"
              className="ws-file-link"
              icon={<DownloadOutlined aria-hidden />}
              loading={busy === String(a.archiveId)}
              onClick={() => void run(String(a.archiveId), () => downloadAgreementArchive(contract.contractId, a.archiveId, a.fileName))}
              aria-label={t('detail.download', { fileName: a.fileName })}
            >
              {a.fileName}
            </Button>
            <span className="ws-hint">
              {t('detail.archiveOf', { orderNumber: a.orderNumber })} · <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
            </span>
          </div>
          <p className="contract-sha">
            <span className="contract-sha-label">SHA-256</span> <code>{a.sha256}</code>
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * A contract (P3102): its fields (name and order type, dates, manager, termination), products in use with their
 * effective dates, versions, the order forms behind it, contract documents ("nothing to download" when none) and the
 * agreement archives with their SHA-256; customers request a change or a termination from here.
 */
export default function ContractDetailPage() {
  // The suspension request's button is named in the suspensions area's words: both namespaces load before the page shows.
  const { t } = useTranslation(['contracts', 'suspensions']);
  const { contractId } = useParams();
  const [params] = useSearchParams();
  const id = Number(contractId);
  const query = useContract(id);
  const { isProvider, isCustomer } = useRoles();
  const c = query.data;
  useDocumentTitle(c?.contractName ?? t('detail.title'));
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  const qs = params.toString();
  const listHref = `/contract/contract-list${qs ? `?${qs}` : ''}`;
  const back = (
    <Link to={listHref} className="shell-button shell-button-ghost">
      <UnorderedListOutlined aria-hidden /> <span>{t('detail.toList')}</span>
    </Link>
  );
  if (query.isPending)
    return (
      <PageFrame title={t('detail.title')}>
        <div role="status" aria-live="polite">
          <span className="sr-only">{t('detail.loading')}</span>
          <Skeleton active title paragraph={{ rows: 8 }} />
        </div>
      </PageFrame>
    );
  if (query.isError || !c) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    const notFound = status === 404 || status === 403;
    return (
      <PageFrame title={t('detail.title')}>
        <Result
          status={notFound ? '404' : 'error'}
          title={<p className="contract-result-title">{t(notFound ? 'detail.notFound' : 'detail.failed')}</p>}
          extra={
            <div className="contract-actions">
              {!notFound && <Button onClick={() => void query.refetch()}>{t('detail.retry')}</Button>}
              {back}
            </div>
          }
        />
      </PageFrame>
    );
  }
  const canRequest = isCustomer && c.mayRequestChange;
  return (
    <PageFrame
      title={c.contractName}
      className="ws-panel contract-page"
      actions={
        <>
          {canRequest && (
            <>
              <Link to={`/order/order-write?requestType=CHANGE&contractId=${c.contractId}`} className="shell-button shell-button-primary">
                <EditOutlined aria-hidden /> <span>{t('detail.requestChange')}</span>
              </Link>
              <Link
                to={`/order/order-write?requestType=TERMINATION&contractId=${c.contractId}`}
                className="shell-button shell-button-ghost"
              >
                <StopOutlined aria-hidden /> <span>{t('detail.requestTermination')}</span>
              </Link>
            </>
          )}
          {isCustomer && c.maySuspend && (
            <Link to={`/contract/${c.contractId}/suspension-request`} className="shell-button shell-button-ghost">
              <PauseCircleOutlined aria-hidden /> <span>{t('suspensions:request.button')}</span>
            </Link>
          )}
          {isCustomer && c.status !== 'TERMINATED' && (
            <Link to={`/contract/${c.contractId}/other-report-request`} className="shell-button shell-button-ghost">
              <FormOutlined aria-hidden /> <span>{t('detail.changeReportedItems')}</span>
            </Link>
          )}
          {back}
        </>
      }
    >
      <div className="contract-head">
        <ContractStatusTag status={c.status} startsOn={c.upcoming ? c.beginDate : null} />
        <span className="ws-hint">
          {t('detail.number')} {c.contractNumber}
        </span>
      </div>
      {isCustomer && c.openOrder && (
        // Why the change and termination buttons are absent, and the order in progress.
        <p className="contract-notice" role="note">
          {t('detail.openOrder', { number: c.openOrder.orderNumber })}{' '}
          <Link to={`/order/${c.openOrder.orderId}/order-detail`}>{t('detail.openOrderLink', { number: c.openOrder.orderNumber })}</Link>
        </p>
      )}
      {c.status === 'TERMINATION_SCHEDULED' && c.terminationDueDate && (
        <p className="contract-notice" role="note">
          {t('detail.scheduledNotice', { date: c.terminationDueDate })}
        </p>
      )}
      <FieldSection
        title={t('detail.information')}
        items={[
          { key: 'name', label: t('field.nameAndType'), value: c.contractName, wide: true },
          ...(isProvider ? [{ key: 'company', label: t('column.company'), value: c.companyName }] : []),
          { key: 'number', label: t('detail.number'), value: c.contractNumber },
          { key: 'contractDate', label: t('column.contractDate'), value: c.contractDate },
          { key: 'manager', label: t('column.manager'), value: c.managerName },
          { key: 'begin', label: t('column.beginDate'), value: c.beginDate },
          { key: 'end', label: t('column.terminationDate'), value: c.terminationDate },
          { key: 'due', label: t('field.terminationDueDate'), value: c.terminationDueDate },
          { key: 'reason', label: t('field.terminationReason'), value: c.terminationReason, wide: true },
        ]}
      />
      <FieldSection title={t('detail.products')}>
        <ProductsTable items={c.products} caption={t('detail.products')} />
      </FieldSection>
      <FieldSection title={t('detail.versions')}>
        {c.versions.length === 0 ? (
          <p className="ws-hint">{t('detail.noVersions')}</p>
        ) : (
          <ol className="contract-versions">
            {[...c.versions]
              .sort((a, b) => b.versionNo - a.versionNo)
              .map((v) => (
                <li key={v.versionNo}>
                  <p className="contract-version-head">
                    <span className="ws-strong">{t('detail.version', { version: v.versionNo })}</span>
                    <span>{t('detail.effectiveFrom', { date: v.effectiveFrom })}</span>
                    <span className="ws-hint">
                      {orderTypeLabel(v.requestType)} ·{' '}
                      <Link to={isProvider ? `/admin/order/${v.orderId}/order-review` : `/order/${v.orderId}/order-detail`}>
                        {v.orderNumber}
                      </Link>
                    </span>
                  </p>
                  <p className="contract-version-products">
                    {v.products.map((p) => `${p.productName} (${productUseLabel(p.useType)})`).join(', ') || '-'}
                  </p>
                  {/* What the version changed in the terms, named by the server; none on the first version. */}
                  {v.changes && <ChangeList changes={v.changes} fieldLabels={(path) => v.changes?.find((c) => c.path === path)?.label} />}
                </li>
              ))}
          </ol>
        )}
      </FieldSection>
      <FieldSection title={t('detail.orders')}>
        <OrdersTable items={c.orders} provider={isProvider} />
      </FieldSection>
      <FieldSection title={t('detail.documents')}>
        <Documents contract={c} />
      </FieldSection>
      <FieldSection title={t('detail.archives')} extra={<span className="ws-hint">{t('detail.archivesHint')}</span>}>
        <Archives contract={c} />
      </FieldSection>
    </PageFrame>
  );
}
