import {
  CURRENCIES,
  FEE_ESTIMATE_MAX_QUANTITY,
  PRODUCT_USE_TYPE_LABELS,
  PRODUCT_USE_TYPES,
  USE_CATEGORIES,
  USE_CATEGORY_LABELS,
  type TCurrency,
  type TFeeEstimateChangeInput,
  type TProductUseType,
  type TUseCategory,
} from '@portal/contract';
import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listProductsQueryOptions } from '../../../components/catalogue/list-products';
import { FeePanel } from '../../../components/fee-panel';
import { PageFrame } from '../../../components/page-frame';
import { useRoles } from '../../../components/use-roles';
import { useActiveContracts, useContract } from '../../../lib/calls/contracts';
import { usePublicProducts, type TFeeEstimateFor } from '../../../lib/calls/fee-estimates';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import '../fee-estimates.css';
import { IsoDateField } from '../../../components/form/iso-date-field';

type Mode = 'products' | 'users' | 'tier';
interface ReportRow {
  productCode?: string;
  useCategory: TUseCategory;
  quantity: number | null;
}

/**
 * The fee estimator (P0109, `/product/fee-estimator`, decision 083): "what if I add this product, these users, this
 * tier". A visitor estimates at public prices in the currency chosen; a member against their company's contracts,
 * declarations and reports (a contract chosen prefills its products, to change them). The figures are the fee panel's.
 */
