import { z } from 'zod';
import { ZIsoDateTime, ZPage, ZPageRequest } from './common';
import { isInternationalPhone, toStoredPhone } from './text';
import { OTHER_REPORT_WORKFLOW, type TOtherReportAction, type TOtherReportState } from './workflow';

/**
 * Changes of a contract's other reported items (spec 2 sections 2 to 4). The workflow is declared in
 * workflow.ts (OTHER_REPORT_WORKFLOW): a contact change (order, billing, IT contact) is applied at once (the server's
 * automatic action `apply`); every other item waits for a sales representative or administrator and takes effect when
 * approved. This file holds the items, their value shapes and the one rule set (`otherReportValueIssue`) that the server
 * enforces and the web's form shows.
 */

export const OTHER_REPORT_STATES = Object.keys(OTHER_REPORT_WORKFLOW.states) as TOtherReportState[];
export const OTHER_REPORT_ACTIONS = Object.keys(OTHER_REPORT_WORKFLOW.actions) as TOtherReportAction[];
export const ZOtherReportState = z.enum(OTHER_REPORT_STATES as [TOtherReportState, ...TOtherReportState[]]);
export const ZOtherReportAction = z.enum(OTHER_REPORT_ACTIONS as [TOtherReportAction, ...TOtherReportAction[]]);

/** The reported items of a contract, in the order the screens show them. */
export const OTHER_REPORT_ITEMS = [
  'orderContact',
  'billingContact',
  'itContact',
  'installationAddress',
  'billingAddress',
  'mailingAddress',
  'brokerCompany',
  'receivingMethod',
] as const;
export const ZOtherReportItem = z.enum(OTHER_REPORT_ITEMS);
export type TOtherReportItem = z.infer<typeof ZOtherReportItem>;

/** What kind of value an item holds: a contact (name, department, position, e-mail, telephone), a text or a code of a list. */
export type TOtherReportValueKind = 'contact' | 'text' | 'choice';

export const OTHER_REPORT_ITEM_INFO: Record<
  TOtherReportItem,
  { ko: string; en: string; kind: TOtherReportValueKind; /** Applied at once (contacts) or after approval. */ immediate: boolean }
> = {
  orderContact: { ko: '주문(계약) 담당자', en: 'Order (contract) contact', kind: 'contact', immediate: true },
  billingContact: { ko: '청구 담당자', en: 'Billing contact', kind: 'contact', immediate: true },
  itContact: { ko: 'IT 담당자', en: 'IT contact', kind: 'contact', immediate: true },
  installationAddress: { ko: '데이터피드 설치 주소', en: 'Data-feed installation address', kind: 'text', immediate: false },
  billingAddress: { ko: '청구서 수령 주소', en: 'Billing (invoice) address', kind: 'text', immediate: false },
  mailingAddress: { ko: '회사 우편물 주소', en: 'Company mailing address', kind: 'text', immediate: false },
  brokerCompany: { ko: '중개 회원사', en: 'Broker or member company', kind: 'text', immediate: false },
  receivingMethod: { ko: '정보 수신 방법', en: 'Information receiving method', kind: 'choice', immediate: false },
};

/** How the customer receives the data (the item `receivingMethod`). */
export const RECEIVING_METHODS = ['LEASED_LINE', 'INTERNET_VPN', 'CLOUD', 'VENDOR'] as const;
export type TReceivingMethod = (typeof RECEIVING_METHODS)[number];
export const RECEIVING_METHOD_LABELS: Record<TReceivingMethod, { ko: string; en: string }> = {
  LEASED_LINE: { ko: '전용회선', en: 'Leased line' },
  INTERNET_VPN: { ko: '인터넷(VPN)', en: 'Internet (VPN)' },
  CLOUD: { ko: '클라우드 연결', en: 'Cloud connection' },
  VENDOR: { ko: '벤더 경유', en: 'Through a vendor' },
};

/** Longest text of an address or a company name, and of each contact field, in characters. */
export const OTHER_REPORT_TEXT_MAX = 300;
export const OTHER_REPORT_CONTACT_FIELD_MAX = 100;
export const OTHER_REPORT_EMAIL_MAX = 254;
export const OTHER_REPORT_PHONE_MAX = 30;

const noNul = (s: string) => !s.includes('\u0000');
/** Loose on purpose (lengths are told with their own message by `otherReportValueIssue`); NUL is refused here. */
const ZField = z.string().max(1000).refine(noNul);

