import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useOrder } from '../../../lib/calls/orders';
import { OrderDocument } from '../components/order-document';
import '../orders.css';
import { useRoles } from '../../../components/use-roles';

/**
 * An order form (P3003): the document page with its status, every field, attachments and agreements, and the actions the
 * reader may take (cancel, submit or resubmit for customers); "edit" opens the change page while the order may be edited.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const { orderId } = useParams();
  const [params] = useSearchParams();
  const id = Number(orderId);
  const query = useOrder(Number.isInteger(id) && id > 0 ? id : null);
  const { isProvider } = useRoles();
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  const qs = params.toString();
  const order = query.data;
  return (
    <OrderDocument
      query={query}
      provider={isProvider}
      backHref={`/order/order-list${qs ? `?${qs}` : ''}`}
      edit={
        order?.mayEdit && !isProvider ? (
          <Link to={`/order/${order.orderId}/order-change`} className="shell-button shell-button-primary">
            <EditOutlined aria-hidden /> <span>{t('detail.edit')}</span>
          </Link>
        ) : order?.mayEdit && isProvider ? (
          <Link to={`/admin/order/${order.orderId}/order-review`} className="shell-button shell-button-primary">
            <EditOutlined aria-hidden /> <span>{t('detail.review')}</span>
          </Link>
        ) : undefined
      }
    />
  );
}
