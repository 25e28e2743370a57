import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_IDLE_SECONDS,
  type TRefreshResponse,
  type TTokenResponse,
} from '@portal/contract';
import { newId, randomToken, sha256Hex } from '../../platform/crypto';
import type { DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { ModuleContext } from '../../platform/services';
import { findUserById, isActiveMember, rolesOf } from '../identity';
import { termsPending } from '../terms';
import { passwordCompanies } from './password-gate';
import * as repo from './repo';

/** A session family lives at most 30 days, however often its refresh token rotates (docs/decisions/011). */
export const SESSION_MAX_SECONDS = 30 * 24 * 3600;

export interface SessionStart {
  userId: number;
  companyId: number;
  termsPending: boolean;
  /** The company whose own sign-on opened the session (not a password or passkey). */
  signedOnCompanyId?: number | null;
  ip?: string | null;
  userAgent?: string | null;
}

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

async function insertRefreshToken(db: DbOrTx, sessionId: string, sessionEnds: Date): Promise<string> {
  const token = randomToken();
  const ends = later(REFRESH_TOKEN_TTL_SECONDS);
  await repo.insertRefreshTokenRow(db, { sessionId, tokenHash: sha256Hex(token), expiresAt: ends < sessionEnds ? ends : sessionEnds });
  return token;
}

/** Opens a session (a refresh-token family) and answers the sign-in token pair. */
export async function openSession(ctx: ModuleContext, start: SessionStart): Promise<TTokenResponse> {
  const id = newId();
  const expiresAt = later(SESSION_MAX_SECONDS);
  const roles = await rolesOf(ctx.db, start.userId, start.companyId);
  const refresh = await ctx.db.transaction(async (tx) => {
    await repo.insertSession(tx, {
      id,
      userId: start.userId,
      companyId: start.companyId,
      termsPending: start.termsPending,
      signedOnCompanyId: start.signedOnCompanyId ?? null,
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
export async function revokeSession(ctx: ModuleContext, sessionId: string, reason: string): Promise<void> {
  for (const userId of await repo.revokeSessionRow(ctx.db, sessionId, reason)) ctx.sessions.invalidateUser(userId);
}

/** Revokes every session of a member (password change, withdrawal, status change). */
export async function revokeAllSessions(
  ctx: Pick<ModuleContext, 'db' | 'sessions'>,
  userId: number,
  reason: string,
  db: DbOrTx = ctx.db,
): Promise<void> {
  await repo.revokeUserSessions(db, userId, reason);
  ctx.sessions.invalidateUser(userId);
}

/** Who presents a refresh token: the browser's user agent ties a repeated use to the session (the grace). */
export interface Presenter {
  userAgent?: string | null;
}

/** A session family's grace for a repeated use: at most this many extra tokens are issued from one used token. */
const GRACE_SIBLINGS = 2;

/**
 * Whether a used refresh token presented again is the second tab of the same browser rather than a thief: within
 * REFRESH_REUSE_GRACE_SECONDS of its use, from the user agent the session signed in with, and only a couple of
 * times (decision 055). After the grace, or from another browser, a reuse still revokes the family.
 */
async function inGrace(ctx: ModuleContext, token: repo.RefreshTokenRow, session: repo.SessionRow, who: Presenter, now: Date) {
  if (!token.usedAt || now.getTime() - token.usedAt.getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000) return false;
  if (session.userAgent !== null && session.userAgent !== (who.userAgent?.slice(0, 300) ?? null)) return false;
  return (await repo.countTokensSince(ctx.db, session.id, token.usedAt)) <= GRACE_SIBLINGS;
}

/**
 * Rotates a refresh token: the presented token is marked used (atomically: of two parallel uses one
 * wins), a new one is issued in the same family. A token presented after its use revokes the family
 * (theft detection), except inside the short grace of a second tab (inGrace: a fresh token of the same
 * family). A session idle for SESSION_IDLE_SECONDS, or past its absolute end, renews no more.
 * With companyId > 0 the new tokens are for that company (the company switch).
 */
export async function rotateRefreshToken(
  ctx: ModuleContext,
  presented: string,
  companyId: number | undefined,
  who: Presenter = {},
): Promise<TRefreshResponse> {
  const hash = sha256Hex(presented);
  for (let attempt = 0; attempt < 2; attempt++) {
    const found = await repo.findRefreshToken(ctx.db, hash);
    if (!found) throw new AppError('ATH1N4002');
    const { token, session } = found;
    const now = new Date();
    if (token.usedAt && !(await inGrace(ctx, token, session, who, now))) {
      await revokeSession(ctx, session.id, 'REUSE');
      throw new AppError('ATH1N4002', undefined, 'refresh token reused');
    }
    if (session.revokedAt || session.expiresAt <= now || token.expiresAt <= now) throw new AppError('ATH1N4002');
    const lastUse = session.lastRefreshedAt ?? session.createdAt;
    if (now.getTime() - lastUse.getTime() > SESSION_IDLE_SECONDS * 1000) {
      await revokeSession(ctx, session.id, 'IDLE');
      throw new AppError('ATH1N4002', undefined, 'session idle');
    }
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
    // A switch into a company that requires its own sign-on opens only through that sign-on (SSO1N4030), as a password
    // would be refused there; the token is not spent. Back into the company whose sign-on opened the session, it opens.
    if (companyId && companyId > 0 && target !== session.companyId && target !== session.signedOnCompanyId)
      await passwordCompanies(ctx, user.id, [{ id: target }]);
    const pending = session.termsPending ? await termsPending(ctx.db, user.id) : false;
    const next = await ctx.db.transaction(async (tx) => {
      // A token in its grace is spent already: the family gets one more token, nothing is claimed.
      if (!token.usedAt && !(await repo.claimRefreshToken(tx, token.id, now))) return null;
      await repo.updateSession(tx, session.id, { companyId: target, termsPending: pending, lastRefreshedAt: now });
      return insertRefreshToken(tx, session.id, session.expiresAt);
    });
    // Spent by a parallel request between our read and our claim: read it again (the grace, or a reuse).
    if (!next) continue;
    ctx.sessions.invalidateUser(user.id);
    const roles = await rolesOf(ctx.db, user.id, target);
    const access = await ctx.tokens.sign({ userId: user.id, companyId: target, roles, jti: session.id });
    return {
      accesstoken: access,
      refreshtoken: next,
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      companyId: target,
      termsAgreementRequiredYn: pending ? 'Y' : 'N',
    };
  }
  throw new AppError('ATH1N4002');
}

/** Logout: the bearer token's session and the refresh token's session (either may be absent or stale). */
export async function logout(ctx: ModuleContext, opts: { sessionId?: string; refreshToken?: string; userId?: number }): Promise<void> {
  const ids = new Set<string>();
  if (opts.sessionId) ids.add(opts.sessionId);
  if (opts.refreshToken) {
    const found = await repo.findRefreshToken(ctx.db, sha256Hex(opts.refreshToken));
    if (found) ids.add(found.token.sessionId);
  }
  for (const id of ids) await revokeSession(ctx, id, 'LOGOUT');
}

/** Clears the terms flag of the member's sessions once they agreed (their next refresh renews the tokens). */
export async function clearTermsPending(ctx: ModuleContext, userId: number): Promise<void> {
  await repo.clearSessionsTermsPending(ctx.db, userId);
  ctx.sessions.invalidateUser(userId);
}
