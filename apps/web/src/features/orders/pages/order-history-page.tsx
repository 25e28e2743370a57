import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { ORDER_WORKFLOW } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { VersionHistory } from '../../../components/document-page';
import { PageFrame } from '../../../components/page-frame';
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
      <VersionHistory
        declaration={ORDER_WORKFLOW}
        versions={versions}
        fieldLabels={orderHistoryLabel}
        formatValue={formatValue}
        compare={{ title: t('history.compare'), first: true }}
      />
    </PageFrame>
  );
}