export const ZReportedContact = z.object({
  name: ZField.optional(),
  department: ZField.optional(),
  position: ZField.optional(),
  email: ZField.optional(),
  /** International format with country code (+82-2-100-1234). */
  phone: ZField.overwrite(toStoredPhone).optional(),
});
export type TReportedContact = z.infer<typeof ZReportedContact>;
export const CONTACT_FIELDS = ['name', 'department', 'position', 'email', 'phone'] as const;
export type TContactField = (typeof CONTACT_FIELDS)[number];
export const CONTACT_FIELD_LABELS: Record<TContactField, { ko: string; en: string }> = {
  name: { ko: '이름', en: 'Name' },
  department: { ko: '부서', en: 'Department' },
  position: { ko: '직위', en: 'Position' },
  email: { ko: '이메일', en: 'E-mail' },
  phone: { ko: '전화번호', en: 'Telephone' },
};

/** A value of an item: a contact for contacts, a text (an address, a company name, a method's code) for the rest. */
export const ZOtherReportValue = z.union([ZReportedContact, ZField]);
export type TOtherReportValue = TReportedContact | string;
/** A value or none (a union of its own: a nullable union has no `type` in the OpenAPI document). */
export const ZOtherReportValueOrNull = z.union([ZReportedContact, ZField, z.null()]);

/** The label of an item, or of a contact field of it (`orderContact.email` -> "주문(계약) 담당자 이메일"). */
export function otherReportFieldLabel(path: string, lang: 'ko' | 'en'): string {
  const [item, field] = path.split('.') as [TOtherReportItem, TContactField | undefined];
  const info = OTHER_REPORT_ITEM_INFO[item];
  if (!info) return path;
  if (!field) return info[lang];
  return `${info[lang]} ${lang === 'en' ? CONTACT_FIELD_LABELS[field].en.toLowerCase() : CONTACT_FIELD_LABELS[field].ko}`;
}

