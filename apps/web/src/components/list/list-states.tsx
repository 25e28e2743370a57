import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';

/** Loading, failure and empty states of every list (one style). */
export function ListLoading() {
  const { t } = useTranslation('components');
  return (
    <div className="list-empty" role="status" aria-live="polite">
      <span className="sr-only">{t('list.loading')}</span>
      <Skeleton active paragraph={{ rows: 5 }} title={false} />
    </div>
  );
}

export function ListFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('components');
  return (
    <div className="list-empty" role="alert">
      <p>{t('list.failed')}</p>
      <Button onClick={onRetry}>{t('list.retry')}</Button>
    </div>
  );
}

/**
 * The empty state of every list: "no results" when a filter or search narrows it, else "nothing
 * yet"; a list may name what it holds in either (`emptyText`, `noResultsText`: "No members yet.").
 */
export function ListEmpty({ searching, emptyText, noResultsText }: { searching: boolean; emptyText?: string; noResultsText?: string }) {
  const { t } = useTranslation('components');
  return (
    <div className="list-empty" role="status">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={searching ? (noResultsText ?? t('list.emptySearch')) : (emptyText ?? t('list.empty'))}
      />
    </div>
  );
}
