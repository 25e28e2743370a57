import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import FileSearchOutlined from '@ant-design/icons/es/icons/FileSearchOutlined';
import { NON_DISPLAY_WORKFLOW, type TNonDisplayAction } from '@portal/contract';
import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { ActionBar, DocumentPage, ReasonBanner, VersionHistory } from '../../../components/document-page';
import { ExchangeResultPanel } from '../../../components/exchange-result/exchange-result-panel';
import { useActOnNonDisplayReport, useNonDisplayReport, useNonDisplayReportVersions } from '../api/non-display';
import { declarationHistoryLabel, useDeclarationValueFormat } from '../components/declaration-history-format';
import { orderPage, PdfButton } from '../components/declaration-parts';
import { DeclarationSections } from '../components/declaration-sections';
import '../non-display.css';
import { useRoles } from '../../../components/use-roles';

/** The states whose last reason heads the declaration (a reconfirmation, a rejection). */
const REASON_STATES = ['RECONFIRM', 'REJECTED'];

/** Where a state without a step of its own stands on the steps (draft, submitted, approved). */
const STOOD_AT: Partial<Record<string, string>> = {
  RECONFIRM: 'SUBMITTED',
  REJECTED: 'SUBMITTED',
  REVISING: 'APPROVED',
  CANCELLED: 'DRAFT',
};

/**
 * A declaration (P3403): the document page with its status steps, the latest reason of a rejection or reconfirmation
 * request, the warnings (flags), every field with the tiers and fees, attachments, the history with what changed field by
 * field and a comparison of two versions, and the action bar drawn from NON_DISPLAY_WORKFLOW with the reader's actions
 * (customers: submit, resubmit, change, discard; provider staff: approve, reject, ask for reconfirmation). "Edit" opens
 * the form while the declaration may be edited; the PDF and the order form are in the header.
 */
export default function DeclarationDetailPage() {
  const { t } = useTranslation('non-display');
  const { declarationId } = useParams();
  const [params] = useSearchParams();
  const id = Number(declarationId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useNonDisplayReport(valid ? id : null);
  const versions = useNonDisplayReportVersions(valid ? id : null);
  const { isProvider } = useRoles();
  const act = useActOnNonDisplayReport();
  const formatValue = useDeclarationValueFormat();
  if (!valid) return <Navigate to="/404" replace />;
  const d = query.data;
  const qs = params.toString();
  const backHref = `/report/non-display-list${qs ? `?${qs}` : ''}`;
  const onAct = async (action: string, input: { reason?: string; memo?: string; version: number }) => {
    if (!d) return;
    await act.mutateAsync({ declarationId: d.declarationId, action: action as TNonDisplayAction, body: input });
  };
  return (
    <DocumentPage
      declaration={NON_DISPLAY_WORKFLOW}
      title={t('detail.titlePlain')}
      documentNo={d?.number}
      state={d?.state}
      stoodAt={d ? STOOD_AT[d.state] : undefined}
      updatedAt={d?.updatedAt}
      meta={
        d
          ? [
              ...(isProvider ? [{ key: 'company', label: t('column.company'), value: d.companyName }] : []),
              { key: 'order', label: t('field.order'), value: d.orderNumber },
            ]
          : []
      }
      loading={query.isPending}
      error={query.isError ? query.error : undefined}
      onRetry={() => void query.refetch()}
      backHref={backHref}
      headerActions={
        d && (
          <>
            <Link to={orderPage(d.orderId, isProvider)} className="shell-button shell-button-ghost">
              <FileSearchOutlined aria-hidden /> <span>{t('detail.viewOrder')}</span>
            </Link>
            <PdfButton id={d.declarationId} number={d.number} />
          </>
        )
      }
      actions={
        d && (
          <ActionBar
            declaration={NON_DISPLAY_WORKFLOW}
            allowedActions={d.allowedActions}
            version={d.version}
            onAct={onAct}
            onReload={() => void query.refetch()}
            backHref={backHref}
            extra={
              <>
                {d.mayEdit && !isProvider && (
                  <Link to={`/report/non-display-write?declarationId=${d.declarationId}`} className="shell-button shell-button-primary">
                    <EditOutlined aria-hidden /> <span>{t('detail.edit')}</span>
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
          <ReasonBanner declaration={NON_DISPLAY_WORKFLOW} state={d.state} reason={d.lastReason} shownIn={REASON_STATES} />
          {d.flagDetails.length > 0 && (
            <Alert
              type="warning"
              showIcon
              className="nd-alert"
              title={t('detail.flagsTitle')}
              description={
                <ul className="nd-warning-list">
                  {d.flagDetails.map((f) => (
                    <li key={f.code}>{f.label}</li>
                  ))}
                </ul>
              }
            />
          )}
          {isProvider && <ExchangeResultPanel requestId={d.declarationId} />}
          <DeclarationSections declaration={d} provider={isProvider} />
          <VersionHistory
            declaration={NON_DISPLAY_WORKFLOW}
            versions={versions}
            fieldLabels={declarationHistoryLabel}
            formatValue={formatValue}
            title={t('detail.historyTitle')}
            compare={{ title: t('detail.compare') }}
          />
        </>
      )}
    </DocumentPage>
  );
}
