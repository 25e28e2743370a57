import { BILLING_DISPUTE_WORKFLOW, formatMoneyText, type TBillingDisputeDetail, type TFileInfo } from '@portal/contract';
import Alert from 'antd/es/alert';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActionBar, AttachmentList, DocumentPage, FieldSection, VersionHistory, type TActInput } from '../../../components/document-page';
import { saveBlob } from '../../../components/download/save-blob';
import { formatDateTime } from '../../../lib/format';
import { downloadEvidence, useActOnBillingDispute, useBillingDisputeVersions } from '../api/billing-disputes';
import { AcceptForm } from './accept-form';

const at = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : null);
const pre = (text: string | null) => text && <span className="bdp-pre">{text}</span>;

/** The fields of a version's content, named for the history (the others are not shown). */
const HISTORY_FIELDS: Record<string, { ko: string; en: string }> = {
  reason: { ko: '이의 사유', en: 'Reason' },
  acceptedAmount: { ko: '차감 금액', en: 'Amount credited' },
  adjustmentMonth: { ko: '차감 청구 월', en: 'Credited on the bill of' },
  rejectionReason: { ko: '기각 사유', en: 'Reason for the rejection' },
  withdrawReason: { ko: '철회 사유', en: 'Reason for the withdrawal' },
};

/**
 * A dispute of a bill line as a document (the kit's DocumentPage): status steps, the decision first (the credit and the
 * bill that carries it, or the rejection's reason), the disputed line as the bill showed it, the dispute with its
 * evidence, the desk's acceptance form (provider staff, while open: the amount is the action's own field), the history,
 * and the action bar drawn from the declaration with the caller's `allowedActions` (reject, withdraw).
 */
export function DisputeDocument({
  query,
  provider,
  backHref,
}: {
  query: UseQueryResult<TBillingDisputeDetail>;
  provider: boolean;
  backHref: string;
}) {
  const { t, i18n } = useTranslation('billing-disputes');
  const d = query.data;
  const versions = useBillingDisputeVersions(d?.disputeId ?? null);
  const act = useActOnBillingDispute();
  const onAct = async (action: string, input: TActInput) => {
    if (!d) return;
    await act.mutateAsync({ disputeId: d.disputeId, action, body: input });
  };
  const lang = i18n.language === 'en' ? 'en' : 'ko';
  const historyLabel = (path: string) => HISTORY_FIELDS[path]?.[lang];
  const notice =
    d &&
    ((d.state === 'ACCEPTED' &&
      d.acceptedAmount && {
        type: 'success' as const,
        title: t('notice.accepted', {
          amount: formatMoneyText(d.acceptedAmount),
          month: d.adjustmentMonth ?? '',
          label: lang === 'ko' ? `이의 조정 (${d.billingMonth}분)` : `Dispute adjustment (for ${d.billingMonth})`,
        }),
        text: d.acceptanceNote,
      }) ||
      (d.state === 'REJECTED' && { type: 'warning' as const, title: t('notice.rejected'), text: d.rejectionReason }) ||
      (d.state === 'WITHDRAWN' && { type: 'info' as const, title: t('notice.withdrawn'), text: d.withdrawReason ?? t('notice.noReason') }));
  const download = async (file: TFileInfo) => {
    if (!d) return;
    saveBlob(await downloadEvidence(d.disputeId, file.fileUUID), file.fileName);
  };
  return (
    <DocumentPage
      declaration={BILLING_DISPUTE_WORKFLOW}
      title={t('detail.title')}
      documentNo={d?.number}
      state={d?.state}
      updatedAt={d?.decidedAt ?? d?.requestedAt}
      meta={
        d
          ? [
              ...(provider ? [{ key: 'company', label: t('column.company'), value: d.companyName }] : []),
              { key: 'month', label: t('column.month'), value: d.billingMonth },
              { key: 'amount', label: t('column.amount'), value: formatMoneyText(d.lineAmount) },
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
            declaration={BILLING_DISPUTE_WORKFLOW}
            allowedActions={d.allowedActions.filter((a) => a !== 'accept')}
            version={d.version}
            onAct={onAct}
            askMemo={provider}
            onReload={() => void query.refetch()}
            backHref={backHref}
          />
        )
      }
    >
      {d && (
        <>
          {notice && (
            <Alert
              type={notice.type}
              showIcon
              className="bdp-notice"
              title={notice.title}
              description={notice.text ? pre(notice.text) : undefined}
            />
          )}
          <FieldSection
            title={t('section.line')}
            items={[
              ...(provider ? [{ key: 'company', label: t('field.company'), value: d.companyName }] : []),
              { key: 'month', label: t('field.month'), value: d.billingMonth },
              { key: 'product', label: t('field.product'), value: `${d.productName} (${d.productCode})` },
              { key: 'line', label: t('field.line'), value: d.lineLabel },
              { key: 'amount', label: t('field.amount'), value: formatMoneyText(d.lineAmount) },
              { key: 'source', label: t('field.source'), value: d.sourceNumber || null },
              { key: 'issued', label: t('field.issuedOn'), value: d.issuedOn },
              { key: 'window', label: t('field.window'), value: t('field.windowValue', { date: d.windowLastDay }) },
            ]}
          />
          <FieldSection
            title={t('section.dispute')}
            items={[
              { key: 'requested', label: t('field.requestedAt'), value: at(d.requestedAt) },
              { key: 'requester', label: t('field.requester'), value: d.requesterName },
              { key: 'reason', label: t('field.reason'), value: pre(d.reason), wide: true },
            ]}
          >
            <AttachmentList title={t('section.evidence')} files={d.files} emptyText={t('evidence.empty')} download={download} />
          </FieldSection>
          {d.state !== 'OPEN' && (
            <FieldSection
              title={t('section.decision')}
              items={[
                { key: 'decided', label: t('field.decidedAt'), value: at(d.decidedAt) },
                { key: 'decider', label: t('field.decider'), value: d.deciderName },
                { key: 'accepted', label: t('field.acceptedAmount'), value: d.acceptedAmount ? formatMoneyText(d.acceptedAmount) : null },
                { key: 'adjustment', label: t('field.adjustmentMonth'), value: d.adjustmentMonth },
                { key: 'note', label: t('field.acceptanceNote'), value: pre(d.acceptanceNote), wide: true },
                { key: 'rejection', label: t('field.rejectionReason'), value: pre(d.rejectionReason), wide: true },
                { key: 'withdraw', label: t('field.withdrawReason'), value: pre(d.withdrawReason), wide: true },
              ]}
            />
          )}
          {provider && d.allowedActions.includes('accept') && <AcceptForm dispute={d} />}
          <VersionHistory declaration={BILLING_DISPUTE_WORKFLOW} versions={versions} fieldLabels={historyLabel} />
        </>
      )}
    </DocumentPage>
  );
}
