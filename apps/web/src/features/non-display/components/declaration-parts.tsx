import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import FileSearchOutlined from '@ant-design/icons/es/icons/FileSearchOutlined';
import {
  DECLARED_TIER_LABELS,
  NON_DISPLAY_STATES,
  NON_DISPLAY_USE_CHOICE_LABELS,
  NON_DISPLAY_WORKFLOW,
  ORDER_REQUEST_TYPE_LABELS,
  requestFlagLabel,
  type TDeclaredTier,
  type TNonDisplayListItem,
  type TNonDisplayState,
  type TOrderRequestType,
} from '@portal/contract';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WorkflowStatusTag } from '../../../components/document-page';
import { errorTextOf } from '../../../components/form/field-rules';
import { type ListColumn } from '../../../components/list/list-table';
import { companyColumns, numberColumn, RequestTable, stateColumn } from '../../../components/request-list/request-table';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { downloadNonDisplayReportPdf } from '../api/get-non-display-report-pdf';

export const stateLabel = (state: TNonDisplayState) => NON_DISPLAY_WORKFLOW.states[state].label[currentLanguage()];
export const stateOptions = () => NON_DISPLAY_STATES.map((value) => ({ value, label: stateLabel(value) }));
export const asDeclarationState = (v: string | null | undefined): TNonDisplayState | undefined =>
  (NON_DISPLAY_STATES as readonly string[]).includes(v ?? '') ? (v as TNonDisplayState) : undefined;
export const orderTypeLabel = (type: TOrderRequestType) => ORDER_REQUEST_TYPE_LABELS[type]?.[currentLanguage()] ?? type;
export const tierLabel = (tier: string | null) =>
  tier && Object.prototype.hasOwnProperty.call(DECLARED_TIER_LABELS, tier)
    ? DECLARED_TIER_LABELS[tier as TDeclaredTier][currentLanguage()]
    : null;

/** The page of an order form for the reader: provider staff review it, customers read it. */
export const orderPage = (orderId: number, provider: boolean) =>
  provider ? `/admin/order/${orderId}/order-review` : `/order/${orderId}/order-detail`;
export const declarationPage = (id: number) => `/report/${id}/non-display-detail`;

/** The status tag of a declaration (label and tone from the workflow declaration). */
export function DeclarationStateTag({ state }: { state: TNonDisplayState }) {
  return <WorkflowStatusTag declaration={NON_DISPLAY_WORKFLOW} state={state} />;
}

/** Warnings as tags (the work queue shows the same). */
export function FlagTags({ codes }: { codes: readonly string[] }) {
  const lang = currentLanguage();
  if (!codes.length) return null;
  return (
    <ul className="nd-flags">
      {codes.map((c) => (
        <li key={c} className="nd-flag">
          {requestFlagLabel(c, lang)}
        </li>
      ))}
    </ul>
  );
}

/** The declaration's PDF through the kit's downloads (saved under its number). */
export function PdfButton({ id, number, label, small }: { id: number; number: string; label?: string; small?: boolean }) {
  const { t } = useTranslation('non-display');
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size={small ? 'small' : 'middle'}
      className="nd-ghost-button"
      icon={<DownloadOutlined aria-hidden />}
      loading={busy}
      aria-label={small ? t('list.pdfOf', { number }) : undefined}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadNonDisplayReportPdf(id, number);
        } catch (err) {
          void message.error(errorTextOf(err, t('common:error.api')));
        } finally {
          setBusy(false);
        }
      }}
    >
      {label ?? t('detail.pdf')}
    </Button>
  );
}

/** Declarations in the kit's list table: number (link), order, company (staff), use, tiers, effective date, status, history, documents. */
export function DeclarationTable({
  items,
  caption,
  provider,
  href,
}: {
  items: TNonDisplayListItem[];
  caption: string;
  provider: boolean;
  href: (item: TNonDisplayListItem) => string;
}) {
  const { t } = useTranslation('non-display');
  const lang = currentLanguage();
  // The list names the tier alone ("Premium"); its range of applications is on the declaration.
  const tier = (v: string | null) => tierLabel(v)?.replace(/\s*\(.*\)$/, '') ?? '-';
  const columns: ListColumn<TNonDisplayListItem>[] = [
    numberColumn(t('column.number'), (item) => (
      <Link to={href(item)} className="nd-link">
        {item.number}
      </Link>
    )),
    {
      key: 'order',
      header: t('column.order'),
      className: 'col-nd-order',
      dataLabel: () => t('column.order'),
      cell: (item) => (
        <>
          {item.orderNumber} <span className="category-tag">{orderTypeLabel(item.orderType)}</span>
        </>
      ),
    },
    ...companyColumns<TNonDisplayListItem>(t('column.company'), provider),
    {
      key: 'use',
      header: t('column.use'),
      className: 'col-nd-use',
      dataLabel: () => t('column.use'),
      cell: (item) => (item.use ? NON_DISPLAY_USE_CHOICE_LABELS[item.use][lang] : '-'),
    },
    {
      key: 'trading',
      header: t('column.trading'),
      className: 'col-nd-tier',
      dataLabel: () => t('column.trading'),
      cell: (item) => tier(item.tiers.TRADING),
    },
    {
      key: 'other',
      header: t('column.other'),
      className: 'col-nd-tier',
      dataLabel: () => t('column.other'),
      cell: (item) => tier(item.tiers.OTHER),
    },
    {
      key: 'effective',
      header: t('column.effectiveDate'),
      className: 'col-nd-date',
      dataLabel: () => t('column.effectiveDate'),
      cell: (item) => item.effectiveDate ?? '-',
    },
    stateColumn(t('column.state'), NON_DISPLAY_WORKFLOW, (item) => provider && <FlagTags codes={item.flags} />),
    {
      key: 'history',
      header: t('column.history'),
      className: 'col-nd-history',
      dataLabel: () => t('column.history'),
      cell: (item) => (
        <>
          <span className="nd-revision">{t('list.revision', { n: item.revisionNo })}</span>{' '}
          <time dateTime={item.updatedAt}>{formatDate(item.updatedAt)}</time>
        </>
      ),
    },
    {
      key: 'actions',
      header: t('column.actions'),
      className: 'col-nd-actions',
      dataLabel: () => t('column.actions'),
      cell: (item) => (
        <span className="nd-row-actions">
          <PdfButton id={item.declarationId} number={item.number} label={t('list.pdf')} small />
          <Link
            to={orderPage(item.orderId, provider)}
            className="shell-button shell-button-ghost nd-small-link"
            aria-label={t('list.viewOrderOf', { number: item.orderNumber })}
          >
            <FileSearchOutlined aria-hidden /> <span>{t('list.viewOrder')}</span>
          </Link>
        </span>
      ),
    },
  ];
  return <RequestTable className="nd-table" caption={caption} items={items} columns={columns} rowKey={(item) => item.declarationId} />;
}
