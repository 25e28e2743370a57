import {
  BILLING_LIST_PAGE,
  billingDisputeDetailPage,
  formatBillingAmount,
  ZBillingMonth,
  type TBillDisputeLines,
  type TBillingLine,
  type TUserBillingDetail,
} from '@portal/contract';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import Alert from 'antd/es/alert';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ListEmpty, ListFailed, ListLoading } from '../../../components/list/list-states';
import { PageFrame } from '../../../components/page-frame';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useBillDisputeLines } from '../api/bill-disputes';
import { downloadStatement, useUserBilling } from '../api/user-billing';
import { DisputeLineDialog } from '../components/dispute-line-dialog';
import { CurrencyTotals, MonthStateTag } from '../components/billing-parts';
import '../billing.css';

type DisputeLine = TBillDisputeLines['lines'][number];

/**
 * What an issued bill's line allows: "Dispute this line" when it may be disputed now, else why not (the window closed,
 * already disputed: with a link to its dispute).
 */
function DisputeCell({
  line,
  state,
  onDispute,
}: {
  line: TBillingLine;
  state: DisputeLine | undefined;
  onDispute: (l: TBillingLine) => void;
}) {
  const { t } = useTranslation('billing');
  if (!state) return <>-</>;
  if (state.disputable)
    return (
      <Button size="small" onClick={() => onDispute(line)} aria-label={t('dispute.actionFor', { label: line.label })}>
        {t('dispute.action')}
      </Button>
    );
  return (
    <span className="bil-dispute-block">
      {state.blockText}
      {state.disputeId && state.block === 'DISPUTED' && (
        <Link to={billingDisputeDetailPage(state.disputeId)} className="bil-dispute-link">
          {t('dispute.open', { number: state.disputeNumber })}
        </Link>
      )}
    </span>
  );
}

