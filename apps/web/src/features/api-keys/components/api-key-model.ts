import { API_KEY_DEFAULT_DAYS, API_KEY_MAX_DAYS, addCalendarDays } from '@portal/contract';

/** The expiry dates the create dialog offers from a Korean "today": the default, and the first and last allowed day. */
export function expiryBounds(today: string): { defaultDay: string; firstDay: string; lastDay: string } {
  return {
    defaultDay: addCalendarDays(today, API_KEY_DEFAULT_DAYS),
    firstDay: addCalendarDays(today, 1),
    lastDay: addCalendarDays(today, API_KEY_MAX_DAYS),
  };
}

/** Whether a day may be chosen as the expiry (after today, at most a year ahead): the server's rule (APK1N4003, APK1N4004). */
export const isExpiryAllowed = (day: string, today: string): boolean => day > today && day <= expiryBounds(today).lastDay;

/** The field of the create dialog a refusal of the server belongs to. */
export const fieldOfError = (code: string): 'name' | 'expiresOn' => (code === 'APK1N4003' || code === 'APK1N4004' ? 'expiresOn' : 'name');
