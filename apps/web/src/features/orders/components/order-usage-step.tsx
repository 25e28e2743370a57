import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  AFFILIATE_MIN_STAKE_EXCLUSIVE,
  CFD_TRADING,
  CFD_TRADING_LABELS,
  DELIVERY_PROTOCOLS,
  DISTRIBUTION_OPTION_LABELS,
  DISTRIBUTION_OPTIONS,
  INDEX_BASES,
  INDEX_BASIS_LABELS,
  NON_DISPLAY_USE_LABELS,
  NON_DISPLAY_USES,
  ORDER_MAX_AFFILIATES,
  ORDER_MAX_CONNECTIONS,
  ORDER_SERVICE_OPTION_LABELS,
  ORDER_SERVICE_OPTIONS,
  type TOrderProductLine,
} from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { IssueItem } from './issue-item';
import { issueValidator, useOrderFormSettings } from './order-form-rules';
import type { OrderFormValues } from './order-form-model';

/** The anchor of the non-display uses (the detail page's "non-display report" button leads there). */
export const NON_DISPLAY_ANCHOR = 'order-non-display';

/**
 * Usage: installation address, connections and broker (for products used directly), external distribution, service
 * options (open API, fund administration, PB, licence) and delivery protocols (UDP, TCP, FTP), the
 * affiliate extension (name, relationship, stake: an affiliate is owned more than 50% with control), non-display
 * uses, index calculation and CFD trading.
 */
