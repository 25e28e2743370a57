import type { TFunction } from 'i18next';
import { errorCodeOf } from './field-rules';

/** The outcome of a failed resend as the pages show it (spec 1, section 8: 2013, else "contact the administrator"). */
export function resendFailureText(t: TFunction, err: unknown) {
  return errorCodeOf(err) === '2013' ? t('accounts:resend.tooSoon') : t('accounts:resend.failed');
}
