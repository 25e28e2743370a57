import { mailButton, mailTemplatePair } from '../../platform/mail-layout';
import type { StoredTemplate } from '../../platform/templates';

/** The mail of a workflow transition (seeded by seed/notifications.ts; rendered by service.ts in the recipient's language). */
export const NOTIFICATION_MAIL = { transition: 'workflow-transition' } as const;

const row = (label: string, value: string) =>
  `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;color:#6b7280;font-weight:400;white-space:nowrap;vertical-align:top">${label}</th><td style="padding:6px 0;vertical-align:top">${value}</td></tr>`;
const table = (rows: string) => `<table style="border-collapse:collapse;margin:12px 0">${rows}</table>`;
const reasonBlock = (label: string) =>
  `{{#reason}}<p style="margin:16px 0 4px;font-weight:700">${label}</p><div style="white-space:pre-wrap;background:#f9fafb;border-radius:6px;padding:12px">{{reason}}</div>{{/reason}}`;

/**
 * Variables: name (the recipient), kindLabel, number, title, actionLabel, stateLabel, actorName, at (Korea time
 * with its zone), reason (may be empty), link (PUBLIC_URL + the document's page).
 */
export const NOTIFICATION_MAIL_TEMPLATES: StoredTemplate[] = mailTemplatePair(
  NOTIFICATION_MAIL.transition,
  {
    subject: '[KRX 시장정보] {{kindLabel}} {{number}} {{stateLabel}} 알림',
    html: `<p>{{name}}님, 안녕하세요.</p><p>관련 문서에 새로운 처리 내용이 있어 알려 드립니다.</p>${table(
      row('문서', '{{kindLabel}} {{number}}') +
        '{{#title}}' +
        row('제목', '{{title}}') +
        '{{/title}}' +
        row('처리', '{{actionLabel}}') +
        row('현재 상태', '{{stateLabel}}') +
        row('처리한 사람', '{{actorName}}') +
        row('처리 일시', '{{at}}'),
    )}${reasonBlock('사유')}${mailButton('포털에서 문서 보기')}`,
    text: `{{name}}님, 안녕하세요.

관련 문서에 새로운 처리 내용이 있어 알려 드립니다.

문서: {{kindLabel}} {{number}}
{{#title}}제목: {{title}}
{{/title}}처리: {{actionLabel}}
현재 상태: {{stateLabel}}
처리한 사람: {{actorName}}
처리 일시: {{at}}
{{#reason}}
사유:
{{reason}}
{{/reason}}
포털에서 문서 보기: {{link}}`,
  },
  {
    subject: '[KRX Market Data] {{kindLabel}} {{number}}: {{stateLabel}}',
    html: `<p>Dear {{name}},</p><p>A document that concerns you has been acted on.</p>${table(
      row('Document', '{{kindLabel}} {{number}}') +
        '{{#title}}' +
        row('Title', '{{title}}') +
        '{{/title}}' +
        row('Action', '{{actionLabel}}') +
        row('Current state', '{{stateLabel}}') +
        row('By', '{{actorName}}') +
        row('When', '{{at}}'),
    )}${reasonBlock('Reason')}${mailButton('View the document in the portal')}`,
    text: `Dear {{name}},

A document that concerns you has been acted on.

Document: {{kindLabel}} {{number}}
{{#title}}Title: {{title}}
{{/title}}Action: {{actionLabel}}
Current state: {{stateLabel}}
By: {{actorName}}
When: {{at}}
{{#reason}}
Reason:
{{reason}}
{{/reason}}
View the document in the portal: {{link}}`,
  },
);
