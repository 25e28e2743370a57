import { z } from 'zod';
import { ZIsoDateTime, ZPage, ZPageRequest } from './common';
import { ZFileInfo, ZFileUUID } from './files';
import { isInternationalPhone, toStoredPhone } from './text';
import { ORDER_WORKFLOW, type TOrderAction, type TOrderState } from './workflow';

/**
 * Order forms and contracts (spec 2, sections 3 to 5). The workflow of an order is
 * declared in workflow.ts (ORDER_WORKFLOW); this file holds the fields, the calls' shapes and the submission
 * rules that the server enforces and the web's form shows (`orderSubmissionIssues`, one rule set for both).
 */

// ---------------------------------------------------------------------------------------------------------
// Code lists (labels in both languages live here so the web shows them without a call)

export const ORDER_STATES = Object.keys(ORDER_WORKFLOW.states) as TOrderState[];
export const ORDER_ACTIONS = Object.keys(ORDER_WORKFLOW.actions) as TOrderAction[];
export const ZOrderState = z.enum(ORDER_STATES as [TOrderState, ...TOrderState[]]);
export const ZOrderAction = z.enum(ORDER_ACTIONS as [TOrderAction, ...TOrderAction[]]);

export const ORDER_REQUEST_TYPES = ['NEW', 'CHANGE', 'TERMINATION'] as const;
export const ZOrderRequestType = z.enum(ORDER_REQUEST_TYPES);
export type TOrderRequestType = z.infer<typeof ZOrderRequestType>;
export const ORDER_REQUEST_TYPE_LABELS: Record<TOrderRequestType, { ko: string; en: string }> = {
  NEW: { ko: '신규', en: 'New' },
  CHANGE: { ko: '변경', en: 'Change' },
  TERMINATION: { ko: '해지', en: 'Termination' },
};

/** How a product is used: direct, indirect (through a vendor), direct-equivalent (semi-direct). */
export const PRODUCT_USE_TYPES = ['DIRECT', 'INDIRECT', 'SEMI_DIRECT'] as const;
export const ZProductUseType = z.enum(PRODUCT_USE_TYPES);
export type TProductUseType = z.infer<typeof ZProductUseType>;
export const PRODUCT_USE_TYPE_LABELS: Record<TProductUseType, { ko: string; en: string }> = {
  DIRECT: { ko: '직접', en: 'Direct' },
  INDIRECT: { ko: '간접', en: 'Indirect' },
  SEMI_DIRECT: { ko: '준직접', en: 'Direct-equivalent (semi-direct)' },
};

export const DISTRIBUTION_OPTIONS = ['GENERAL', 'RETAIL_ONLY', 'WEBSITE_LAST_SALE', 'BROADCAST_ONLY'] as const;
export const ZDistributionOption = z.enum(DISTRIBUTION_OPTIONS);
export const DISTRIBUTION_OPTION_LABELS: Record<(typeof DISTRIBUTION_OPTIONS)[number], { ko: string; en: string }> = {
  GENERAL: { ko: '일반', en: 'General' },
  RETAIL_ONLY: { ko: '리테일 전용', en: 'Retail only' },
  WEBSITE_LAST_SALE: { ko: '웹사이트 최종 체결가', en: 'Website last-sale price' },
  BROADCAST_ONLY: { ko: '방송 매체 전용', en: 'Broadcast media only' },
};

export const NON_DISPLAY_USES = ['TRADING', 'RISK_MANAGEMENT', 'QUANT_ANALYSIS', 'PORTFOLIO_MANAGEMENT', 'ORIGINAL_WORKS'] as const;
export const ZNonDisplayUse = z.enum(NON_DISPLAY_USES);
export const NON_DISPLAY_USE_LABELS: Record<(typeof NON_DISPLAY_USES)[number], { ko: string; en: string }> = {
  TRADING: { ko: '트레이딩', en: 'Trading' },
  RISK_MANAGEMENT: { ko: '리스크 관리', en: 'Risk management' },
  QUANT_ANALYSIS: { ko: '계량 분석', en: 'Quantitative analysis' },
  PORTFOLIO_MANAGEMENT: { ko: '포트폴리오 관리', en: 'Portfolio management' },
  ORIGINAL_WORKS: { ko: '2차 저작물 작성', en: 'Original works' },
};

/** Service options of an order (sales status flags): open API use, fund administration use, PB, licence. */
export const ORDER_SERVICE_OPTIONS = ['OPEN_API', 'FUND_ADMIN', 'PB', 'LICENCE'] as const;
export const ZOrderServiceOption = z.enum(ORDER_SERVICE_OPTIONS);
export type TOrderServiceOption = z.infer<typeof ZOrderServiceOption>;
export const ORDER_SERVICE_OPTION_LABELS: Record<TOrderServiceOption, { ko: string; en: string }> = {
  OPEN_API: { ko: '오픈 API 이용', en: 'Open API use' },
  FUND_ADMIN: { ko: '펀드 사무관리 이용', en: 'Fund administration use' },
  PB: { ko: 'PB(프라이빗 뱅킹)', en: 'Private banking (PB)' },
  LICENCE: { ko: '라이선스', en: 'Licence' },
};

