import type { FormInstance, Rule } from 'antd/es/form';
import { createContext, useContext } from 'react';
import { namePathOf, orderFieldIssues, type OrderFormValues } from './order-form-model';

/** A refusal of the server kept on its field until the field changes. */
export interface ServerIssue {
  message: string;
  /** The field's value when it was refused (JSON). */
  value: string;
}

/**
 * What the order form's fields share: whether the submission rules are checked (a customer's form; provider staff
 * editing before returning save without them), the Korean calendar date the date rules use, the interface language,
 * and the server's refusals by field.
 */
export interface OrderFormSettings {
  checks: boolean;
  today: string;
  lang: 'ko' | 'en';
  serverIssues: { current: Map<string, ServerIssue> };
  /** The request type cannot change any more (the order exists, or it came from a contract). */
  typeLocked: boolean;
}

export const OrderFormContext = createContext<OrderFormSettings>({
  checks: false,
  today: '1970-01-01',
  lang: 'ko',
  serverIssues: { current: new Map() },
  typeLocked: false,
});

export const useOrderFormSettings = () => useContext(OrderFormContext);

/**
 * The validator of one field of the submission rules (the contract's `orderSubmissionIssues`, the server's own
 * rules): the field's problem with the catalogue's message, or the server's refusal while the field is unchanged.
 */
export function issueValidator(settings: OrderFormSettings, form: FormInstance, field: string) {
  return async () => {
    if (!settings.checks) return;
    const server = settings.serverIssues.current.get(field);
    if (server) {
      if (JSON.stringify(form.getFieldValue(namePathOf(field)) ?? null) === server.value) throw new Error(server.message);
      settings.serverIssues.current.delete(field);
    }
    const message = orderFieldIssues(form.getFieldsValue(true) as OrderFormValues, settings.today, settings.lang).get(field);
    if (message) throw new Error(message);
  };
}

/** The Form.Item rule of a field of the submission rules. */
export function useIssueRule(field: string): Rule {
  const settings = useOrderFormSettings();
  return (form) => ({ validator: issueValidator(settings, form as FormInstance, field) });
}
