import { AUDIT_PACK_STATE_LABELS, type TAuditPack } from '@portal/contract';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../components/format-file-size';
import { useFeedback } from '../../../components/feedback/use-feedback';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { downloadAuditPack } from '../api/audit-packs';

const TONE: Record<TAuditPack['state'], StatusTone> = { QUEUED: 'blue', BUILDING: 'gold', READY: 'green', FAILED: 'red' };

/** The packs: customer, period, state with progress (documents done of total), and the download of a ready one. */
export function PackTable({ items, showCompany }: { items: TAuditPack[]; showCompany: boolean }) {
  const { t } = useTranslation('audit-packs');
  const { message } = useFeedback();
  const [busy, setBusy] = useState<number | null>(null);
  const lang = currentLanguage();

  const download = async (p: TAuditPack) => {
    setBusy(p.packId);
    try {
      await downloadAuditPack(p);
    } catch (err) {
      void message.error(err instanceof ApiError && err.message ? err.message : t('list.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };

  const columns: ListColumn<TAuditPack>[] = [
    ...(showCompany
      ? [
          {
            key: 'company',
            header: t('list.company'),
            className: 'col-adp-company',
            cell: (p: TAuditPack) => (
              <>
                <div>{p.companyName}</div>
                <span className="adp-meta">{p.customerCode}</span>
              </>
            ),
          },
        ]
      : []),
    {
      key: 'period',
      header: t('list.period'),
      className: 'col-adp-period',
      dataLabel: () => t('list.period'),
      cell: (p) => (
        <>
          <div>{t('list.periodValue', { from: p.fromMonth, to: p.toMonth })}</div>
          <span className="adp-meta">{p.productCodes.length ? p.productCodes.join(', ') : t('list.allProducts')}</span>
        </>
      ),
    },
    {
      key: 'state',
      header: t('list.state'),
      className: 'col-adp-state',
      dataLabel: () => t('list.state'),
      cell: (p) => (
        <>
          <StatusTag tone={TONE[p.state]}>{AUDIT_PACK_STATE_LABELS[p.state][lang]}</StatusTag>
          {(p.state === 'BUILDING' || p.state === 'QUEUED') && (
            <Progress
              className="adp-progress"
              percent={p.documentsTotal ? Math.floor((p.documentsDone / p.documentsTotal) * 100) : 0}
              size="small"
              aria-label={t('list.progress', { done: p.documentsDone, total: p.documentsTotal })}
              format={() => t('list.progress', { done: p.documentsDone, total: p.documentsTotal })}
            />
          )}
          {p.state === 'READY' && <span className="adp-meta">{t('list.documents', { count: p.documentsTotal })}</span>}
          {p.failure && <span className="adp-error">{p.failure}</span>}
        </>
      ),
    },
    {
      key: 'made',
      header: t('list.made'),
      className: 'col-adp-made',
      dataLabel: () => t('list.made'),
      cell: (p) => (
        <>
          <div>{formatDateTime(p.createdAt)}</div>
          <span className="adp-meta">{p.requestedByName}</span>
        </>
      ),
    },
    {
      key: 'file',
      header: t('list.file'),
      className: 'col-adp-file',
      dataLabel: () => t('list.file'),
      cell: (p) =>
        p.state === 'READY' ? (
          <>
            <Button
              icon={<DownloadOutlined />}
              loading={busy === p.packId}
              onClick={() => void download(p)}
              aria-label={t('list.downloadNamed', { name: p.fileName })}
            >
              {t('list.download')}
            </Button>
            <span className="adp-meta">
              {p.sizeBytes !== null ? formatFileSize(p.sizeBytes) : ''}
              {p.expiresAt ? ` · ${t('list.expires', { at: formatDateTime(p.expiresAt) })}` : ''}
            </span>
            {p.sha256 && <span className="adp-hash">SHA-256 {p.sha256}</span>}
          </>
        ) : (
          <span className="adp-meta">{t('list.notReady')}</span>
        ),
    },
  ];
  return <ListTable caption={t('list.caption')} items={items} columns={columns} rowKey={(p) => p.packId} className="adp-table" />;
}
