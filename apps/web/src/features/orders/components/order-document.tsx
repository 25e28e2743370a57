import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/es/icons/EyeInvisibleOutlined';
import FileSearchOutlined from '@ant-design/icons/es/icons/FileSearchOutlined';
import HistoryOutlined from '@ant-design/icons/es/icons/HistoryOutlined';
import { ORDER_WORKFLOW, type TOrderAction, type TOrderDetail } from '@portal/contract';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionBar, DocumentPage, ReasonBanner } from '../../../components/document-page';
import { errorTextOf } from '../../../components/form/field-rules';
import { ExchangeResultPanel } from '../../../components/exchange-result/exchange-result-panel';
import { ApiError } from '../../../lib/api';
import { useActOnOrder } from '../api/orders';
import { downloadOrderPdf } from '../api/get-order-pdf';
import { OrderSections } from './order-sections';
import { requestTypeLabel } from './order-parts';
import { MISSING_DECLARATION, MissingDeclarationNotice } from './missing-declaration';

/** The states whose last reason heads the order (a return, a reconfirmation, a cancellation). */
const ORDER_REASON_STATES = ['RETURNED', 'RECONFIRM', 'CANCELLED'];

/** The order's PDF through the kit's downloads (saved under its number). */
export function PdfButton({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation('orders');
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      className="order-ghost-button"
      icon={<DownloadOutlined aria-hidden />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadOrderPdf(order.orderId, order.orderNumber);
        } catch (err) {
          void message.error(errorTextOf(err, t('common:error.api')));
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('detail.pdf')}
    </Button>
  );
}

/**
 * An order as a document (the kit's DocumentPage): status steps, the latest reason of a return or reconfirmation
 * request first, every field in sections, and the action bar drawn from the workflow declaration with the caller's
 * `allowedActions`. The header holds "non-display report" (only when the order has non-display uses: it opens the order's
 * declaration, or the form for one), "view order form" (print), "change history" and the PDF; `edit` and `before` are the page's own.
 */
export function OrderDocument({
  query,
  provider,
  backHref,
  edit,
  before,
  body,
}: {
  query: UseQueryResult<TOrderDetail>;
  provider?: boolean;
  backHref: string;
  edit?: ReactNode;
  before?: ReactNode;
  body?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const act = useActOnOrder();
  const order = query.data;
  const [missing, setMissing] = useState<string | null>(null);
  const onAct = async (action: string, input: { reason?: string; memo?: string; version: number }) => {
    if (!order) return;
    setMissing(null);
    try {
      await act.mutateAsync({ orderId: order.orderId, action: action as TOrderAction, body: input });
    } catch (err) {
      if (err instanceof ApiError && err.errorCode === MISSING_DECLARATION) setMissing(err.message);
      throw err;
    }
  };
  return (
    <DocumentPage
      declaration={ORDER_WORKFLOW}
      title={order ? t('detail.title', { type: requestTypeLabel(order.requestType) }) : t('detail.titlePlain')}
      documentNo={order?.orderNumber}
      state={order?.state}
      updatedAt={order?.updatedAt}
      meta={
        order
          ? [
              ...(provider ? [{ key: 'company', label: t('column.company'), value: order.companyName }] : []),
              { key: 'manager', label: t('field.manager'), value: order.managerName ?? '-' },
            ]
          : []
      }
      loading={query.isPending}
      error={query.isError ? query.error : undefined}
      onRetry={() => void query.refetch()}
      backHref={backHref}
      headerActions={
        order && (
          <>
            {order.form.nonDisplayUses.length > 0 && (
              // The order's declaration (the form opens it when one exists, else a new one for this order); staff see the list of the order's.
              <Link
                to={provider ? `/report/non-display-list?orderId=${order.orderId}` : `/report/non-display-write?orderId=${order.orderId}`}
                className="shell-button shell-button-ghost"
              >
                <EyeInvisibleOutlined aria-hidden /> <span>{t('detail.nonDisplayReport')}</span>
              </Link>
            )}
            <Link to={`/order/${order.orderId}/order-print`} className="shell-button shell-button-ghost">
              <FileSearchOutlined aria-hidden /> <span>{t('detail.viewForm')}</span>
            </Link>
            <Link to={`/order/${order.orderId}/order-history`} className="shell-button shell-button-ghost">
              <HistoryOutlined aria-hidden /> <span>{t('detail.history')}</span>
            </Link>
            <PdfButton order={order} />
          </>
        )
      }
      actions={
        order && (
          <ActionBar
            declaration={ORDER_WORKFLOW}
            allowedActions={order.allowedActions}
            version={order.version}
            onAct={onAct}
            onReload={() => void query.refetch()}
            askMemo={Boolean(provider)}
            backHref={backHref}
            extra={<>{edit}</>}
          />
        )
      }
    >
      {order && (
        <>
          <ReasonBanner declaration={ORDER_WORKFLOW} state={order.state} reason={order.lastReason} shownIn={ORDER_REASON_STATES} />
          {missing && !provider && <MissingDeclarationNotice orderId={order.orderId} message={missing} />}
          {before}
          {provider && <ExchangeResultPanel requestId={order.orderId} />}
          {body ?? <OrderSections order={order} />}
        </>
      )}
    </DocumentPage>
  );
}