/** How the data feed is delivered (sales status flags). */
export const DELIVERY_PROTOCOLS = ['UDP', 'TCP', 'FTP'] as const;
export const ZDeliveryProtocol = z.enum(DELIVERY_PROTOCOLS);
export type TDeliveryProtocol = z.infer<typeof ZDeliveryProtocol>;

export const INDEX_BASES = ['REALTIME', 'DELAYED', 'EOD'] as const;
export const ZIndexBasis = z.enum(INDEX_BASES);
export const INDEX_BASIS_LABELS: Record<(typeof INDEX_BASES)[number], { ko: string; en: string }> = {
  REALTIME: { ko: '실시간', en: 'Real-time' },
  DELAYED: { ko: '지연', en: 'Delayed' },
  EOD: { ko: '종가', en: 'End of day' },
};

export const CFD_TRADING = ['NONE', 'ORIGINAL', 'PROCESSED'] as const;
export const ZCfdTrading = z.enum(CFD_TRADING);
export const CFD_TRADING_LABELS: Record<(typeof CFD_TRADING)[number], { ko: string; en: string }> = {
  NONE: { ko: '해당 없음', en: 'None' },
  ORIGINAL: { ko: '원정보형', en: 'Original-information type' },
  PROCESSED: { ko: '가공정보형', en: 'Processed-information type' },
};

/**
 * The agreements of an order (spec 2 section 3 "agreements"; section 5: six are required). Each is shown from its
 * standard document (`documentTypeCode`, seeded with the documents module) and, when accepted, recorded with its
 * timestamp and the document version.
 */
export const ORDER_AGREEMENTS = [
  { code: 'FACILITATOR', documentTypeCode: '05_01', required: true, label: { ko: '서비스 대행사 확인', en: 'Service facilitator' } },
  { code: 'TERMS_OF_USE', documentTypeCode: '05_02', required: true, label: { ko: '이용약관', en: 'Terms of use' } },
  { code: 'POLICY', documentTypeCode: '05_03', required: false, label: { ko: '정책 문서', en: 'Policy document' } },
  { code: 'NON_ACCOUNT', documentTypeCode: '05_04', required: true, label: { ko: '비계좌 가입자 확인', en: 'Non-account subscriber' } },
  { code: 'AFFIRMATION', documentTypeCode: '05_05', required: true, label: { ko: '확약서', en: 'Affirmation' } },
  { code: 'PRICE_INFO', documentTypeCode: '05_06', required: false, label: { ko: '가격 정보 확인', en: 'Price information' } },
  { code: 'TECH_AGENT', documentTypeCode: '05_07', required: true, label: { ko: '기술 대행사 확인', en: 'Technical agent' } },
  { code: 'PROMISE', documentTypeCode: '05_08', required: true, label: { ko: '약속 사항', en: 'Promise matters' } },
] as const;
export type TOrderAgreementCode = (typeof ORDER_AGREEMENTS)[number]['code'];
export const ORDER_AGREEMENT_CODES = ORDER_AGREEMENTS.map((a) => a.code) as TOrderAgreementCode[];
export const ZOrderAgreementCode = z.enum(ORDER_AGREEMENT_CODES as [TOrderAgreementCode, ...TOrderAgreementCode[]]);

/** An affiliate is a company owned more than 50% with control (spec 2 section 3). */
export const AFFILIATE_MIN_STAKE_EXCLUSIVE = 50;
export const ORDER_MAX_PRODUCTS = 50;
export const ORDER_MAX_AFFILIATES = 20;
export const ORDER_MAX_FACILITATORS = 10;
export const ORDER_MAX_FILES = 10;
export const ORDER_MAX_CONNECTIONS = 9999;
/** Longest reason of a transition (return, reconfirmation, cancellation) and of a memo, in characters. */
export const WORKFLOW_REASON_MAX = 1000;

/** The web pages of orders and contracts (mail and notification links). */
export const orderDetailPage = (id: number) => `/order/${id}/order-detail`;
export const orderReviewPage = (id: number) => `/admin/order/${id}/order-review`;
export const contractDetailPage = (id: number) => `/contract/${id}/contract-detail`;

// ---------------------------------------------------------------------------------------------------------
// The form. Every field is optional while a draft is saved (only types and lengths are checked); submission
// checks the rules of `orderSubmissionIssues`.

const noNul = (s: string) => !s.includes('\u0000');
const ZShort = z.string().trim().max(200).refine(noNul);
const ZLong = z.string().max(4000).refine(noNul);
const ZDate = z.iso.date();

