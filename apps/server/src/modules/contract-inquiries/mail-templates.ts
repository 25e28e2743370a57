import { mailTemplatePair } from '../../platform/mail-layout';
import type { StoredTemplate } from '../../platform/templates';

/** Mails of contract inquiries (seeded by seed/contract-inquiries.ts). */
export const CONTRACT_INQUIRY_MAIL = { answered: 'contract-inquiry.answered' } as const;

const quote = (label: string, name: string) =>
  `<p style="margin:16px 0 4px;font-weight:700">${label}</p><div style="white-space:pre-wrap;background:#f9fafb;border-radius:6px;padding:12px">{{${name}}}</div>`;

/** The answer to a contract inquiry, in the language the writer used (mustache escapes every value). */
export const CONTRACT_INQUIRY_MAIL_TEMPLATES: StoredTemplate[] = mailTemplatePair(
  CONTRACT_INQUIRY_MAIL.answered,
  {
    subject: '계약 문의({{number}})에 답변드립니다',
    html: `<p>{{name}} 님, 안녕하세요.</p><p>{{inquiryDate}}에 보내 주신 계약 문의에 담당자가 답변드립니다.</p>${quote('문의 내용', 'comments')}${quote('답변', 'answer')}<p>더 궁금한 점은 이 메일의 문의 번호({{number}})와 함께 다시 문의해 주세요.</p>`,
    text: `{{name}} 님, 안녕하세요.

{{inquiryDate}}에 보내 주신 계약 문의에 담당자가 답변드립니다.

문의 내용:
{{comments}}

답변:
{{answer}}

더 궁금한 점은 이 메일의 문의 번호({{number}})와 함께 다시 문의해 주세요.`,
  },
  {
    subject: 'Answer to your contract inquiry ({{number}})',
    html: `<p>Dear {{name}},</p><p>Thank you for your contract inquiry of {{inquiryDate}}. Our representative answers it below.</p>${quote('Your inquiry', 'comments')}${quote('Answer', 'answer')}<p>For further questions, please write again quoting the inquiry number {{number}}.</p>`,
    text: `Dear {{name}},

Thank you for your contract inquiry of {{inquiryDate}}. Our representative answers it below.

Your inquiry:
{{comments}}

Answer:
{{answer}}

For further questions, please write again quoting the inquiry number {{number}}.`,
  },
);
