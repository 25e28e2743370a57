import { BRAND_NAME } from '@portal/contract';
import type { StoredTemplate } from './templates';

/**
 * The one layout of every mail (header with the service name, body, footer), in the recipient's
 * language. Areas write only the body of their templates and wrap it here, so mails never drift
 * apart again (the account and inquiry mails had two copies that already differed).
 */
/** The portal's one name (contract BRAND_NAME). */
const SERVICE = BRAND_NAME;
const FOOTER = {
  ko: '이 메일은 발신 전용입니다. 문의는 포털의 1:1 문의를 이용해 주세요.',
  en: 'This mailbox is not monitored. For questions, please use the 1:1 inquiry of the portal.',
} as const;

export type MailLanguage = 'ko' | 'en';

export function mailLayout(lang: MailLanguage, body: string): string {
  return `<div style="font-family:'Noto Sans KR',Arial,sans-serif;max-width:600px;margin:0 auto;color:#1f2937;line-height:1.6">
<div style="border-bottom:3px solid #1d4ed8;padding:12px 0;font-weight:700;font-size:18px">${SERVICE[lang]}</div>
<div style="padding:20px 0">${body}</div>
<div style="border-top:1px solid #e5e7eb;padding-top:12px;color:#6b7280;font-size:12px">${FOOTER[lang]}</div>
</div>`;
}

/**
 * The HTML part as sent: a whole document in the recipient's language (`<html lang>`), the stored body (already in the
 * layout) inside. The outbox keeps the body; the mailers wrap it when they compose the message.
 */
export function mailDocument(lang: MailLanguage, subject: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeTitle(subject)}</title></head><body>${body}</body></html>`;
}

const escapeTitle = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The call-to-action button of a mail, with the link written out below it (for clients that hide buttons). */
export const mailButton = (label: string, href = '{{link}}') =>
  `<p style="margin:24px 0"><a href="${href}" style="background:#1d4ed8;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none;display:inline-block">${label}</a></p><p style="font-size:12px;color:#6b7280">${href}</p>`;

type Part = { subject: string; html: string; text: string };

/**
 * A mail's subject as sent: the brand in brackets, then the template's own subject (`[KRX Market Data Customer Portal]
 * Your password was changed`). The one place the prefix is written, so no subject names another brand.
 */
export const mailSubject = (lang: MailLanguage, subject: string): string => `[${SERVICE[lang]}] ${subject}`;

/** A template in Korean (01) and English (02): the subject after the brand, each HTML body wrapped in the one layout. */
export function mailTemplatePair(name: string, ko: Part, en: Part): StoredTemplate[] {
  return [
    { name, languageCode: '01', subject: mailSubject('ko', ko.subject), html: mailLayout('ko', ko.html), text: ko.text },
    { name, languageCode: '02', subject: mailSubject('en', en.subject), html: mailLayout('en', en.html), text: en.text },
  ];
}
