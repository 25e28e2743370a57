import {
  CFD_TRADING_LABELS,
  DISTRIBUTION_OPTION_LABELS,
  INDEX_BASIS_LABELS,
  NON_DISPLAY_USE_LABELS,
  ORDER_AGREEMENTS,
  orderHistoryFieldLabel,
  ORDER_SERVICE_OPTION_LABELS,
  ORDER_REQUEST_TYPE_LABELS,
  PRODUCT_USE_TYPE_LABELS,
} from '@portal/contract';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useProducts } from '../../../components/catalogue/list-products';
import type { TFormatValue } from '../../../components/document-page';
import { currentLanguage } from '../../../lib/i18n';
import { useVendors } from '../api/list-vendors';

type Text = { ko: string; en: string };

/** A path of a version's content without the form's wrapper and list positions: `form.products[0].useType` -> `products.useType`. */
const keyOf = (path: string) =>
  path
    .replace(/^form\./, '')
    .replace(/\[\d*\]/g, '')
    .replace(/\.\d+(?=\.|$)/g, '');

/** The label of a field of an order version for the history and the comparison (the contract's `orderHistoryFieldLabel`). */
export const orderHistoryLabel = (path: string): string | undefined => orderHistoryFieldLabel(path, currentLanguage());

const listOf = (value: unknown, labels: Record<string, Text>, lang: 'ko' | 'en') =>
  Array.isArray(value) ? value.map((v) => labels[String(v)]?.[lang] ?? String(v)).join(', ') : undefined;

/** Codes of an order version shown as their names (products, vendor, use types, options, agreements), percentages with %. */
export function useOrderValueFormat(): TFormatValue {
  const { t } = useTranslation('orders');
  const catalogue = useProducts();
  const vendors = useVendors();
  const products = catalogue.data?.items;
  const vendorList = vendors.data?.items;
  return useCallback(
    (path: string, value: unknown): ReactNode | undefined => {
      if (value === null || value === undefined || value === '') return undefined;
      const lang = currentLanguage();
      const key = keyOf(path);
      const agreementLabels = Object.fromEntries(ORDER_AGREEMENTS.map((a) => [a.code, a.label]));
      switch (key) {
        case 'requestType':
          return ORDER_REQUEST_TYPE_LABELS[value as keyof typeof ORDER_REQUEST_TYPE_LABELS]?.[lang];
        case 'products.productCode': {
          const p = products?.find((x) => x.productCode === value);
          return p ? `${p.productName} (${p.productCode})` : undefined;
        }
        case 'products.useType':
          return PRODUCT_USE_TYPE_LABELS[value as keyof typeof PRODUCT_USE_TYPE_LABELS]?.[lang];
        case 'vendorCode': {
          const v = vendorList?.find((x) => x.vendorCode === value);
          return v ? `${v.vendorName} (${v.vendorCode})` : undefined;
        }
        case 'distributionOptions':
          return listOf(value, DISTRIBUTION_OPTION_LABELS, lang);
        case 'serviceOptions':
          return listOf(value, ORDER_SERVICE_OPTION_LABELS, lang);
        case 'nonDisplayUses':
          return listOf(value, NON_DISPLAY_USE_LABELS, lang);
        case 'acceptedAgreements':
          return listOf(value, agreementLabels, lang);
        case 'agreements.code':
          return agreementLabels[String(value)]?.[lang];
        case 'cfdTrading':
          return CFD_TRADING_LABELS[value as keyof typeof CFD_TRADING_LABELS]?.[lang];
        case 'indexCalculation.basis':
          return INDEX_BASIS_LABELS[value as keyof typeof INDEX_BASIS_LABELS]?.[lang];
        case 'affiliates.stakePercent':
        case 'indexCalculation.krxStockWeightPercent':
          return typeof value === 'number' ? `${value}%` : undefined;
        case 'fileUUIDs':
          return Array.isArray(value) ? t('history.files', { count: value.length }) : undefined;
        default:
          return undefined;
      }
    },
    [products, vendorList, t],
  );
}
