import {
  API_KEY_ACTIVE_MAX,
  API_KEY_DEFAULT_DAYS,
  API_KEY_MAX_DAYS,
  API_KEY_NAME_MAX,
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  addCalendarDays,
  apiKeyExpiryMoment,
  hasPermission,
  type TApiKey,
  type TApiKeyCreateRequest,
  type TApiKeyCreated,
  type TApiKeyScope,
  type TApiKeySearchRequest,
  type TApiKeySearchResponse,
  type TApiKeyStatus,
  type TLanguage,
  type TReportingIdentity,
} from '@portal/contract';
import { randomBytes } from 'node:crypto';
import type { AuthContext } from '../../platform/auth';
import { safeEqual, sha256Hex } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { ApiKeyIdentity } from '../../platform/guard';
import { pageWindow, toPage } from '../../platform/paging';
import { businessNow, koreaDay } from '../../platform/clock';
import { memberState, type IdentityReads } from '../identity';
import * as repo from './repo';
import type { ApiKeyRow } from './repo';

/**
 * Personal API keys (decision 045): made, listed and revoked by their user on `/mypage/api-keys`,
 * verified by the platform's key guard on every machine call of the reporting API. Dates come from the business clock.
 */
export interface ApiKeysContext {
  db: Db;
  config: object;
  /** The module's reads of company and people's names (made once by its plugin). */
  identity: IdentityReads;
}

const statusOf = (row: ApiKeyRow, now: Date): TApiKeyStatus => (row.revokedAt ? 'REVOKED' : row.expiresAt <= now ? 'EXPIRED' : 'ACTIVE');
const publicIdOf = () => randomBytes(6).toString('hex');

async function companyNames(ctx: ApiKeysContext, ids: number[], lang: TLanguage): Promise<Map<number, string>> {
  const companies = await ctx.identity.companies(ids);
  return new Map([...companies].map(([id, c]) => [id, lang === 'en' ? (c.companyNameEn ?? c.companyName) : c.companyName]));
}

