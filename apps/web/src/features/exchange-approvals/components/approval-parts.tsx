import {
  EXCHANGE_APPROVAL_STATUSES,
  EXCHANGE_APPROVAL_TYPE_LABELS,
  EXCHANGE_APPROVAL_TYPES,
  EXCHANGE_NOTIFICATION_LABELS,
  EXCHANGE_STAGES,
  exchangeStageLabel,
  NON_DISPLAY_WORKFLOW,
  ORDER_WORKFLOW,
  EXCHANGE_APPROVAL_STATUS_LABELS,
  type TExchangeApprovalItem,
  type TExchangeApprovalStatus,
  type TExchangeApprovalType,
  type WorkflowDeclaration,
} from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

export const approvalTypeLabel = (type: TExchangeApprovalType) => EXCHANGE_APPROVAL_TYPE_LABELS[type][currentLanguage()];
export const approvalTypeOptions = () => EXCHANGE_APPROVAL_TYPES.map((value) => ({ value, label: approvalTypeLabel(value) }));
export const statusOptions = () =>
  EXCHANGE_APPROVAL_STATUSES.map((value) => ({ value, label: EXCHANGE_APPROVAL_STATUS_LABELS[value][currentLanguage()] }));
/** The stages (states waiting on the exchange), named as steps (the list's column says the same). */
export const stageOptions = () => EXCHANGE_STAGES.map((value) => ({ value, label: exchangeStageLabel('order', value, currentLanguage()) }));

export const asStatus = (v: string | undefined): TExchangeApprovalStatus | undefined =>
  (EXCHANGE_APPROVAL_STATUSES as readonly string[]).includes(v ?? '') ? (v as TExchangeApprovalStatus) : undefined;
export const asType = (v: string | undefined): TExchangeApprovalType | undefined =>
  (EXCHANGE_APPROVAL_TYPES as readonly string[]).includes(v ?? '') ? (v as TExchangeApprovalType) : undefined;
export const asStage = (v: string | undefined): string | undefined => (EXCHANGE_STAGES.includes(v ?? '') ? v : undefined);

/** The workflow declaration of an item's document (its states and the reviewer's action texts). */
export const declarationOf = (kind: string): WorkflowDeclaration =>
  (kind === 'nonDisplay' ? NON_DISPLAY_WORKFLOW : ORDER_WORKFLOW) as WorkflowDeclaration;

/** The reviewer's page of an item. */
export const approvalHref = (approvalId: number) => `/exchange/approval/${approvalId}/approval-detail`;

/** "Notified (2026-11-25 14:30:05 KST)", "Not notified", or a dash before the decision. */
export function NotificationText({ item }: { item: Pick<TExchangeApprovalItem, 'notificationStatus' | 'notifiedAt'> }) {
  const { t } = useTranslation('exchange-approvals');
  if (!item.notificationStatus) return <span className="exa-muted">{t('list.notYet')}</span>;
  return (
    <>
      <span>{EXCHANGE_NOTIFICATION_LABELS[item.notificationStatus][currentLanguage()]}</span>
      {item.notifiedAt && (
        <time className="exa-sub" dateTime={item.notifiedAt}>
          {formatDateTime(item.notifiedAt)}
        </time>
      )}
    </>
  );
}
