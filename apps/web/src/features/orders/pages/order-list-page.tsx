import { ORDER_WORKFLOW } from '@portal/contract/workflow';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/list/choice-filter';
import { DateFilter, dateParam } from '../../../components/list/date-filter';
import { carriedQuery, isSearching, useListState } from '../../../components/list/list-state';
import { useOrders } from '../api/orders';
import { ProductFilter } from '../../../components/catalogue/product-filter';
import { asRequestType, OrderTable, orderHref, requestTypeOptions } from '../components/order-parts';
import '../orders.css';
import { useRoles } from '../../../components/use-roles';
import { companyFilterOf, RequestList, stateOf } from '../../../components/request-list/request-list';

const KEYS = { state: 'state', type: 'type', product: 'product', from: 'from', to: 'to', company: 'company' } as const;
const EXTRA_KEYS = Object.values(KEYS);

/**
 * The order list (P3001): search by status, request type, product, period (last modified from/to) and text; sort and
 * page size; everything in the URL. Customers write a new order from here; provider staff also see and filter by company.
 */
export default function OrderListPage() {
  const { t } = useTranslation('orders');
  const { isProvider, isCustomer } = useRoles();
  const { state, update, extra, setExtra } = useListState(EXTRA_KEYS);
  const orderState = stateOf(ORDER_WORKFLOW, extra[KEYS.state]);
  const requestType = asRequestType(extra[KEYS.type]);
  const productCode = extra[KEYS.product]?.slice(0, 30) || undefined;
  const fromDate = dateParam(extra[KEYS.from]);
  const toDate = dateParam(extra[KEYS.to]);
  const companyId = companyFilterOf(extra[KEYS.company], isProvider);
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
  return (
    <RequestList
      declaration={ORDER_WORKFLOW}
      texts={{
        title: t('list.title'),
        lead: isProvider ? t('list.leadProvider') : t('list.lead'),
        searchLabel: t('list.searchText'),
        searchPlaceholder: t('list.searchPlaceholder'),
        emptyText: isCustomer ? t('list.emptyCustomer') : t('list.empty'),
      }}
      list={{ state, update }}
      query={query}
      stateValue={orderState}
      onStateChange={(v) => setExtra(KEYS.state, v ?? null)}
      company={{ value: companyId, onChange: (v) => setExtra(KEYS.company, v ? String(v) : null) }}
      newRequest={{ to: '/order/order-write', label: t('list.newOrder') }}
      searching={searching}
      filters={
        <>
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
        </>
      }
    >
      {(page) => (
        <OrderTable
          caption={t('list.title')}
          items={page.items}
          showCompany={isProvider}
          href={(item) => `${orderHref(item.orderId, isProvider)}${carried}`}
        />
      )}
    </RequestList>
  );
}
