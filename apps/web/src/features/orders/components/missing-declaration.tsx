import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The refusal code of an order with non-display use submitted without a filed declaration (spec 2 section 5). */
export const MISSING_DECLARATION = 'ORD1N4009';

/**
 * The refusal of an order whose non-display use has no declaration yet: the server's message and the way to the
 * declaration form for this order (the form opens the order's declaration instead when one is being written).
 */
export function MissingDeclarationNotice({ orderId, message }: { orderId: number; message: string }) {
  const { t } = useTranslation('orders');
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className="order-reason"
      title={message}
      description={t('detail.declarationNeeded')}
      action={
        <Link to={`/report/non-display-write?orderId=${orderId}`} className="shell-button shell-button-primary">
          <EditOutlined aria-hidden /> <span>{t('detail.writeDeclaration')}</span>
        </Link>
      }
    />
  );
}
