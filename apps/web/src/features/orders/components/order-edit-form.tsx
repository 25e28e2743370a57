import { WORKFLOW_REASON_MAX, type TOrderDetail } from '@portal/contract';
import Alert from 'antd/es/alert';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeaveGuard } from '../../../components/multi-step-form';
import { useUploadGate } from '../../../components/upload/use-upload-gate';
import { errorTextOf } from '../../../components/form/field-rules';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useUpdateOrder } from '../api/orders';
import { ContactFields } from './order-contacts-step';
import { DocumentFields } from './order-documents-step';
import { toOrderForm, valuesFromOrder, type OrderFormValues } from './order-form-model';
import { OrderFormContext, type OrderFormSettings, type ServerIssue } from './order-form-rules';
import { ProductFields, RequestTypeFields } from './order-request-step';
import { UsageFields } from './order-usage-step';

// eslint-disable-next-line no-control-regex
const NUL = /\u0000/;

/**
 * Provider staff edit an order before returning it (states SUBMITTED and RECEIVED): every field of the customer's form
 * on one page (the agreements stay the customer's), and a memo saying why; saving is updateOrder with the memo, a
 * version of its own in the history. Leaving with unsaved changes asks first.
 */
export function OrderEditForm({ order, onDone }: { order: TOrderDetail; onDone: () => void }) {
  const { t } = useTranslation('orders');
  const { message } = useFeedback();
  const [form] = Form.useForm<OrderFormValues & { memo?: string }>();
  const update = useUpdateOrder();
  const gate = useUploadGate();
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty);
  const [error, setError] = useState<string | null>(null);
  const serverIssues = useRef(new Map<string, ServerIssue>());
  const initial = useMemo(() => valuesFromOrder(order), [order]);
  const settings: OrderFormSettings = useMemo(
    () => ({ checks: false, today: formatDate(new Date().toISOString()), lang: currentLanguage(), serverIssues, typeLocked: true }),
    [],
  );
  const termination = order.requestType === 'TERMINATION';

  const save = async (values: OrderFormValues & { memo?: string }) => {
    if (gate.blocker) {
      setError(gate.blocker);
      return;
    }
    setError(null);
    try {
      const all = { ...initial, ...(form.getFieldsValue(true) as OrderFormValues) };
      await update.mutateAsync({
        orderId: order.orderId,
        body: { version: order.version, form: toOrderForm(all), memo: values.memo?.trim() || undefined },
      });
      guard.release();
      setDirty(false);
      void message.success(t('review.saved'));
      onDone();
    } catch (err) {
      setError(errorTextOf(err, t('common:error.api')));
    }
  };

  return (
    <OrderFormContext.Provider value={settings}>
      <Form
        form={form}
        layout="vertical"
        name="order-edit"
        initialValues={initial}
        onValuesChange={() => setDirty(true)}
        onFinish={(v) => void save(v)}
        className="ws-form order-edit-form"
      >
        <Alert type="info" showIcon className="order-rule" title={t('review.editLead')} />
        <h2 className="ws-section-title">{t('step.request')}</h2>
        <RequestTypeFields contractLocked contractLabel={order.contractNumber ?? undefined} />
        {!termination && (
          <>
            <ProductFields />
            <h2 className="ws-section-title">{t('step.usage')}</h2>
            <UsageFields />
          </>
        )}
        <h2 className="ws-section-title">{t('step.contacts')}</h2>
        <ContactFields />
        {!termination && (
          <>
            <h2 className="ws-section-title">{t('step.documents')}</h2>
            <DocumentFields onUploadStatus={gate.onStatusChange} />
          </>
        )}
        <h2 className="ws-section-title">{t('review.memoTitle')}</h2>
        <Form.Item
          name="memo"
          label={t('review.memo')}
          extra={t('review.memoHint')}
          rules={[
            { max: WORKFLOW_REASON_MAX, message: t('review.memoTooLong', { max: WORKFLOW_REASON_MAX }) },
            {
              validator: (_, v?: string) => (v && NUL.test(v) ? Promise.reject(new Error(t('review.badCharacter'))) : Promise.resolve()),
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={WORKFLOW_REASON_MAX} showCount />
        </Form.Item>
        {error && <Alert type="error" showIcon role="alert" className="ws-alert" title={error} />}
        <div className="ws-form-actions">
          {gate.blocker && (
            <p className="upload-gate" role="status">
              {gate.blocker}
            </p>
          )}
          <Button onClick={onDone}>{t('review.cancelEdit')}</Button>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('review.save')}
          </Button>
        </div>
      </Form>
    </OrderFormContext.Provider>
  );
}
