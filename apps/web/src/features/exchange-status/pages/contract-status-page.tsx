import { monthRangeOk, type TContractStatusRow } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { ProductFilter } from '../../../components/catalogue/product-filter';
import { useListState } from '../../../components/list/list-state';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { formatBillingMonth, formatCount, formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { exportContractStatus } from '../api/export-status';
import { useContractStatus } from '../api/search-contract-status';
import { ExportButton } from '../components/export-button';
import { defaultMonths, monthParam } from '../components/month-range';
import { StatusToolbar } from '../components/status-toolbar';
import { StatusTotals } from '../components/status-totals';
import { idParam } from '../components/status-parts';
import '../exchange-status.css';

const KEYS = { from: 'from', to: 'to', product: 'product', company: 'company' } as const;
const EXTRA_KEYS = Object.values(KEYS);

/**
 * The contract status of the exchange side (P4003, role 09): the billing run's figures per billing month, customer and
 * product over a range of months (at most twelve), narrowed by product and by a customer chosen in the company popup;
 * totals per currency; the Excel export of what the filters select. Filters and page in the URL.
 */
export default function ContractStatusPage() {
  const { t } = useTranslation('exchange-status');
  const lang = currentLanguage();
  const { state, update, extra, setExtra } = useListState(EXTRA_KEYS);
  const defaults = defaultMonths();
  const fromMonth = monthParam(extra[KEYS.from]) ?? defaults.fromMonth;
  const toMonth = monthParam(extra[KEYS.to]) ?? defaults.toMonth;
  const productCode = extra[KEYS.product]?.slice(0, 30) || undefined;
  const companyId = idParam(extra[KEYS.company]);
  const filters = { fromMonth, toMonth, productCode, companyId };
  const rangeOk = monthRangeOk(fromMonth, toMonth);
  const query = useContractStatus({ ...filters, pageNumber: state.pageNumber, pageSize: state.pageSize }, rangeOk);
  const currentName = companyId ? query.data?.items.find((i) => i.companyId === companyId)?.customerName : undefined;

  const columns: ListColumn<TContractStatusRow>[] = [
    { key: 'month', header: t('column.month'), className: 'col-month', cell: (r) => formatBillingMonth(r.month, lang) },
    {
      key: 'product',
      header: t('column.productCategory'),
      className: 'col-product',
      cell: (r) => (
        <>
          <span className="ws-strong">{r.productName}</span>
          <span className="ws-hint status-code">
            {r.productCode} · {r.marketMainName} · {r.marketSubName}
          </span>
        </>
      ),
    },
    {
      key: 'customer',
      header: t('column.customer'),
      className: 'col-customer',
      dataLabel: () => t('column.customer'),
      cell: (r) => (
        <>
          {r.customerName}
          <span className="ws-hint status-code">{r.customerCode}</span>
        </>
      ),
    },
    {
      key: 'basic',
      header: t('column.basicFee'),
      className: 'col-money',
      dataLabel: () => t('column.basicFee'),
      cell: (r) => formatMoney(r.basicFee, r.currency),
    },
    {
      key: 'variable',
      header: t('column.variableFee'),
      className: 'col-money',
      dataLabel: () => t('column.variableFee'),
      cell: (r) => formatMoney(r.variableFee, r.currency),
    },
    {
      key: 'usage',
      header: t('column.usagePrice'),
      className: 'col-money',
      dataLabel: () => t('column.usagePrice'),
      cell: (r) => <strong>{formatMoney(r.usagePrice, r.currency)}</strong>,
    },
    {
      key: 'target',
      header: t('column.targetPrice'),
      className: 'col-money',
      dataLabel: () => t('column.targetPrice'),
      cell: (r) => formatMoney(r.targetPrice, r.currency),
    },
    {
      key: 'counts',
      header: t('column.counts'),
      className: 'col-counts',
      dataLabel: () => t('column.counts'),
      cell: (r) =>
        t('counts', {
          sites: formatCount(r.siteCount),
          lines: formatCount(r.lineCount),
          terminals: formatCount(r.terminalCount),
          accounts: formatCount(r.accountCount),
          members: formatCount(r.memberCount),
        }),
    },
  ];

  const title = t('contract.title');
  return (
    <PageFrame
      title={title}
      lead={t('contract.lead')}
      actions={
        <ExportButton
          disabled={!rangeOk || !query.data?.totalCount}
          disabledReason={!rangeOk ? t('filter.rangeShort') : query.data && !query.data.totalCount ? t('export.nothing') : undefined}
          run={(signal, onProgress) =>
            exportContractStatus(filters, t('contract.fileName', { from: fromMonth, to: toMonth }), signal, onProgress)
          }
        />
      }
    >
      <StatusToolbar
        fromMonth={fromMonth}
        toMonth={toMonth}
        onMonth={(k, v) => setExtra(KEYS[k], v)}
        company={{ value: companyId, currentName, onChange: (id) => setExtra(KEYS.company, id ? String(id) : null) }}
        filters={
          <ProductFilter
            label={t('filter.product')}
            placeholder={t('filter.allProducts')}
            value={productCode}
            onChange={(v) => setExtra(KEYS.product, v)}
          />
        }
        totalCount={rangeOk ? query.data?.totalCount : undefined}
        pageSize={state.pageSize}
        onPageSize={(pageSize) => update({ pageSize })}
      />
      {rangeOk && query.data && <StatusTotals totals={query.data.totals} counts />}
      {rangeOk && (
        <ListView query={query} state={state} onChange={update} searching emptyText={t('contract.empty')}>
          {(page) => (
            <div className="status-table-wrap">
              <ListTable
                className="bulletin-table status-table contract-status-table"
                caption={title}
                items={page.items}
                columns={columns}
                rowKey={(r) => `${r.month}-${r.companyId}-${r.productCode}`}
              />
            </div>
          )}
        </ListView>
      )}
    </PageFrame>
  );
}
