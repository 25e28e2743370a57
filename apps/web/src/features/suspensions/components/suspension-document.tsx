import { SUSPENSION_FIELD_LABELS, SUSPENSION_WORKFLOW, type TSuspensionDetail, type TSuspensionField } from '@portal/contract';
import Alert from 'antd/es/alert';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionBar, DocumentPage, FieldSection, VersionHistory, type TActInput } from '../../../components/document-page';
import { ListTable } from '../../../components/list/list-table';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useActOnSuspension, useSuspensionVersions } from '../api/suspensions';
import { classificationLabel, ContractStatusTag, periodText } from './suspension-parts';

const at = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : null);

/** The fields of a version's content, named for the history (the others are not shown). */
const historyLabel = (path: string) =>
  Object.prototype.hasOwnProperty.call(SUSPENSION_FIELD_LABELS, path)
    ? SUSPENSION_FIELD_LABELS[path as TSuspensionField][currentLanguage()]
    : undefined;

/** What is shown with a request, from its contract and the catalogue (also on the request page). */
export function ContractInfoSection({ info }: { info: TSuspensionDetail['contract'] }) {
  const { t } = useTranslation('suspensions');
  return (
    <FieldSection
      title={t('section.contract')}
      items={[
        { key: 'contract', label: t('field.contractName'), value: `${info.contractName} · ${info.contractNumber}`, wide: true },
        { key: 'company', label: t('field.customerName'), value: info.companyName },
        { key: 'status', label: t('field.contractStatus'), value: <ContractStatusTag status={info.contractStatus} /> },
        { key: 'requestType', label: t('field.requestType'), value: t('field.requestTypeValue') },
        { key: 'manager', label: t('field.manager'), value: info.managerName },
        {
          key: 'contact',
          label: t('field.contact'),
          value: [info.managerEmail, info.managerPhone].filter(Boolean).join(' · ') || null,
        },
      ]}
    >
      <div className="susp-table-wrap">
        <ListTable
          className="bulletin-table susp-products"
          caption={t('field.products')}
          items={info.products}
          rowKey={(p) => `${p.productCode}-${p.effectiveFrom}`}
          columns={[
            { key: 'name', header: t('field.product'), className: 'col-susp-product', cell: (p) => `${p.productName} (${p.productCode})` },
            {
              key: 'use',
              className: 'col-susp-use',
              header: t('field.classification'),
              dataLabel: () => t('field.classification'),
              cell: (p) => classificationLabel(p.useType),
            },
            {
              key: 'market',
              className: 'col-susp-market',
              header: t('field.market'),
              dataLabel: () => t('field.market'),
              cell: (p) => p.marketName,
            },
            {
              key: 'provision',
              className: 'col-susp-provision',
              header: t('field.receivingMethod'),
              dataLabel: () => t('field.receivingMethod'),
              cell: (p) => p.provisionName,
            },
            {
              key: 'since',
              className: 'col-susp-date',
              header: t('field.inUse'),
              dataLabel: () => t('field.inUse'),
              cell: (p) => (p.effectiveTo ? `${p.effectiveFrom} ~ ${p.effectiveTo}` : t('field.since', { date: p.effectiveFrom })),
            },
          ]}
        />
      </div>
    </FieldSection>
  );
}

/**
 * A suspension request as a document (the kit's DocumentPage): status steps, the latest return, change or cancel reason
 * first, the request and its processing, the contract with its products, then the page's own part (`staffPart`: the
 * change reception and memo), the history, and the action bar drawn from the declaration with the caller's
 * `allowedActions` (`hiddenActions` are the page's own buttons, `barExtra` beside them).
 */
