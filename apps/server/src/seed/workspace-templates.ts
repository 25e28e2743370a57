import { APPROVAL_TEMPLATE_PREFIX, APPROVAL_TYPES, type TApprovalTypeCode } from '@portal/contract';
import type { StoredTemplate } from '../platform/templates';

/**
 * Approval-type document templates (approval-type.01 .. 05) and a general document template, both
 * languages. Data: documentNo, companyName, requesterName, requestDate, items [{ label, value }],
 * comment, approvers [{ role, name, date }].
 */
const STYLE = "font-family:'Noto Sans KR',Arial,sans-serif;color:#111827;max-width:760px;margin:0 auto;line-height:1.6";
const TH = 'border:1px solid #9ca3af;background:#f3f4f6;padding:6px 10px;text-align:left;width:28%';
const TD = 'border:1px solid #9ca3af;padding:6px 10px';

const L = {
  ko: {
    documentNo: '문서 번호',
    company: '회사명',
    requester: '요청자',
    requestDate: '요청일',
    details: '세부 내용',
    comment: '의견',
    approvals: '결재',
    role: '구분',
    name: '성명',
    date: '일자',
    noDetails: '세부 내용이 없습니다.',
    noApprovals: '결재 이력이 없습니다.',
  },
  en: {
    documentNo: 'Document no.',
    company: 'Company',
    requester: 'Requested by',
    requestDate: 'Request date',
    details: 'Details',
    comment: 'Comment',
    approvals: 'Approvals',
    role: 'Role',
    name: 'Name',
    date: 'Date',
    noDetails: 'No details.',
    noApprovals: 'No approvals yet.',
  },
} as const;

function documentHtml(lang: 'ko' | 'en', title: string): string {
  const l = L[lang];
  return `<div style="${STYLE}">
<h1 style="text-align:center;font-size:22px;border-bottom:2px solid #111827;padding-bottom:8px">${title}</h1>
<table style="border-collapse:collapse;width:100%;margin:16px 0">
<tr><th style="${TH}">${l.documentNo}</th><td style="${TD}">{{documentNo}}</td></tr>
<tr><th style="${TH}">${l.company}</th><td style="${TD}">{{companyName}}</td></tr>
<tr><th style="${TH}">${l.requester}</th><td style="${TD}">{{requesterName}}</td></tr>
<tr><th style="${TH}">${l.requestDate}</th><td style="${TD}">{{requestDate}}</td></tr>
</table>
<h2 style="font-size:16px">${l.details}</h2>
{{#items}}<table style="border-collapse:collapse;width:100%;margin-bottom:-1px"><tr><th style="${TH}">{{label}}</th><td style="${TD}">{{value}}</td></tr></table>{{/items}}
{{^items}}<p style="color:#6b7280">${l.noDetails}</p>{{/items}}
{{#comment}}<h2 style="font-size:16px">${l.comment}</h2><p style="white-space:pre-wrap;border:1px solid #e5e7eb;padding:10px">{{comment}}</p>{{/comment}}
<h2 style="font-size:16px">${l.approvals}</h2>
{{#approvers}}<table style="border-collapse:collapse;width:100%;margin-bottom:-1px"><tr><td style="${TD};width:28%">{{role}}</td><td style="${TD}">{{name}}</td><td style="${TD};width:28%">{{date}}</td></tr></table>{{/approvers}}
{{^approvers}}<p style="color:#6b7280">${l.noApprovals}</p>{{/approvers}}
</div>`;
}

function documentText(lang: 'ko' | 'en', title: string): string {
  const l = L[lang];
  return `${title}
${l.documentNo}: {{documentNo}}
${l.company}: {{companyName}}
${l.requester}: {{requesterName}}
${l.requestDate}: {{requestDate}}
{{#items}}{{label}}: {{value}}
{{/items}}{{#comment}}${l.comment}: {{comment}}
{{/comment}}`;
}

const approvalTemplates: StoredTemplate[] = (Object.keys(APPROVAL_TYPES) as TApprovalTypeCode[]).flatMap((code) => [
  {
    name: `${APPROVAL_TEMPLATE_PREFIX}${code}`,
    languageCode: '01' as const,
    subject: `[${APPROVAL_TYPES[code].ko}] {{documentNo}}`,
    html: documentHtml('ko', `${APPROVAL_TYPES[code].ko} 요청서`),
    text: documentText('ko', `${APPROVAL_TYPES[code].ko} 요청서`),
  },
  {
    name: `${APPROVAL_TEMPLATE_PREFIX}${code}`,
    languageCode: '02' as const,
    subject: `[${APPROVAL_TYPES[code].en}] {{documentNo}}`,
    html: documentHtml('en', `${APPROVAL_TYPES[code].en} request`),
    text: documentText('en', `${APPROVAL_TYPES[code].en} request`),
  },
]);

export const WORKSPACE_DOCUMENT_TEMPLATES: StoredTemplate[] = [
  ...approvalTemplates,
  {
    name: 'document.general',
    languageCode: '01',
    subject: '{{title}}',
    html: documentHtml('ko', '{{title}}'),
    text: documentText('ko', '{{title}}'),
  },
  {
    name: 'document.general',
    languageCode: '02',
    subject: '{{title}}',
    html: documentHtml('en', '{{title}}'),
    text: documentText('en', '{{title}}'),
  },
];
