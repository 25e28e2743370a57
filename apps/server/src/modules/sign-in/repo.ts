import { LOCKOUT_THRESHOLD } from '@portal/contract';
import { and, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { authSessions, failedAttemptsHourly, loginAttempts, loginChallenges, refreshTokens, usedTotpSteps } from './schema';
import type { Db, DbOrTx } from '../../platform/db';

/** The sign-in area's tables: failed attempts of unknown addresses, challenges, used TOTP steps, sessions and refresh tokens. */

export type SessionRow = typeof authSessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Counts one failure of an address without an account, never past the limit; answers the new count. */
export async function countFailedAddress(db: DbOrTx, key: string): Promise<number> {
  const rows = await db
    .insert(loginAttempts)
    .values({ addressKey: key, failedCount: 1 })
    .onConflictDoUpdate({
      target: loginAttempts.addressKey,
      set: { failedCount: sql`${loginAttempts.failedCount} + 1`, lastFailedAt: sql`now()` },
      setWhere: lt(loginAttempts.failedCount, LOCKOUT_THRESHOLD),
    })
    .returning({ count: loginAttempts.failedCount });
  return rows[0]?.count ?? LOCKOUT_THRESHOLD;
}

/** Counts one failed attempt of an address in its clock hour; answers the hour's count. */
export async function countHourlyFailure(db: DbOrTx, key: string, hourStart: Date): Promise<number> {
  const rows = await db
    .insert(failedAttemptsHourly)
    .values({ addressKey: key, hourStart, failedCount: 1 })
    .onConflictDoUpdate({
      target: [failedAttemptsHourly.addressKey, failedAttemptsHourly.hourStart],
      set: { failedCount: sql`${failedAttemptsHourly.failedCount} + 1` },
    })
    .returning({ count: failedAttemptsHourly.failedCount });
  return rows[0]?.count ?? 0;
}

/** The failed attempts of an address in a clock hour. */
export async function hourlyFailures(db: DbOrTx, key: string, hourStart: Date): Promise<number> {
  const [row] = await db
    .select({ count: failedAttemptsHourly.failedCount })
    .from(failedAttemptsHourly)
    .where(and(eq(failedAttemptsHourly.addressKey, key), eq(failedAttemptsHourly.hourStart, hourStart)));
  return row?.count ?? 0;
}

/** The same count as SQL, for the password step's one query (identity's loadSubject). */
export const hourlyFailuresSql = (key: string, hourStart: Date): SQL =>
  sql`(select ${failedAttemptsHourly.failedCount} from ${failedAttemptsHourly} where ${failedAttemptsHourly.addressKey} = ${key} and ${failedAttemptsHourly.hourStart} = ${hourStart.toISOString()}::timestamptz)`;

export async function deleteFailedAddress(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.addressKey, key));
}

export async function findChallenge(db: DbOrTx, nonceHash: string) {
  const [row] = await db.select().from(loginChallenges).where(eq(loginChallenges.tokenHash, nonceHash));
  return row ?? null;
}

/** Records a challenge spent; false when it already was (two parallel uses: one wins). */
export async function consumeChallengeRow(
  db: DbOrTx,
  c: { nonceHash: string; userId: number; temporaryPassword: boolean; expiresAt: Date },
): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .insert(loginChallenges)
    .values({ tokenHash: c.nonceHash, userId: c.userId, temporaryPassword: c.temporaryPassword, expiresAt: c.expiresAt, consumedAt: now })
    .onConflictDoUpdate({ target: loginChallenges.tokenHash, set: { consumedAt: now }, setWhere: isNull(loginChallenges.consumedAt) })
    .returning({ id: loginChallenges.id });
  return rows.length > 0;
}

/** Records that the OTP step of a temporary-password challenge succeeded; false when it was recorded already. */
export async function markChallengeOtpVerified(
  db: DbOrTx,
  c: { nonceHash: string; userId: number; expiresAt: Date },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(loginChallenges)
    .values({ tokenHash: c.nonceHash, userId: c.userId, temporaryPassword: true, expiresAt: c.expiresAt, otpVerifiedAt: at })
    .onConflictDoNothing()
    .returning({ id: loginChallenges.id });
  return rows.length > 0;
}

/** Records a TOTP step as used by the member; false when it was used before. */
export async function useTotpStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const rows = await db.insert(usedTotpSteps).values({ userId, step }).onConflictDoNothing().returning({ step: usedTotpSteps.step });
  return rows.length > 0;
}

export async function insertSession(db: DbOrTx, row: typeof authSessions.$inferInsert): Promise<void> {
  await db.insert(authSessions).values(row);
}

export async function insertRefreshTokenRow(db: DbOrTx, row: { sessionId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/** Revokes one live session; answers its member (none when it was revoked already). */
export async function revokeSessionRow(db: DbOrTx, sessionId: string, reason: string): Promise<number[]> {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
    .returning({ userId: authSessions.userId });
  return rows.map((r) => r.userId);
}

export async function revokeUserSessions(db: DbOrTx, userId: number, reason: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string): Promise<{ token: RefreshTokenRow; session: SessionRow } | null> {
  const [found] = await db
    .select({ token: refreshTokens, session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return found ?? null;
}

/** How many refresh tokens a session got since a moment (the grace's bound on extra tokens). */
export async function countTokensSince(db: DbOrTx, sessionId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessionId), gte(refreshTokens.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** Marks a refresh token used; false when a parallel request used it first. */
export async function claimRefreshToken(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export async function updateSession(db: DbOrTx, sessionId: string, patch: Partial<typeof authSessions.$inferInsert>): Promise<void> {
  await db.update(authSessions).set(patch).where(eq(authSessions.id, sessionId));
}

export async function clearSessionsTermsPending(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(authSessions)
    .set({ termsPending: false })
    .where(and(eq(authSessions.userId, userId), eq(authSessions.termsPending, true)));
}

/** Withdrawal: the member's challenges go. */
export async function deleteChallengesOf(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
}

/** The dormancy sweep's cleaning: expired sessions, challenges and used TOTP steps. */
export async function purgeExpired(db: DbOrTx, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  await db.execute(
    sql`delete from auth_sessions where expires_at < now() - interval '7 days' or (revoked_at is not null and revoked_at < now() - interval '7 days')`,
  );
  await db.execute(sql`delete from login_challenges where expires_at < ${nowIso}::timestamptz - interval '1 day'`);
  await db.execute(sql`delete from used_totp_steps where used_at < ${nowIso}::timestamptz - interval '1 day'`);
  await db.execute(sql`delete from failed_attempts_hourly where hour_start < ${nowIso}::timestamptz - interval '1 day'`);
}

/** The state of a session (the token's jti) of a member: found, live (not revoked, not expired), terms pending. */
export async function sessionState(
  db: Db,
  userId: number,
  sessionId: string,
): Promise<{ found: boolean; live: boolean; termsPending: boolean }> {
  const [row] = await db
    .select({ revokedAt: authSessions.revokedAt, expiresAt: authSessions.expiresAt, termsPending: authSessions.termsPending })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)));
  if (!row) return { found: false, live: false, termsPending: false };
  return { found: true, live: !row.revokedAt && row.expiresAt.getTime() > Date.now(), termsPending: row.termsPending };
}