export interface TOtherReportIssue {
  /** The item, or `item.field` for a contact's field. */
  field: string;
  code: 'OTR1N4001' | 'OTR1N4002' | 'OTR1N4003' | 'OTR1N4004' | 'OTR1N4006';
  params?: Record<string, string | number>;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The value as stored: texts trimmed, empty contact fields left out. */
export function normalizeOtherReportValue(item: TOtherReportItem, value: TOtherReportValue): TOtherReportValue {
  if (OTHER_REPORT_ITEM_INFO[item].kind === 'contact') {
    const c = typeof value === 'object' && value ? value : {};
    const out: TReportedContact = {};
    for (const f of CONTACT_FIELDS) {
      const v = c[f]?.trim();
      if (v) out[f] = v;
    }
    return out;
  }
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The problems of a requested value of an item (one per field, in the order the form shows them): a contact needs a
 * name, an e-mail and a telephone in the international format; a text is required and at most 300 characters; the
 * receiving method is one of the list. Answers the issues of the normalized value.
 */
export function otherReportValueIssues(item: TOtherReportItem, value: TOtherReportValue): TOtherReportIssue[] {
  const info = OTHER_REPORT_ITEM_INFO[item];
  const issues: TOtherReportIssue[] = [];
  if (info.kind === 'contact') {
    const c = (typeof value === 'object' && value ? value : {}) as TReportedContact;
    for (const f of CONTACT_FIELDS) {
      const field = `${item}.${f}`;
      const v = c[f]?.trim() ?? '';
      const max = f === 'email' ? OTHER_REPORT_EMAIL_MAX : f === 'phone' ? OTHER_REPORT_PHONE_MAX : OTHER_REPORT_CONTACT_FIELD_MAX;
      if (!v) {
        if (f === 'name' || f === 'email' || f === 'phone') issues.push({ field, code: 'OTR1N4001', params: { item: field } });
      } else if (v.length > max) issues.push({ field, code: 'OTR1N4004', params: { item: field, max } });
      else if (f === 'email' && !EMAIL_PATTERN.test(v)) issues.push({ field, code: 'OTR1N4002', params: { item: field } });
      else if (f === 'phone' && !isInternationalPhone(v)) issues.push({ field, code: 'OTR1N4003' });
    }
    return issues;
  }
  const v = typeof value === 'string' ? value.trim() : '';
  if (!v) return [{ field: item, code: info.kind === 'choice' ? 'OTR1N4006' : 'OTR1N4001', params: { item } }];
  if (info.kind === 'choice') {
    if (!(RECEIVING_METHODS as readonly string[]).includes(v)) return [{ field: item, code: 'OTR1N4006', params: { item } }];
    return [];
  }
  if (v.length > OTHER_REPORT_TEXT_MAX) return [{ field: item, code: 'OTR1N4004', params: { item, max: OTHER_REPORT_TEXT_MAX } }];
  return [];
}

/** Whether two values of an item say the same (contacts field by field, texts as trimmed). */
export function sameOtherReportValue(item: TOtherReportItem, a: TOtherReportValue | null, b: TOtherReportValue | null): boolean {
  if (a == null || b == null) return a == null && b == null;
  const x = normalizeOtherReportValue(item, a);
  const y = normalizeOtherReportValue(item, b);
  if (typeof x === 'string' || typeof y === 'string') return x === y;
  return CONTACT_FIELDS.every((f) => (x[f] ?? '') === (y[f] ?? ''));
}

/** A value as one line of text in a language (a method's label; a contact's name, position, e-mail and telephone). */
export function otherReportValueText(item: TOtherReportItem, value: TOtherReportValue | null, lang: 'ko' | 'en'): string {
  if (value == null) return '';
  if (typeof value === 'string') {
    if (OTHER_REPORT_ITEM_INFO[item].kind === 'choice') return RECEIVING_METHOD_LABELS[value as TReceivingMethod]?.[lang] ?? value;
    return value;
  }
  return CONTACT_FIELDS.map((f) => value[f])
    .filter(Boolean)
    .join(' · ');
}

// ---------------------------------------------------------------------------------------------------------
// Calls

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
export const ZOtherReportIdParams = z.object({ requestId: ZId });
export const ZOtherReportActionParams = ZOtherReportIdParams.extend({ action: z.string().max(40) });
export const ZOtherReportContractParams = z.object({ contractId: ZId });

export const ZOtherReportCreateRequest = z.object({
  contractId: z.number().int().positive().max(2_147_483_647),
  item: ZOtherReportItem,
  value: ZOtherReportValue,
  /** A word for the representative (optional). */
  memo: z.string().max(1000).refine(noNul).optional(),
});
export type TOtherReportCreateRequest = z.input<typeof ZOtherReportCreateRequest>;

export const ZOtherReportSearchRequest = ZPageRequest.extend({
  state: ZOtherReportState.optional(),
  item: ZOtherReportItem.optional(),
  contractId: ZId.optional(),
  /** Change number or contract number text. */
  searchText: z.string().trim().max(100).refine(noNul).optional(),
  /** Request date from / to (Korean calendar dates, inclusive). */
  fromDate: z.iso.date().optional(),
  toDate: z.iso.date().optional(),
  /** Provider staff: one company (customers always see their own). */
  companyId: ZId.optional(),
  sort: z.enum(['requestedDesc', 'requestedAsc', 'updatedDesc']).default('requestedDesc'),
});
export type TOtherReportSearchRequest = z.input<typeof ZOtherReportSearchRequest>;

export const ZOtherReportListItem = z.object({
  requestId: z.number().int(),
  requestNumber: z.string(),
  state: ZOtherReportState,
  companyId: z.number().int(),
  companyName: z.string(),
  contractId: z.number().int(),
  contractNumber: z.string(),
  item: ZOtherReportItem,
  /** Applied at once when requested (contacts) rather than after approval. */
  immediate: z.boolean(),
  oldValue: ZOtherReportValueOrNull,
  newValue: ZOtherReportValue,
  requestedAt: ZIsoDateTime,
  requesterName: z.string(),
  /** Who approved or rejected (a contact change applied at once names nobody), and when. */
  approverName: z.string().nullable(),
  decidedAt: ZIsoDateTime.nullable(),
  rejectionReason: z.string().nullable(),
  updatedAt: ZIsoDateTime,
  version: z.number().int(),
});
export type TOtherReportListItem = z.infer<typeof ZOtherReportListItem>;
export const ZOtherReportSearchResponse = ZPage(ZOtherReportListItem);
export type TOtherReportSearchResponse = z.infer<typeof ZOtherReportSearchResponse>;

export const ZOtherReportDetail = ZOtherReportListItem.extend({
  contractName: z.string(),
  memo: z.string().nullable(),
  /** What the caller may do now: exactly the buttons the web shows (declaration + role + company). */
  allowedActions: z.array(ZOtherReportAction),
});
export type TOtherReportDetail = z.infer<typeof ZOtherReportDetail>;

export const ZReportedItemValue = z.object({
  item: ZOtherReportItem,
  immediate: z.boolean(),
  value: ZOtherReportValueOrNull,
  /** When the value was last changed by a request (null: as in the contract's order form). */
  changedAt: ZIsoDateTime.nullable(),
  /** The open (requested or received) change of the item, if any. */
  openRequestId: z.number().int().nullable(),
  openRequestValue: ZOtherReportValueOrNull,
});
export type TReportedItemValue = z.infer<typeof ZReportedItemValue>;

export const ZContractReportedItems = z.object({
  contractId: z.number().int(),
  contractNumber: z.string(),
  contractName: z.string(),
  companyName: z.string(),
  /** Whether a customer of the contract's company may request a change now (the contract is not terminated). */
  mayRequest: z.boolean(),
  items: z.array(ZReportedItemValue),
});
export type TContractReportedItems = z.infer<typeof ZContractReportedItems>;

/** The web page of the list (the drawer opens the request named in the query). */
export const otherReportListPage = (requestId?: number) =>
  requestId ? `/contract/other-report-list?requestId=${requestId}` : '/contract/other-report-list';
export const otherReportRequestPage = (contractId: number) => `/contract/${contractId}/other-report-request`;
