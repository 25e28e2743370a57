import { DORMANCY_DAYS, MAIL_LINKS } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { AccountsContext } from './context';
import { kickMail, mailDate, mailMember } from './mails';
import { MAIL } from './mail-templates';
import { findUserById } from './repo';
import { revokeAllSessions, purgeExpiredSessions } from './sessions';
import { lastActivity, WITHDRAWN_RETENTION_DAYS } from './sign-in';

/** The notice leaves 30 days before an account turns dormant (as the Korean personal-information rules ask). */
export const DORMANCY_NOTICE_DAYS = 30;
const DAY = 24 * 3600 * 1000;
const BATCH = 100;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(r: unknown) => (r as Rows<T>).rows;

/**
 * One run of the dormancy sweep, safe on several servers at once: each step claims its rows with
 * FOR UPDATE SKIP LOCKED inside one statement, so two servers never take the same member.
 *   1. members whose year without sign-in ends within 30 days get the notice (once);
 *   2. members past the year (auto-extension off) turn DORMANT, their sessions end, a mail tells them;
 *   3. withdrawn accounts past the retention lose their last traces; expired sessions, challenges,
 *      used TOTP steps, one-time tokens, throttles and old outbox rows are removed.
 * Answers how many members it changed (a full batch runs again at once).
 */
export async function runDormancySweep(ctx: AccountsContext, now = new Date()): Promise<number> {
  const year = `${DORMANCY_DAYS} days`;
  const noticeFrom = `${DORMANCY_DAYS - DORMANCY_NOTICE_DAYS} days`;
  const nowIso = now.toISOString();
  // greatest() skips nulls: the later of sign-in and approval, else registration (sign-in.ts lastActivity).
  const last = sql`coalesce(greatest(last_login_at, approved_at), created_at)`;

  const noticed = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`
      update users set dormancy_notice_sent_at = ${nowIso}::timestamptz
      where id in (
        select id from users
        where status = 'ACTIVE' and auto_extension_yn = 'N' and dormancy_notice_sent_at is null
          and ${last} <= ${nowIso}::timestamptz - ${noticeFrom}::interval
          and ${last} > ${nowIso}::timestamptz - ${year}::interval
        order by id limit ${BATCH} for update skip locked)
      returning id`),
  );
  for (const { id } of noticed) {
    const user = await findUserById(ctx.db, id);
    if (!user) continue;
    const from = lastActivity(user);
    await mailMember(ctx.db, user, MAIL.dormancyNotice, {
      dormancyDate: mailDate(new Date(from.getTime() + DORMANCY_DAYS * DAY)),
      link: `${ctx.config.publicUrl}${MAIL_LINKS.signIn}`,
    });
  }

  const dormant = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`
      update users set status = 'DORMANT', dormant_at = ${nowIso}::timestamptz, updated_at = ${nowIso}::timestamptz
      where id in (
        select id from users
        where status = 'ACTIVE' and auto_extension_yn = 'N' and ${last} <= ${nowIso}::timestamptz - ${year}::interval
        order by id limit ${BATCH} for update skip locked)
      returning id`),
  );
  for (const { id } of dormant) {
    const user = await findUserById(ctx.db, id);
    if (!user) continue;
    await revokeAllSessions(ctx, id, 'DORMANT');
    await mailMember(ctx.db, user, MAIL.dormant, { link: `${ctx.config.publicUrl}${MAIL_LINKS.signIn}` });
  }

  await ctx.db.execute(sql`
    update users set password_hash = null, withdrawn_email_hash = null, secession_reason = null
    where id in (
      select id from users
      where status = 'WITHDRAWN' and withdrawn_at < ${nowIso}::timestamptz - ${`${WITHDRAWN_RETENTION_DAYS} days`}::interval
        and (password_hash is not null or withdrawn_email_hash is not null)
      order by id limit ${BATCH} for update skip locked)`);
  await purgeExpiredSessions(ctx.db);
  await ctx.db.execute(sql`delete from login_challenges where expires_at < ${nowIso}::timestamptz - interval '1 day'`);
  await ctx.db.execute(sql`delete from used_totp_steps where used_at < ${nowIso}::timestamptz - interval '1 day'`);
  await ctx.db.execute(sql`delete from one_time_tokens where expires_at < ${nowIso}::timestamptz - interval '30 days'`);
  await ctx.db.execute(sql`delete from address_throttles where last_at < ${nowIso}::timestamptz - interval '1 day'`);
  await ctx.db.execute(sql`delete from mail_outbox where status <> 'PENDING' and created_at < ${nowIso}::timestamptz - interval '90 days'`);
  if (noticed.length || dormant.length) kickMail(ctx);
  return noticed.length + dormant.length;
}

