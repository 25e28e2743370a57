import type { TExceptionItem, TExceptionKind } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import '../../../components/list/row-link.css';
import '../exceptions.css';

/** The tone of each kind's tag. */
export const KIND_TONE: Record<TExceptionKind, StatusTone> = {
  MISSING_REPORT: 'red',
  UNCONTRACTED_PRODUCT: 'red',
  NON_DISPLAY_MISMATCH: 'gold',
  CONTRACT_ENDING: 'blue',
  STALE_REQUEST: 'gold',
};

/** The entries as the kit's table (a card per row on a phone); the document link covers its whole row. */
export function ExceptionTable({ items, caption }: { items: TExceptionItem[]; caption: string }) {
  const { t } = useTranslation('exceptions');
  const columns: ListColumn<TExceptionItem>[] = [
    {
      key: 'kind',
      header: t('column.kind'),
      className: 'col-category',
      cell: (item) => <StatusTag tone={KIND_TONE[item.kind]}>{item.kindLabel}</StatusTag>,
    },
    {
      key: 'document',
      header: t('column.document'),
      className: 'col-subject',
      cell: (item) => (
        <Link to={item.link} className="row-link exc-link">
          <span className="row-link-number exc-number">{item.documentNumber}</span>
          <span className="row-link-text exc-description">{item.description}</span>
        </Link>
      ),
    },
    {
      key: 'company',
      header: t('column.company'),
      className: 'col-company',
      dataLabel: () => t('column.company'),
      cell: (item) => item.companyName,
    },
    {
      key: 'since',
      header: t('column.since'),
      className: 'col-since',
      dataLabel: () => t('column.since'),
      cell: (item) => (
        <>
          <time className="exc-since" dateTime={item.since}>
            {item.since}
          </time>
          <strong className={item.days < 0 ? 'exc-days is-ahead' : 'exc-days'}>
            {item.days < 0 ? t('daysLeft', { count: -item.days }) : t('daysSince', { count: item.days })}
          </strong>
        </>
      ),
    },
  ];
  return (
    <ListTable
      caption={caption}
      items={items}
      columns={columns}
      rowKey={(item) => item.key}
      className="bulletin-table row-link-table exc-table"
    />
  );
}
