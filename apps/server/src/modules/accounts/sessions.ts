import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, type TRefreshResponse, type TTokenResponse } from '@portal/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { authSessions, refreshTokens } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { AccountsContext } from './context';
import { newId, randomToken, sha256Hex } from './crypto';
import { findUserById, isActiveMember, rolesOf } from './repo';
import { termsPending } from './terms';

/** A session family lives at most 30 days, however often its refresh token rotates (docs/decisions/011). */
export const SESSION_MAX_SECONDS = 30 * 24 * 3600;

export interface SessionStart {
  userId: number;
  companyId: number;
  termsPending: boolean;
  ip?: string | null;
  userAgent?: string | null;
}

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

async function insertRefreshToken(db: DbOrTx, sessionId: string, sessionEnds: Date): Promise<string> {
  const token = randomToken();
  const ends = later(REFRESH_TOKEN_TTL_SECONDS);
  await db.insert(refreshTokens).values({ sessionId, tokenHash: sha256Hex(token), expiresAt: ends < sessionEnds ? ends : sessionEnds });
  return token;
}

/** Opens a session (a refresh-token family) and answers the sign-in token pair. */
export async function openSession(ctx: AccountsContext, start: SessionStart): Promise<TTokenResponse> {
  const id = newId();
  const expiresAt = later(SESSION_MAX_SECONDS);
  const roles = await rolesOf(ctx.db, start.userId);
  const refresh = await ctx.db.transaction(async (tx) => {
    await tx.insert(authSessions).values({
      id,
      userId: start.userId,
      companyId: start.companyId,
      termsPending: start.termsPending,
      expiresAt,
      ip: start.ip?.slice(0, 64) ?? null,
      userAgent: start.userAgent?.slice(0, 300) ?? null,
    });
    return insertRefreshToken(tx, id, expiresAt);
  });
  const access = await ctx.tokens.sign({ userId: start.userId, companyId: start.companyId, roles, jti: id });
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    companyId: start.companyId,
    termsAgreementRequiredYn: start.termsPending ? 'Y' : 'N',
  };
}

/** Revokes one session: its refresh tokens stop at once, its access tokens at the next request (session check). */
export async function revokeSession(ctx: AccountsContext, sessionId: string, reason: string): Promise<void> {
  const rows = await ctx.db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
    .returning({ userId: authSessions.userId });
  for (const r of rows) ctx.sessions.invalidateUser(r.userId);
}

/** Revokes every session of a member (password change, withdrawal, status change). */
export async function revokeAllSessions(ctx: AccountsContext | { db: DbOrTx; sessions: AccountsContext['sessions'] }, userId: number, reason: string, db: DbOrTx = ctx.db): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  ctx.sessions.invalidateUser(userId);
}

/**
 * Rotates a refresh token: the presented token is marked used (atomically: of two parallel uses one
 * wins), a new one is issued in the same family. A token presented after its use revokes the family
 * (theft detection). With companyId > 0 the new tokens are for that company (the company switch).
 */
export async function rotateRefreshToken(ctx: AccountsContext, presented: string, companyId: number | undefined): Promise<TRefreshResponse> {
  const hash = sha256Hex(presented);
  const [found] = await ctx.db
    .select({ token: refreshTokens, session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hash));
  if (!found) throw new AppError('ATH1N4002');
  const { token, session } = found;
  if (token.usedAt) {
    await revokeSession(ctx, session.id, 'REUSE');
    throw new AppError('ATH1N4002');
  }
  const now = new Date();
  if (session.revokedAt || session.expiresAt <= now || token.expiresAt <= now) throw new AppError('ATH1N4002');
  const user = await findUserById(ctx.db, session.userId);
  if (!user || user.status !== 'ACTIVE') {
    await revokeSession(ctx, session.id, 'STATUS');
    throw new AppError('ATH1N4002');
  }
  const target = companyId && companyId > 0 ? companyId : session.companyId;
  // The company is checked before the token is spent: a refused switch leaves the session usable.
  if (target !== 0 && !(await isActiveMember(ctx.db, user.id, target))) {
    if (companyId && companyId > 0) throw new AppError('ATH1N4030');
    await revokeSession(ctx, session.id, 'MEMBERSHIP');
    throw new AppError('ATH1N4002');
  }
  const pending = session.termsPending ? await termsPending(ctx.db, user.id) : false;
  const next = await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (!claimed.length) return null;
    await tx
      .update(authSessions)
      .set({ companyId: target, termsPending: pending, lastRefreshedAt: now })
      .where(eq(authSessions.id, session.id));
    return insertRefreshToken(tx, session.id, session.expiresAt);
  });
  if (!next) {
    // Spent by a parallel request between our read and our claim: a second use all the same.
    await revokeSession(ctx, session.id, 'REUSE');
    throw new AppError('ATH1N4002');
  }
  ctx.sessions.invalidateUser(user.id);
  const roles = await rolesOf(ctx.db, user.id);
  const access = await ctx.tokens.sign({ userId: user.id, companyId: target, roles, jti: session.id });
  return { accesstoken: access, refreshtoken: next, expires_in: ACCESS_TOKEN_TTL_SECONDS, companyId: target, termsAgreementRequiredYn: pending ? 'Y' : 'N' };
}

/** Logout: the bearer token's session and the refresh token's session (either may be absent or stale). */
export async function logout(ctx: AccountsContext, opts: { sessionId?: string; refreshToken?: string; userId?: number }): Promise<void> {
  const ids = new Set<string>();
  if (opts.sessionId) ids.add(opts.sessionId);
  if (opts.refreshToken) {
    const [row] = await ctx.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(opts.refreshToken)));
    if (row) ids.add(row.sessionId);
  }
  for (const id of ids) await revokeSession(ctx, id, 'LOGOUT');
}

/** Clears the terms flag of the member's sessions once they agreed (their next refresh renews the tokens). */
export async function clearTermsPending(ctx: AccountsContext, userId: number): Promise<void> {
  await ctx.db.update(authSessions).set({ termsPending: false }).where(and(eq(authSessions.userId, userId), eq(authSessions.termsPending, true)));
  ctx.sessions.invalidateUser(userId);
}

/** Removes expired sessions and refresh tokens (the sweep job). */
export async function purgeExpiredSessions(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`delete from auth_sessions where expires_at < now() - interval '7 days' or (revoked_at is not null and revoked_at < now() - interval '7 days')`);
  return (result as unknown as { affectedRows?: number; rowCount?: number }).rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0;
}
