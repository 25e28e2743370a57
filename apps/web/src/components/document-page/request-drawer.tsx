import type { UseQueryResult } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Grid from 'antd/es/grid';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';

/**
 * A request opened in a drawer over its list (720 pixels wide, the whole width on a phone): while it loads a skeleton,
 * when it cannot be read a result saying so (with a retry when it may come back), else what the kind draws of it.
 */
export function RequestDrawer<T>({
  open,
  onClose,
  title,
  query,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('components');
  const screens = Grid.useBreakpoint();
  const data = query.data;
  let body: ReactNode;
  if (query.isPending)
    body = (
      <div role="status" aria-live="polite">
        <span className="sr-only">{t('documentPage.loading')}</span>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  else if (query.isError || data === undefined) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    const notFound = status === 404 || status === 403;
    body = (
      <Result
        status={notFound ? '404' : 'error'}
        title={<p className="doc-result-title">{t(notFound ? 'documentPage.notFound' : 'documentPage.failed')}</p>}
        extra={!notFound && <Button onClick={() => void query.refetch()}>{t('documentPage.retry')}</Button>}
      />
    );
  } else body = children(data);
  return (
    <Drawer open={open} onClose={onClose} title={title} size={screens.md ? 720 : '100%'} destroyOnHidden>
      {body}
    </Drawer>
  );
}
