import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  labelOf,
  MARKET_MAIN_LABELS,
  MARKET_MAINS,
  ORDER_MAX_PRODUCTS,
  PRODUCT_USE_TYPES,
  PROVISION_LABELS,
  PROVISIONS,
  type TMarketMain,
  type TOrderRequestType,
  type TProduct,
  type TProvision,
} from '@portal/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import dayjs, { type Dayjs } from '../../../components/form/dayjs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProducts } from '../../../components/catalogue/list-products';
import { useActiveContracts } from '../api/search-contracts';
import { useVendors } from '../api/list-vendors';
import { IssueItem } from './issue-item';
import { issueValidator, useOrderFormSettings } from './order-form-rules';
import type { OrderFormValues } from './order-form-model';
import { productUseLabel, requestTypeLabel, requestTypeOptions } from './order-parts';
import { DateField } from '../../../components/form/date-field';
import { UnavailableChoices } from '../../../components/form/unavailable-choices';

const DATE = 'YYYY-MM-DD';
/** A date field kept as `YYYY-MM-DD` text in the form's values (drafts stay plain JSON). */
export const dateFieldProps = {
  getValueProps: (v: string | null | undefined) => ({ value: v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format(DATE) : null),
};

/** Request type (fixed once the order exists) and, for a change or a termination, the contract it is for. */
export function RequestTypeFields({ contractLocked, contractLabel }: { contractLocked: boolean; contractLabel?: string }) {
  const { t } = useTranslation('orders');
  const { typeLocked, today } = useOrderFormSettings();
  const requestType = Form.useWatch<TOrderRequestType>('requestType');
  const contracts = useActiveContracts(requestType !== 'NEW' && !contractLocked);
  const contractId = Form.useWatch<number | null>('contractId');
  // A contract with an order in progress would be refused at submission (ORD1N4011): offered disabled, with why and a link.
  const items = contracts.data?.items ?? [];
  const options = items.map((c) => ({
    value: c.contractId,
    label: `${c.contractName} (${c.contractNumber})`,
    disabled: Boolean(c.openOrder),
  }));
  const busy = items.filter((c) => c.openOrder);
  if (contractId && !options.some((o) => o.value === contractId))
    options.unshift({ value: contractId, label: contractLabel ?? `#${contractId}`, disabled: false });
  return (
    <>
      <Form.Item name="requestType" label={t('form.requestType')} required>
        <Radio.Group options={requestTypeOptions()} disabled={typeLocked} optionType="button" />
      </Form.Item>
      {requestType !== 'NEW' && (
        <IssueItem field="contractId" label={t('form.contract')} required extra={contractLocked ? undefined : t('form.contractHint')}>
          <Select
            options={options}
            disabled={contractLocked}
            loading={contracts.isFetching}
            placeholder={t('form.contractPlaceholder')}
            notFoundContent={t('form.noActiveContract')}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </IssueItem>
      )}
      {requestType !== 'NEW' && !contractLocked && (
        <UnavailableChoices
          title={t('form.contractBusyTitle')}
          items={busy.map((c) => ({
            key: c.contractId,
            name: `${c.contractName} (${c.contractNumber})`,
            reason: t('form.contractBusy', { type: requestTypeLabel(c.openOrder!.requestType), number: c.openOrder!.orderNumber }),
            link: {
              href: `/order/${c.openOrder!.orderId}/order-detail`,
              text: t('form.contractBusyLink', { number: c.openOrder!.orderNumber }),
            },
          }))}
        />
      )}
      {requestType === 'TERMINATION' ? (
        <>
          <IssueItem field="terminationReason" label={t('field.terminationReason')} required>
            <Input.TextArea rows={4} maxLength={4000} showCount />
          </IssueItem>
          <IssueItem field="terminationDueDate" label={t('field.terminationDueDate')} required {...dateFieldProps}>
            <DateField format={DATE} disabledDate={(d) => d.format(DATE) < today} />
          </IssueItem>
        </>
      ) : (
        <IssueItem
          field="commencementDate"
          label={t('field.commencementDate')}
          required
          extra={requestType === 'CHANGE' ? t('form.commencementChangeHint') : t('form.commencementHint')}
          {...dateFieldProps}
        >
          <DateField format={DATE} disabledDate={(d) => d.format(DATE) < today} />
        </IssueItem>
      )}
    </>
  );
}

function productLabel(p: TProduct | undefined, code: string | undefined) {
  return p ? `${p.productName} (${p.productCode})` : (code ?? '');
}

/** The products picked from the catalogue (filtered by market and provision), each with its use type; the vendor when one is indirect. */
export function ProductFields() {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language === 'en' ? 'en' : 'ko';
  const form = Form.useFormInstance<OrderFormValues>();
  const settings = useOrderFormSettings();
  const id = useId();
  const [market, setMarket] = useState<TMarketMain | undefined>();
  const [provision, setProvision] = useState<TProvision | undefined>();
  const [picked, setPicked] = useState<string | undefined>();
  const catalogue = useProducts();
  const vendors = useVendors();
  const lines = Form.useWatch<OrderFormValues['products']>('products') ?? [];
  const byCode = new Map((catalogue.data?.items ?? []).map((p) => [p.productCode, p]));
  const chosen = new Set(lines.map((l) => l.productCode));
  const choices = (catalogue.data?.items ?? []).filter(
    (p) => (!market || p.marketMain === market) && (!provision || p.provision === provision) && !chosen.has(p.productCode),
  );
  const indirect = lines.some((l) => l.useType === 'INDIRECT');
  const add = () => {
    if (!picked) return;
    const next = [...(form.getFieldValue('products') ?? []), { productCode: picked, useType: 'DIRECT' }];
    form.setFieldValue('products', next);
    setPicked(undefined);
    void form.validateFields([['products']]).catch(() => undefined);
  };

  return (
    <>
      <fieldset className="order-fieldset">
        <legend className="order-legend">{t('form.pickProducts')}</legend>
        <div className="order-picker">
          <div className="field">
            <label className="field-label" htmlFor={`${id}-market`}>
              {t('form.market')}
            </label>
            <Select
              id={`${id}-market`}
              allowClear
              className="field-choice"
              placeholder={t('list.all')}
              value={market}
              onChange={setMarket}
              options={MARKET_MAINS.map((m) => ({ value: m, label: labelOf(MARKET_MAIN_LABELS, m, lang) }))}
              popupMatchSelectWidth={false}
            />
          </div>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-provision`}>
              {t('form.provision')}
            </label>
            <Select
              id={`${id}-provision`}
              allowClear
              className="field-choice"
              placeholder={t('list.all')}
              value={provision}
              onChange={setProvision}
              options={PROVISIONS.map((p) => ({ value: p, label: labelOf(PROVISION_LABELS, p, lang) }))}
              popupMatchSelectWidth={false}
            />
          </div>
          <div className="field field-grow">
            <label className="field-label" htmlFor={`${id}-product`}>
              {t('form.product')}
            </label>
            <Select
              id={`${id}-product`}
              className="order-product-select"
              showSearch={{ optionFilterProp: 'label' }}
              value={picked}
              onChange={setPicked}
              loading={catalogue.isPending}
              placeholder={t('form.productPlaceholder')}
              notFoundContent={t('form.noProduct')}
              options={choices.map((p) => ({ value: p.productCode, label: productLabel(p, p.productCode) }))}
            />
          </div>
          <Button icon={<PlusOutlined aria-hidden />} onClick={add} disabled={!picked || lines.length >= ORDER_MAX_PRODUCTS}>
            {t('form.addProduct')}
          </Button>
        </div>
      </fieldset>
      <Form.List name="products" rules={[{ validator: issueValidator(settings, form, 'products') }]}>
        {(fields, { remove }, { errors }) => (
          <div id="order_products" tabIndex={-1} className="order-lines" aria-label={t('field.products')}>
            <p className="order-lines-title">
              {settings.checks && (
                <span className="order-required" aria-hidden>
                  *{' '}
                </span>
              )}
              {t('form.chosenProducts', { count: fields.length })}
            </p>
            {fields.length === 0 && <p className="ws-hint">{t('form.noProductsYet')}</p>}
            <ul className="order-line-list">
              {fields.map((f) => {
                const code = lines[f.name]?.productCode;
                const p = code ? byCode.get(code) : undefined;
                return (
                  <li key={f.key} className="order-line">
                    <div className="order-line-name">
                      <span className="ws-strong">{productLabel(p, code)}</span>
                      {p && (
                        <span className="ws-hint">
                          {p.marketMainName} · {p.marketSubName} · {p.provisionName}
                        </span>
                      )}
                    </div>
                    <Form.Item name={[f.name, 'productCode']} hidden>
                      <Input />
                    </Form.Item>
                    <Form.Item name={[f.name, 'useType']} label={t('field.useType')} className="order-line-use">
                      <Select
                        options={PRODUCT_USE_TYPES.map((u) => ({ value: u, label: productUseLabel(u) }))}
                        popupMatchSelectWidth={false}
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      onClick={() => remove(f.name)}
                      aria-label={t('form.removeProduct', { name: productLabel(p, code) })}
                    />
                  </li>
                );
              })}
            </ul>
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
      {indirect && (
        <IssueItem field="vendorCode" label={t('field.vendor')} required extra={t('form.vendorHint')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={vendors.isPending}
            placeholder={t('form.vendorPlaceholder')}
            options={(vendors.data?.items ?? []).map((v) => ({ value: v.vendorCode, label: `${v.vendorName} (${v.countryCode})` }))}
          />
        </IssueItem>
      )}
    </>
  );
}
