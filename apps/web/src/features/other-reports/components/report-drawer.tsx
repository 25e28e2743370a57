import {
  CONTACT_FIELDS,
  OTHER_REPORT_WORKFLOW,
  type TOtherReportAction,
  type TOtherReportItem,
  type TOtherReportValue,
} from '@portal/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ActionBar,
  FieldGrid,
  FieldSection,
  RequestDrawer,
  StatusSteps,
  WorkflowStatusTag,
  type TActInput,
  VersionHistory,
} from '../../../components/document-page';
import { formatDateTime } from '../../../lib/format';
import { useActOnOtherReport, useOtherReport, useOtherReportVersions } from '../api/other-reports';
import { EffectTag, itemLabel, methodLabel, ReportValue } from './report-parts';

/**
 * A change of a reported item in a drawer over the list: its fields, the value on record and the value asked for, the
 * status steps (items that wait for approval), the history, and the kit's action bar drawn from the declaration (staff
 * receive, approve, reject; the customer cancels before a decision).
 */
export function ReportDrawer({
  requestId,
  onClose,
  showCompany,
}: {
  requestId: number | undefined;
  onClose: () => void;
  showCompany: boolean;
}) {
  const { t } = useTranslation('other-reports');
  const query = useOtherReport(requestId);
  const versions = useOtherReportVersions(requestId);
  const act = useActOnOtherReport();
  const r = query.data;
  const item = r?.item;

  const fieldLabels = useCallback(
    (path: string): string | undefined => {
      if (path === 'item') return t('field.item');
      if (path === 'memo') return t('field.memo');
      const m = /^(oldValue|newValue)(?:\.(\w+))?$/.exec(path);
      if (!m) return undefined;
      const side = t(m[1] === 'oldValue' ? 'field.oldValue' : 'field.newValue');
      return m[2] && (CONTACT_FIELDS as readonly string[]).includes(m[2]) ? `${side} · ${t(`contact.${m[2]}`)}` : side;
    },
    [t],
  );
  const formatValue = useCallback(
    (path: string, value: unknown) => {
      if (path === 'item' && typeof value === 'string') return itemLabel(value as TOtherReportItem);
      if (item === 'receivingMethod' && /^(oldValue|newValue)$/.test(path) && typeof value === 'string' && value) return methodLabel(value);
      return undefined;
    },
    [item],
  );

  const onAct = async (action: string, input: TActInput) => {
    if (!r) return;
    await act.mutateAsync({ requestId: r.requestId, action: action as TOtherReportAction, body: input });
  };

  return (
    <RequestDrawer
      open={requestId !== undefined}
      onClose={onClose}
      title={r ? t('drawer.title', { number: r.requestNumber }) : t('drawer.loadingTitle')}
      query={query}
    >
      {(r) => (
        <div className="otr-drawer-body">
          <div className="otr-drawer-head">
            <WorkflowStatusTag declaration={OTHER_REPORT_WORKFLOW} state={r.state} />
            <EffectTag immediate={r.immediate} />
          </div>
          {!r.immediate && <StatusSteps declaration={OTHER_REPORT_WORKFLOW} state={r.state} />}
          <FieldGrid
            items={[
              { key: 'contract', label: t('field.contract'), value: `${r.contractName} (${r.contractNumber})`, wide: true },
              ...(showCompany ? [{ key: 'company', label: t('column.company'), value: r.companyName }] : []),
              { key: 'item', label: t('field.item'), value: itemLabel(r.item) },
              {
                key: 'requested',
                label: t('field.requested'),
                value: (
                  <>
                    <time dateTime={r.requestedAt}>{formatDateTime(r.requestedAt)}</time> · {r.requesterName}
                  </>
                ),
              },
              { key: 'approver', label: t('field.approver'), value: r.approverName },
              { key: 'decidedAt', label: t('field.decidedAt'), value: r.decidedAt ? formatDateTime(r.decidedAt) : null },
              ...(r.rejectionReason
                ? [
                    {
                      key: 'reason',
                      label: t('field.rejectionReason'),
                      value: <span className="doc-pre">{r.rejectionReason}</span>,
                      wide: true,
                    },
                  ]
                : []),
              ...(r.memo ? [{ key: 'memo', label: t('field.memo'), value: <span className="doc-pre">{r.memo}</span>, wide: true }] : []),
            ]}
          />
          <FieldSection title={t('drawer.values')}>
            <div className="otr-compare">
              <div className="otr-compare-side">
                <h3 className="otr-compare-title">{t('field.oldValue')}</h3>
                <ReportValue item={r.item} value={r.oldValue as TOtherReportValue | null} />
              </div>
              <div className="otr-compare-side is-new">
                <h3 className="otr-compare-title">{t('field.newValue')}</h3>
                <ReportValue item={r.item} value={r.newValue} />
              </div>
            </div>
          </FieldSection>
          <VersionHistory declaration={OTHER_REPORT_WORKFLOW} versions={versions} fieldLabels={fieldLabels} formatValue={formatValue} />
          <ActionBar
            declaration={OTHER_REPORT_WORKFLOW}
            allowedActions={r.allowedActions}
            version={r.version}
            onAct={onAct}
            busy={act.isPending}
            onReload={() => void Promise.all([query.refetch(), versions.refetch()])}
          />
        </div>
      )}
    </RequestDrawer>
  );
}
