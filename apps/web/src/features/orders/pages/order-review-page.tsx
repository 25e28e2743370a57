import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { FieldSection } from '../../../components/document-page';
import { useCustomerProfile } from '../../../lib/calls/customer-profile';
import { useOrder } from '../../../lib/calls/orders';
import { ContractTermsDiff } from '../components/contract-terms-diff';
import { OrderDocument } from '../components/order-document';
import { OrderEditForm } from '../components/order-edit-form';
import '../orders.css';

/** The ordering company and its customer profile (classification, categories, currency, billing, representative). */
function CompanyProfile({ companyId, companyName }: { companyId: number; companyName: string }) {
  const { t } = useTranslation('orders');
  const profile = useCustomerProfile(companyId, companyId > 0);
  const p = profile.data;
  return (
    <FieldSection
      title={t('review.company')}
      items={[
        { key: 'name', label: t('column.company'), value: companyName },
        ...(p
          ? [
              { key: 'code', label: t('review.customerCode'), value: p.customerCode },
              { key: 'classification', label: t('review.classification'), value: p.classificationName },
              { key: 'category', label: t('review.category'), value: `${p.mainCategoryName} · ${p.middleCategoryName}` },
              { key: 'currency', label: t('review.currency'), value: p.currencyName },
              { key: 'billing', label: t('review.billingCycle'), value: p.billingCycleName },
              {
                key: 'rep',
                label: t('review.salesRep'),
                value: p.salesRepresentative ? `${p.salesRepresentative.name} (${p.salesRepresentative.email})` : null,
              },
            ]
          : [
              {
                key: 'profile',
                label: t('review.profile'),
                value: profile.isPending ? t('review.profileLoading') : t('review.noProfile'),
              },
            ]),
      ]}
    />
  );
}

/**
 * The provider's review of an order (P3302, roles 05 and 06): the document page with the company and its customer
 * profile, the actions of provider staff (receive, approve, return with a reason, request reconfirmation), and editing
 * the fields before returning (saved with a memo as a version of its own).
 */
export default function OrderReviewPage() {
  const { t } = useTranslation('orders');
  const { orderId } = useParams();
  const [params] = useSearchParams();
  const id = Number(orderId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useOrder(valid ? id : null);
  const [editing, setEditing] = useState(false);
  if (!valid) return <Navigate to="/404" replace />;
  const order = query.data;
  const from = params.get('from');
  const qs = params.toString();
  const backHref = from === 'queue' ? '/admin/work-queue' : `/order/order-list${qs ? `?${qs}` : ''}`;
  return (
    <OrderDocument
      query={query}
      provider
      backHref={backHref}
      before={
        order && (
          <>
            <CompanyProfile companyId={order.companyId} companyName={order.companyName} />
            <ContractTermsDiff order={order} />
          </>
        )
      }
      body={order && editing ? <OrderEditForm order={order} onDone={() => setEditing(false)} /> : undefined}
      edit={
        order?.mayEdit && !editing ? (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            {t('review.edit')}
          </Button>
        ) : undefined
      }
    />
  );
}
