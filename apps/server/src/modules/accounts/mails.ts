import type { TLanguage } from '@portal/contract';
import type { DbOrTx } from '../../platform/db';
import { enqueueMail } from '../../platform/mail';
import type { TemplateVars } from '../../platform/templates';
import type { AccountsContext } from './context';
import { JOB_MAIL } from './context';
import type { UserRow } from './repo';

/** The member's name as each language writes it: 김민준 / Minjun Kim. */
export function displayName(u: Pick<UserRow, 'firstName' | 'lastName'>, lang: TLanguage): string {
  return lang === 'ko' ? `${u.lastName}${u.firstName}` : `${u.firstName} ${u.lastName}`;
}

export const mailLang = (code: string): TLanguage => (code === '02' ? 'en' : 'ko');

/** Formats a time for a mail in the provider's zone (Asia/Seoul), as the spec writes dates. */
export function mailTime(d: Date, lang: TLanguage): string {
  const s = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).format(d);
  return lang === 'ko' ? `${s} (KST)` : `${s} KST`;
}
export function mailDate(d: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** Queues a mail to a member in their mail language (inside the caller's transaction). */
export async function mailMember(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'loginEmail' | 'firstName' | 'lastName' | 'mailLanguageCode'>,
  template: string,
  vars: TemplateVars,
): Promise<void> {
  const lang = mailLang(user.mailLanguageCode);
  await enqueueMail(db, { to: user.loginEmail, template, languageCode: user.mailLanguageCode, userId: user.id, vars: { name: displayName(user, lang), ...vars } });
}

/** Sends what was queued soon (after the caller's commit). */
export const kickMail = (ctx: AccountsContext) => ctx.jobs.kick(JOB_MAIL);
