import type { TPolicyVersionSummary } from '@portal/contract';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../components/list/list-table';
import { formatDate, formatDateTime } from '../../../lib/format';

/** The version and effective-date columns of the policy lists (the members' and the administrator's). */
export const versionColumns = <T extends TPolicyVersionSummary>(t: TFunction<'policies'>): ListColumn<T>[] => [
  {
    key: 'version',
    header: t('column.version'),
    className: 'col-policy-version',
    dataLabel: () => t('column.version'),
    cell: (v) => t('versionNo', { version: v.versionNo }),
  },
  {
    key: 'effective',
    header: t('column.effective'),
    className: 'col-policy-date',
    dataLabel: () => t('column.effective'),
    cell: (v) => formatDate(v.effectiveDate),
  },
];

/** When a version was published (KST), empty for a draft. */
export const publishedColumn = <T extends TPolicyVersionSummary>(t: TFunction<'policies'>): ListColumn<T> => ({
  key: 'published',
  header: t('column.published'),
  className: 'col-policy-date',
  dataLabel: () => t('column.published'),
  cell: (v) => formatDateTime(v.publishedAt),
});