/** One product's lines: basic fee, variable fees per use category, non-display fees, corrections with the month they correct. */
function ProductLines({
  productName,
  productCode,
  lines,
  subtotal,
  disputes,
  onDispute,
}: TUserBillingDetail['products'][number] & { disputes?: Map<number, DisputeLine>; onDispute: (l: TBillingLine) => void }) {
  const { t } = useTranslation('billing');
  const hid = `bil-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const detailOf = (l: TBillingLine) => {
    if (l.days !== null) return t('detail.days', { days: l.days, of: l.daysInMonth });
    if (l.lineType === 'VARIABLE' || l.lineType === 'CORRECTION') return t('detail.quantity', { count: l.quantity });
    return '';
  };
  return (
    <section className="bil-product" aria-labelledby={`bil-p-${productCode}`}>
      <h2 id={`bil-p-${productCode}`} className="bil-product-title">
        {productName} <span className="bil-code">{productCode}</span>
      </h2>
      <table className="bil-lines">
        <caption className="sr-only">{t('detail.linesOf', { product: productName })}</caption>
        {/* Column and row headers both: every cell names its headers (WCAG 2 H43). */}
        <thead>
          <tr>
            <th scope="col" id={`${hid}-item`}>
              {t('field.item')}
            </th>
            <th scope="col" id={`${hid}-basis`}>
              {t('field.basis')}
            </th>
            <th scope="col" id={`${hid}-unit`}>
              {t('field.unitPrice')}
            </th>
            <th scope="col" id={`${hid}-amount`} className="bil-num">
              {t('field.amount')}
            </th>
            {disputes && (
              <th scope="col" id={`${hid}-dispute`}>
                {t('dispute.column')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr
              key={l.lineId}
              className={l.lineType === 'CORRECTION' ? 'bil-correction' : l.lineType === 'ADJUSTMENT' ? 'bil-adjustment' : undefined}
            >
              <th scope="row" id={`${hid}-l${l.lineId}`} headers={`${hid}-item`} className="bil-item">
                {l.label}
                {l.sourceNumber && <span className="bil-source">{l.sourceNumber}</span>}
              </th>
              <td headers={`${hid}-l${l.lineId} ${hid}-basis`} data-label={t('field.basis')}>
                {detailOf(l) || '-'}
              </td>
              <td headers={`${hid}-l${l.lineId} ${hid}-unit`} data-label={t('field.unitPrice')}>
                {l.unitPrice ? formatBillingAmount(l.unitPrice, l.currency) : '-'}
              </td>
              <td headers={`${hid}-l${l.lineId} ${hid}-amount`} data-label={t('field.amount')} className="bil-num">
                {formatBillingAmount(l.amount, l.currency)}
              </td>
              {disputes && (
                <td headers={`${hid}-l${l.lineId} ${hid}-dispute`} data-label={t('dispute.column')} className="bil-dispute">
                  <DisputeCell line={l} state={disputes.get(l.lineId)} onDispute={onDispute} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            {/* The subtotal's label spans three columns: a header there would count as theirs (H43), so it is a cell. */}
            <td id={`${hid}-subtotal`} colSpan={3} className="bil-item bil-subtotal">
              {t('detail.subtotal')}
            </td>
            <td headers={`${hid}-amount`} aria-describedby={`${hid}-subtotal`} data-label={t('detail.subtotal')} className="bil-num">
              <CurrencyTotals totals={subtotal} />
            </td>
            {disputes && <td aria-hidden className="bil-dispute" />}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/**
 * The customer's bill of a month (/billing/:billingMonth/billing-detail, P4202): lines grouped by product, corrections as
 * their own lines "정정 (2026-03분)", totals per currency (VAT excluded), and the statement as Excel or PDF.
 */
export default function BillingDetailPage() {
  const { t } = useTranslation('billing');
  const { message } = useFeedback();
  const { billingMonth = '' } = useParams();
  const valid = ZBillingMonth.safeParse(billingMonth).success;
  const query = useUserBilling(valid ? billingMonth : '');
  const [busy, setBusy] = useState<'xlsx' | 'pdf' | null>(null);
  const [disputing, setDisputing] = useState<TBillingLine | null>(null);
  const bill = query.data;
  // An issued (final) bill's lines may be disputed: what each allows now, and why not.
  const disputeLines = useBillDisputeLines(billingMonth, valid && !!bill?.final);
  if (!valid) return <Navigate to="/404" replace />;
  const disputes = bill?.final && disputeLines.data ? new Map(disputeLines.data.lines.map((l) => [l.lineId, l])) : undefined;
  const lang = currentLanguage();
  const download = async (kind: 'xlsx' | 'pdf') => {
    if (!bill) return;
    setBusy(kind);
    try {
      const name = `${lang === 'ko' ? '청구명세서' : 'billing-statement'}-${bill.customerCode || 'customer'}-${bill.month}.${kind}`;
      await downloadStatement(bill.month, kind, name);
      void message.success(t('detail.downloaded'));
    } catch (err) {
      void message.error(err instanceof ApiError && err.message ? err.message : t('common:error.api'));
    } finally {
      setBusy(null);
    }
  };
  const empty = !!bill && bill.products.length === 0;
  return (
    <PageFrame
      title={t('detail.title', { month: billingMonth })}
      actions={
        <>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={busy === 'xlsx'}
            disabled={!bill || empty}
            onClick={() => void download('xlsx')}
          >
            {t('detail.excel')}
          </Button>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={busy === 'pdf'}
            disabled={!bill || empty}
            onClick={() => void download('pdf')}
          >
            {t('detail.pdf')}
          </Button>
        </>
      }
    >
      <p className="bil-back">
        <Link to={BILLING_LIST_PAGE}>{t('detail.back')}</Link>
      </p>
      {query.isPending ? (
        <ListLoading />
      ) : query.isError || !bill ? (
        <ListFailed onRetry={() => void query.refetch()} />
      ) : (
        <>
          <dl className="bil-summary">
            <div>
              <dt>{t('field.customer')}</dt>
              <dd>
                {bill.companyName} {bill.customerCode && <span className="bil-code">{bill.customerCode}</span>}
              </dd>
            </div>
            <div>
              <dt>{t('field.state')}</dt>
              <dd>
                <MonthStateTag final={bill.final} />
              </dd>
            </div>
            <div>
              <dt>{t('field.computedAt')}</dt>
              <dd>{formatDateTime(bill.lastRunAt) || '-'}</dd>
            </div>
            <div>
              <dt>{t('field.total')}</dt>
              <dd className="bil-total">
                <CurrencyTotals totals={bill.totals} />
              </dd>
            </div>
          </dl>
          {!bill.final && !empty && <Alert type="info" showIcon className="bil-alert" title={t('detail.provisional')} />}
          {empty ? (
            <ListEmpty searching={false} emptyText={t('detail.empty')} />
          ) : (
            <>
              {disputes && disputeLines.data?.windowLastDay && (
                <p className="bil-note">
                  {t('dispute.window', {
                    date: disputeLines.data.windowLastDay,
                    days: disputeLines.data.windowDays,
                    issued: disputeLines.data.issuedOn,
                  })}
                </p>
              )}
              {bill.products.map((p) => (
                <ProductLines key={p.productCode} {...p} disputes={disputes} onDispute={setDisputing} />
              ))}
              <div className="bil-grand">
                <span>{t('detail.total')}</span>
                <CurrencyTotals totals={bill.totals} />
              </div>
            </>
          )}
          <p className="bil-note">{t('vatNote')}</p>
        </>
      )}
      <DisputeLineDialog line={disputing} windowLastDay={disputeLines.data?.windowLastDay ?? null} onClose={() => setDisputing(null)} />
    </PageFrame>
  );
}
