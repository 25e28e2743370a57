import type { TScimToken } from '@portal/contract';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../components/feedback/use-feedback';
import { ListEmpty, ListFailed, ListLoading } from '../../../components/list/list-states';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { PageFrame } from '../../../components/page-frame';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useRevokeScimToken, useScimTokens } from '../api/scim-tokens';
import { CreateTokenDialog } from '../components/token-dialog';
import '../company-provisioning.css';

/** The company's tokens in use: name, prefix, who made it and when, last use, and a revoke after a confirmation. */
function TokenList() {
  const { t } = useTranslation('company-provisioning');
  const { message, modal } = useFeedback();
  const query = useScimTokens();
  const revoke = useRevokeScimToken();
  const confirmRevoke = (token: TScimToken) =>
    modal.confirm({
      title: t('revoke.title'),
      content: t('revoke.text', { name: token.name }),
      okText: t('revoke.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        try {
          await revoke.mutateAsync(token.tokenId);
          void message.success(t('revoke.done'));
        } catch (err) {
          void message.error(err instanceof ApiError && err.message ? err.message : t('common:error.api'));
        }
      },
    });
  const columns: ListColumn<TScimToken>[] = [
    {
      key: 'name',
      header: t('tokens.name'),
      className: 'col-scim-name',
      cell: (token) => (
        <>
          <div className="scim-name">{token.name}</div>
          <code className="scim-hint">{token.tokenPrefix}…</code>
        </>
      ),
    },
    {
      key: 'created',
      header: t('tokens.created'),
      className: 'col-scim-date',
      dataLabel: () => t('tokens.created'),
      cell: (token) => (
        <>
          {formatDateTime(token.createdAt)}
          {token.createdByName && <div className="scim-hint">{token.createdByName}</div>}
        </>
      ),
    },
    {
      key: 'used',
      header: t('tokens.lastUsed'),
      className: 'col-scim-date',
      dataLabel: () => t('tokens.lastUsed'),
      cell: (token) => (token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t('tokens.never')),
    },
    {
      key: 'actions',
      header: t('tokens.actions'),
      className: 'col-scim-actions',
      cell: (token) => (
        <Button size="small" danger onClick={() => confirmRevoke(token)} aria-label={t('revoke.buttonFor', { name: token.name })}>
          {t('revoke.button')}
        </Button>
      ),
    },
  ];
  if (query.isPending) return <ListLoading />;
  if (query.isError) return <ListFailed onRetry={() => void query.refetch()} />;
  const { items, max, baseUrl } = query.data;
  return (
    <>
      <dl className="scim-service">
        <dt>{t('service.baseUrl')}</dt>
        <dd>
          <code>{baseUrl}</code>
        </dd>
      </dl>
      <p className="scim-hint">{t('tokens.count', { count: items.length, max })}</p>
      {items.length === 0 ? (
        <ListEmpty searching={false} emptyText={t('tokens.empty')} />
      ) : (
        <div className="scim-table-wrap">
          <ListTable
            caption={t('tokens.caption')}
            items={items}
            columns={columns}
            rowKey={(token) => token.tokenId}
            className="bulletin-table scim-table"
          />
        </div>
      )}
    </>
  );
}

/**
 * User provisioning (/mypage/company-provisioning): the SCIM service's address and the company's tokens for its
 * identity provider (make one and see it once, revoke after a confirmation), for the company administrator (03).
 */
export default function CompanyProvisioningPage() {
  const { t } = useTranslation('company-provisioning');
  const [creating, setCreating] = useState(false);
  return (
    <PageFrame
      title={t('page.title')}
      lead={t('page.lead')}
      actions={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {t('create.button')}
        </Button>
      }
    >
      <Alert type="info" showIcon className="scim-note" title={t('page.noteTitle')} description={t('page.note')} />
      <section aria-labelledby="scim-tokens" className="scim-section">
        <h2 id="scim-tokens" className="scim-heading">
          {t('tokens.title')}
        </h2>
        <TokenList />
      </section>
      <CreateTokenDialog open={creating} onClose={() => setCreating(false)} />
    </PageFrame>
  );
}
