import {
  byteLength,
  checkPassword,
  EMAIL_PATTERN,
  isInternationalPhone,
  MEMBER_FIELD_RULES,
  type TMemberField,
} from '@portal/contract';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api';

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
 * Form rules with the generic messages of spec 1, section 5 (common:validation.*), written as a
 * person would (the Korean particle that fits the label, lengths in characters, "agree to" for a
 * check box), text length counted in bytes and the shared password policy. A field with several
 * rules shows one error at a time (its Form.Item has validateFirst).
 */
export function fieldRules(t: TFunction) {
  const label = (field: string) => t(`accounts:field.${field}`);
  return {
    /** "Please enter {item}.", or the field's own wording where the generic one reads oddly (accounts:message.enter.*). */
    enter: (field: string): Rule => ({ required: true, whitespace: true, message: t([`accounts:message.enter.${field}`, 'common:validation.enter'], { item: label(field) }) }),
    /** "Please select {item}.", or the field's own wording (a yes/no choice: accounts:message.select.*). */
    select: (field: string): Rule => ({ required: true, message: t([`accounts:message.select.${field}`, 'common:validation.select'], { item: label(field) }) }),
    /** "Please agree to {item}." (check boxes that must be ticked). */
    mustCheck: (field: string): Rule => ({
      validator: (_: unknown, value: unknown) =>
        value ? Promise.resolve() : Promise.reject(new Error(t('common:validation.agree', { item: label(field) }))),
    }),
    /** Too short or too long, counted in bytes and told in characters. */
    bytes: (field: TMemberField): Rule => {
      const rule = MEMBER_FIELD_RULES[field];
      return {
        validator: (_: unknown, value: string | undefined) => {
          const v = (value ?? '').trim();
          if (!v && !rule.required) return Promise.resolve();
          if (!v) return Promise.resolve(); // the "enter" rule answers for an empty required field
          const n = byteLength(v);
          if (n >= rule.minBytes && n <= rule.maxBytes) return Promise.resolve();
          const limits = inCharacters(rule.minBytes, rule.maxBytes);
          return Promise.reject(new Error(t(n < rule.minBytes ? 'common:validation.tooShort' : 'common:validation.tooLong', { item: label(field), ...limits })));
        },
      };
    },
    /** "This is not an e-mail address." */
    email: (): Rule => ({
      validator: (_: unknown, value: string | undefined) => {
        const v = (value ?? '').trim();
        if (!v || (EMAIL_PATTERN.test(v) && byteLength(v) <= MEMBER_FIELD_RULES.loginEmail.maxBytes)) return Promise.resolve();
        return Promise.reject(new Error(t('common:validation.email')));
      },
    }),
    /** International phone with country code (+82-2-100-1234). */
    phone: (): Rule => ({
      validator: (_: unknown, value: string | undefined) => {
        const v = (value ?? '').trim();
        if (!v || isInternationalPhone(v)) return Promise.resolve();
        return Promise.reject(new Error(t('common:validation.phone')));
      },
    }),
    /** The password policy shared with the server ("Password does not match the rules. Please re-enter."). */
    password: (loginEmail?: () => string | undefined): Rule => ({
      validator: (_: unknown, value: string | undefined) => {
        if (!value) return Promise.resolve();
        const broken = checkPassword(value, { loginEmail: loginEmail?.() });
        return broken.length ? Promise.reject(new Error(t('accounts:password.rulesBroken'))) : Promise.resolve();
      },
    }),
    /** The confirmation equals the new password. */
    sameAs: (other: () => string | undefined): Rule => ({
      validator: (_: unknown, value: string | undefined) =>
        !value || value === other() ? Promise.resolve() : Promise.reject(new Error(t('accounts:password.mismatch'))),
    }),
  };
}

/** Input `count` that shows and limits the length in bytes. */
export const byteCount = (field: TMemberField) => ({
  show: true,
  max: MEMBER_FIELD_RULES[field].maxBytes,
  strategy: (text: string) => byteLength(text),
  exceedFormatter: (text: string, { max }: { max: number }) => {
    let out = '';
    for (const ch of text) {
      if (byteLength(out + ch) > max) break;
      out += ch;
    }
    return out;
  },
});

/** The error code of a failed call ('' for anything else). */
export const errorCodeOf = (err: unknown) => (err instanceof ApiError ? err.errorCode : '');
/** The message of a failed call, in the user's language. */
export const errorTextOf = (err: unknown, fallback: string) => (err instanceof ApiError && err.message ? err.message : fallback);