export const ZOrderProductLine = z.object({
  productCode: z.string().trim().min(1).max(30),
  useType: ZProductUseType,
});
export type TOrderProductLine = z.infer<typeof ZOrderProductLine>;

export const ZOrderAffiliate = z.object({
  name: ZShort,
  relationship: ZShort,
  /** Percentage owned, more than 50 (checked at submission with its own message). */
  stakePercent: z.number().min(0).max(100),
});
export type TOrderAffiliate = z.infer<typeof ZOrderAffiliate>;

export const ZOrderContact = z.object({
  name: ZShort.optional(),
  department: ZShort.optional(),
  position: ZShort.optional(),
  email: z.string().trim().max(254).optional(),
  /** International format with country code (+82-2-100-1234). */
  phone: z.string().trim().max(30).overwrite(toStoredPhone).optional(),
});
export type TOrderContact = z.infer<typeof ZOrderContact>;
export const ORDER_CONTACT_SETS = ['order', 'billing', 'it'] as const;
export type TOrderContactSet = (typeof ORDER_CONTACT_SETS)[number];
export const ORDER_CONTACT_SET_LABELS: Record<TOrderContactSet, { ko: string; en: string }> = {
  order: { ko: '주문(계약) 담당자', en: 'Order (contract) contact' },
  billing: { ko: '청구 담당자', en: 'Billing contact' },
  it: { ko: 'IT 담당자', en: 'IT contact' },
};

export const ZServiceFacilitator = z.object({
  company: ZShort,
  address: ZShort.optional(),
  contactName: ZShort.optional(),
  position: ZShort.optional(),
  purpose: ZShort.optional(),
  serviceOffered: ZShort.optional(),
});
export type TServiceFacilitator = z.infer<typeof ZServiceFacilitator>;

export const ZOrderForm = z.object({
  /** The contract a change or a termination is for (required for those request types). */
  contractId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  /** The date the order takes effect (for a change, the new contract version's commencement). */
  commencementDate: ZDate.nullable().optional(),
  products: z.array(ZOrderProductLine).max(ORDER_MAX_PRODUCTS).default([]),
  vendorCode: z.string().trim().max(30).nullable().optional(),
  installationAddress: ZShort.optional(),
  connectionCount: z.number().int().min(0).max(ORDER_MAX_CONNECTIONS).nullable().optional(),
  brokerCompany: ZShort.optional(),
  /** Service options (open API, fund administration, PB, licence): sales status flags. */
  serviceOptions: z.array(ZOrderServiceOption).max(ORDER_SERVICE_OPTIONS.length).default([]),
  /** Delivery protocols of the data feed (UDP, TCP, FTP): sales status flags. */
  deliveryProtocols: z.array(ZDeliveryProtocol).max(DELIVERY_PROTOCOLS.length).default([]),
  distributionOptions: z.array(ZDistributionOption).max(DISTRIBUTION_OPTIONS.length).default([]),
  affiliateExtension: z.boolean().default(false),
  affiliates: z.array(ZOrderAffiliate).max(ORDER_MAX_AFFILIATES).default([]),
  nonDisplayUses: z.array(ZNonDisplayUse).max(NON_DISPLAY_USES.length).default([]),
  indexCalculation: z
    .object({
      indexName: ZShort.optional(),
      krxStockWeightPercent: z.number().min(0).max(100).nullable().optional(),
      basis: ZIndexBasis.nullable().optional(),
    })
    .nullable()
    .optional(),
  contacts: z
    .object({ order: ZOrderContact.default({}), billing: ZOrderContact.default({}), it: ZOrderContact.default({}) })
    .default({ order: {}, billing: {}, it: {} }),
  specialConditions: ZLong.optional(),
  promotion: ZLong.optional(),
  sideLetter: ZLong.optional(),
  priceInformation: ZLong.optional(),
  facilitators: z.array(ZServiceFacilitator).max(ORDER_MAX_FACILITATORS).default([]),
  cfdTrading: ZCfdTrading.default('NONE'),
  /** Termination: why and when. */
  terminationReason: ZLong.optional(),
  terminationDueDate: ZDate.nullable().optional(),
  /** Contract documents (the signed order form and its annexes) uploaded through the file service. */
  fileUUIDs: z.array(ZFileUUID).max(ORDER_MAX_FILES).default([]),
  /** The agreements the customer accepted (codes); the server records each with its time and document version. */
  acceptedAgreements: z.array(ZOrderAgreementCode).max(ORDER_AGREEMENTS.length).default([]),
});
export type TOrderForm = z.infer<typeof ZOrderForm>;
export type TOrderFormInput = z.input<typeof ZOrderForm>;

