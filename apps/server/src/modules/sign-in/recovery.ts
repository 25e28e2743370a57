import {
  ACCOUNT_LIFETIMES,
  MAIL_LINKS,
  maskEmail,
  type TFindEmailRequest,
  type TFindEmailResponse,
  type TResetPasswordResponse,
} from '@portal/contract';
import { generateTemporaryPassword } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/password';
import { kickMail, type ModuleContext } from '../../platform/services';
import * as identity from '../identity';
import { MAIL, mailMember } from '../identity';

/** Account recovery: a member who cannot sign in finds the login e-mail or gets a temporary password. */

/** POST /users/find-email: the masked login e-mails of the member with this name and phone. */
export async function findEmail(ctx: ModuleContext, req: TFindEmailRequest): Promise<TFindEmailResponse> {
  const rows = await identity.findByNameAndPhone(ctx.db, { firstName: req.firstName, lastName: req.lastName, phone: req.telephoneNumber });
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
export async function resetPassword(ctx: ModuleContext, loginEmail: string): Promise<TResetPasswordResponse> {
  const user = await identity.findUserByEmail(ctx.db, loginEmail);
  const temp = generateTemporaryPassword();
  const hash = await hashPassword(temp);
  if (user && RESETTABLE.has(user.status)) {
    await ctx.db.transaction(async (tx) => {
      await identity.updateUser(tx, user.id, {
        tempPasswordHash: hash,
        tempPasswordExpiresAt: new Date(Date.now() + ACCOUNT_LIFETIMES.temporaryPassword * 1000),
        tempPasswordUsedAt: null,
      });
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
