import { mailButton, mailTemplatePair } from '../../platform/mail-layout';
import type { StoredTemplate } from '../../platform/templates';

/** The mail of a workflow transition (seeded by seed/notifications.ts; rendered by service.ts in the recipient's language). */
export const NOTIFICATION_MAIL = { transition: 'workflow-transition', digest: 'workflow-digest' } as const;

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
    subject: '{{kindLabel}} {{number}} {{stateLabel}} 알림',
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
    subject: '{{kindLabel}} {{number}}: {{stateLabel}}',
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

const cell = 'padding:6px 8px;border-bottom:1px solid #e5e7eb;vertical-align:top';
const head = (labels: string[]) =>
  `<tr>${labels.map((l) => `<th scope="col" style="text-align:left;padding:6px 8px;border-bottom:2px solid #d1d5db;color:#6b7280;font-weight:400;white-space:nowrap">${l}</th>`).join('')}</tr>`;
const itemRow = (open: string, reason: string) =>
  `{{#items}}<tr><td style="${cell};white-space:nowrap"><a href="{{link}}" style="color:#1d4ed8">{{number}}</a><br><span style="color:#6b7280;font-size:12px">{{kindLabel}}</span></td><td style="${cell}">{{title}}{{#reason}}<div style="color:#6b7280;font-size:12px;white-space:pre-wrap">${reason}: {{reason}}</div>{{/reason}}</td><td style="${cell};white-space:nowrap">{{actionLabel}}<br><span style="color:#6b7280;font-size:12px">{{stateLabel}}</span></td><td style="${cell};white-space:nowrap"><a href="{{link}}" style="color:#1d4ed8">${open}</a></td></tr>{{/items}}`;
const itemTable = (labels: string[], open: string, reason: string) =>
  `<table style="border-collapse:collapse;margin:12px 0;width:100%;font-size:14px">${head(labels)}${itemRow(open, reason)}</table>`;

/**
 * The digest of a batch (approve all; decision 046): ONE mail to a recipient told of several documents acted on in
 * one call, listing each (number, title, result, link). Variables: name, count, actorName, at (Korea time with its
 * zone), link (PUBLIC_URL, the portal), items: [{ kindLabel, number, title, actionLabel,
 * stateLabel, reason, link }].
 */
export const NOTIFICATION_DIGEST_TEMPLATES: StoredTemplate[] = mailTemplatePair(
  NOTIFICATION_MAIL.digest,
  {
    subject: '문서 {{count}}건 처리 알림',
    html: `<p>{{name}}님, 안녕하세요.</p><p>{{actorName}}님이 관련 문서 {{count}}건을 한 번에 처리하여 알려 드립니다.</p>${table(
      row('처리한 사람', '{{actorName}}') + row('처리 일시', '{{at}}') + row('문서 수', '{{count}}건'),
    )}${itemTable(['문서', '제목', '처리 결과', ''], '보기', '사유')}${mailButton('포털 바로 가기')}`,
    text: `{{name}}님, 안녕하세요.

{{actorName}}님이 관련 문서 {{count}}건을 한 번에 처리하여 알려 드립니다.

처리한 사람: {{actorName}}
처리 일시: {{at}}
문서 수: {{count}}건

{{#items}}- {{kindLabel}} {{number}} {{title}}: {{actionLabel}} ({{stateLabel}})
{{#reason}}  사유: {{reason}}
{{/reason}}  {{link}}
{{/items}}
포털 바로 가기: {{link}}`,
  },
  {
    subject: '{{count}} documents acted on',
    html: `<p>Dear {{name}},</p><p>{{actorName}} acted on {{count}} documents that concern you in one go.</p>${table(
      row('By', '{{actorName}}') + row('When', '{{at}}') + row('Documents', '{{count}}'),
    )}${itemTable(['Document', 'Title', 'Result', ''], 'View', 'Reason')}${mailButton('Open the portal')}`,
    text: `Dear {{name}},

{{actorName}} acted on {{count}} documents that concern you in one go.

By: {{actorName}}
When: {{at}}
Documents: {{count}}

{{#items}}- {{kindLabel}} {{number}} {{title}}: {{actionLabel}} ({{stateLabel}})
{{#reason}}  Reason: {{reason}}
{{/reason}}  {{link}}
{{/items}}
Open the portal: {{link}}`,
  },
);
