import { formatKoreaDateTime } from '@portal/contract';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptyValue, labelOfPath } from '../diff/diff-fields';
import { EMPTY_VALUE } from './field-section';

/**
 * How a feature names its fields for the history and the version comparison: the label of a field path
 * (`contacts.order.email`), or undefined when it has none. A path in a list is asked first as it is
 * (`products[0].productCode`), then without its positions (`products[].productCode`), shown with the item
 * number: "Product code (1)".
 */
export type TFieldLabels = (path: string) => string | undefined;

/** How a feature shows a field's value (a code as its name, an amount with its currency); undefined for the kit's default. */
export type TFormatValue = (path: string, value: unknown) => ReactNode | undefined;

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The label of a field path through a feature's `fieldLabels`; undefined when the feature names none. */
export function labelOfField(path: string, fieldLabels: TFieldLabels): string | undefined {
  return labelOfPath(path, fieldLabels);
}

/**
 * The kit's way of showing a field value, unless the feature's `formatValue` answers: "-" when empty,
 * yes or no for a flag, a list joined by commas, a moment in Korea time, anything else as text.
 */
export function useFieldValue(formatValue?: TFormatValue): (path: string, value: unknown) => ReactNode {
  const { t } = useTranslation('components');
  return useCallback(
    (path: string, value: unknown) => {
      const own = formatValue?.(path, value);
      if (own !== undefined) return own;
      if (isEmptyValue(value)) return EMPTY_VALUE;
      if (typeof value === 'boolean') return t(value ? 'documentPage.value.yes' : 'documentPage.value.no');
      if (Array.isArray(value)) return value.map((v) => (v === null || v === undefined ? EMPTY_VALUE : String(v))).join(', ');
      if (typeof value === 'string' && ISO_MOMENT.test(value)) return formatKoreaDateTime(value) || value;
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
    },
    [formatValue, t],
  );
}

/** The name of a role in the interface language (the code itself for a role the kit does not know). */
export function useRoleName(): (role: string) => string {
  const { t } = useTranslation('components');
  return useCallback((role: string) => t(`documentPage.role.${role}`, { defaultValue: role }), [t]);
}
