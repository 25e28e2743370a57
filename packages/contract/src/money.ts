/**
 * Money (decision 057): one type, an amount in **minor units** of its currency (KRW won, USD
 * cents) with the currency, and one formatter per output. Every screen, PDF, workbook and CSV goes through these, so a
 * bill reads the same in every format: the screen and the PDF show text (`formatMoneyText`), a workbook writes the
 * amount in major units with a real number format (`moneyXlsx`), a CSV writes a plain decimal in major units
 * (`moneyCsv`) beside a currency column. No output writes a bare integer of minor units.
 *
 * Pure functions with no imports of values (zod-free), so the web's entry chunk can use them too. The zod schema of
 * the type is `ZMoney` (catalogue.ts, beside `ZCurrency`).
 */

/** The currencies of the portal (catalogue.ts `CURRENCIES` lists the same keys, with their labels). */
export type TMoneyCurrency = 'KRW' | 'USD';

/** An amount in minor units of its currency. */
export interface TMoney {
  amount: number;
  currency: TMoneyCurrency;
}

/** Minor units per major unit of a currency (KRW has none: won; USD: cents). */
export const CURRENCY_MINOR_UNITS: Readonly<Record<TMoneyCurrency, number>> = { KRW: 1, USD: 100 };
/** Decimals shown in major units. */
const DECIMALS: Readonly<Record<TMoneyCurrency, number>> = { KRW: 0, USD: 2 };

/** A currency code as stored (text) to the portal's type; anything else is read as KRW, the portal's home currency. */
export const moneyCurrency = (currency: string): TMoneyCurrency => (currency === 'USD' ? 'USD' : 'KRW');

/** Money from an amount in minor units and a currency code. */
export const money = (amount: number, currency: string): TMoney => ({ amount, currency: moneyCurrency(currency) });

/** The amount in major units (won; dollars with cents as decimals): 1051250 USD cents → 10512.5. */
export const majorUnits = (m: TMoney): number => m.amount / CURRENCY_MINOR_UNITS[m.currency];

const textFormats = new Map<TMoneyCurrency, Intl.NumberFormat>();
function textFormat(currency: TMoneyCurrency): Intl.NumberFormat {
  let f = textFormats.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: DECIMALS[currency], maximumFractionDigits: DECIMALS[currency] });
    textFormats.set(currency, f);
  }
  return f;
}

/** Screen and PDF: ₩1,500,000 or US$10,512.50; a negative amount with a leading minus (-₩12,000). */
export function formatMoneyText(m: TMoney): string {
  const sign = m.amount < 0 ? '-' : '';
  const symbol = m.currency === 'USD' ? 'US$' : '₩';
  return `${sign}${symbol}${textFormat(m.currency).format(Math.abs(majorUnits(m)))}`;
}

/**
 * Workbook: the Excel number format of a currency in a language, the unit after the number (`#,##0 "원"`,
 * `#,##0 "KRW"`, `#,##0.00 "USD"`); negative amounts with a minus. The cell holds the amount in major units.
 */
export const moneyNumFmt = (currency: TMoneyCurrency, lang: 'ko' | 'en'): string => NUM_FMTS[lang][currency];
function numFmtOf(currency: TMoneyCurrency, lang: 'ko' | 'en'): string {
  const unit = currency === 'KRW' && lang === 'ko' ? '원' : currency;
  const n = DECIMALS[currency] ? `#,##0.${'0'.repeat(DECIMALS[currency])}` : '#,##0';
  return `${n} "${unit}";-${n} "${unit}"`;
}
/** The formats, made once (a long export asks for one per money cell). */
const NUM_FMTS = {
  ko: { KRW: numFmtOf('KRW', 'ko'), USD: numFmtOf('USD', 'ko') },
  en: { KRW: numFmtOf('KRW', 'en'), USD: numFmtOf('USD', 'en') },
} as const;

/** A workbook cell of money: the number in major units with its currency's number format. */
export interface TMoneyCell {
  value: number;
  numFmt: string;
}
export const moneyXlsx = (m: TMoney, lang: 'ko' | 'en'): TMoneyCell => ({ value: majorUnits(m), numFmt: moneyNumFmt(m.currency, lang) });

/** CSV: a plain decimal in major units with the currency's decimals, no separators (10512.50, 1500000, -12000). */
export function moneyCsv(m: TMoney): string {
  const negative = m.amount < 0;
  const abs = Math.abs(m.amount);
  const per = CURRENCY_MINOR_UNITS[m.currency];
  const whole = Math.trunc(abs / per);
  const text = DECIMALS[m.currency] ? `${whole}.${String(abs % per).padStart(DECIMALS[m.currency], '0')}` : String(whole);
  return negative && abs !== 0 ? `-${text}` : text;
}