function present(row: ApiKeyRow, now: Date, companyName: string): TApiKey {
  return {
    apiKeyId: row.id,
    name: row.name,
    keyPrefix: `${API_KEY_PREFIX}${row.publicId}`,
    scope: row.scope as TApiKeyScope,
    companyId: row.companyId,
    companyName,
    status: statusOf(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresOn: row.expiresOn,
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

async function presentAll(ctx: ApiKeysContext, rows: ApiKeyRow[], now: Date, lang: TLanguage): Promise<TApiKey[]> {
  const names = await companyNames(ctx, [...new Set(rows.map((r) => r.companyId))], lang);
  return rows.map((r) => present(r, now, names.get(r.companyId) ?? ''));
}

/** The name and last day of a new key, by the rules people read (APK1N4001-APK1N4004). */
export function checkNewKey(body: TApiKeyCreateRequest, today: string): { name: string; expiresOn: string } {
  const name = body.name.trim().replace(/\s+/g, ' ');
  if (!name) throw new AppError('APK1N4001');
  if ([...name].length > API_KEY_NAME_MAX) throw new AppError('APK1N4002', { max: API_KEY_NAME_MAX });
  const expiresOn = body.expiresOn ?? addCalendarDays(today, API_KEY_DEFAULT_DAYS);
  const maxDate = addCalendarDays(today, API_KEY_MAX_DAYS);
  // A string that only looks like a date (2026-02-30) is not one.
  if (addCalendarDays(expiresOn, 0) !== expiresOn) throw new AppError('COM1N4001');
  if (expiresOn <= today) throw new AppError('APK1N4003');
  if (expiresOn > maxDate) throw new AppError('APK1N4004', { maxDate });
  return { name, expiresOn };
}

/** Makes a key for the caller in the company they work for now; the answer carries the key, this once. */
export async function createKey(
  ctx: ApiKeysContext,
  auth: AuthContext,
  companyId: number,
  body: TApiKeyCreateRequest,
  lang: TLanguage,
): Promise<TApiKeyCreated> {
  const now = businessNow(ctx.config);
  const { name, expiresOn } = checkNewKey(body, koreaDay(now));
  const row = await ctx.db.transaction(async (tx) => {
    // Count then insert under the member's lock: fifteen calls at once make ten keys, never fifteen.
    await repo.lockMemberKeys(tx, auth.userId, companyId);
    if ((await repo.countKeysInUse(tx, auth.userId, companyId, now)) >= API_KEY_ACTIVE_MAX)
      throw new AppError('APK1N4005', { max: API_KEY_ACTIVE_MAX });
    const publicId = publicIdOf();
    const apiKey = `${API_KEY_PREFIX}${publicId}_${randomBytes(32).toString('base64url')}`;
    const inserted = await repo.insertKey(tx, {
      publicId,
      secretHash: sha256Hex(apiKey),
      userId: auth.userId,
      companyId,
      name,
      scope: 'reporting',
      expiresOn,
      expiresAt: apiKeyExpiryMoment(expiresOn),
      createdAt: now,
    });
    return { inserted, apiKey };
  });
  const [item] = await presentAll(ctx, [row.inserted], now, lang);
  return { ...item!, apiKey: row.apiKey };
}

/** The caller's keys in the company they work for now, newest first. */
export async function searchKeys(
  ctx: ApiKeysContext,
  auth: AuthContext,
  companyId: number,
  body: TApiKeySearchRequest,
  lang: TLanguage,
): Promise<TApiKeySearchResponse> {
  const now = businessNow(ctx.config);
  const { offset, limit } = pageWindow(body);
  const { rows, total } = await repo.listKeys(ctx.db, {
    userId: auth.userId,
    companyId,
    activeOnly: !!body.activeOnly,
    now,
    offset,
    limit,
  });
  return toPage(await presentAll(ctx, rows, now, lang), total, body);
}

/** Revokes one of the caller's keys (another's answers APK1N4041); revoking a revoked key answers it as it is. */
export async function revokeKey(ctx: ApiKeysContext, auth: AuthContext, companyId: number, id: number, lang: TLanguage): Promise<TApiKey> {
  const now = businessNow(ctx.config);
  const row = await ctx.db.transaction(async (tx) => {
    const own = await repo.findOwnKey(tx, id, auth.userId, companyId);
    if (!own) throw new AppError('APK1N4041');
    return own.revokedAt ? own : repo.revokeKey(tx, id, auth.userId, now);
  });
  const [item] = await presentAll(ctx, [row!], now, lang);
  return item!;
}

/**
 * The key guard's check (platform/guard.ts ApiKeyVerifier): the key is whole and right (APK1N4012 otherwise, whatever
 * is wrong, so a guess learns nothing), of the scope, neither revoked (APK1N4014) nor expired (APK1N4013), and its user
 * is still an active, unlocked member of the key's company holding the right to keys (APK1N4015; identity's one
 * active-member rule). Records the use and counts the call in the key's window (the guard applies the limit).
 */
export async function verifyKey(ctx: ApiKeysContext, key: string, scope: TApiKeyScope, windowMs: number): Promise<ApiKeyIdentity> {
  const match = API_KEY_PATTERN.exec(key);
  if (!match) throw new AppError('APK1N4012');
  const row = await repo.findByPublicId(ctx.db, match[1]!);
  if (!row || !safeEqual(row.secretHash, sha256Hex(key)) || row.scope !== scope) throw new AppError('APK1N4012');
  const now = businessNow(ctx.config);
  if (row.revokedAt) throw new AppError('APK1N4014');
  if (row.expiresAt <= now) throw new AppError('APK1N4013');
  const member = await memberState(ctx.db, row.userId, row.companyId);
  if (!member || member.status !== 'ACTIVE' || member.locked || !member.member || !hasPermission(member.roles, 'apiKeys.manage'))
    throw new AppError('APK1N4015');
  const { calls, windowEndsAt } = await repo.countCall(ctx.db, row.id, new Date(), windowMs, now);
  return { apiKeyId: row.id, scope, userId: row.userId, companyId: row.companyId, roles: member.roles, calls, windowEndsAt };
}

/** What the key of a machine call is (GET /apis/v1/reporting/me). */
export async function reportingIdentity(ctx: ApiKeysContext, apiKeyId: number, lang: TLanguage): Promise<TReportingIdentity> {
  const now = businessNow(ctx.config);
  const row = await repo.findById(ctx.db, apiKeyId);
  if (!row) throw new AppError('APK1N4012');
  const [item] = await presentAll(ctx, [row], now, lang);
  const names = await ctx.identity.names([row.userId]);
  return {
    apiKeyId: row.id,
    keyPrefix: item!.keyPrefix,
    name: row.name,
    scope: item!.scope,
    companyId: row.companyId,
    companyName: item!.companyName,
    userId: row.userId,
    userName: names.get(row.userId) ?? '',
    expiresAt: item!.expiresAt,
  };
}
