import { byteLength, EMAIL_PATTERN, isInternationalPhone } from '@portal/contract';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/**
 * Form rules with the generic messages of spec 1, section 5, written as a person would (particles,
 * "agree to", lengths told in characters while counted in bytes: 1 up to code 127, 2 above).
 */
export function workspaceRules(t: TFunction) {
  return {
    enter: (item: string): Rule => ({ required: true, whitespace: true, message: t('common:validation.enter', { item }) }),
    select: (item: string): Rule => ({ required: true, message: t('common:validation.select', { item }) }),
    mustCheck: (item: string): Rule => ({
      validator: (_: unknown, value: unknown) => (value ? Promise.resolve() : Promise.reject(new Error(t('common:validation.agree', { item })))),
    }),
    bytes: (item: string, max: number, min = 1): Rule => ({
      validator: (_: unknown, value: string | undefined) => {
        const v = (value ?? '').trim();
        if (!v) return Promise.resolve();
        const n = byteLength(v);
        if (n >= min && n <= max) return Promise.resolve();
        const limits = { min, minHangul: Math.ceil(min / 2), max, maxHangul: Math.floor(max / 2) };
        return Promise.reject(new Error(t(n < min ? 'common:validation.tooShort' : 'common:validation.tooLong', { item, ...limits })));
      },
    }),
    email: (): Rule => ({
      validator: (_: unknown, value: string | undefined) => {
        const v = (value ?? '').trim();
        return !v || EMAIL_PATTERN.test(v) ? Promise.resolve() : Promise.reject(new Error(t('common:validation.email')));
      },
    }),
    phone: (): Rule => ({
      validator: (_: unknown, value: string | undefined) => {
        const v = (value ?? '').trim();
        return !v || isInternationalPhone(v) ? Promise.resolve() : Promise.reject(new Error(t('common:validation.phone')));
      },
    }),
  };
}

/** The byte counter of a text area: shows used/maximum bytes and stops at the maximum. */
export const byteCounter = (max: number) => ({ show: true, max, strategy: byteLength });
