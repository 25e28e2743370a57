import { byteLength, EMAIL_PATTERN, isInternationalPhone } from '@portal/contract';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';

/**
 * A length limit in bytes (1 per character up to code 127, 2 above: spec 1, section 5) told as a
 * person counts: Latin characters and Hangul ones (2 bytes each).
 */
export const inCharacters = (minBytes: number, maxBytes: number) => ({
  min: minBytes,
  minHangul: Math.ceil(minBytes / 2),
  max: maxBytes,
  maxHangul: Math.floor(maxBytes / 2),
});

/**
 * The one set of form rules of the portal, with the generic messages of spec 1, section 5
 * (common:validation.*), written as a person would (the Korean particle that fits the label, lengths
 * told in characters, "agree to" for a check box). `item` is the field's label as the reader sees it;
 * lengths are counted in bytes. A field with several rules shows one error at a time (its Form.Item
 * has validateFirst). Areas wrap these with their own labels (accounts names its fields; an inquiry
 * passes its labels) but never write a rule of their own. `enterKey`/`selectKey` name a field's own
 * wording where the generic one reads oddly (a yes/no choice).
 */
export function formRules(t: TFunction) {
  return {
    /** "Please enter {item}." */
    enter: (item: string, enterKey?: string): Rule => ({
      required: true,
      whitespace: true,
      message: t(enterKey ? [enterKey, 'common:validation.enter'] : 'common:validation.enter', { item }),
    }),
    /** "Please select {item}." */
    select: (item: string, selectKey?: string): Rule => ({
      required: true,
      message: t(selectKey ? [selectKey, 'common:validation.select'] : 'common:validation.select', { item }),
    }),
    /** "Please agree to {item}." (check boxes that must be ticked). */
    mustCheck: (item: string): Rule => ({
      validator: (_: unknown, value: unknown) =>
        value ? Promise.resolve() : Promise.reject(new Error(t('common:validation.agree', { item }))),
    }),
    /** Too short or too long, counted in bytes and told in characters; an empty value is left to the "enter" rule. */
    bytes: (item: string, max: number, min = 1): Rule => ({
      validator: (_: unknown, value: string | undefined) => {
        const v = (value ?? '').trim();
        if (!v) return Promise.resolve();
        const n = byteLength(v);
        if (n >= min && n <= max) return Promise.resolve();
        return Promise.reject(
          new Error(t(n < min ? 'common:validation.tooShort' : 'common:validation.tooLong', { item, ...inCharacters(min, max) })),
        );
      },
    }),
    /** "This is not an e-mail address." (optionally no longer than maxBytes). */
    email: (maxBytes?: number): Rule => ({
      validator: (_: unknown, value: string | undefined) => {
        const v = (value ?? '').trim();
        if (!v || (EMAIL_PATTERN.test(v) && (maxBytes === undefined || byteLength(v) <= maxBytes))) return Promise.resolve();
        return Promise.reject(new Error(t('common:validation.email')));
      },
    }),
    /** International phone with country code (+82-2-100-1234). */
    phone: (): Rule => ({
      validator: (_: unknown, value: string | undefined) => {
        const v = (value ?? '').trim();
        return !v || isInternationalPhone(v) ? Promise.resolve() : Promise.reject(new Error(t('common:validation.phone')));
      },
    }),
  };
}

/**
 * Input `count` that shows used/maximum bytes: past the maximum the field turns red and the range
 * rule says why (the inquiry and answer texts).
 */
export const byteCounter = (max: number) => ({ show: true, max, strategy: (text: string) => byteLength(text) });

/** Input `count` that shows used/maximum bytes and stops typing at the maximum without cutting a character in half (member fields). */
export const byteLimit = (max: number) => ({
  ...byteCounter(max),
  exceedFormatter: (text: string, { max: limit }: { max: number }) => {
    let out = '';
    for (const ch of text) {
      if (byteLength(out + ch) > limit) break;
      out += ch;
    }
    return out;
  },
});

/** The error code of a failed call ('' for anything else). */
export const errorCodeOf = (err: unknown) => (err instanceof ApiError ? err.errorCode : '');
/** The message of a failed call, in the user's language. */
export const errorTextOf = (err: unknown, fallback: string) => (err instanceof ApiError && err.message ? err.message : fallback);
