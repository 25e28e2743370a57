import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { ORDER_MAX_FACILITATORS, ORDER_MAX_FILES } from '@portal/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { UploadField, type UploadStatus } from '../../../components/upload/upload-control';
import { IssueItem } from './issue-item';
import type { OrderFormValues } from './order-form-model';

/** Contract documents (uploaded at once), special conditions, promotion, side letter, price information, service facilitators. */
export function DocumentFields({ onUploadStatus }: { onUploadStatus: (status: UploadStatus) => void }) {
  const { t } = useTranslation('orders');
  const requestType = Form.useWatch<OrderFormValues['requestType']>('requestType');
  return (
    <>
      <IssueItem
        field="fileUUIDs"
        label={<span id="order-files-label">{t('field.files')}</span>}
        required={requestType === 'NEW'}
        extra={t('form.filesHint')}
      >
        <UploadField
          id="order_files"
          group="ORDER"
          onStatusChange={onUploadStatus}
          maxFiles={ORDER_MAX_FILES}
          labelledBy="order-files-label"
        />
      </IssueItem>
      <Form.Item name="specialConditions" label={t('field.specialConditions')}>
        <Input.TextArea rows={3} maxLength={4000} showCount />
      </Form.Item>
      <Form.Item name="promotion" label={t('field.promotion')}>
        <Input.TextArea rows={3} maxLength={4000} showCount />
      </Form.Item>
      <Form.Item name="sideLetter" label={t('field.sideLetter')}>
        <Input.TextArea rows={3} maxLength={4000} showCount />
      </Form.Item>
      <Form.Item name="priceInformation" label={t('field.priceInformation')}>
        <Input.TextArea rows={3} maxLength={4000} showCount />
      </Form.Item>
      <fieldset className="order-fieldset">
        <legend className="order-legend">{t('field.facilitators')}</legend>
        <p className="ws-hint">{t('form.facilitatorsHint')}</p>
        <Form.List name="facilitators">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <div key={f.key} className="order-group" role="group" aria-label={t('form.facilitatorN', { n: i + 1 })}>
                  <div className="order-group-head">
                    <span className="ws-strong">{t('form.facilitatorN', { n: i + 1 })}</span>
                    <Button type="text" danger icon={<DeleteOutlined aria-hidden />} onClick={() => remove(f.name)}>
                      {t('form.remove')}
                    </Button>
                  </div>
                  <div className="order-row">
                    <IssueItem
                      field={`facilitators.${f.name}.company`}
                      name={[f.name, 'company']}
                      label={t('field.facilitatorCompany')}
                      required
                      className="order-grow"
                    >
                      <Input maxLength={200} />
                    </IssueItem>
                    <Form.Item name={[f.name, 'address']} label={t('field.address')} className="order-grow">
                      <Input maxLength={200} />
                    </Form.Item>
                  </div>
                  <div className="order-row">
                    <Form.Item name={[f.name, 'contactName']} label={t('field.contactName')} className="order-grow">
                      <Input maxLength={200} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'position']} label={t('field.position')} className="order-grow">
                      <Input maxLength={200} />
                    </Form.Item>
                  </div>
                  <div className="order-row">
                    <Form.Item name={[f.name, 'purpose']} label={t('field.purpose')} className="order-grow">
                      <Input maxLength={200} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'serviceOffered']} label={t('field.serviceOffered')} className="order-grow">
                      <Input maxLength={200} />
                    </Form.Item>
                  </div>
                </div>
              ))}
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => add({ company: '' })}
                disabled={fields.length >= ORDER_MAX_FACILITATORS}
              >
                {t('form.addFacilitator')}
              </Button>
            </>
          )}
        </Form.List>
      </fieldset>
    </>
  );
}
