import {
  SCIM_BASE_PATH,
  SCIM_TOKEN_NAME_MAX,
  SCIM_TOKEN_PATTERN,
  SCIM_TOKEN_PREFIX,
  SCIM_TOKENS_MAX,
  type TScimToken,
  type TScimTokenCreated,
  type TScimTokenCreateRequest,
  type TScimTokenList,
  type TLanguage,
} from '@portal/contract';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../platform/config';
import { safeEqual, sha256Hex } from '../../platform/crypto';
import type { Db, DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { displayName, findCompany, userNamesByIds } from '../identity';
import * as repo from './repo';
import type { ScimTokenRow } from './repo';

/** What the tokens' calls and the SCIM service need (made once by the module's plugin). */
export interface ScimContext {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  /** Ends every session of a member (the sign-in area's revokeAllSessions) and drops their cached session checks. */
  endSessions: (userId: number, db: DbOrTx) => Promise<void>;
}

/** The SCIM service's address as the identity provider's "Tenant URL" takes it. */
export const scimBaseUrl = (config: Pick<Config, 'publicUrl'>) => `${config.publicUrl.replace(/\/+$/, '')}${SCIM_BASE_PATH}`;

function present(row: ScimTokenRow, names: Map<number, string>): TScimToken {
  return {
    tokenId: row.id,
    name: row.name,
    tokenPrefix: `${SCIM_TOKEN_PREFIX}${row.publicId}`,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdBy ? (names.get(row.createdBy) ?? '') : '',
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

async function namesOf(ctx: ScimContext, rows: ScimTokenRow[], lang: TLanguage): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.createdBy).filter((id): id is number => id !== null))];
  return new Map((await userNamesByIds(ctx.db, ids)).map((u) => [u.id, displayName(u, lang)]));
}

/** The company's tokens in use, newest first, with the limit and the address of the service. */
export async function listTokens(ctx: ScimContext, companyId: number, lang: TLanguage): Promise<TScimTokenList> {
  const rows = await repo.tokensInUse(ctx.db, companyId);
  const names = await namesOf(ctx, rows, lang);
  return { items: rows.map((r) => present(r, names)), max: SCIM_TOKENS_MAX, baseUrl: scimBaseUrl(ctx.config) };
}

/** Makes a token for the company; the answer carries it, this once (the server keeps its SHA-256). */
export async function createToken(
  ctx: ScimContext,
  userId: number,
  companyId: number,
  body: TScimTokenCreateRequest,
  lang: TLanguage,
): Promise<TScimTokenCreated> {
  const name = body.name.trim().replace(/\s+/g, ' ');
  if (!name) throw new AppError('SCM1N4001');
  if ([...name].length > SCIM_TOKEN_NAME_MAX) throw new AppError('SCM1N4002', { max: SCIM_TOKEN_NAME_MAX });
  const publicId = randomBytes(6).toString('hex');
  const token = `${SCIM_TOKEN_PREFIX}${publicId}_${randomBytes(32).toString('base64url')}`;
  const row = await ctx.db.transaction(async (tx) => {
    // Count then insert under the company's lock: eight calls at once make five tokens, never eight.
    await repo.lockCompanyTokens(tx, companyId);
    if ((await repo.countTokensInUse(tx, companyId)) >= SCIM_TOKENS_MAX) throw new AppError('SCM1N4091', { max: SCIM_TOKENS_MAX });
    return repo.insertToken(tx, { companyId, name, publicId, secretHash: sha256Hex(token), createdBy: userId });
  });
  const names = await namesOf(ctx, [row], lang);
  return { ...present(row, names), token, baseUrl: scimBaseUrl(ctx.config) };
}

/** Revokes one of the company's tokens: its next call is refused. Revoking a revoked token answers it unchanged. */
export async function revokeToken(
  ctx: ScimContext,
  userId: number,
  companyId: number,
  tokenId: number,
  lang: TLanguage,
): Promise<TScimToken> {
  const row = await ctx.db.transaction(async (tx) => {
    const own = await repo.findCompanyToken(tx, tokenId, companyId);
    if (!own) throw new AppError('SCM1N4041');
    return own.revokedAt ? own : repo.revokeToken(tx, tokenId, userId, new Date());
  });
  return present(row!, await namesOf(ctx, [row!], lang));
}

/** The company and token of a SCIM call, or null when the token is not whole, right, in use, of a live company. */
export async function verifyToken(ctx: ScimContext, token: string): Promise<{ tokenId: number; companyId: number; prefix: string } | null> {
  const match = SCIM_TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const row = await repo.findByPublicId(ctx.db, match[1]!);
  if (!row || !safeEqual(row.secretHash, sha256Hex(token)) || row.revokedAt) return null;
  const company = await findCompany(ctx.db, row.companyId);
  if (!company || company.deletedAt) return null;
  await repo.touchToken(ctx.db, row.id, new Date());
  return { tokenId: row.id, companyId: row.companyId, prefix: `${SCIM_TOKEN_PREFIX}${row.publicId}` };
}
