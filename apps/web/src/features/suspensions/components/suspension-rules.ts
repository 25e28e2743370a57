import {
  errorMessage,
  SUSPENSION_ERROR_FIELDS,
  suspensionFieldLabel,
  suspensionIssues,
  type TSuspensionField,
  type TSuspensionFormValues,
} from '@portal/contract';
import type { FormInstance } from 'antd/es/form';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';

/**
 * The rules of a request as the form checks them: the contract's `suspensionIssues` (the server's own), each field's
 * problem with the catalogue's message in the interface language. `values` reads the form as the rules take it.
 */
export function issueRule(
  field: TSuspensionField,
  values: (form: FormInstance) => TSuspensionFormValues,
  today: string,
  keepFrom?: string,
): Rule {
  return (form) => ({
    validator: async () => {
      const lang = currentLanguage();
      const issue = suspensionIssues(values(form as FormInstance), today, { keepFrom }).find((i) => i.field === field);
      if (!issue) return;
      const params: Record<string, string | number> = { ...issue.params };
      if (typeof params.item === 'string') params.item = suspensionFieldLabel(params.item as TSuspensionField, lang);
      throw new Error(errorMessage(issue.code, lang, params));
    },
  });
}

/** The field a refusal of the server is about (its message is shown there), or undefined for one that is no field's. */
export function fieldOfError(err: unknown): TSuspensionField | undefined {
  if (!(err instanceof ApiError)) return undefined;
  if (SUSPENSION_ERROR_FIELDS[err.errorCode]) return SUSPENSION_ERROR_FIELDS[err.errorCode];
  // A field rule the form checks too (a value changed meanwhile, or another clock): the message names the field.
  if (['SUS1N4003'].includes(err.errorCode)) return 'periodFrom';
  if (['SUS1N4004'].includes(err.errorCode)) return 'periodTo';
  return undefined;
}

/**
 * The message of a failure that is no field's: the spec's words for it ("Failed to request suspension." for the
 * customer's request, "Temporary-stop approval request failed." for the staff's decision) followed by the cause.
 */
export function failureText(t: TFunction, kind: 'request' | 'approval', err: unknown): string {
  const prefix = t(`suspensions:failure.${kind}`);
  const cause = err instanceof ApiError && err.message ? err.message : t('suspensions:failure.noAnswer');
  return cause.startsWith(prefix) ? cause : `${prefix} ${cause}`;
}
