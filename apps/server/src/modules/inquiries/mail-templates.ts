import { BRAND_NAME } from '@portal/contract';
import type { StoredTemplate } from '../../platform/templates';

/** Mails of the inquiry area (seeded by seed/workspace.ts). */
export const INQUIRY_MAIL = { answered: 'workspace.inquiry-answered' } as const;

/** The portal's one name (contract BRAND_NAME). */
const SERVICE = BRAND_NAME;

function layout(lang: 'ko' | 'en', body: string): string {
  const footer =
    lang === 'ko'
      ? '이 메일은 발신 전용입니다. 추가 문의는 포털의 1:1 문의를 이용해 주세요.'
      : 'This mailbox is not monitored. For further questions, please use the 1:1 inquiry of the portal.';
  return `<div style="font-family:'Noto Sans KR',Arial,sans-serif;max-width:600px;margin:0 auto;color:#1f2937;line-height:1.6">
<div style="border-bottom:3px solid #1d4ed8;padding:12px 0;font-weight:700;font-size:18px">${SERVICE[lang]}</div>
<div style="padding:20px 0">${body}</div>
<div style="border-top:1px solid #e5e7eb;padding-top:12px;color:#6b7280;font-size:12px">${footer}</div>
</div>`;
}

const quote = (label: string, name: string) =>
  `<p style="margin:16px 0 4px;font-weight:700">${label}</p><div style="white-space:pre-wrap;background:#f9fafb;border-radius:6px;padding:12px">{{${name}}}</div>`;

export const INQUIRY_MAIL_TEMPLATES: StoredTemplate[] = [
  {
    name: INQUIRY_MAIL.answered,
    languageCode: '01',
    subject: '[KRX 시장정보] 문의하신 "{{subject}}"에 답변드립니다',
    html: layout(
      'ko',
      `<p>{{name}} 님, 안녕하세요.</p><p>{{inquiryDate}}에 남겨 주신 문의에 답변이 등록되었습니다.</p>${quote('문의 제목', 'subject')}${quote('답변', 'answer')}{{#link}}<p style="margin:24px 0"><a href="{{link}}" style="background:#1d4ed8;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none;display:inline-block">포털에서 답변 보기</a></p>{{/link}}`,
    ),
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
    name: INQUIRY_MAIL.answered,
    languageCode: '02',
    subject: '[KRX Market Data] Answer to your inquiry "{{subject}}"',
    html: layout(
      'en',
      `<p>Dear {{name}},</p><p>Your inquiry of {{inquiryDate}} has been answered.</p>${quote('Subject', 'subject')}${quote('Answer', 'answer')}{{#link}}<p style="margin:24px 0"><a href="{{link}}" style="background:#1d4ed8;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none;display:inline-block">Read the answer in the portal</a></p>{{/link}}`,
    ),
    text: `Dear {{name}},

Your inquiry of {{inquiryDate}} has been answered.

Subject: {{subject}}

Answer:
{{answer}}
{{#link}}
Read the answer in the portal: {{link}}
{{/link}}`,
  },
];
