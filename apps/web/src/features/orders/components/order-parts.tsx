import {
  ORDER_REQUEST_TYPE_LABELS,
  ORDER_REQUEST_TYPES,
  ORDER_STATES,
  ORDER_WORKFLOW,
  PRODUCT_USE_TYPE_LABELS,
  type TOrderListItem,
  type TOrderRequestType,
  type TOrderState,
  type TProductUseType,
} from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WorkflowStatusTag } from '../../../components/document-page';
import { type ListColumn } from '../../../components/list/list-table';
import { companyColumns, numberColumn, RequestTable, stateColumn } from '../../../components/request-list/request-table';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** The provider's roles (sales representative, administrator): they see every company's orders and review them. */

export const requestTypeLabel = (type: TOrderRequestType) => ORDER_REQUEST_TYPE_LABELS[type][currentLanguage()];
export const productUseLabel = (type: TProductUseType) => PRODUCT_USE_TYPE_LABELS[type][currentLanguage()];
export const stateLabel = (state: TOrderState) => ORDER_WORKFLOW.states[state].label[currentLanguage()];

export const requestTypeOptions = () => ORDER_REQUEST_TYPES.map((value) => ({ value, label: requestTypeLabel(value) }));
export const stateOptions = () => ORDER_STATES.map((value) => ({ value, label: stateLabel(value) }));

/** A request type or a state read from the URL, or undefined when it is not one. */
export const asRequestType = (v: string | null | undefined): TOrderRequestType | undefined =>
  (ORDER_REQUEST_TYPES as readonly string[]).includes(v ?? '') ? (v as TOrderRequestType) : undefined;
export const asOrderState = (v: string | null | undefined): TOrderState | undefined =>
  (ORDER_STATES as readonly string[]).includes(v ?? '') ? (v as TOrderState) : undefined;

/** The status tag of an order (label and tone from the workflow declaration). */
export function OrderStateTag({ state }: { state: TOrderState }) {
  return <WorkflowStatusTag declaration={ORDER_WORKFLOW} state={state} />;
}

/** The page of an order for the reader: provider staff review it, customers read it. */
export const orderHref = (orderId: number, provider: boolean) =>
  provider ? `/admin/order/${orderId}/order-review` : `/order/${orderId}/order-detail`;

/** Orders in the kit's list table: number (link), type, products, company (staff), status, commencement, manager, last modified. */
export function OrderTable({
  items,
  caption,
  showCompany,
  href,
}: {
  items: TOrderListItem[];
  caption: string;
  showCompany?: boolean;
  href: (item: TOrderListItem) => string;
}) {
  const { t } = useTranslation('orders');
  const columns: ListColumn<TOrderListItem>[] = [
    numberColumn(t('column.number'), (item) => (
      <Link to={href(item)} className="order-link">
        {item.orderNumber}
      </Link>
    )),
    {
      key: 'type',
      header: t('column.requestType'),
      className: 'col-order-type',
      cell: (item) => <span className="category-tag">{requestTypeLabel(item.requestType)}</span>,
    },
    {
      key: 'products',
      header: t('column.products'),
      className: 'col-order-products',
      dataLabel: () => t('column.products'),
      cell: (item) => item.productSummary || (item.contractNumber ? t('list.contractOf', { number: item.contractNumber }) : '-'),
    },
    ...companyColumns<TOrderListItem>(t('column.company'), showCompany),
    stateColumn(t('column.state'), ORDER_WORKFLOW),
    {
      key: 'commencement',
      header: t('column.commencement'),
      className: 'col-order-date',
      dataLabel: () => t('column.commencement'),
      cell: (item) => item.commencementDate ?? '-',
    },
    {
      key: 'manager',
      header: t('column.manager'),
      className: 'col-order-manager',
      dataLabel: () => t('column.manager'),
      cell: (item) => item.managerName ?? '-',
    },
    {
      key: 'updated',
      header: t('column.updated'),
      className: 'col-order-date',
      dataLabel: () => t('column.updated'),
      cell: (item) => <time dateTime={item.updatedAt}>{formatDate(item.updatedAt)}</time>,
    },
  ];
  return <RequestTable className="order-table" caption={caption} items={items} columns={columns} rowKey={(item) => item.orderId} />;
}