export function SuspensionDocument({
  query,
  provider,
  backHref,
  staffPart,
  hiddenActions = [],
  barExtra,
}: {
  query: UseQueryResult<TSuspensionDetail>;
  provider: boolean;
  backHref: string;
  staffPart?: ReactNode;
  hiddenActions?: readonly string[];
  barExtra?: ReactNode;
}) {
  const { t } = useTranslation('suspensions');
  const s = query.data;
  const versions = useSuspensionVersions(s?.suspensionId ?? null);
  const act = useActOnSuspension();
  const onAct = async (action: string, input: TActInput) => {
    if (!s) return;
    await act.mutateAsync({ suspensionId: s.suspensionId, action, body: input });
  };
  const notice =
    s &&
    ((s.state === 'REJECTED' && s.rejectionReason && { type: 'warning' as const, title: t('notice.rejected'), text: s.rejectionReason }) ||
      (s.state === 'CANCELLED' && { type: 'info' as const, title: t('notice.cancelled'), text: s.cancelReason ?? t('notice.noReason') }) ||
      (s.changeReason && s.state !== 'APPROVED' && { type: 'info' as const, title: t('notice.changed'), text: s.changeReason }));
  return (
    <DocumentPage
      declaration={SUSPENSION_WORKFLOW}
      title={t('detail.title')}
      documentNo={s?.number}
      state={s?.state}
      updatedAt={s?.updatedAt}
      meta={
        s
          ? [
              ...(provider ? [{ key: 'company', label: t('column.company'), value: s.companyName }] : []),
              { key: 'period', label: t('column.period'), value: periodText(s.periodFrom, s.periodTo) },
            ]
          : []
      }
      loading={query.isPending}
      error={query.isError ? query.error : undefined}
      onRetry={() => void query.refetch()}
      backHref={backHref}
      actions={
        s && (
          <ActionBar
            declaration={SUSPENSION_WORKFLOW}
            allowedActions={s.allowedActions.filter((a) => !hiddenActions.includes(a))}
            version={s.version}
            onAct={onAct}
            askMemo={provider}
            onReload={() => void query.refetch()}
            backHref={backHref}
            extra={barExtra}
          />
        )
      }
    >
      {s && (
        <>
          {notice && (
            <Alert
              type={notice.type}
              showIcon
              className="susp-notice"
              title={notice.title}
              description={<span className="susp-pre">{notice.text}</span>}
            />
          )}
          <FieldSection
            title={t('section.request')}
            items={[
              { key: 'product', label: t('field.product'), value: `${s.productName} (${s.productCode})` },
              { key: 'market', label: t('field.market'), value: s.marketName },
              { key: 'classification', label: t('field.classification'), value: classificationLabel(s.useType) },
              { key: 'receiving', label: t('field.receivingMethod'), value: s.provisionName },
              { key: 'period', label: t('field.period'), value: periodText(s.periodFrom, s.periodTo) },
              { key: 'requested', label: t('field.requestedAt'), value: at(s.requestedAt) },
              {
                key: 'requester',
                label: t('field.requester'),
                value: [s.requesterName, s.requesterEmail, s.requesterPhone].filter(Boolean).join(' · '),
              },
              { key: 'reason', label: t('field.reason'), value: <span className="susp-pre">{s.reason}</span>, wide: true },
            ]}
          />
          <FieldSection
            title={t('section.processing')}
            items={[
              { key: 'received', label: t('field.receivedAt'), value: at(s.receivedAt) },
              { key: 'approved', label: t('field.approvedAt'), value: at(s.approvedAt) },
              { key: 'approver', label: t('field.approver'), value: s.approverName },
              { key: 'rejected', label: t('field.rejectedAt'), value: at(s.rejectedAt) },
              {
                key: 'change',
                label: t('field.changeReason'),
                value: s.changeReason && <span className="susp-pre">{s.changeReason}</span>,
                wide: true,
              },
              {
                key: 'rejection',
                label: t('field.rejectionReason'),
                value: s.rejectionReason && <span className="susp-pre">{s.rejectionReason}</span>,
                wide: true,
              },
              ...(s.cancelledAt
                ? [
                    { key: 'cancelled', label: t('field.cancelledAt'), value: at(s.cancelledAt) },
                    {
                      key: 'cancel',
                      label: t('field.cancelReason'),
                      value: s.cancelReason && <span className="susp-pre">{s.cancelReason}</span>,
                      wide: true,
                    },
                  ]
                : []),
            ]}
          />
          <ContractInfoSection info={s.contract} />
          {staffPart}
          <VersionHistory declaration={SUSPENSION_WORKFLOW} versions={versions} fieldLabels={historyLabel} />
        </>
      )}
    </DocumentPage>
  );
}
