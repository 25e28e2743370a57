import { formatKoreaDate, formatKoreaDateTime } from '@portal/contract';

/**
 * Moments on screen: Korea time in the specification's format with its zone label
 * (`2026-11-25 14:30:05 KST`), through the contract formatter that mails and exports use too,
 * whatever the browser's own time zone.
 */
export const formatDateTime = (v: string | null | undefined) => formatKoreaDateTime(v, { seconds: true });
/** The calendar date of a moment in Korea (`2026-11-25`). */
export const formatDate = (v: string | null | undefined) => formatKoreaDate(v);
