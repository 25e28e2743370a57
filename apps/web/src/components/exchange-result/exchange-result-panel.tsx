import {
  CALL_PATHS,
  EXCHANGE_APPROVAL_STATUS_LABELS,
  EXCHANGE_NOTIFICATION_LABELS,
  type TExchangeApprovalStatus,
  type TExchangeLatestResponse,
} from '@portal/contract';
import { useFeedback } from '../feedback/use-feedback';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { FieldSection, type TFieldItem } from '../document-page';
import { StatusTag, type StatusTone } from '../status-tag';
import './exchange-result.css';

/** The cache key of the provider's exchange result panels (the exchange feature's decisions invalidate it). */
export const EXCHANGE_RESULT_KEY = ['exchange-result'] as const;

/** The tone of an exchange item's status. */
export const EXCHANGE_STATUS_TONE: Record<TExchangeApprovalStatus, StatusTone> = { WAITING: 'gold', APPROVED: 'green', REJECTED: 'red' };

/** The status tag of an exchange approval item (waiting, approved, rejected), in the page's language. */
export function ExchangeStatusTag({ status }: { status: TExchangeApprovalStatus }) {
  return <StatusTag tone={EXCHANGE_STATUS_TONE[status]}>{EXCHANGE_APPROVAL_STATUS_LABELS[status][currentLanguage()]}</StatusTag>;
}

/**
 * The exchange's result on a provider page of a request (the order review, the declaration detail):
 * the latest exchange item of the request (status, decision and its message, when registered, decided, confirmed and
 * whether the writer was told) and "Confirm result" when it is decided and not yet confirmed (with a confirmation).
 * Nothing shows before the request reached the exchange. For provider staff (05, 06) only: the call refuses others.
 */
export function ExchangeResultPanel({ requestId }: { requestId: number }) {
  const { t } = useTranslation('components');
  const client = useQueryClient();
  const { message } = useFeedback();
  const [asking, setAsking] = useState(false);
  const query = useQuery({
    queryKey: [...EXCHANGE_RESULT_KEY, requestId],
    queryFn: ({ signal }): Promise<TExchangeLatestResponse> =>
      api.call(CALL_PATHS.getLatestExchangeApproval, { params: { requestId }, signal, silent: true }),
    retry: false,
  });
  const confirm = useMutation({
    mutationFn: (approvalId: number) => api.call(CALL_PATHS.confirmExchangeApproval, { params: { approvalId }, silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: EXCHANGE_RESULT_KEY }),
  });
  const item = query.data?.item;
  if (!item) return null;
  const lang = currentLanguage();
  const none = t('exchangeResult.none');
  const items: TFieldItem[] = [
    { key: 'status', label: t('exchangeResult.status'), value: <ExchangeStatusTag status={item.status} /> },
    { key: 'registered', label: t('exchangeResult.registered'), value: formatDateTime(item.registeredAt) },
    {
      key: 'decided',
      label: t('exchangeResult.decided'),
      value: item.decidedAt ? `${formatDateTime(item.decidedAt)} · ${item.decidedByName ?? ''}` : t('exchangeResult.notYet'),
    },
    { key: 'message', label: t('exchangeResult.message'), value: item.message ?? none, wide: true },
    {
      key: 'notified',
      label: t('exchangeResult.notified'),
      value: item.notificationStatus
        ? `${EXCHANGE_NOTIFICATION_LABELS[item.notificationStatus][lang]} (${formatDateTime(item.notifiedAt)})`
        : t('exchangeResult.notYet'),
    },
    {
      key: 'confirmed',
      label: t('exchangeResult.confirmed'),
      value: item.confirmedAt ? `${formatDateTime(item.confirmedAt)} · ${item.confirmedByName ?? ''}` : t('exchangeResult.notYet'),
    },
  ];
  const run = async () => {
    try {
      await confirm.mutateAsync(item.approvalId);
      setAsking(false);
      void message.success(t('exchangeResult.confirmDone'));
    } catch (err) {
      void message.error(err instanceof ApiError && err.message ? err.message : t('exchangeResult.confirmFailed'));
      setAsking(false);
      void query.refetch();
    }
  };
  return (
    <div className="exchange-result">
      <FieldSection
        title={t('exchangeResult.title')}
        items={items}
        extra={
          query.data?.mayConfirm && (
            <Button type="primary" onClick={() => setAsking(true)}>
              {t('exchangeResult.confirm')}
            </Button>
          )
        }
      />
      <Modal
        open={asking}
        title={t('exchangeResult.confirmTitle')}
        okText={t('exchangeResult.confirm')}
        cancelText={t('exchangeResult.cancel')}
        confirmLoading={confirm.isPending}
        onOk={() => void run()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('exchangeResult.confirmText')}</p>
      </Modal>
    </div>
  );
}