export default function FeeEstimatorPage() {
  const { t } = useTranslation('fee-estimates');
  const lang = currentLanguage();
  const roles = useRoles();
  const member = roles.may('feeEstimates.read');
  const today = formatDate(new Date().toISOString());
  const [mode, setMode] = useState<Mode>('products');
  const [currency, setCurrency] = useState<TCurrency>('KRW');
  const [contractId, setContractId] = useState<number | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [useType, setUseType] = useState<TProductUseType>('DIRECT');
  const [from, setFrom] = useState(today);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [rows, setRows] = useState<ReportRow[]>([{ useCategory: '151', quantity: 1 }]);
  const [trading, setTrading] = useState<number | null>(1);
  const [other, setOther] = useState<number | null>(0);

  const publicProducts = usePublicProducts(!member);
  const memberProducts = useQuery({ ...listProductsQueryOptions({}), enabled: member });
  const products = (member ? memberProducts.data : publicProducts.data)?.items ?? [];
  const productOptions = products.map((p) => ({ value: p.productCode, label: `${p.productName} (${p.productCode})` }));
  const contracts = useActiveContracts(member);
  const contractList = member ? (contracts.data?.items ?? []).filter((c) => c.status === 'ACTIVE') : [];
  const contract = useContract(member ? contractId : null);
  // A contract chosen: its products in use now, until the reader changes them.
  const contractCodes = useMemo(
    () => contract.data?.products.filter((p) => p.effectiveTo === null || p.effectiveTo >= today).map((p) => p.productCode),
    [contract.data, today],
  );
  const chosen = useMemo(() => codes ?? contractCodes ?? [], [codes, contractCodes]);

  const who: TFeeEstimateFor = member ? { visitor: false } : { visitor: true, currency };
  const change: TFeeEstimateChangeInput | null = useMemo(() => {
    if (mode === 'products') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) return null;
      if (contractId && member)
        return {
          kind: 'order',
          requestType: 'CHANGE',
          contractId,
          commencementDate: from,
          products: chosen.map((productCode) => ({
            productCode,
            useType: contract.data?.products.find((p) => p.productCode === productCode)?.useType ?? useType,
          })),
        };
      if (!chosen.length) return null;
      return {
        kind: 'order',
        requestType: 'NEW',
        commencementDate: from,
        products: chosen.map((productCode) => ({ productCode, useType })),
      };
    }
    if (mode === 'users') {
      const clean = rows.filter((r) => r.productCode && r.quantity !== null && r.quantity >= 0);
      if (!clean.length || !/^\d{4}-\d{2}$/.test(month)) return null;
      return {
        kind: 'report',
        reportMonth: month,
        rows: clean.map((r) => ({ productCode: r.productCode!, useCategory: r.useCategory, quantity: r.quantity! })),
      };
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) return null;
    return {
      kind: 'nonDisplay',
      effectiveDate: from,
      purposes: { TRADING: { applications: trading, chargeHold: false }, OTHER: { applications: other, chargeHold: false } },
    };
  }, [mode, from, contractId, member, chosen, contract.data, useType, rows, month, trading, other]);

  const setRow = (i: number, patch: Partial<ReportRow>) => setRows((list) => list.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <PageFrame lead={member ? t('leadMember') : t('leadVisitor')}>
      <div className="fe-form">
        <fieldset className="fe-fieldset">
          <legend>{t('mode.legend')}</legend>
          <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as Mode)} optionType="button">
            <Radio value="products">{t('mode.products')}</Radio>
            <Radio value="users">{t('mode.users')}</Radio>
            <Radio value="tier">{t('mode.tier')}</Radio>
          </Radio.Group>
        </fieldset>
        {!member && (
          <div className="fe-field">
            <label htmlFor="fe-currency">{t('currency')}</label>
            <Select id="fe-currency" value={currency} onChange={setCurrency} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
          </div>
        )}
        {mode === 'products' && (
          <>
            {member && (
              <div className="fe-field">
                <label htmlFor="fe-contract">{t('contract')}</label>
                <Select
                  id="fe-contract"
                  value={contractId ?? 0}
                  onChange={(v: number) => {
                    setContractId(v || null);
                    setCodes(null);
                  }}
                  loading={contracts.isPending}
                  options={[
                    { value: 0, label: t('newContract') },
                    ...contractList.map((c) => ({ value: c.contractId, label: `${c.contractNumber} · ${c.contractName}` })),
                  ]}
                />
                {contractId && <p className="fe-hint">{t('contractHint')}</p>}
              </div>
            )}
            <div className="fe-field">
              <label htmlFor="fe-products">{t('products')}</label>
              <Select
                id="fe-products"
                mode="multiple"
                value={chosen}
                onChange={(v: string[]) => setCodes(v)}
                options={productOptions}
                optionFilterProp="label"
                loading={member ? memberProducts.isPending : publicProducts.isPending}
                placeholder={t('productsPlaceholder')}
              />
            </div>
            {!contractId && (
              <div className="fe-field">
                <label htmlFor="fe-use-type">{t('useType')}</label>
                <Select
                  id="fe-use-type"
                  value={useType}
                  onChange={setUseType}
                  options={PRODUCT_USE_TYPES.map((u) => ({ value: u, label: PRODUCT_USE_TYPE_LABELS[u][lang] }))}
                />
              </div>
            )}
          </>
        )}
        {(mode === 'products' || mode === 'tier') && (
          <div className="fe-field">
            <label htmlFor="fe-from">{mode === 'tier' ? t('effectiveDate') : t('commencementDate')}</label>
            <IsoDateField id="fe-from" value={from} onChange={setFrom} allowClear={false} />
          </div>
        )}
        {mode === 'users' && (
          <>
            <div className="fe-field">
              <label htmlFor="fe-month">{t('reportMonth')}</label>
              <IsoDateField id="fe-month" picker="month" value={month} onChange={setMonth} allowClear={false} />
            </div>
            {rows.map((r, i) => (
              <fieldset className="fe-row" key={i}>
                <legend>{t('row', { n: i + 1 })}</legend>
                <div className="fe-field">
                  <label htmlFor={`fe-row-${i}-product`}>{t('product')}</label>
                  <Select
                    id={`fe-row-${i}-product`}
                    value={r.productCode}
                    onChange={(v: string) => setRow(i, { productCode: v })}
                    options={productOptions}
                    showSearch
                    optionFilterProp="label"
                    placeholder={t('productsPlaceholder')}
                  />
                </div>
                <div className="fe-field">
                  <label htmlFor={`fe-row-${i}-category`}>{t('useCategory')}</label>
                  <Select
                    id={`fe-row-${i}-category`}
                    value={r.useCategory}
                    onChange={(v: TUseCategory) => setRow(i, { useCategory: v })}
                    options={USE_CATEGORIES.map((c) => ({ value: c, label: `${c} · ${USE_CATEGORY_LABELS[c][lang]}` }))}
                  />
                </div>
                <div className="fe-field">
                  <label htmlFor={`fe-row-${i}-quantity`}>{t('quantity')}</label>
                  <InputNumber
                    id={`fe-row-${i}-quantity`}
                    min={0}
                    max={FEE_ESTIMATE_MAX_QUANTITY}
                    value={r.quantity}
                    onChange={(v) => setRow(i, { quantity: v })}
                  />
                </div>
                {rows.length > 1 && (
                  <Button onClick={() => setRows((list) => list.filter((_, j) => j !== i))}>{t('removeRow', { n: i + 1 })}</Button>
                )}
              </fieldset>
            ))}
            <Button onClick={() => setRows((list) => [...list, { useCategory: '151', quantity: 1 }])}>{t('addRow')}</Button>
          </>
        )}
        {mode === 'tier' && (
          <>
            <div className="fe-field">
              <label htmlFor="fe-trading">{t('tradingApplications')}</label>
              <InputNumber id="fe-trading" min={0} max={9999} value={trading} onChange={setTrading} />
            </div>
            <div className="fe-field">
              <label htmlFor="fe-other">{t('otherApplications')}</label>
              <InputNumber id="fe-other" min={0} max={9999} value={other} onChange={setOther} />
            </div>
            <p className="fe-hint">{t('tierHint')}</p>
          </>
        )}
      </div>
      <FeePanel change={change} who={who} />
    </PageFrame>
  );
}
