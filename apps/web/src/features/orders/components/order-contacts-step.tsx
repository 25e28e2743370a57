import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import { ORDER_CONTACT_SET_LABELS, ORDER_CONTACT_SETS, type TOrderContactSet } from '@portal/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { IssueItem } from './issue-item';
import type { OrderFormValues } from './order-form-model';

/** One contact set: name, department, position, e-mail and the telephone in the international format. */
function ContactSet({ set }: { set: TOrderContactSet }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language === 'en' ? 'en' : 'ko';
  const form = Form.useFormInstance<OrderFormValues>();
  const copy = () => {
    const order = form.getFieldValue(['contacts', 'order']) ?? {};
    form.setFieldValue(['contacts', set], { ...order });
    void form
      .validateFields([
        ['contacts', set, 'name'],
        ['contacts', set, 'email'],
        ['contacts', set, 'phone'],
      ])
      .catch(() => undefined);
  };
  return (
    <fieldset className="order-fieldset">
      <legend className="order-legend">{ORDER_CONTACT_SET_LABELS[set][lang]}</legend>
      {set !== 'order' && (
        <Button size="small" icon={<CopyOutlined aria-hidden />} onClick={copy} className="order-copy">
          {t('form.sameAsOrder')}
        </Button>
      )}
      <div className="order-row">
        <IssueItem field={`contacts.${set}.name`} label={t('field.contactName')} required className="order-grow">
          <Input maxLength={200} autoComplete="name" />
        </IssueItem>
        <Form.Item name={['contacts', set, 'department']} label={t('field.department')} className="order-grow">
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name={['contacts', set, 'position']} label={t('field.position')} className="order-grow">
          <Input maxLength={200} />
        </Form.Item>
      </div>
      <div className="order-row">
        <IssueItem field={`contacts.${set}.email`} label={t('field.email')} required className="order-grow">
          <Input maxLength={254} type="email" autoComplete="email" />
        </IssueItem>
        <IssueItem field={`contacts.${set}.phone`} label={t('field.phone')} required className="order-grow" extra={t('form.phoneHint')}>
          <Input maxLength={30} type="tel" autoComplete="tel" placeholder="+82-2-100-1234" />
        </IssueItem>
      </div>
    </fieldset>
  );
}

/** The contact sets of an order: order (contract), billing and IT; `only` one of them (a termination asks its order contact). */
export function ContactFields({ only }: { only?: TOrderContactSet } = {}) {
  return (
    <>
      {(only ? [only] : ORDER_CONTACT_SETS).map((set) => (
        <ContactSet key={set} set={set} />
      ))}
    </>
  );
}
