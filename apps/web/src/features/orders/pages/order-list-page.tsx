import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChoiceFilter } from '../../../components/list/choice-filter';
import { CompanySelect } from '../../../components/company-select/company-select';
import { DateFilter, dateParam } from '../../../components/list/date-filter';
import { carriedQuery, isSearching, useListState } from '../../../components/list/list-state';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { useOrders } from '../api/search-orders';
import { ProductFilter } from '../../../components/catalogue/product-filter';
import {
  asOrderState,
  asRequestType,
  OrderTable,
  orderHref,
  requestTypeOptions,
  stateOptions,
  useOrderRoles,
} from '../components/order-parts';
import '../orders.css';

const KEYS = { state: 'state', type: 'type', product: 'product', from: 'from', to: 'to', company: 'company' } as const;
const EXTRA_KEYS = Object.values(KEYS);

/**
 * The order list (P3001): search by status, request type, product, period (last modified from/to) and text; sort and
 * page size; everything in the URL. Customers write a new order from here; provider staff also see and filter by company.
 */
export default function OrderListPage() {
  const { t } = useTranslation('orders');
  const { isProvider, isCustomer } = useOrderRoles();
  const { state, update, extra, setExtra } = useListState(EXTRA_KEYS);
  const orderState = asOrderState(extra[KEYS.state]);
  const requestType = asRequestType(extra[KEYS.type]);
  const productCode = extra[KEYS.product]?.slice(0, 30) || undefined;
  const fromDate = dateParam(extra[KEYS.from]);
  const toDate = dateParam(extra[KEYS.to]);
  const companyNumber = Number(extra[KEYS.company]);
  const companyId = isProvider && Number.isInteger(companyNumber) && companyNumber > 0 ? companyNumber : undefined;
  const query = useOrders({
    state: orderState,
    requestType,
    productCode,
    fromDate,
    toDate: fromDate && toDate && toDate < fromDate ? fromDate : toDate,
    companyId,
    searchText: state.keyword || undefined,
    sort: state.sort === 'oldest' ? 'updatedAsc' : 'updatedDesc',
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
  });
  const kept = Object.fromEntries(Object.entries(extra).filter(([, v]) => v));
  const carried = carriedQuery(state, kept);
  const searching = isSearching(state, orderState, requestType, productCode, fromDate, toDate, companyId);
  const firstCompany = companyId ? query.data?.items.find((i) => i.companyId === companyId)?.companyName : undefined;
  return (
    <PageFrame
      title={t('list.title')}
      lead={isProvider ? t('list.leadProvider') : t('list.lead')}
      actions={
        isCustomer && (
          <Link to="/order/order-write" className="shell-button shell-button-primary">
            <EditOutlined aria-hidden /> <span>{t('list.newOrder')}</span>
          </Link>
        )
      }
    >
      <ListToolbar
        state={state}
        onChange={update}
        totalCount={query.data?.totalCount}
        totalCountCapped={query.data?.totalCountCapped}
        searchLabel={t('list.searchText')}
        searchPlaceholder={t('list.searchPlaceholder')}
        filters={
          <>
            <ChoiceFilter
              label={t('list.state')}
              allLabel={t('list.all')}
              value={orderState}
              options={stateOptions()}
              onChange={(v) => setExtra(KEYS.state, v)}
            />
            <ChoiceFilter
              label={t('list.requestType')}
              allLabel={t('list.all')}
              value={requestType}
              options={requestTypeOptions()}
              onChange={(v) => setExtra(KEYS.type, v)}
            />
            <ProductFilter
              label={t('list.product')}
              placeholder={t('list.allProducts')}
              value={productCode}
              onChange={(v) => setExtra(KEYS.product, v)}
            />
            <DateFilter label={t('list.from')} value={fromDate} max={toDate} onChange={(v) => setExtra(KEYS.from, v)} />
            <DateFilter label={t('list.to')} value={toDate} min={fromDate} onChange={(v) => setExtra(KEYS.to, v)} />
            {isProvider && (
              <CompanySelect
                label={t('list.company')}
                placeholder={t('list.allCompanies')}
                notFound={t('list.noCompany')}
                value={companyId}
                currentName={firstCompany}
                onChange={(v) => setExtra(KEYS.company, v ? String(v) : null)}
              />
            )}
          </>
        }
      />
      <ListView
        query={query}
        state={state}
        onChange={update}
        searching={searching}
        emptyText={isCustomer ? t('list.emptyCustomer') : t('list.empty')}
      >
        {(page) => (
          <OrderTable
            caption={t('list.title')}
            items={page.items}
            showCompany={isProvider}
            href={(item) => `${orderHref(item.orderId, isProvider)}${carried}`}
          />
        )}
      </ListView>
    </PageFrame>
  );
}
