import { mailTemplatePair } from '../../platform/mail-layout';
import type { StoredTemplate } from '../../platform/templates';

/** Mails of the inquiry area (seeded by seed/workspace.ts). */
export const INQUIRY_MAIL = { answered: 'workspace.inquiry-answered' } as const;

const quote = (label: string, name: string) =>
  `<p style="margin:16px 0 4px;font-weight:700">${label}</p><div style="white-space:pre-wrap;background:#f9fafb;border-radius:6px;padding:12px">{{${name}}}</div>`;

export const INQUIRY_MAIL_TEMPLATES: StoredTemplate[] = mailTemplatePair(
  INQUIRY_MAIL.answered,
  {
    subject: '문의하신 "{{subject}}"에 답변드립니다',
    html: `<p>{{name}} 님, 안녕하세요.</p><p>{{inquiryDate}}에 남겨 주신 문의에 답변이 등록되었습니다.</p>${quote('문의 제목', 'subject')}${quote('답변', 'answer')}{{#link}}<p style="margin:24px 0"><a href="{{link}}" style="background:#1d4ed8;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none;display:inline-block">포털에서 답변 보기</a></p>{{/link}}`,
    text: `{{name}} 님, 안녕하세요.

{{inquiryDate}}에 남겨 주신 문의에 답변이 등록되었습니다.

문의 제목: {{subject}}

답변:
{{answer}}
{{#link}}
포털에서 답변 보기: {{link}}
{{/link}}`,
  },
  {
    subject: 'Answer to your inquiry "{{subject}}"',
    html: `<p>Dear {{name}},</p><p>Your inquiry of {{inquiryDate}} has been answered.</p>${quote('Subject', 'subject')}${quote('Answer', 'answer')}{{#link}}<p style="margin:24px 0"><a href="{{link}}" style="background:#1d4ed8;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none;display:inline-block">Read the answer in the portal</a></p>{{/link}}`,
    text: `Dear {{name}},

Your inquiry of {{inquiryDate}} has been answered.

Subject: {{subject}}

Answer:
{{answer}}
{{#link}}
Read the answer in the portal: {{link}}
{{/link}}`,
  },
);
