import { DORMANCY_DAYS, MAIL_LINKS, type TResetDormantResponse } from '@portal/contract';
import { kickMail, type ModuleContext } from '../../platform/services';
import { purgeOldMail } from '../../platform/mail';
import * as identity from '../identity';
import { MAIL, mailDate, mailMember } from '../identity';
import { purgeExpiredRegistrations } from '../registration';
import {
  assertCanSignIn,
  lastActivity,
  purgeExpiredSignIns,
  revokeAllSessions,
  verifyCredentials,
  WITHDRAWN_RETENTION_DAYS,
} from '../sign-in';

/** The notice leaves 30 days before an account turns dormant (as the Korean personal-information rules ask). */
export const DORMANCY_NOTICE_DAYS = 30;
/** The name of the sweep job (registered with the platform scheduler by the dormancy module). */
export const JOB_DORMANCY = 'dormancy-sweep';
const DAY = 24 * 3600 * 1000;
const BATCH = 100;

/**
 * One run of the dormancy sweep, safe on several servers at once: each step claims its rows with
 * FOR UPDATE SKIP LOCKED inside one statement (identity's repo), so two servers never take the same member.
 *   1. members whose year without sign-in ends within 30 days get the notice (once);
 *   2. members past the year (auto-extension off) turn DORMANT, their sessions end, a mail tells them;
 *   3. withdrawn accounts past the retention lose their last traces; expired sessions, challenges,
 *      used TOTP steps, one-time tokens, throttles and old outbox rows are removed.
 * Answers how many members it changed (a full batch runs again at once).
 */
export async function runDormancySweep(ctx: ModuleContext, now = new Date()): Promise<number> {
  const noticed = await identity.claimDormancyNotices(ctx.db, now, DORMANCY_DAYS, DORMANCY_NOTICE_DAYS, BATCH);
  for (const id of noticed) {
    const user = await identity.findUserById(ctx.db, id);
    if (!user) continue;
    const from = lastActivity(user);
    await mailMember(ctx.db, user, MAIL.dormancyNotice, {
      dormancyDate: mailDate(new Date(from.getTime() + DORMANCY_DAYS * DAY)),
      link: `${ctx.config.publicUrl}${MAIL_LINKS.signIn}`,
    });
  }

  const dormant = await identity.claimDormant(ctx.db, now, DORMANCY_DAYS, BATCH);
  for (const id of dormant) {
    const user = await identity.findUserById(ctx.db, id);
    if (!user) continue;
    await revokeAllSessions(ctx, id, 'DORMANT');
    await mailMember(ctx.db, user, MAIL.dormant, { link: `${ctx.config.publicUrl}${MAIL_LINKS.signIn}` });
  }

  await identity.eraseWithdrawnTraces(ctx.db, now, WITHDRAWN_RETENTION_DAYS, BATCH);
  await purgeExpiredSignIns(ctx.db, now);
  await purgeExpiredRegistrations(ctx.db, now);
  await purgeOldMail(ctx.db, now);
  if (noticed.length || dormant.length) kickMail(ctx);
  return noticed.length + dormant.length;
}

/** POST /users/reset-dormant: the password releases a dormant account (the other states answer as at sign-in). */
export async function resetDormant(
  ctx: ModuleContext,
  loginEmail: string,
  password: string,
): Promise<TResetDormantResponse & { userId: number }> {
  const { user, memberships } = await verifyCredentials(ctx, loginEmail, password);
  await assertCanSignIn(ctx, user, { allowDormant: true, memberships });
  const fresh = (await identity.findUserById(ctx.db, user.id))!;
  if (fresh.status !== 'DORMANT') return { releasedYn: 'N', userId: user.id };
  // Reactivation counts as activity: the year starts again from now.
  await identity.updateUser(
    ctx.db,
    user.id,
    { status: 'ACTIVE', dormantAt: null, dormancyNoticeSentAt: null, lastLoginAt: new Date(), updatedAt: new Date() },
    { status: 'DORMANT' },
  );
  ctx.sessions.invalidateUser(user.id);
  return { releasedYn: 'Y', userId: user.id };
}
