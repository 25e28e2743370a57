import { formatKoreaDate, formatKoreaDateTime, formatPersonName, type TLanguage } from '@portal/contract';
import type { DbOrTx } from '../../platform/db';
import { mail } from '../../platform/mail';
import type { TemplateVars } from '../../platform/templates';
import type { UserRow } from './repo';

/**
 * A person's name as the server shows and mails it in a language (formatPersonName): in English the English name when
 * the person gave one, otherwise (and always in Korean) the registered name in the order of its script (김민준).
 */
export const displayName = (u: Pick<UserRow, 'firstName' | 'lastName'> & { englishName?: string | null }, lang: TLanguage = 'ko'): string =>
  formatPersonName(u, lang);

export const mailLang = (code: string): TLanguage => (code === '02' ? 'en' : 'ko');

/** A moment in a mail: Korea time with its zone (`2026-11-25 14:30 KST`), as on screen and in exports. */
export const mailTime = (d: Date): string => formatKoreaDateTime(d);
/** A calendar date in a mail, in Korea. */
export const mailDate = (d: Date): string => formatKoreaDate(d);

/** Queues a mail to a member in their mail language (inside the caller's transaction). */
export async function mailMember(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'loginEmail' | 'firstName' | 'lastName' | 'englishName' | 'mailLanguageCode'>,
  template: string,
  vars: TemplateVars,
): Promise<void> {
  await mail.enqueue(db, {
    to: user.loginEmail,
    template,
    languageCode: user.mailLanguageCode,
    userId: user.id,
    vars: { name: displayName(user, mailLang(user.mailLanguageCode)), ...vars },
  });
}
