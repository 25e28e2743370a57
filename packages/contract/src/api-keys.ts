import { z } from 'zod';
import { ZIdParam, ZIsoDateTime, ZPage, ZPageRequest } from './common';
import type { TText } from './workflow';

/**
 * Personal API keys: a member (01) or proxy reporter (02) makes a key on `/mypage/api-keys` for the
 * machine calls of the reporting API (`/apis/v1/reporting/...`). A key belongs to its user and to the company they work
 * for when they made it, is limited to reporting, and expires on the date chosen (at most a year ahead, 90 days by
 * default). It is shown once, when made; the server keeps only its SHA-256 hash (decision 045).
 *
 * The key reads `mdp_<public id>_<secret>`: the public id (12 lower-case hex digits) finds the key's row without a scan
 * and is what the list shows; the secret is 32 random bytes in base64url (43 characters).
 */

export const API_KEY_PREFIX = 'mdp_';
/** The machine calls: the only calls a key opens (and the only calls that take one). */
export const REPORTING_API_PREFIX = '/apis/v1/reporting/';
/** The whole key: prefix, public id, secret. */
export const API_KEY_PATTERN = /^mdp_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;
/** The header a machine may use instead of `Authorization: Bearer mdp_...`. */
export const API_KEY_HEADER = 'x-api-key';
/** What a key may be used for; one scope today. */
export const API_KEY_SCOPES = ['reporting'] as const;
export type TApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_NAME_MAX = 50;
export const API_KEY_DEFAULT_DAYS = 90;
/** The latest expiry: this many days after today (a year). */
export const API_KEY_MAX_DAYS = 365;
/** Keys in use (neither revoked nor expired) a member may hold for one company. */
export const API_KEY_ACTIVE_MAX = 10;

export const API_KEY_STATUSES = ['ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export const ZApiKeyStatus = z.enum(API_KEY_STATUSES);
export type TApiKeyStatus = z.infer<typeof ZApiKeyStatus>;
export const API_KEY_STATUS_LABELS: Record<TApiKeyStatus, TText> = {
  ACTIVE: { ko: '사용 중', en: 'Active' },
  EXPIRED: { ko: '만료', en: 'Expired' },
  REVOKED: { ko: '폐기', en: 'Revoked' },
};

/** The web page of the keys. */
export const apiKeysPage = '/mypage/api-keys';

/** A calendar date, YYYY-MM-DD (Korea). */
/** A calendar day that exists (YYYY-MM-DD): a 42nd month is refused here, not found later by a date computation. */
const ZDay = z.iso.date();

/** A key as lists show it: never the key itself. */
export const ZApiKey = z.object({
  apiKeyId: z.number().int(),
  name: z.string(),
  /** `mdp_<public id>`: enough to tell keys apart, useless to call with. */
  keyPrefix: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  companyId: z.number().int(),
  companyName: z.string(),
  status: ZApiKeyStatus,
  createdAt: ZIsoDateTime,
  /** The last day the key works (Korea); it stops at the start of the next day. */
  expiresOn: ZDay,
  expiresAt: ZIsoDateTime,
  lastUsedAt: ZIsoDateTime.nullable(),
  revokedAt: ZIsoDateTime.nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** The answer to a creation: the key, this once. */
export const ZApiKeyCreated = ZApiKey.extend({ apiKey: z.string() });
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreated>;

/**
 * A new key: a name, and the last day it works (default: 90 days ahead). The name's and date's rules are the service's
 * (APK1N4001-APK1N4004, worded for people); the schema checks types and bounds.
 */
export const ZApiKeyCreateRequest = z.object({
  /** At most API_KEY_NAME_MAX characters once trimmed: the schema states the service's rule (APK1N4002). */
  name: z.string().trim().max(API_KEY_NAME_MAX, { error: 'APK1N4002' }),
  expiresOn: ZDay.optional(),
});
export type TApiKeyCreateRequest = z.infer<typeof ZApiKeyCreateRequest>;

export const ZApiKeySearchRequest = ZPageRequest.extend({
  /** Only keys in use (the default lists every key, newest first). */
  activeOnly: z.boolean().optional(),
});
export type TApiKeySearchRequest = z.infer<typeof ZApiKeySearchRequest>;
export const ZApiKeySearchResponse = ZPage(ZApiKey);
export type TApiKeySearchResponse = z.infer<typeof ZApiKeySearchResponse>;

export const ZApiKeyIdParams = z.object({ apiKeyId: ZIdParam });

/** What a key is, as the reporting API tells its caller (`GET /apis/v1/reporting/me`): to check a set-up. */
export const ZReportingIdentity = z.object({
  apiKeyId: z.number().int(),
  keyPrefix: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  companyId: z.number().int(),
  companyName: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  expiresAt: ZIsoDateTime,
});
export type TReportingIdentity = z.infer<typeof ZReportingIdentity>;

/** Today plus some days, as a calendar date (the default and the latest expiry from a Korean date). */
export function addCalendarDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The moment a key with this last day stops: the start of the next day in Korea. */
export const apiKeyExpiryMoment = (expiresOn: string): Date => new Date(`${addCalendarDays(expiresOn, 1)}T00:00:00+09:00`);
