import { formatKoreaDate, formatKoreaDateTime } from '@portal/contract';

/**
 * Moments on screen: Korea time with its zone label (`2026-11-25 14:30 KST`), the same as in mails
 * and exports (contract presentation.ts), whatever the browser's own time zone.
 */
export const formatDateTime = (v: string | null | undefined) => formatKoreaDateTime(v);
/** The calendar date of a moment in Korea (`2026-11-25`). */
export const formatDate = (v: string | null | undefined) => formatKoreaDate(v);
