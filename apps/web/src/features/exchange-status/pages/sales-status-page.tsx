import {
  BILLING_CYCLE_LABELS,
  BILLING_CYCLES,
  CUSTOMER_MAIN_CATEGORIES,
  CUSTOMER_MAIN_CATEGORY_LABELS,
  CUSTOMER_MIDDLE_CATEGORIES,
  CUSTOMER_MIDDLE_CATEGORY_LABELS,
  labelOf,
  MARKET_MAIN_LABELS,
  MARKET_MAINS,
  MARKET_SUB_LABELS,
  MARKET_SUBS,
  middleCategoriesOf,
  monthRangeOk,
  SALES_FINAL_FILTERS,
  SALES_OPTION_FLAG_LABELS,
  SALES_OPTION_FLAGS,
  SALES_STATUS_DEFAULT_SORT,
  SALES_STATUS_SORTS,
  type TSalesOptionFlag,
  type TSalesStatusFilters,
  type TSalesStatusRow,
} from '@portal/contract';
import Select from 'antd/es/select';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/list/choice-filter';
import { useListState } from '../../../components/list/list-state';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { StatusTag } from '../../../components/status-tag';
import { formatBillingMonth, formatCount, formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { exportSalesStatus } from '../api/export-status';
import { useSalesStatus } from '../api/search-sales-status';
import { ExportButton } from '../components/export-button';
import { defaultMonths, monthParam } from '../components/month-range';
import { StatusToolbar } from '../components/status-toolbar';
import { StatusTotals } from '../components/status-totals';
import { idParam } from '../components/status-parts';
import '../exchange-status.css';

const KEYS = {
  from: 'from',
  to: 'to',
  marketMain: 'market',
  marketSub: 'marketSub',
  customerMain: 'customerMain',
  customerMiddle: 'customerMiddle',
  cycle: 'cycle',
  company: 'company',
  final: 'final',
  withFlags: 'with',
  withoutFlags: 'without',
  sort: 'order',
} as const;
const EXTRA_KEYS = Object.values(KEYS);

/** A value of the URL when it is one of `options`, else undefined. */
const oneOf = <V extends string>(options: readonly V[], v: string | undefined): V | undefined =>
  v && (options as readonly string[]).includes(v) ? (v as V) : undefined;
/** Flags of the URL (comma-separated), the known ones only, in SALES_OPTION_FLAGS order. */
const flagsParam = (v: string | undefined): TSalesOptionFlag[] => {
  const set = new Set((v ?? '').split(','));
  return SALES_OPTION_FLAGS.filter((f) => set.has(f));
};

/** A multiple choice of option flags with its visible label ("must have" or "must not have"). */
function FlagsFilter({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: TSalesOptionFlag[];
  onChange: (flags: TSalesOptionFlag[]) => void;
}) {
  const id = useId();
  const lang = currentLanguage();
  return (
    <div className="field">
      <label className="field-label" htmlFor={`${id}-flags`}>
        {label}
      </label>
      <Select
        id={`${id}-flags`}
        mode="multiple"
        className="field-flags"
        allowClear
        placeholder={placeholder}
        value={value}
        maxTagCount="responsive"
        options={SALES_OPTION_FLAGS.map((f) => ({ value: f, label: SALES_OPTION_FLAG_LABELS[f][lang] }))}
        onChange={(v: TSalesOptionFlag[]) => onChange(v)}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}

/**
 * The sales status of the exchange side (P4004, role 09): the billing run's summaries per billing month, customer and
 * product with market and customer categories, billing cycle, additional receptions, final flag, option flags and
 * amounts; filters for each of them (flags held / not held), totals per currency, and the Excel download streamed from
 * the server with its progress and a Cancel button. Filters, order and page in the URL.
 */
export default function SalesStatusPage() {
  const { t } = useTranslation('exchange-status');
  const lang = currentLanguage();
  const { state, update, extra, setExtra } = useListState(EXTRA_KEYS);
  const defaults = defaultMonths();
  const customerMainCategory = oneOf(CUSTOMER_MAIN_CATEGORIES, extra[KEYS.customerMain]);
  const middleOptions = customerMainCategory ? middleCategoriesOf(customerMainCategory) : CUSTOMER_MIDDLE_CATEGORIES;
  const filters: TSalesStatusFilters = {
    fromMonth: monthParam(extra[KEYS.from]) ?? defaults.fromMonth,
    toMonth: monthParam(extra[KEYS.to]) ?? defaults.toMonth,
    marketMain: oneOf(MARKET_MAINS, extra[KEYS.marketMain]),
    marketSub: oneOf(MARKET_SUBS, extra[KEYS.marketSub]),
    customerMainCategory,
    customerMiddleCategory: oneOf(middleOptions, extra[KEYS.customerMiddle]),
    billingCycle: oneOf(BILLING_CYCLES, extra[KEYS.cycle]),
    companyId: idParam(extra[KEYS.company]),
    final: oneOf(SALES_FINAL_FILTERS, extra[KEYS.final]) ?? 'ANY',
    withFlags: flagsParam(extra[KEYS.withFlags]),
    withoutFlags: flagsParam(extra[KEYS.withoutFlags]),
    sort: oneOf(SALES_STATUS_SORTS, extra[KEYS.sort]) ?? SALES_STATUS_DEFAULT_SORT,
  };
  const { fromMonth, toMonth, companyId } = filters;
  const rangeOk = monthRangeOk(fromMonth, toMonth);
  const query = useSalesStatus({ ...filters, pageNumber: state.pageNumber, pageSize: state.pageSize }, rangeOk);
  const currentName = companyId ? query.data?.items.find((i) => i.companyId === companyId)?.customerName : undefined;
  const setFlags = (key: string, flags: TSalesOptionFlag[]) => setExtra(key, flags.length ? flags.join(',') : null);
  const labels = <V extends string>(codes: readonly V[], map: Record<V, { ko: string; en: string }>) =>
    codes.map((value) => ({ value, label: map[value][lang] }));

  const columns: ListColumn<TSalesStatusRow>[] = [
    {
      key: 'month',
      header: t('column.monthFinal'),
      className: 'col-month',
      cell: (r) => (
        <>
          {formatBillingMonth(r.month, lang)}
          <span className="status-final">
            <StatusTag tone={r.final ? 'green' : 'gold'}>{r.final ? t('final.FINAL') : t('final.PROVISIONAL')}</StatusTag>
          </span>
        </>
      ),
    },
    {
      key: 'customer',
      header: t('column.customer'),
      className: 'col-customer',
      cell: (r) => (
        <>
          <span className="ws-strong">{r.customerName}</span>
          <span className="ws-hint status-code">
            {r.customerCode} · {r.customerMainCategoryName} · {r.customerMiddleCategoryName} · {r.billingCycleName}
          </span>
        </>
      ),
    },
    {
      key: 'product',
      header: t('column.product'),
      className: 'col-product',
      dataLabel: () => t('column.product'),
      cell: (r) => (
        <>
          {r.productName}
          <span className="ws-hint status-code">
            {r.productCode} · {r.marketMainName} · {r.marketSubName}
          </span>
        </>
      ),
    },
    {
      key: 'receptions',
      header: t('column.additionalReceptions'),
      className: 'col-count',
      dataLabel: () => t('column.additionalReceptions'),
      cell: (r) => formatCount(r.additionalReceptionCount),
    },
    {
      key: 'flags',
      header: t('column.flags'),
      className: 'col-flags',
      dataLabel: () => t('column.flags'),
      cell: (r) =>
        r.flags.length ? (
          <ul className="status-flags" aria-label={t('column.flags')}>
            {r.flags.map((f) => (
              <li key={f}>{SALES_OPTION_FLAG_LABELS[f][lang]}</li>
            ))}
          </ul>
        ) : (
          <span className="ws-hint">{t('flags.none')}</span>
        ),
    },
    {
      key: 'fees',
      header: t('column.fees'),
      className: 'col-money col-fees',
      dataLabel: () => t('column.fees'),
      cell: (r) => (
        <>
          <span className="status-fee">{t('fee.basic', { amount: formatMoney(r.basicFee, r.currency) })}</span>
          <span className="status-fee">{t('fee.variable', { amount: formatMoney(r.variableFee, r.currency) })}</span>
        </>
      ),
    },
    {
      key: 'usage',
      header: t('column.usagePrice'),
      className: 'col-money',
      dataLabel: () => t('column.usagePrice'),
      cell: (r) => <strong>{formatMoney(r.usagePrice, r.currency)}</strong>,
    },
  ];

  const title = t('sales.title');
  return (
    <PageFrame
      title={title}
      lead={t('sales.lead')}
      actions={
        <ExportButton
          disabled={!rangeOk || !query.data?.totalCount}
          disabledReason={!rangeOk ? t('filter.rangeShort') : query.data && !query.data.totalCount ? t('export.nothing') : undefined}
          run={(signal, onProgress) =>
            exportSalesStatus(filters, t('sales.fileName', { from: fromMonth, to: toMonth }), signal, onProgress)
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
          <>
            <ChoiceFilter
              label={t('filter.marketMain')}
              allLabel={t('filter.all')}
              value={filters.marketMain}
              options={labels(MARKET_MAINS, MARKET_MAIN_LABELS)}
              onChange={(v) => setExtra(KEYS.marketMain, v)}
            />
            <ChoiceFilter
              label={t('filter.marketSub')}
              allLabel={t('filter.all')}
              value={filters.marketSub}
              options={labels(MARKET_SUBS, MARKET_SUB_LABELS)}
              onChange={(v) => setExtra(KEYS.marketSub, v)}
            />
            <ChoiceFilter
              label={t('filter.customerMain')}
              allLabel={t('filter.all')}
              value={customerMainCategory}
              options={labels(CUSTOMER_MAIN_CATEGORIES, CUSTOMER_MAIN_CATEGORY_LABELS)}
              onChange={(v) => setExtra(KEYS.customerMain, v)}
            />
            <ChoiceFilter
              label={t('filter.customerMiddle')}
              allLabel={t('filter.all')}
              value={filters.customerMiddleCategory}
              options={middleOptions.map((value) => ({ value, label: labelOf(CUSTOMER_MIDDLE_CATEGORY_LABELS, value, lang) }))}
              onChange={(v) => setExtra(KEYS.customerMiddle, v)}
            />
            <ChoiceFilter
              label={t('filter.billingCycle')}
              allLabel={t('filter.all')}
              value={filters.billingCycle}
              options={labels(BILLING_CYCLES, BILLING_CYCLE_LABELS)}
              onChange={(v) => setExtra(KEYS.cycle, v)}
            />
            <ChoiceFilter
              label={t('filter.final')}
              allLabel={t('final.ANY')}
              value={filters.final === 'ANY' ? undefined : filters.final}
              options={(['FINAL', 'PROVISIONAL'] as const).map((value) => ({ value, label: t(`final.${value}`) }))}
              onChange={(v) => setExtra(KEYS.final, v)}
            />
          </>
        }
        afterCompany={
          <>
            <FlagsFilter
              label={t('filter.withFlags')}
              placeholder={t('filter.anyFlags')}
              value={filters.withFlags}
              onChange={(f) => setFlags(KEYS.withFlags, f)}
            />
            <FlagsFilter
              label={t('filter.withoutFlags')}
              placeholder={t('filter.noFlags')}
              value={filters.withoutFlags}
              onChange={(f) => setFlags(KEYS.withoutFlags, f)}
            />
          </>
        }
        options={
          <ChoiceFilter
            label={t('filter.sort')}
            allLabel={t(`sort.${SALES_STATUS_DEFAULT_SORT}`)}
            value={filters.sort === SALES_STATUS_DEFAULT_SORT ? undefined : filters.sort}
            options={SALES_STATUS_SORTS.filter((value) => value !== SALES_STATUS_DEFAULT_SORT).map((value) => ({
              value,
              label: t(`sort.${value}`),
            }))}
            onChange={(v) => setExtra(KEYS.sort, v)}
          />
        }
        totalCount={rangeOk ? query.data?.totalCount : undefined}
        pageSize={state.pageSize}
        onPageSize={(pageSize) => update({ pageSize })}
      />
      {rangeOk && query.data && <StatusTotals totals={query.data.totals} counts={false} />}
      {rangeOk && (
        <ListView query={query} state={state} onChange={update} searching emptyText={t('sales.empty')}>
          {(page) => (
            <div className="status-table-wrap">
              <ListTable
                className="bulletin-table status-table sales-status-table"
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
