import { checkPassword, MEMBER_FIELD_RULES, type TMemberField } from '@portal/contract';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { byteLimit, formRules } from '../../../components/form/field-rules';

/**
 * The kit's form rules by member field name: the label comes from accounts:field.*, the byte limits
 * from the contract's MEMBER_FIELD_RULES, plus the shared password policy.
 */
export function fieldRules(t: TFunction) {
  const rules = formRules(t);
  const label = (field: string) => t(`accounts:field.${field}`);
  return {
    /** "Please enter {item}.", or the field's own wording where the generic one reads oddly (accounts:message.enter.*). */
    enter: (field: string) => rules.enter(label(field), `accounts:message.enter.${field}`),
    /** "Please select {item}.", or the field's own wording (a yes/no choice: accounts:message.select.*). */
    select: (field: string) => rules.select(label(field), `accounts:message.select.${field}`),
    mustCheck: (field: string) => rules.mustCheck(label(field)),
    bytes: (field: TMemberField) => rules.bytes(label(field), MEMBER_FIELD_RULES[field].maxBytes, MEMBER_FIELD_RULES[field].minBytes),
    email: () => rules.email(MEMBER_FIELD_RULES.loginEmail.maxBytes),
    phone: rules.phone,
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

/** Input `count` of a member field: its maximum in bytes. */
export const byteCount = (field: TMemberField) => byteLimit(MEMBER_FIELD_RULES[field].maxBytes);
export { errorCodeOf, errorTextOf } from '../../../components/form/field-rules';
