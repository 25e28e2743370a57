import { formatPersonName, type TMyInformation, type TOrderContact } from '@portal/contract';
import { currentLanguage } from '../../../lib/i18n';
import type { OrderFormValues } from './order-form-model';

/** The signed-in member as an order contact: name (in the interface language, formatPersonName), department, job and e-mail of the profile, the office telephone. */
export function memberContact(
  user: Pick<
    TMyInformation,
    'firstName' | 'lastName' | 'englishName' | 'department' | 'chargeJob' | 'loginEmail' | 'officeTelephoneNumber' | 'mobileTelephoneNumber'
  >,
): TOrderContact {
  const text = (v: string | null | undefined) => v?.trim() || undefined;
  return {
    name: text(formatPersonName(user, currentLanguage())),
    department: text(user.department),
    position: text(user.chargeJob),
    email: text(user.loginEmail),
    phone: text(user.officeTelephoneNumber) ?? text(user.mobileTelephoneNumber),
  };
}

/**
 * A new order's values with the order (contract) contact pre-filled from the member's profile: only a contact set with
 * nothing entered yet (a change started from a contract keeps the contract's contacts).
 */
export function withMemberContact(values: OrderFormValues, user: Parameters<typeof memberContact>[0] | null): OrderFormValues {
  if (!user) return values;
  const order = values.contacts?.order ?? {};
  if (Object.values(order).some((v) => typeof v === 'string' && v.trim())) return values;
  return { ...values, contacts: { ...values.contacts, order: memberContact(user) } };
}
