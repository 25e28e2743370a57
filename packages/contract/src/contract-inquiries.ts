import { z } from 'zod';
import { ZIsoDateTime, ZPage, ZPageRequest } from './common';
import { isInternationalPhone, toStoredPhone } from './text';
import { CONTRACT_INQUIRY_WORKFLOW, type TContractInquiryState, type TContractInquiryWorkflowAction } from './workflow';

/**
 * Contract inquiries (spec 2 sections 2, 3 and 5): visitors and members ask about a contract; provider
 * staff see, assign and answer them, and the answer goes by mail in the writer's language. A workflow kind,
 * `contractInquiry` (decision 077; a visitor's has no company): its statuses and actions are the declaration's states and
 * actions (CONTRACT_INQUIRY_WORKFLOW). The rules of the form (`contractInquiryIssues`) are shared by the server and the web.
 */

export const CONTRACT_INQUIRY_STATUSES = ['OPEN', 'ASSIGNED', 'ANSWERED'] as const satisfies readonly TContractInquiryState[];
export const ZContractInquiryStatus = z.enum(CONTRACT_INQUIRY_STATUSES);
export type TContractInquiryStatus = z.infer<typeof ZContractInquiryStatus>;
export const CONTRACT_INQUIRY_STATUS_LABELS: Record<TContractInquiryStatus, { ko: string; en: string }> = {
  OPEN: CONTRACT_INQUIRY_WORKFLOW.states.OPEN.label,
  ASSIGNED: CONTRACT_INQUIRY_WORKFLOW.states.ASSIGNED.label,
  ANSWERED: CONTRACT_INQUIRY_WORKFLOW.states.ANSWERED.label,
};

export const CONTRACT_INQUIRY_ACTIONS = ['assign', 'unassign', 'answer'] as const satisfies readonly TContractInquiryWorkflowAction[];
export const ZContractInquiryAction = z.enum(CONTRACT_INQUIRY_ACTIONS);
export type TContractInquiryAction = z.infer<typeof ZContractInquiryAction>;

/** Visitors' limits, as the non-member inquiry's: per e-mail address and per client address, in an hour. */
export const CONTRACT_INQUIRY_LIMIT_PER_EMAIL = 3;
export const CONTRACT_INQUIRY_LIMIT_PER_IP = 10;
export const CONTRACT_INQUIRY_WINDOW_MS = 60 * 60 * 1000;

/** Longest value of each field, in characters. */
export const CONTRACT_INQUIRY_MAX = {
  companyName: 200,
  website: 300,
  postalCode: 20,
  city: 100,
  addressDetail: 300,
  name: 100,
  email: 254,
  telephone: 30,
  schedule: 200,
  comments: 4000,
  answer: 4000,
} as const;

export const CONTRACT_INQUIRY_FIELDS = [
  'companyName',
  'website',
  'countryCode',
  'postalCode',
  'city',
  'addressDetail',
  'name',
  'email',
  'telephone',
  'privacyConsent',
  'schedule',
  'comments',
] as const;
export type TContractInquiryField = (typeof CONTRACT_INQUIRY_FIELDS)[number];
export const CONTRACT_INQUIRY_FIELD_LABELS: Record<TContractInquiryField | 'answer', { ko: string; en: string }> = {
  companyName: { ko: '회사명', en: 'Company name' },
  website: { ko: '웹사이트', en: 'Website' },
  countryCode: { ko: '국가', en: 'Country' },
  postalCode: { ko: '우편번호', en: 'Postal code' },
  city: { ko: '시·도', en: 'City or province' },
  addressDetail: { ko: '상세 주소', en: 'Address details' },
  name: { ko: '이름', en: 'Name' },
  email: { ko: '이메일', en: 'E-mail' },
  telephone: { ko: '전화번호', en: 'Telephone' },
  privacyConsent: { ko: '개인정보 수집·이용 동의', en: 'Consent to the use of personal information' },
  schedule: { ko: '예상 일정', en: 'Approximate schedule' },
  comments: { ko: '기타내용', en: 'Other comments' },
  answer: { ko: '답변', en: 'Answer' },
};
export const contractInquiryFieldLabel = (field: string, lang: 'ko' | 'en') =>
  CONTRACT_INQUIRY_FIELD_LABELS[field as TContractInquiryField]?.[lang] ?? field;

const noNul = (s: string) => !s.includes('\u0000');
/** Loose on purpose (lengths are told with their own message by `contractInquiryIssues`); NUL is refused here. */
const ZText = (max = 1000) => z.string().max(max).refine(noNul);

export const ZContractInquiryForm = z.object({
  companyName: ZText().default(''),
  website: ZText().optional(),
  /** A code of the nation code list (KR, US, ...). */
  countryCode: z.string().max(3).refine(noNul).default(''),
  postalCode: ZText().optional(),
  city: ZText().optional(),
  addressDetail: ZText().optional(),
  name: ZText().default(''),
  email: ZText().default(''),
  /** International format with country code (+82-2-100-1234). */
  telephone: ZText().overwrite(toStoredPhone).default(''),
  privacyConsent: z.boolean().default(false),
  schedule: ZText().optional(),
  comments: ZText(10_000).default(''),
});
export type TContractInquiryForm = z.infer<typeof ZContractInquiryForm>;
export type TContractInquiryFormInput = z.input<typeof ZContractInquiryForm>;

