import { RECONCILIATION_WORKFLOW, type TReconciliationListItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isSearching } from '../../../components/list/list-state';
import { listTexts } from '../../../components/list/list-page';
import type { ListColumn } from '../../../components/list/list-table';
import { RequestList } from '../../../components/request-list/request-list';
import { useRequestListState } from '../../../components/request-list/request-list-state';
import { companyColumns, numberColumn, RequestTable, stateColumn } from '../../../components/request-list/request-table';
import { useRoles } from '../../../components/use-roles';
import { formatDateTime } from '../../../lib/format';
import { useReconciliations } from '../api/reconciliations';
import { periodText } from '../components/reconciliation-parts';
import '../reconciliations.css';

/**
 * The reconciliations (P4301): a member's company's, with the link to upload an extract; provider staff and the
 * exchange's reviewer every company's (provider staff filter by company). Filters by status and text; everything in the
 * URL.
 */
export default function ReconciliationListPage() {
  const { t } = useTranslation('reconciliations');
  const { isProvider, isReviewer } = useRoles();
  const staff = isProvider || isReviewer;
  const list = useRequestListState(RECONCILIATION_WORKFLOW, [], { company: isProvider });
  const { state } = list;
  const companyId = isProvider ? list.companyId : undefined;
  const query = useReconciliations({ ...list.page, state: list.stateValue, companyId, sort: 'updatedDesc' });
  const title = t('list.title');
  const columns: ListColumn<TReconciliationListItem>[] = [
    numberColumn(t('column.number'), (item) => (
      <Link to={`/audit/${item.reconciliationId}/reconciliation-detail${list.carried}`} className="rec-link">
        {item.number}
      </Link>
    )),
    ...companyColumns<TReconciliationListItem>(t('column.company'), staff),
    {
      key: 'period',
      header: t('column.period'),
      className: 'col-rec-period',
      dataLabel: () => t('column.period'),
      cell: (item) => periodText(item.fromMonth, item.toMonth),
    },
    {
      key: 'file',
      header: t('column.file'),
      className: 'col-rec-file',
      dataLabel: () => t('column.file'),
      cell: (item) => (
        <>
          <span>{item.fileName}</span>
          <span className="rec-sub">{t('list.rows', { count: item.rowCount })}</span>
        </>
      ),
    },
    {
      key: 'differences',
      header: t('column.differences'),
      className: 'col-rec-differences',
      dataLabel: () => t('column.differences'),
      cell: (item) =>
        item.differenceCount
          ? t('list.differenceSummary', { count: item.differenceCount, shortfall: item.shortfall, surplus: item.surplus })
          : t('list.noDifference'),
    },
    stateColumn(t('column.state'), RECONCILIATION_WORKFLOW),
    {
      key: 'updated',
      header: t('column.updated'),
      className: 'col-rec-date',
      dataLabel: () => t('column.updated'),
      cell: (item) => (
        <>
          <time dateTime={item.updatedAt}>{formatDateTime(item.updatedAt)}</time>
          <span className="rec-sub">{item.createdByName}</span>
        </>
      ),
    },
  ];
  return (
    <RequestList
      {...list.props}
      declaration={RECONCILIATION_WORKFLOW}
      texts={listTexts(t, {
        title,
        lead: staff ? t('list.leadStaff') : t('list.lead'),
        emptyText: staff ? t('list.emptyStaff') : t('list.empty'),
      })}
      newRequest={{ to: '/audit/reconciliation-write', label: t('list.new') }}
      query={query}
      searching={isSearching(state, list.stateValue, undefined, undefined, companyId)}
    >
      {(page) => (
        <RequestTable className="rec-table" caption={title} items={page.items} columns={columns} rowKey={(item) => item.reconciliationId} />
      )}
    </RequestList>
  );
}
