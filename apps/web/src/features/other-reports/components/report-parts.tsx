import {
  CONTACT_FIELDS,
  OTHER_REPORT_ITEM_INFO,
  OTHER_REPORT_ITEMS,
  OTHER_REPORT_STATES,
  OTHER_REPORT_WORKFLOW,
  RECEIVING_METHOD_LABELS,
  type TOtherReportItem,
  type TOtherReportListItem,
  type TOtherReportState,
  type TOtherReportValue,
  type TReceivingMethod,
} from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListColumn } from '../../../components/list/list-table';
import { companyColumns, numberColumn, RequestTable, stateColumn } from '../../../components/request-list/request-table';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

export const itemLabel = (item: TOtherReportItem) => OTHER_REPORT_ITEM_INFO[item][currentLanguage()];
export const methodLabel = (code: string) => RECEIVING_METHOD_LABELS[code as TReceivingMethod]?.[currentLanguage()] ?? code;
export const itemOptions = () => OTHER_REPORT_ITEMS.map((value) => ({ value, label: itemLabel(value) }));
export const stateOptions = () =>
  OTHER_REPORT_STATES.map((value) => ({ value, label: OTHER_REPORT_WORKFLOW.states[value].label[currentLanguage()] }));
export const asItem = (v: string | undefined): TOtherReportItem | undefined =>
  (OTHER_REPORT_ITEMS as readonly string[]).includes(v ?? '') ? (v as TOtherReportItem) : undefined;
export const asState = (v: string | undefined): TOtherReportState | undefined =>
  (OTHER_REPORT_STATES as readonly string[]).includes(v ?? '') ? (v as TOtherReportState) : undefined;
/** A positive whole number of the URL, or undefined. */
export const idParam = (v: string | null | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/** A value of an item as the screens show it: a contact on its lines, a method by its name, a text as it is. */
export function ReportValue({ item, value }: { item: TOtherReportItem; value: TOtherReportValue | null | undefined }) {
  const { t } = useTranslation('other-reports');
  if (value == null || value === '' || (typeof value === 'object' && !Object.keys(value).length))
    return <span className="ws-hint">{t('value.none')}</span>;
  if (typeof value === 'string')
    return <span className="otr-text">{OTHER_REPORT_ITEM_INFO[item].kind === 'choice' ? methodLabel(value) : value}</span>;
  return (
    <dl className="otr-contact">
      {CONTACT_FIELDS.filter((f) => value[f]).map((f) => (
        <div key={f}>
          <dt>{t(`contact.${f}`)}</dt>
          <dd>{value[f]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Whether the item applies at once or waits, as a short tag. */
export function EffectTag({ immediate }: { immediate: boolean }) {
  const { t } = useTranslation('other-reports');
  return <span className={immediate ? 'otr-effect is-now' : 'otr-effect'}>{t(immediate ? 'effect.immediate' : 'effect.approval')}</span>;
}

/** The changes in the kit's list table (a card per row on a phone); the number opens the change in the drawer. */
export function ReportTable({
  items,
  caption,
  showCompany,
  href,
}: {
  items: TOtherReportListItem[];
  caption: string;
  showCompany?: boolean;
  href: (item: TOtherReportListItem) => string;
}) {
  const { t } = useTranslation('other-reports');
  const columns: ListColumn<TOtherReportListItem>[] = [
    numberColumn(t('column.number'), (item) => (
      <>
        <Link to={href(item)} className="otr-link" aria-label={t('list.open', { number: item.requestNumber })}>
          {item.requestNumber}
        </Link>
        <span className="ws-hint otr-contract">{item.contractNumber}</span>
      </>
    )),
    ...companyColumns<TOtherReportListItem>(t('column.company'), showCompany),
    {
      key: 'item',
      header: t('column.item'),
      className: 'col-otr-item',
      dataLabel: () => t('column.item'),
      cell: (item) => <span className="ws-strong">{itemLabel(item.item)}</span>,
    },
    {
      key: 'value',
      header: t('column.newValue'),
      className: 'col-otr-value',
      dataLabel: () => t('column.newValue'),
      cell: (item) => <ReportValue item={item.item} value={item.newValue} />,
    },
    {
      key: 'requested',
      header: t('column.requested'),
      className: 'col-otr-date',
      dataLabel: () => t('column.requested'),
      cell: (item) => (
        <>
          <time dateTime={item.requestedAt}>{formatDateTime(item.requestedAt)}</time>
          <span className="ws-hint otr-person">{item.requesterName}</span>
        </>
      ),
    },
    stateColumn(t('column.state'), OTHER_REPORT_WORKFLOW),
    {
      key: 'approver',
      header: t('column.approver'),
      className: 'col-otr-date',
      dataLabel: () => t('column.approver'),
      cell: (item) =>
        item.decidedAt ? (
          <>
            <span>{item.approverName}</span>
            <time className="ws-hint otr-person" dateTime={item.decidedAt}>
              {formatDateTime(item.decidedAt)}
            </time>
          </>
        ) : (
          <span className="ws-hint">{item.state === 'APPLIED' ? t('list.appliedAtOnce') : '-'}</span>
        ),
    },
  ];
  return (
    <RequestTable caption={caption} items={items} columns={columns} rowKey={(item) => item.requestId} className="otr-table" blockLabels />
  );
}
