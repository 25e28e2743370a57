import { EXCHANGE_ACTIONS, type TExchangeApprovalDetail } from '@portal/contract';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ActionBar, AttachmentList, DocumentPage, FieldSection, HistoryTimeline, type TFieldItem } from '../../../components/document-page';
import { ExchangeStatusTag } from '../../../components/exchange-result/exchange-result-panel';
import { formatDateTime } from '../../../lib/format';
import { downloadExchangeFile, useDecideExchangeApproval, useExchangeApproval } from '../api/exchange-approvals';
import { approvalTypeLabel, declarationOf, NotificationText } from '../components/approval-parts';
import '../exchange-approvals.css';

const DECISION_OF_ACTION: Record<string, 'approve' | 'reject'> = {
  [EXCHANGE_ACTIONS.approve]: 'approve',
  [EXCHANGE_ACTIONS.reject]: 'reject',
};

/** The decision part: status, who decided and when, the message, the provider's confirmation and the writer's notification. */
function DecisionSection({ item }: { item: TExchangeApprovalDetail }) {
  const { t } = useTranslation('exchange-approvals');
  const notYet = t('list.notYet');
  const items: TFieldItem[] = [
    { key: 'status', label: t('column.status'), value: <ExchangeStatusTag status={item.status} /> },
    {
      key: 'decided',
      label: t('detail.decided'),
      value: item.decidedAt ? `${formatDateTime(item.decidedAt)} · ${item.decidedByName ?? ''}` : notYet,
    },
    { key: 'message', label: t('detail.message'), value: item.message ?? t('detail.noMessage'), wide: true },
    { key: 'notified', label: t('column.notified'), value: <NotificationText item={item} /> },
    {
      key: 'confirmed',
      label: t('column.confirmed'),
      value: item.confirmedAt ? `${formatDateTime(item.confirmedAt)} · ${item.confirmedByName ?? ''}` : notYet,
    },
  ];
  return <FieldSection title={t('detail.decision')} items={items} />;
}

/**
 * The reviewer's page of an approval item (P4002): the document's key fields and attachments, its history, and approve
 * and reject in the action bar (each with its confirmation; the message is optional); after a decision the page shows
 * the decision, the provider's confirmation and the writer's notification.
 */
export default function ApprovalDetailPage() {
  const { t } = useTranslation('exchange-approvals');
  const { approvalId } = useParams();
  const [params] = useSearchParams();
  const id = Number(approvalId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useExchangeApproval(valid ? id : null);
  const decide = useDecideExchangeApproval();
  if (!valid) return <Navigate to="/404" replace />;
  const qs = params.toString();
  const backHref = `/exchange/approval-list${qs ? `?${qs}` : ''}`;
  const item = query.data;
  const declaration = declarationOf(item?.kind ?? 'order');
  return (
    <DocumentPage
      declaration={declaration}
      title={item?.title ?? t('detail.title')}
      documentNo={item?.documentNumber}
      state={item?.requestState}
      updatedAt={item?.decidedAt ?? item?.registeredAt}
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      backHref={backHref}
      meta={
        item
          ? [
              { key: 'type', label: t('column.type'), value: approvalTypeLabel(item.approvalType) },
              { key: 'company', label: t('detail.company'), value: item.companyName },
              { key: 'writer', label: t('column.writer'), value: item.writerName },
              { key: 'registered', label: t('column.registered'), value: formatDateTime(item.registeredAt) },
              { key: 'item', label: t('detail.item'), value: <ExchangeStatusTag status={item.status} /> },
            ]
          : []
      }
      actions={
        item && (
          <ActionBar
            declaration={declaration}
            allowedActions={item.allowedActions.map((d) => EXCHANGE_ACTIONS[d])}
            version={item.version}
            askMemo={false}
            busy={decide.isPending}
            onReload={() => void query.refetch()}
            onAct={async (action, input) => {
              await decide.mutateAsync({
                approvalId: item.approvalId,
                decision: DECISION_OF_ACTION[action]!,
                version: input.version,
                message: input.reason,
              });
            }}
          />
        )
      }
    >
      {item && (
        <>
          <FieldSection title={t('detail.summary')} items={item.summary.map((f) => ({ key: f.key, label: f.label, value: f.value }))}>
            {item.memo && (
              <p className="exa-memo">
                <strong>{t('column.memo')}</strong> {item.memo}
              </p>
            )}
          </FieldSection>
          <AttachmentList files={item.attachments} download={(f) => downloadExchangeFile(item.approvalId, f.fileUUID, f.fileName)} />
          <DecisionSection item={item} />
          {/* Each version's changes come named from the server (the kinds' labels are the orders' and declarations' areas'). */}
          <HistoryTimeline declaration={declaration} entries={item.history} fieldLabels={() => undefined} hideUnlabelled />
        </>
      )}
    </DocumentPage>
  );
}
