import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';

/** Loading, failure and empty states shared by the lists. */
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

export function ListEmpty({ searching }: { searching: boolean }) {
  const { t } = useTranslation('components');
  return (
    <div className="list-empty" role="status">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(searching ? 'list.emptySearch' : 'list.empty')} />
    </div>
  );
}