export function UsageFields() {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language === 'en' ? 'en' : 'ko';
  const form = Form.useFormInstance<OrderFormValues>();
  const settings = useOrderFormSettings();
  const products = Form.useWatch<Partial<TOrderProductLine>[]>('products') ?? [];
  const extension = Form.useWatch<boolean>('affiliateExtension');
  const indexUsed = Form.useWatch<boolean>('indexCalculationUsed');
  const feed = products.length === 0 || products.some((p) => p.useType !== 'INDIRECT');

  return (
    <>
      {feed && (
        <fieldset className="order-fieldset">
          <legend className="order-legend">{t('form.feed')}</legend>
          <IssueItem field="installationAddress" label={t('field.installationAddress')} required>
            <Input maxLength={200} autoComplete="address-line1" />
          </IssueItem>
          <div className="order-row">
            <IssueItem field="connectionCount" label={t('field.connectionCount')} required>
              <InputNumber min={0} max={ORDER_MAX_CONNECTIONS} precision={0} className="order-number" />
            </IssueItem>
            <Form.Item name="brokerCompany" label={t('field.brokerCompany')} className="order-grow">
              <Input maxLength={200} />
            </Form.Item>
          </div>
        </fieldset>
      )}
      <Form.Item name="distributionOptions" label={t('field.distributionOptions')}>
        <Checkbox.Group options={DISTRIBUTION_OPTIONS.map((o) => ({ value: o, label: DISTRIBUTION_OPTION_LABELS[o][lang] }))} />
      </Form.Item>
      <Form.Item name="serviceOptions" label={t('field.serviceOptions')}>
        <Checkbox.Group options={ORDER_SERVICE_OPTIONS.map((o) => ({ value: o, label: ORDER_SERVICE_OPTION_LABELS[o][lang] }))} />
      </Form.Item>
      <Form.Item name="deliveryProtocols" label={t('field.deliveryProtocols')}>
        <Checkbox.Group options={DELIVERY_PROTOCOLS.map((o) => ({ value: o, label: o }))} />
      </Form.Item>
      <fieldset className="order-fieldset">
        <legend className="order-legend">{t('field.affiliateExtension')}</legend>
        <Form.Item name="affiliateExtension" valuePropName="checked" label={t('form.affiliateSwitch')}>
          <Switch aria-label={t('form.affiliateSwitch')} />
        </Form.Item>
        {extension && (
          <>
            <Alert type="info" showIcon className="order-rule" title={t('form.affiliateRule', { min: AFFILIATE_MIN_STAKE_EXCLUSIVE })} />
            <Form.List name="affiliates" rules={[{ validator: issueValidator(settings, form, 'affiliates') }]}>
              {(fields, { add, remove }, { errors }) => (
                <div id="order_affiliates" tabIndex={-1}>
                  {fields.map((f, i) => (
                    <div key={f.key} className="order-group" role="group" aria-label={t('form.affiliateN', { n: i + 1 })}>
                      <div className="order-group-head">
                        <span className="ws-strong">{t('form.affiliateN', { n: i + 1 })}</span>
                        <Button type="text" danger icon={<DeleteOutlined aria-hidden />} onClick={() => remove(f.name)}>
                          {t('form.remove')}
                        </Button>
                      </div>
                      <div className="order-row">
                        <IssueItem
                          field={`affiliates.${f.name}.name`}
                          name={[f.name, 'name']}
                          label={t('field.affiliateName')}
                          required
                          className="order-grow"
                        >
                          <Input maxLength={200} />
                        </IssueItem>
                        <IssueItem
                          field={`affiliates.${f.name}.relationship`}
                          name={[f.name, 'relationship']}
                          label={t('field.relationship')}
                          required
                          className="order-grow"
                        >
                          <Input maxLength={200} />
                        </IssueItem>
                        <IssueItem
                          field={`affiliates.${f.name}.stakePercent`}
                          name={[f.name, 'stakePercent']}
                          label={t('field.stake')}
                          required
                        >
                          <InputNumber min={0} max={100} step={0.1} suffix="%" className="order-number" />
                        </IssueItem>
                      </div>
                    </div>
                  ))}
                  <Form.ErrorList errors={errors} />
                  <Button
                    icon={<PlusOutlined aria-hidden />}
                    onClick={() => add({ name: '', relationship: '', stakePercent: undefined })}
                    disabled={fields.length >= ORDER_MAX_AFFILIATES}
                  >
                    {t('form.addAffiliate')}
                  </Button>
                </div>
              )}
            </Form.List>
          </>
        )}
      </fieldset>
      <div id={NON_DISPLAY_ANCHOR}>
        <IssueItem field="nonDisplayUses" label={t('field.nonDisplayUses')} extra={t('form.nonDisplayHint')}>
          <Checkbox.Group options={NON_DISPLAY_USES.map((o) => ({ value: o, label: NON_DISPLAY_USE_LABELS[o][lang] }))} />
        </IssueItem>
      </div>
      <fieldset className="order-fieldset">
        <legend className="order-legend">{t('form.indexCalculation')}</legend>
        <Form.Item name="indexCalculationUsed" valuePropName="checked" label={t('form.indexSwitch')}>
          <Switch aria-label={t('form.indexSwitch')} />
        </Form.Item>
        {indexUsed && (
          <div className="order-row">
            <IssueItem field="indexCalculation.indexName" label={t('field.indexName')} required className="order-grow">
              <Input maxLength={200} />
            </IssueItem>
            <IssueItem field="indexCalculation.krxStockWeightPercent" label={t('field.krxStockWeight')} required>
              <InputNumber min={0} max={100} step={0.1} suffix="%" className="order-number" />
            </IssueItem>
            <IssueItem field="indexCalculation.basis" label={t('field.indexBasis')} required>
              <Select
                className="order-basis"
                options={INDEX_BASES.map((b) => ({ value: b, label: INDEX_BASIS_LABELS[b][lang] }))}
                popupMatchSelectWidth={false}
              />
            </IssueItem>
          </div>
        )}
      </fieldset>
      <Form.Item name="cfdTrading" label={t('field.cfdTrading')}>
        <Radio.Group options={CFD_TRADING.map((c) => ({ value: c, label: CFD_TRADING_LABELS[c][lang] }))} />
      </Form.Item>
    </>
  );
}
