/**
 * How people's names and moments are shown, the same on screen, in mail and in exports. Pure functions with no imports, so the web's entry chunk can use them.
 */

const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7AF]/;

/** The names of a person: as registered (Hangul or Latin) and, optionally, as written in English. */
export interface PersonNames {
  firstName?: string | null;
  lastName?: string | null;
  /** The name as the person writes it in English (Minjun Kim), shown whole in English; optional. */
  englishName?: string | null;
}

/**
 * A person's name in a language (Korean when none is given). In English, the English name when the person gave one
 * (decision 072); otherwise, and always in Korean, the registered name in the order of its script: a Hangul name is
 * surname first without a space (김민준); other names are given name first (Jane Doe).
 */
export function formatPersonName(name: PersonNames, lang: 'ko' | 'en' = 'ko'): string {
  if (lang === 'en') {
    const english = (name.englishName ?? '').trim();
    if (english) return english;
  }
  const first = (name.firstName ?? '').trim();
  const last = (name.lastName ?? '').trim();
  if (!first || !last) return first || last;
  if (HANGUL.test(first) || HANGUL.test(last)) return `${last}${first}`;
  return `${first} ${last}`;
}

/** Korea Standard Time: UTC+9 all year (no daylight saving time). */
export const KOREA_TIME_ZONE = 'Asia/Seoul';
export const KOREA_TIME_LABEL = 'KST';
const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The Korea-time parts of a moment. */
function koreaParts(value: Date | string | number) {
  const d = new Date(new Date(value).getTime() + KOREA_OFFSET_MS);
  return {
    date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
    seconds: pad(d.getUTCSeconds()),
  };
}

/**
 * A moment in Korea time with its zone, e.g. `2026-11-25 14:30 KST` (`…14:30:05 KST` with seconds).
 * Screens, mails and exports all use this, so the three always agree. Empty for no value or an
 * invalid one.
 */
export function formatKoreaDateTime(value: Date | string | number | null | undefined, opts: { seconds?: boolean } = {}): string {
  if (value === null || value === undefined || value === '') return '';
  if (Number.isNaN(new Date(value).getTime())) return '';
  const p = koreaParts(value);
  return `${p.date} ${p.time}${opts.seconds ? `:${p.seconds}` : ''} ${KOREA_TIME_LABEL}`;
}

/** The calendar date of a moment in Korea, e.g. `2026-11-25` (a date needs no zone label). */
export function formatKoreaDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (Number.isNaN(new Date(value).getTime())) return '';
  return koreaParts(value).date;
}

/**
 * The portal's one name, so that no screen, mail or file names the portal differently: the provider's name, as in the seed's
 * provider company (한국시장데이터 / KRX Market Data), with "customer portal". The web's `appName`
 * and logo, the mails' service name and sender, the authenticator issuer and the export's author
 * all say this.
 */
export const BRAND_NAME = { ko: '한국시장데이터 고객 포털', en: 'KRX Market Data Customer Portal' } as const;