export interface TContractInquiryIssue {
  field: TContractInquiryField;
  code: 'CIQ1N4001' | 'CIQ1N4002' | 'CIQ1N4003' | 'CIQ1N4004' | 'CIQ1N4005' | 'CIQ1N4006';
  params?: Record<string, string | number>;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEBSITE_PATTERN = /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i;
const REQUIRED: readonly TContractInquiryField[] = ['companyName', 'countryCode', 'name', 'email', 'telephone'];

/**
 * The problems of a form, one per field, in the order the form shows them: company name, country, name, e-mail and
 * telephone are required (the reply needs them); the telephone in the international format; privacy consent and the
 * other comments are required with the specification's own messages. (The country's code is checked against the code
 * list by the server.)
 */
export function contractInquiryIssues(form: TContractInquiryFormInput): TContractInquiryIssue[] {
  const issues: TContractInquiryIssue[] = [];
  for (const field of CONTRACT_INQUIRY_FIELDS) {
    if (field === 'privacyConsent') {
      if (form.privacyConsent !== true) issues.push({ field, code: 'CIQ1N4005' });
      continue;
    }
    const v = (form[field] ?? '').trim();
    const max = (CONTRACT_INQUIRY_MAX as Record<string, number>)[field];
    if (!v) {
      if (field === 'comments') issues.push({ field, code: 'CIQ1N4006' });
      else if (REQUIRED.includes(field)) issues.push({ field, code: 'CIQ1N4001', params: { item: field } });
    } else if (max !== undefined && [...v].length > max) issues.push({ field, code: 'CIQ1N4004', params: { item: field, max } });
    else if (field === 'email' && !EMAIL_PATTERN.test(v)) issues.push({ field, code: 'CIQ1N4002', params: { item: field } });
    else if (field === 'website' && !WEBSITE_PATTERN.test(v)) issues.push({ field, code: 'CIQ1N4002', params: { item: field } });
    else if (field === 'telephone' && !isInternationalPhone(v)) issues.push({ field, code: 'CIQ1N4003' });
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------------------
// Calls

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
export const ZContractInquiryIdParams = z.object({ inquiryId: ZId });
export const ZContractInquiryActionParams = ZContractInquiryIdParams.extend({ action: z.string().max(40) });

export const ZContractInquiryCreateRequest = ZContractInquiryForm;
export type TContractInquiryCreateRequest = z.input<typeof ZContractInquiryCreateRequest>;

export const ZContractInquiryCreateResponse = z.object({
  inquiryId: z.number().int(),
  inquiryNumber: z.string(),
  createdAt: ZIsoDateTime,
});
export type TContractInquiryCreateResponse = z.infer<typeof ZContractInquiryCreateResponse>;

/** What a signed-in member's form starts with: their name and contact details and their company's. */
export const ZContractInquiryPrefill = z.object({
  companyName: z.string(),
  countryCode: z.string(),
  name: z.string(),
  email: z.string(),
  telephone: z.string(),
});
export type TContractInquiryPrefill = z.infer<typeof ZContractInquiryPrefill>;

export const ZContractInquirySearchRequest = ZPageRequest.extend({
  status: ZContractInquiryStatus.optional(),
  /** Company, name, e-mail or inquiry number text. */
  searchText: z.string().trim().max(100).refine(noNul).optional(),
  /** Received from / to (Korean calendar dates, inclusive). */
  fromDate: z.iso.date().optional(),
  toDate: z.iso.date().optional(),
  /** Only those assigned to the caller. */
  mine: z.boolean().optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
});
export type TContractInquirySearchRequest = z.input<typeof ZContractInquirySearchRequest>;

export const ZContractInquiryListItem = z.object({
  inquiryId: z.number().int(),
  inquiryNumber: z.string(),
  status: ZContractInquiryStatus,
  /** A member's inquiry (Y) or a visitor's (N). */
  memberYn: z.enum(['Y', 'N']),
  companyName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  name: z.string(),
  email: z.string(),
  telephone: z.string(),
  /** The language of the writer (the answer mail's). */
  lang: z.enum(['ko', 'en']),
  createdAt: ZIsoDateTime,
  assigneeName: z.string().nullable(),
  assignedToMe: z.boolean(),
  answeredAt: ZIsoDateTime.nullable(),
});
export type TContractInquiryListItem = z.infer<typeof ZContractInquiryListItem>;

export const ZContractInquiryCounts = z.object({
  open: z.number().int(),
  assigned: z.number().int(),
  answered: z.number().int(),
  /** Assigned to the caller and not yet answered. */
  mine: z.number().int(),
});
export const ZContractInquirySearchResponse = ZPage(ZContractInquiryListItem).extend({ counts: ZContractInquiryCounts });
export type TContractInquirySearchResponse = z.infer<typeof ZContractInquirySearchResponse>;

export const ZContractInquiryDetail = ZContractInquiryListItem.extend({
  website: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  addressDetail: z.string().nullable(),
  schedule: z.string().nullable(),
  comments: z.string(),
  privacyConsentAt: ZIsoDateTime,
  answer: z.string().nullable(),
  answeredByName: z.string().nullable(),
  allowedActions: z.array(ZContractInquiryAction),
  version: z.number().int(),
});
export type TContractInquiryDetail = z.infer<typeof ZContractInquiryDetail>;

export const ZContractInquiryActionRequest = z.object({
  /** The version the caller saw (a stale one answers 409). */
  version: z.number().int().positive().max(2_147_483_647),
  /** The answer (action `answer`), plain text. */
  answer: ZText(10_000).optional(),
});
export type TContractInquiryActionRequest = z.input<typeof ZContractInquiryActionRequest>;

/** The web pages of contract inquiries. */
export const contractInquiryFormPage = '/support/contract-inquiry';
export const contractInquiryDonePage = '/support/contract-inquiry-done';
export const contractInquiryListPage = (inquiryId?: number) =>
  inquiryId ? `/admin/contract-inquiry-list?inquiryId=${inquiryId}` : '/admin/contract-inquiry-list';
