import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { ORDER_WORKFLOW } from '@portal/contract';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { FieldSection, HistoryTimeline, VersionCompare } from '../../../components/document-page';
import { PageFrame } from '../../../components/page-frame';
import { ApiError } from '../../../lib/api';
import { useOrder } from '../../../lib/calls/orders';
import { useOrderVersions } from '../api/orders';
import { useOrderValueFormat, orderHistoryLabel } from '../components/order-history-format';
import { OrderStateTag } from '../components/order-parts';
import '../orders.css';
import { useRoles } from '../../../components/use-roles';

/**
 * The change history of an order (P3006): every version (creation, transitions, edits) with who, when, the reason and
 * what changed field by field, and two versions side by side.
 */
export default function OrderHistoryPage() {
  const { t } = useTranslation('orders');
  const { orderId } = useParams();
  const id = Number(orderId);
  const valid = Number.isInteger(id) && id > 0;
  const order = useOrder(valid ? id : null);
  const versions = useOrderVersions(id);
  const { isProvider } = useRoles();
  const formatValue = useOrderValueFormat();
  if (!valid) return <Navigate to="/404" replace />;
  const detailHref = isProvider ? `/admin/order/${id}/order-review` : `/order/${id}/order-detail`;
  const title = order.data ? t('history.title', { number: order.data.orderNumber }) : t('history.titlePlain');
  const back = (
    <Link to={detailHref} className="shell-button shell-button-ghost">
      <ArrowLeftOutlined aria-hidden /> <span>{t('history.back')}</span>
    </Link>
  );
  return (
    <PageFrame title={title} lead={t('history.lead')} actions={back}>
      {order.data && (
        <p className="order-history-state">
          <OrderStateTag state={order.data.state} />
        </p>
      )}
      {versions.isPending ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">{t('history.loading')}</span>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : versions.isError ? (
        <Result
          status="warning"
          title={<p className="order-result-title">{versions.error instanceof ApiError ? versions.error.message : t('history.failed')}</p>}
        />
      ) : (
        <>
          <FieldSection title={t('history.compare')}>
            <VersionCompare
              declaration={ORDER_WORKFLOW}
              versions={versions.data.items}
              fieldLabels={orderHistoryLabel}
              formatValue={formatValue}
              hideUnlabelled
              defaultOnlyChanged
            />
          </FieldSection>
          <HistoryTimeline
            declaration={ORDER_WORKFLOW}
            entries={versions.data.items}
            fieldLabels={orderHistoryLabel}
            formatValue={formatValue}
            hideUnlabelled
          />
        </>
      )}
    </PageFrame>
  );
}
