import {
  ACCOUNT_LIFETIMES,
  MAIL_LINKS,
  maskEmail,
  type TChangePasswordRequest,
  type TFindEmailRequest,
  type TFindEmailResponse,
  type TResetPasswordResponse,
} from '@portal/contract';
import { and, asc, eq, ne, or } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AuthContext } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/password';
import type { AccountsContext } from './context';
import { generateTemporaryPassword } from './crypto';
import { kickMail, mailLang, mailMember, mailTime } from './mails';
import { MAIL } from './mail-templates';
import { assertNewPassword } from './registration';
import { findUserByEmail, findUserById, type UserRow } from './repo';
import { revokeAllSessions } from './sessions';
import { consumeChallenge, loadChallenge, type Challenge } from './sign-in';

/** POST /users/find-email: the masked login e-mails of the member with this name and phone. */
export async function findEmail(ctx: AccountsContext, req: TFindEmailRequest): Promise<TFindEmailResponse> {
  const rows = await ctx.db
    .select({ loginEmail: users.loginEmail, createdAt: users.createdAt })
    .from(users)
    .where(
      and(
        eq(users.firstName, req.firstName),
        eq(users.lastName, req.lastName),
        or(eq(users.officePhone, req.telephoneNumber), eq(users.mobilePhone, req.telephoneNumber)),
        ne(users.status, 'WITHDRAWN'),
      ),
    )
    .orderBy(asc(users.createdAt))
    .limit(10);
  if (!rows.length) throw new AppError('USR1N4040');
  return { items: rows.map((r) => ({ maskedEmail: maskEmail(r.loginEmail), registeredAt: r.createdAt.toISOString() })) };
}

/** States in which a temporary password is mailed (the others would not let the member in anyway). */
const RESETTABLE = new Set(['ACTIVE', 'DORMANT']);

/**
 * POST /users/reset-password: the same answer, and one argon2 hash, for every address. For an
 * active or dormant account a temporary password is mailed (30 minutes, single use); the member's
 * own password keeps working until the temporary one is used (docs/decisions/012).
 */
export async function resetPassword(ctx: AccountsContext, loginEmail: string): Promise<TResetPasswordResponse> {
  const user = await findUserByEmail(ctx.db, loginEmail);
  const temp = generateTemporaryPassword();
  const hash = await hashPassword(temp);
  if (user && RESETTABLE.has(user.status)) {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ tempPasswordHash: hash, tempPasswordExpiresAt: new Date(Date.now() + ACCOUNT_LIFETIMES.temporaryPassword * 1000), tempPasswordUsedAt: null })
        .where(eq(users.id, user.id));
      await mailMember(tx, user, MAIL.temporaryPassword, {
        tempPassword: temp,
        validMinutes: ACCOUNT_LIFETIMES.temporaryPassword / 60,
        link: `${ctx.config.publicUrl}${MAIL_LINKS.signIn}`,
      });
    });
    kickMail(ctx);
  }
  return { maskedEmail: maskEmail(loginEmail), validMinutes: ACCOUNT_LIFETIMES.temporaryPassword / 60 };
}

async function setPassword(ctx: AccountsContext, user: UserRow, newPassword: string): Promise<void> {
  const hash = await hashPassword(newPassword);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash: hash,
        passwordChangedAt: now,
        tempPasswordHash: null,
        tempPasswordExpiresAt: null,
        tempPasswordUsedAt: null,
        failedLoginCount: 0,
        lockedAt: null,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await revokeAllSessions(ctx, user.id, 'PASSWORD_CHANGED', tx);
    await mailMember(tx, user, MAIL.passwordChanged, { changedAt: mailTime(now, mailLang(user.mailLanguageCode)) });
  });
  ctx.sessions.invalidateUser(user.id);
  kickMail(ctx);
}

/**
 * PUT /users/change-password: signed in (the current password), or right after a temporary-password
 * sign-in (the challenge whose OTP step succeeded, and the temporary password). Every session of the
 * member is revoked: the member signs in again with the new password.
 */
export async function changePassword(ctx: AccountsContext, auth: AuthContext | null, req: TChangePasswordRequest): Promise<void> {
  let user: UserRow;
  let stored: string | null;
  let challenge: Challenge | null = null;
  if (req.challengeToken) {
    const loaded = await loadChallenge(ctx, req.challengeToken, 'password-change');
    user = loaded.user;
    stored = user.tempPasswordHash;
    challenge = loaded.challenge;
  } else {
    if (!auth) throw new AppError('ATH1N4001');
    const found = await findUserById(ctx.db, auth.userId);
    if (!found) throw new AppError('ATH1N4002');
    user = found;
    stored = user.passwordHash;
  }
  assertNewPassword(req.newLoginSecretNo, req.newLoginSecretNoConfirm, user.loginEmail);
  if (!stored || !(await verifyPassword(stored, req.loginSecretNo))) throw new AppError(challenge ? 'USR1N4010' : 'USR1N4002');
  if (req.newLoginSecretNo === req.loginSecretNo) throw new AppError('USR1N4009');
  if (challenge && !(await consumeChallenge(ctx, challenge))) throw new AppError('ATH1N4020');
  await setPassword(ctx, user, req.newLoginSecretNo);
}

/** POST /users/{userId}/confirm-password: before a sensitive screen. */
export async function confirmPassword(ctx: AccountsContext, userId: number, password: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) throw new AppError('USR1N4002');
}
