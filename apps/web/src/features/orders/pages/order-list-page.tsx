import { ORDER_WORKFLOW } from '@portal/contract/workflow';
import { useTranslation } from 'react-i18next';
import { ProductFilter } from '../../../components/catalogue/product-filter';
import { ChoiceFilter } from '../../../components/list/choice-filter';
import { PeriodFilter } from '../../../components/list/date-filter';
import { isSearching } from '../../../components/list/list-state';
import { listTexts } from '../../../components/list/list-page';
import { RequestList } from '../../../components/request-list/request-list';
import { useRequestListState } from '../../../components/request-list/request-list-state';
import { useRoles } from '../../../components/use-roles';
import { useOrders } from '../api/orders';
import { asRequestType, OrderTable, orderHref, requestTypeOptions } from '../components/order-parts';
import '../orders.css';
import { PolicyHoldBanner } from '../../../components/policy-hold-banner';

const KEYS = { type: 'type', product: 'product' } as const;

/**
 * The order list (P3001): search by status, request type, product, period (last modified from/to) and text; sort and
 * page size; everything in the URL. Customers write a new order from here; provider staff also see and filter by company.
 */
export default function OrderListPage() {
  const { t } = useTranslation('orders');
  const { isProvider, isCustomer } = useRoles();
  const list = useRequestListState(ORDER_WORKFLOW, Object.values(KEYS));
  const { extra, setExtra, period } = list;
  const requestType = asRequestType(extra[KEYS.type]);
  const productCode = extra[KEYS.product]?.slice(0, 30) || undefined;
  const query = useOrders({
    ...list.page,
    ...list.periodBody,
    state: list.stateValue,
    requestType,
    productCode,
    companyId: list.companyId,
    sort: list.state.sort === 'oldest' ? 'updatedAsc' : 'updatedDesc',
  });
  const searching = isSearching(list.state, list.stateValue, requestType, productCode, period.fromDate, period.toDate, list.companyId);
  return (
    <RequestList
      {...list.props}
      declaration={ORDER_WORKFLOW}
      texts={listTexts(t, {
        lead: isProvider ? t('list.leadProvider') : t('list.lead'),
        emptyText: isCustomer ? t('list.emptyCustomer') : t('list.empty'),
      })}
      query={query}
      newRequest={{ to: '/order/order-write', label: t('list.newOrder') }}
      before={<PolicyHoldBanner />}
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
          <PeriodFilter labels={{ from: t('list.from'), to: t('list.to') }} {...period} />
        </>
      }
    >
      {(page) => (
        <OrderTable
          caption={t('list.title')}
          items={page.items}
          showCompany={isProvider}
          href={(item) => `${orderHref(item.orderId, isProvider)}${list.carried}`}
        />
      )}
    </RequestList>
  );
}