/** One problem found at submission: the field (a path of the form) and its catalogue code with parameters. */
export interface TOrderIssue {
  field: string;
  code: 'ORD1N4001' | 'ORD1N4002' | 'ORD1N4003' | 'ORD1N4004' | 'ORD1N4005' | 'ORD1N4006' | 'ORD1N4007' | 'ORD1N4008';
  params?: Record<string, string | number>;
}

/** Field names in both languages, for messages ("{item}을(를) 입력해 주세요.") and the history's "what changed". */
export const ORDER_FIELD_LABELS: Record<string, { ko: string; en: string }> = {
  contractId: { ko: '계약', en: 'Contract' },
  commencementDate: { ko: '개시일', en: 'Commencement date' },
  products: { ko: '정보상품', en: 'Information products' },
  vendorCode: { ko: '벤더', en: 'Vendor' },
  installationAddress: { ko: '데이터피드 설치 주소', en: 'Data-feed installation address' },
  serviceOptions: { ko: '서비스 옵션', en: 'Service options' },
  deliveryProtocols: { ko: '전송 방식', en: 'Delivery protocols' },
  connectionCount: { ko: '접속 회선 수', en: 'Number of connections' },
  brokerCompany: { ko: '중개 회원사', en: 'Broker or member company' },
  distributionOptions: { ko: '외부 배포 옵션', en: 'External distribution options' },
  affiliateExtension: { ko: '계열사 확장', en: 'Affiliate extension' },
  affiliates: { ko: '계열사', en: 'Affiliates' },
  'affiliates.name': { ko: '계열사명', en: 'Affiliate name' },
  'affiliates.relationship': { ko: '관계', en: 'Relationship' },
  'affiliates.stakePercent': { ko: '지분율', en: 'Stake' },
  nonDisplayUses: { ko: '비조회형 이용', en: 'Non-display usage' },
  'indexCalculation.indexName': { ko: '지수명', en: 'Index name' },
  'indexCalculation.krxStockWeightPercent': { ko: 'KRX 종목 비중', en: 'KRX stock weight' },
  'indexCalculation.basis': { ko: '산출 기준', en: 'Basis' },
  'contacts.order.name': { ko: '주문 담당자 이름', en: 'Order contact name' },
  'contacts.order.email': { ko: '주문 담당자 이메일', en: 'Order contact e-mail' },
  'contacts.order.phone': { ko: '주문 담당자 전화번호', en: 'Order contact telephone' },
  'contacts.billing.name': { ko: '청구 담당자 이름', en: 'Billing contact name' },
  'contacts.billing.email': { ko: '청구 담당자 이메일', en: 'Billing contact e-mail' },
  'contacts.billing.phone': { ko: '청구 담당자 전화번호', en: 'Billing contact telephone' },
  'contacts.it.name': { ko: 'IT 담당자 이름', en: 'IT contact name' },
  'contacts.it.email': { ko: 'IT 담당자 이메일', en: 'IT contact e-mail' },
  'contacts.it.phone': { ko: 'IT 담당자 전화번호', en: 'IT contact telephone' },
  specialConditions: { ko: '특약 사항', en: 'Special conditions' },
  promotion: { ko: '프로모션(약속 사항)', en: 'Promotion (promise matters)' },
  sideLetter: { ko: '부속 서한', en: 'Side letter' },
  priceInformation: { ko: '가격 정보', en: 'Price information' },
  facilitators: { ko: '서비스 대행사', en: 'Service facilitators' },
  'facilitators.company': { ko: '대행사명', en: 'Facilitator company' },
  cfdTrading: { ko: '금융상품(CFD) 거래', en: 'Trading of financial products (CFD)' },
  terminationReason: { ko: '해지 사유', en: 'Termination reason' },
  terminationDueDate: { ko: '해지 예정일', en: 'Termination due date' },
  fileUUIDs: { ko: '계약 서류', en: 'Contract documents' },
  acceptedAgreements: { ko: '동의', en: 'Agreements' },
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The rules an order must meet to be submitted (spec 2 section 5), in the order the form shows its fields; one issue
 * per field. The server refuses a submission with the first issue; the web marks every field with its own.
 * `today` is the Korean calendar date (YYYY-MM-DD) of the server's clock.
 */
export function orderSubmissionIssues(requestType: TOrderRequestType, form: TOrderForm, today: string): TOrderIssue[] {
  const issues: TOrderIssue[] = [];
  const seen = new Set<string>();
  const add = (issue: TOrderIssue) => {
    if (seen.has(issue.field)) return;
    seen.add(issue.field);
    issues.push(issue);
  };
  const required = (field: string, value: unknown) => {
    const empty = value == null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
    if (empty) add({ field, code: 'ORD1N4001', params: { item: field } });
    return !empty;
  };
  if (requestType !== 'NEW') required('contractId', form.contractId);
  if (requestType === 'TERMINATION') {
    required('terminationReason', form.terminationReason);
    if (required('terminationDueDate', form.terminationDueDate) && form.terminationDueDate! < today)
      add({ field: 'terminationDueDate', code: 'ORD1N4004', params: { item: 'terminationDueDate' } });
  } else {
    if (required('commencementDate', form.commencementDate) && form.commencementDate! < today)
      add({ field: 'commencementDate', code: 'ORD1N4004', params: { item: 'commencementDate' } });
    required('products', form.products);
    const codes = form.products.map((p) => p.productCode);
    if (new Set(codes).size !== codes.length) add({ field: 'products', code: 'ORD1N4005' });
    if (form.products.some((p) => p.useType === 'INDIRECT')) required('vendorCode', form.vendorCode);
    if (form.products.some((p) => p.useType !== 'INDIRECT')) {
      required('installationAddress', form.installationAddress);
      required('connectionCount', form.connectionCount);
    }
    if (form.affiliateExtension) {
      required('affiliates', form.affiliates);
      form.affiliates.forEach((a, i) => {
        required(`affiliates.${i}.name`, a.name);
        required(`affiliates.${i}.relationship`, a.relationship);
        if (!(a.stakePercent > AFFILIATE_MIN_STAKE_EXCLUSIVE)) add({ field: `affiliates.${i}.stakePercent`, code: 'ORD1N4006' });
      });
    }
    if (form.indexCalculation) {
      required('indexCalculation.indexName', form.indexCalculation.indexName);
      required('indexCalculation.krxStockWeightPercent', form.indexCalculation.krxStockWeightPercent);
      required('indexCalculation.basis', form.indexCalculation.basis);
    }
    form.facilitators.forEach((f, i) => required(`facilitators.${i}.company`, f.company));
  }
  // A termination asks only what it needs: its reason, its due date and who to contact about it (the order contact).
  const termination = requestType === 'TERMINATION';
  for (const set of termination ? (['order'] as const) : ORDER_CONTACT_SETS) {
    const c = form.contacts[set];
    required(`contacts.${set}.name`, c.name);
    if (required(`contacts.${set}.email`, c.email) && !EMAIL_PATTERN.test(c.email!))
      add({ field: `contacts.${set}.email`, code: 'ORD1N4002', params: { item: `contacts.${set}.email` } });
    if (required(`contacts.${set}.phone`, c.phone) && !isInternationalPhone(c.phone!))
      add({ field: `contacts.${set}.phone`, code: 'ORD1N4003' });
  }
  // "A file must be selected": a new order carries its signed contract documents.
  if (requestType === 'NEW' && form.fileUUIDs.length === 0) add({ field: 'fileUUIDs', code: 'ORD1N4007' });
  // The agreements are those of a licence being made or changed: a termination accepts none.
  if (termination) return issues;
  const accepted = new Set(form.acceptedAgreements);
  for (const a of ORDER_AGREEMENTS)
    if (a.required && !accepted.has(a.code)) add({ field: `agreements.${a.code}`, code: 'ORD1N4008', params: { item: a.code } });
  return issues;
}

/**
 * The fields of an order form that belong to one order, not to the contract's terms: which contract, from when, why and
 * until when it ends, its signed files and its agreements. Every other field is a term of the contract, which a change
 * carries over (a change order started with only the products would drop every other term once approved).
 */
export const ORDER_OWN_FIELDS = [
  'contractId',
  'commencementDate',
  'terminationReason',
  'terminationDueDate',
  'fileUUIDs',
  'acceptedAgreements',
] as const;

/** The contract's terms in an order form: the form with the fields of one order emptied. */
export function contractTermsOf(form: TOrderForm): TOrderForm {
  return {
    ...form,
    contractId: null,
    commencementDate: null,
    terminationReason: undefined,
    terminationDueDate: null,
    fileUUIDs: [],
    acceptedAgreements: [],
  };
}

const blank = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
const fillContact = (mine: TOrderContact, theirs: TOrderContact | undefined): TOrderContact => {
  const out: TOrderContact = { ...mine };
  for (const k of ['name', 'department', 'position', 'email', 'phone'] as const)
    if (blank(out[k]) && !blank(theirs?.[k])) out[k] = theirs![k];
  return out;
};

/**
 * A change or termination starts from the contract's current terms, field by field: every term the form leaves blank
 * takes the contract's value (a change: every term; a termination: only its order contact, the one term it asks for).
 * The fields of the order itself (ORDER_OWN_FIELDS) and any term the form gives are kept as given.
 */
export function withContractTerms(requestType: TOrderRequestType, form: TOrderForm, terms: TOrderForm | null): TOrderForm {
  if (!terms || requestType === 'NEW') return form;
  const contacts = {
    order: fillContact(form.contacts.order, terms.contacts?.order),
    billing: requestType === 'CHANGE' ? fillContact(form.contacts.billing, terms.contacts?.billing) : form.contacts.billing,
    it: requestType === 'CHANGE' ? fillContact(form.contacts.it, terms.contacts?.it) : form.contacts.it,
  };
  if (requestType === 'TERMINATION') return { ...form, contacts };
  const out: Record<string, unknown> = { ...form, contacts };
  const own = new Set<string>(ORDER_OWN_FIELDS);
  for (const [key, value] of Object.entries(terms)) {
    if (own.has(key) || key === 'contacts') continue;
    const mine = out[key];
    const unset = blank(mine) || (key === 'affiliateExtension' && mine === false) || (key === 'cfdTrading' && mine === 'NONE');
    if (unset && !blank(value)) out[key] = value;
  }
  return out as TOrderForm;
}

/** Names of the parts of a version's content the contract's field labels do not name (sub-fields, the agreements' records). */
const ORDER_HISTORY_MORE_LABELS: Record<string, { ko: string; en: string }> = {
  requestType: { ko: '신청 구분', en: 'Request type' },
  'products.productCode': { ko: '정보상품', en: 'Information product' },
  'products.useType': { ko: '이용 구분', en: 'Use type' },
  'contacts.order.department': { ko: '주문 담당자 부서', en: 'Order contact department' },
  'contacts.order.position': { ko: '주문 담당자 직위', en: 'Order contact position' },
  'contacts.billing.department': { ko: '청구 담당자 부서', en: 'Billing contact department' },
  'contacts.billing.position': { ko: '청구 담당자 직위', en: 'Billing contact position' },
  'contacts.it.department': { ko: 'IT 담당자 부서', en: 'IT contact department' },
  'contacts.it.position': { ko: 'IT 담당자 직위', en: 'IT contact position' },
  'facilitators.address': { ko: '대행사 주소', en: 'Facilitator address' },
  'facilitators.contactName': { ko: '대행사 담당자', en: 'Facilitator contact' },
  'facilitators.position': { ko: '대행사 담당자 직위', en: 'Facilitator contact position' },
  'facilitators.purpose': { ko: '대행 목적', en: 'Facilitator purpose' },
  'facilitators.serviceOffered': { ko: '제공 서비스', en: 'Service offered' },
  // The records of the agreements: one line each (its time, document and version are on the order's page).
  'agreements.code': { ko: '동의 기록', en: 'Agreement recorded' },
};

/** A path of a version's content without the form's wrapper and list positions: `form.products[0].useType` -> `products.useType`. */
const orderHistoryKey = (path: string) =>
  path
    .replace(/^form\./, '')
    .replace(/\[\d*\]/g, '')
    .replace(/\.\d+(?=\.|$)/g, '');

/**
 * The label of a field of an order version for the history and the comparison (the kit asks a path in a list first as
 * it is, then without its positions and adds the item number): the contract's field labels, else this screen's own;
 * undefined for what an order has no name for (left out of the history).
 */
export function orderHistoryFieldLabel(path: string, lang: 'ko' | 'en'): string | undefined {
  if (/\[\d+\]/.test(path)) return undefined;
  const key = orderHistoryKey(path);
  return (ORDER_HISTORY_MORE_LABELS[key] ?? ORDER_FIELD_LABELS[key])?.[lang];
}

/** The label of a field path in a language (array indices dropped: `affiliates.0.name` -> `affiliates.name`). */
export function orderFieldLabel(path: string, lang: 'ko' | 'en'): string {
  const key = path.replace(/\.\d+(?=\.|$)/g, '');
  const agreement = ORDER_AGREEMENTS.find((a) => `agreements.${a.code}` === key || a.code === key);
  if (agreement) return agreement.label[lang];
  return ORDER_FIELD_LABELS[key]?.[lang] ?? ORDER_FIELD_LABELS[key.split('.')[0]!]?.[lang] ?? path;
}

// ---------------------------------------------------------------------------------------------------------
// Calls

export const ZOrderIdParams = z.object({ orderId: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZOrderActionParams = ZOrderIdParams.extend({ action: z.string().max(40) });

export const ZOrderCreateRequest = z.object({
  requestType: ZOrderRequestType,
  form: ZOrderForm,
});
export type TOrderCreateRequest = z.input<typeof ZOrderCreateRequest>;

/** Saves the fields (a customer in a draft, returned or reconfirmation state; provider staff before returning). */
export const ZOrderUpdateRequest = z.object({
  version: z.number().int().positive().max(2_147_483_647),
  form: ZOrderForm,
  /** Why the provider edited (shown in the history). */
  memo: z.string().max(WORKFLOW_REASON_MAX).refine(noNul).optional(),
});
export type TOrderUpdateRequest = z.input<typeof ZOrderUpdateRequest>;

export const ZWorkflowActionRequest = z.object({
  version: z.number().int().positive().max(2_147_483_647),
  reason: z.string().max(WORKFLOW_REASON_MAX).refine(noNul).optional(),
  memo: z.string().max(WORKFLOW_REASON_MAX).refine(noNul).optional(),
});
export type TWorkflowActionRequest = z.input<typeof ZWorkflowActionRequest>;

export const ZOrderSearchRequest = ZPageRequest.extend({
  state: ZOrderState.optional(),
  requestType: ZOrderRequestType.optional(),
  productCode: z.string().trim().max(30).optional(),
  /** Last modified from / to (Korean calendar dates, inclusive). */
  fromDate: ZDate.optional(),
  toDate: ZDate.optional(),
  /** Order number or title text. */
  searchText: z.string().trim().max(100).optional(),
  /** Provider staff: one company (customers always see their own). */
  companyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  sort: z.enum(['updatedDesc', 'updatedAsc', 'numberDesc', 'numberAsc']).default('updatedDesc'),
});
export type TOrderSearchRequest = z.input<typeof ZOrderSearchRequest>;

export const ZOrderListItem = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  state: ZOrderState,
  requestType: ZOrderRequestType,
  companyId: z.number().int(),
  companyName: z.string(),
  contractId: z.number().int().nullable(),
  contractNumber: z.string().nullable(),
  /** Product names joined for the list ("KOSPI 실시간 외 2건"). */
  productSummary: z.string(),
  commencementDate: z.string().nullable(),
  /** The provider's manager (the assigned sales representative), formatted. */
  managerName: z.string().nullable(),
  updatedAt: ZIsoDateTime,
  version: z.number().int(),
});
export type TOrderListItem = z.infer<typeof ZOrderListItem>;
export const ZOrderSearchResponse = ZPage(ZOrderListItem);
export type TOrderSearchResponse = z.infer<typeof ZOrderSearchResponse>;

export const ZOrderAgreementRecord = z.object({
  code: ZOrderAgreementCode,
  acceptedAt: ZIsoDateTime,
  documentTypeCode: z.string(),
  documentVersion: z.string(),
  acceptedByName: z.string(),
});

export const ZOrderDetail = ZOrderListItem.extend({
  form: ZOrderForm,
  files: z.array(ZFileInfo),
  agreements: z.array(ZOrderAgreementRecord),
  createdAt: ZIsoDateTime,
  createdByName: z.string(),
  submittedAt: ZIsoDateTime.nullable(),
  approvedAt: ZIsoDateTime.nullable(),
  /** The latest reason of a return, a reconfirmation request or a cancellation. */
  lastReason: z.string().nullable(),
  /** What the caller may do now: exactly the buttons the web shows (workflow declaration + role + company). */
  allowedActions: z.array(ZOrderAction),
  mayEdit: z.boolean(),
  /** The contract the approval created or changed. */
  resultContractId: z.number().int().nullable(),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

/** One history version (creation, transition or edit) with the content then. */
export const ZRequestVersion = z.object({
  versionNo: z.number().int(),
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string(),
  actorName: z.string(),
  actorRole: z.string(),
  at: ZIsoDateTime,
  reason: z.string().nullable(),
  memo: z.string().nullable(),
  content: z.record(z.string(), z.unknown()),
});
export type TRequestVersion = z.infer<typeof ZRequestVersion>;
export const ZRequestVersions = z.object({ items: z.array(ZRequestVersion) });

// ---------------------------------------------------------------------------------------------------------
// Contracts

/**
 * SUSPENDED is never stored: a contract shows it while an approved suspension's period covers the current Korean day
 * (suspensions area), and shows its stored status again after it.
 */
export const CONTRACT_STATUSES = ['ACTIVE', 'SUSPENDED', 'TERMINATION_SCHEDULED', 'TERMINATED'] as const;
export const ZContractStatus = z.enum(CONTRACT_STATUSES);
export type TContractStatus = z.infer<typeof ZContractStatus>;
export const CONTRACT_STATUS_LABELS: Record<TContractStatus, { ko: string; en: string; tone: 'success' | 'warning' | 'default' }> = {
  ACTIVE: { ko: '이용 중', en: 'Active', tone: 'success' },
  SUSPENDED: { ko: '일시 중지', en: 'Suspended', tone: 'warning' },
  TERMINATION_SCHEDULED: { ko: '해지 예정', en: 'Termination scheduled', tone: 'warning' },
  TERMINATED: { ko: '해지', en: 'Terminated', tone: 'default' },
};

export const ZContractIdParams = z.object({ contractId: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZContractSearchRequest = ZPageRequest.extend({
  status: ZContractStatus.optional(),
  productCode: z.string().trim().max(30).optional(),
  searchText: z.string().trim().max(100).optional(),
  companyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  sort: z.enum(['contractDateDesc', 'contractDateAsc']).default('contractDateDesc'),
});
export type TContractSearchRequest = z.input<typeof ZContractSearchRequest>;

export const ZContractListItem = z.object({
  contractId: z.number().int(),
  contractNumber: z.string(),
  /** Name and order type (e.g. "알파증권 시세정보 이용계약 (신규)"). */
  contractName: z.string(),
  orderType: ZOrderRequestType,
  status: ZContractStatus,
  companyId: z.number().int(),
  companyName: z.string(),
  contractDate: z.string(),
  beginDate: z.string(),
  terminationDate: z.string().nullable(),
  /** The day a scheduled termination takes effect (TERMINATION_SCHEDULED), else null. */
  terminationDueDate: z.string().nullable().default(null),
  /** Whether the contract's commencement (begin date) is after today's business day: it shows "starts on", not "active". */
  upcoming: z.boolean().default(false),
  managerName: z.string().nullable(),
  productCount: z.number().int(),
  version: z.number().int(),
  /**
   * The order for the contract in progress, when one is (the pickers of a change or termination offer the contract
   * disabled, say why and link to it). Given by the contract search.
   */
  openOrder: z.object({ orderId: z.number().int(), orderNumber: z.string(), requestType: ZOrderRequestType }).nullable().optional(),
});
export type TContractListItem = z.infer<typeof ZContractListItem>;
export const ZContractSearchResponse = ZPage(ZContractListItem);

export const ZContractProduct = z.object({
  productCode: z.string(),
  productName: z.string(),
  useType: ZProductUseType,
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
});
export type TContractProduct = z.infer<typeof ZContractProduct>;

/**
 * A field a version of the document changed against the version before it, named in the request's language, so a
 * history says what each version changed, every field and not only the products. Values as stored; the screen shows them.
 */
export const ZLabelledFieldChange = z.object({
  path: z.string(),
  label: z.string(),
  kind: z.enum(['added', 'removed', 'changed']),
  before: z.unknown(),
  after: z.unknown(),
});
export type TLabelledFieldChange = z.infer<typeof ZLabelledFieldChange>;
export const ZContractVersion = z.object({
  versionNo: z.number().int(),
  effectiveFrom: z.string(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  requestType: ZOrderRequestType,
  createdAt: ZIsoDateTime,
  products: z.array(ZContractProduct),
  /** What this version changed in the contract's terms against the version before (null for the first). */
  changes: z.array(ZLabelledFieldChange).nullable().default(null),
});

export const ZContractVersions = z.object({ items: z.array(ZContractVersion) });

export const ZAgreementArchive = z.object({
  archiveId: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  fileName: z.string(),
  sha256: z.string(),
  createdAt: ZIsoDateTime,
});
export type TAgreementArchive = z.infer<typeof ZAgreementArchive>;

export const ZContractDetail = ZContractListItem.extend({
  terminationReason: z.string().nullable(),
  /** Products in use now and scheduled, with their effective dates. */
  products: z.array(ZContractProduct),
  versions: z.array(ZContractVersion),
  /** The order forms behind the contract, newest first. */
  orders: z.array(ZOrderListItem),
  /** Contract documents and use conditions (files of its approved orders); empty: "nothing to download". */
  documents: z.array(ZFileInfo),
  archives: z.array(ZAgreementArchive),
  /** Whether a change or termination may be requested now (active, no open order for it). */
  mayRequestChange: z.boolean(),
  /**
   * The contract's current terms as an order form (its latest approved new or change order, with the reported items
   * changed since: contacts, installation address, broker company): a change or termination starts from them. Null when
   * no approved order is on file.
   */
  terms: ZOrderForm.nullable().default(null),
  /** The order for the contract in progress (why no change or termination may be asked now), or null. */
  openOrder: z.object({ orderId: z.number().int(), orderNumber: z.string(), requestType: ZOrderRequestType }).nullable(),
  /** Whether the caller may request a suspension of it now (a customer of the company; not ended). */
  maySuspend: z.boolean().default(false),
});
export type TContractDetail = z.infer<typeof ZContractDetail>;

export const ZArchiveParams = ZContractIdParams.extend({ archiveId: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZInventorySearchRequest = ZPageRequest.extend({
  productCode: z.string().trim().max(30).optional(),
  useType: ZProductUseType.optional(),
  /** Only what is in use on this date (default today). */
  onDate: ZDate.optional(),
  companyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TInventorySearchRequest = z.input<typeof ZInventorySearchRequest>;
export const ZInventoryExportQuery = ZInventorySearchRequest.omit({ pageNumber: true, pageSize: true });

export const ZInventoryItem = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  marketMain: z.string(),
  provision: z.string(),
  useType: ZProductUseType,
  contractId: z.number().int(),
  contractNumber: z.string(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
});
export type TInventoryItem = z.infer<typeof ZInventoryItem>;
export const ZInventorySearchResponse = ZPage(ZInventoryItem);
