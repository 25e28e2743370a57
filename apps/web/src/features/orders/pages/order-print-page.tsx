import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import PrinterOutlined from '@ant-design/icons/es/icons/PrinterOutlined';
import { BRAND_NAME, ORDER_WORKFLOW } from '@portal/contract';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useOrder } from '../../../lib/calls/orders';
import { PdfButton } from '../components/order-document';
import { OrderSections } from '../components/order-sections';
import { requestTypeLabel } from '../components/order-parts';
import '../orders.css';
import { useRoles } from '../../../components/use-roles';

/**
 * The order form to print (P3005, the empty layout): the whole form on white pages (`@media print` hides the toolbar
 * and keeps sections whole where it can), a Print button (window.print) and the PDF download.
 */
export default function OrderPrintPage() {
  const { t } = useTranslation('orders');
  const { orderId } = useParams();
  const id = Number(orderId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useOrder(valid ? id : null);
  const { isProvider } = useRoles();
  const lang = currentLanguage();
  const order = query.data;
  useDocumentTitle(order ? t('print.windowTitle', { number: order.orderNumber }) : t('print.title'));
  if (!valid) return <Navigate to="/404" replace />;
  const detailHref = isProvider ? `/admin/order/${id}/order-review` : `/order/${id}/order-detail`;
  return (
    <main className="order-print" id="main-content">
      <div className="order-print-toolbar">
        <Link to={detailHref} className="shell-button shell-button-ghost">
          <ArrowLeftOutlined aria-hidden /> <span>{t('print.back')}</span>
        </Link>
        {order && (
          <div className="order-print-actions">
            <PdfButton order={order} />
            <Button type="primary" icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
              {t('print.print')}
            </Button>
          </div>
        )}
      </div>
      {query.isPending ? (
        <div role="status" aria-live="polite">
          <h1 className="order-print-title">{t('print.title')}</h1>
          <span className="sr-only">{t('write.loading')}</span>
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      ) : query.isError || !order ? (
        <Result
          status="warning"
          title={<h1 className="order-print-title">{t('print.title')}</h1>}
          subTitle={query.error instanceof ApiError ? query.error.message : t('write.loadFailed')}
        />
      ) : (
        <article className="order-print-sheet">
          <header className="order-print-head">
            <p className="order-print-brand">{BRAND_NAME[lang]}</p>
            <h1 className="order-print-title">
              {t('print.heading', { type: requestTypeLabel(order.requestType) })}{' '}
              <span className="order-print-number">{order.orderNumber}</span>
            </h1>
            <p className="order-print-meta">
              {t('print.state', { state: ORDER_WORKFLOW.states[order.state].label[lang] })} ·{' '}
              {t('print.printedAt', { at: formatDateTime(new Date().toISOString()) })}
            </p>
          </header>
          <OrderSections order={order} print />
        </article>
      )}
    </main>
  );
}
