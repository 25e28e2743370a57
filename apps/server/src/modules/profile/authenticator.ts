import type { TAuthenticatorChangeConfirmRequest, TAuthenticatorChangeStartResponse } from '@portal/contract';
import type { AuthContext } from '../../platform/auth';
import { decryptSecret, encryptSecret, hmacHex, safeEqual } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { verifyPassword } from '../../platform/password';
import { kickMail, type ModuleContext } from '../../platform/services';
import * as identity from '../identity';
import { MAIL, mailMember, mailTime } from '../identity';
import { enrolmentOf, matchTotpStep, newTotpSecret, useTotpStepOnce } from '../sign-in';

/** How long the new key of an authenticator change waits for its first code. */
export const AUTHENTICATOR_CHANGE_SECONDS = 10 * 60;

const PURPOSE = 'authenticator-change';

interface ChangeClaims {
  /** The member. */
  u: number;
  /** The new key, encrypted under ENCRYPTION_KEY (the token never shows it in clear). */
  s: string;
  /** The end, in seconds. */
  e: number;
}

function signChange(ctx: Pick<ModuleContext, 'config'>, claims: ChangeClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${hmacHex(ctx.config.encryptionKey, PURPOSE, payload)}`;
}

function readChange(ctx: Pick<ModuleContext, 'config'>, token: string): ChangeClaims | null {
  const [payload, mac] = token.split('.');
  if (!payload || !mac || !safeEqual(mac, hmacHex(ctx.config.encryptionKey, PURPOSE, payload))) return null;
  try {
    const c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ChangeClaims;
    if (!Number.isSafeInteger(c.u) || typeof c.s !== 'string' || !Number.isFinite(c.e) || c.e * 1000 <= Date.now()) return null;
    return c;
  } catch {
    return null;
  }
}

/**
 * POST /users/{userId}/authenticator-change: the member's password again (a signed-in session is not enough to
 * move the second factor), then a new key as a QR image and a manual key, carried by a signed change token. The
 * old authenticator keeps working until the change is confirmed with a code of the new one.
 */
export async function startAuthenticatorChange(
  ctx: ModuleContext,
  auth: AuthContext,
  userId: number,
  password: string,
): Promise<TAuthenticatorChangeStartResponse> {
  if (auth.userId !== userId) throw new AppError('ATH1N4030');
  const user = await identity.findUserById(ctx.db, userId);
  if (!user) throw new AppError('ATH1N4002');
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    const wrong = new AppError('USR1N4002', undefined, 'wrong password');
    wrong.subject = { userId };
    throw wrong;
  }
  const secret = newTotpSecret();
  const changeToken = signChange(ctx, {
    u: user.id,
    s: encryptSecret(ctx.config.encryptionKey, secret),
    e: Math.floor(Date.now() / 1000) + AUTHENTICATOR_CHANGE_SECONDS,
  });
  return { ...(await enrolmentOf(secret, user.loginEmail)), changeToken, expiresIn: AUTHENTICATOR_CHANGE_SECONDS };
}

/**
 * PUT /users/{userId}/authenticator: a code of the new authenticator with the change token. The new key replaces
 * the old one (codes of the old authenticator stop at once) and the member is told by mail, in their language.
 * Errors: ATH1N4020 token invalid, expired or another member's; ATH1N4021 wrong code.
 */
export async function confirmAuthenticatorChange(
  ctx: ModuleContext,
  auth: AuthContext,
  userId: number,
  req: TAuthenticatorChangeConfirmRequest,
): Promise<void> {
  if (auth.userId !== userId) throw new AppError('ATH1N4030');
  const claims = readChange(ctx, req.changeToken);
  if (!claims || claims.u !== userId) throw new AppError('ATH1N4020');
  const user = await identity.findUserById(ctx.db, userId);
  if (!user) throw new AppError('ATH1N4002');
  let secret: string;
  try {
    secret = decryptSecret(ctx.config.encryptionKey, claims.s);
  } catch {
    throw new AppError('ATH1N4020');
  }
  const step = matchTotpStep(secret, req.otpCode);
  if (step === null) {
    const wrong = new AppError('ATH1N4021', undefined, 'wrong code');
    wrong.subject = { userId };
    throw wrong;
  }
  // The confirming code does not sign in afterwards (the step is recorded; it may be recorded already by the old
  // authenticator's sign-in in the same 30 seconds, which changes nothing).
  await useTotpStepOnce(ctx.db, userId, step);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await identity.updateUser(tx, userId, { otpSecret: claims.s, otpEnrolled: true, updatedAt: now });
    await mailMember(tx, user, MAIL.authenticatorChanged, { changedAt: mailTime(now) });
  });
  ctx.sessions.invalidateUser(userId);
  kickMail(ctx);
}
