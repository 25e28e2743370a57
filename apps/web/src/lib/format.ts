import type { TCurrency } from '@portal/contract';
import { formatMoneyText } from '@portal/contract/money';
import { formatKoreaDate, formatKoreaDateTime } from '@portal/contract/presentation';

/**
 * Moments on screen: Korea time in the specification's format with its zone label
 * (`2026-11-25 14:30:05 KST`), through the contract formatter that mails and exports use too,
 * whatever the browser's own time zone.
 */
export const formatDateTime = (v: string | null | undefined) => formatKoreaDateTime(v, { seconds: true });
/** The calendar date of a moment in Korea (`2026-11-25`). */
export const formatDate = (v: string | null | undefined) => formatKoreaDate(v);

/** An amount in minor units (KRW won, USD cents; VAT excluded): ₩1,500,000 or US$1,250.00, through the contract's money formatter. */
export const formatMoney = (minor: number, currency: TCurrency): string => formatMoneyText({ amount: minor, currency });

/** A count with thousands separators (1,234). */
export const formatCount = (n: number): string => new Intl.NumberFormat('en-US').format(n);

/** A billing month "2026-10" as "2026년 10월" (Korean) or "Oct 2026" (English). */
export function formatBillingMonth(month: string, lang: 'ko' | 'en'): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  if (lang === 'ko') return `${y}년 ${m}월`;
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}
