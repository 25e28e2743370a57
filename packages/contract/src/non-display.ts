import { z } from 'zod';
import {
  NON_DISPLAY_PURPOSES,
  NON_DISPLAY_TIER_LABELS,
  nonDisplayTierOf,
  ZCurrency,
  type TCurrency,
  type TNonDisplayFee,
  type TNonDisplayPurpose,
  type TNonDisplayTier,
} from './catalogue';
import { ZIsoDateTime, ZPage, ZPageRequest } from './common';
import { ZFileInfo, ZFileUUID } from './files';
import { ZNonDisplayUse, ZOrderRequestType, type TOrderRequestType } from './orders';
import { NON_DISPLAY_WORKFLOW, type TNonDisplayAction, type TNonDisplayState, type TText } from './workflow';
import { formatMoneyText } from './money';

/**
 * Non-display (non-inquiry) usage declarations (spec 2 sections 3 to 5). The workflow is declared
 * in workflow.ts (NON_DISPLAY_WORKFLOW); this file holds the fields, the calls' shapes, the submission rules (spec
 * section 5: use or no use, effective date, commitments) that the server enforces and the web's form shows, the tier
 * and fee of each usage purpose, and the warnings (flags) shown to the customer before submitting and to the desk.
 */

export const NON_DISPLAY_STATES = Object.keys(NON_DISPLAY_WORKFLOW.states) as TNonDisplayState[];
export const NON_DISPLAY_ACTIONS = Object.keys(NON_DISPLAY_WORKFLOW.actions) as TNonDisplayAction[];
export const ZNonDisplayState = z.enum(NON_DISPLAY_STATES as [TNonDisplayState, ...TNonDisplayState[]]);
export const ZNonDisplayAction = z.enum(NON_DISPLAY_ACTIONS as [TNonDisplayAction, ...TNonDisplayAction[]]);

/**
 * The states in which a declaration counts as filed for its order (the order rule of spec section 5): submitted,
 * reconfirmation requested, approved, or approved and being changed. A draft does not count.
 */
export const NON_DISPLAY_FILED_STATES: readonly TNonDisplayState[] = ['SUBMITTED', 'EXCHANGE_REVIEW', 'RECONFIRM', 'APPROVED', 'REVISING'];
/** States of a declaration that is no longer live: an order may have a new one. At most one live declaration per order. */
export const NON_DISPLAY_ENDED_STATES: readonly TNonDisplayState[] = ['REJECTED', 'CANCELLED'];

/** The web pages of declarations. */
export const nonDisplayListPage = '/report/non-display-list';
export const nonDisplayWritePage = '/report/non-display-write';
export const nonDisplayDetailPage = (id: number) => `/report/${id}/non-display-detail`;

// ---------------------------------------------------------------------------------------------------------
// Code lists

export const NON_DISPLAY_USE_CHOICES = ['USE', 'NO_USE'] as const;
export const ZNonDisplayUseChoice = z.enum(NON_DISPLAY_USE_CHOICES);
export type TNonDisplayUseChoice = z.infer<typeof ZNonDisplayUseChoice>;
export const NON_DISPLAY_USE_CHOICE_LABELS: Record<TNonDisplayUseChoice, TText> = {
  USE: { ko: '사용', en: 'Use' },
  NO_USE: { ko: '미사용', en: 'No use' },
};

/** The tier a purpose is declared in: one of the price table's tiers (by the number of applications) or a charge hold. */
export const CHARGE_HOLD = 'CHARGE_HOLD' as const;
export type TDeclaredTier = TNonDisplayTier | typeof CHARGE_HOLD;
export const DECLARED_TIER_LABELS: Record<TDeclaredTier, TText> = {
  ...NON_DISPLAY_TIER_LABELS,
  CHARGE_HOLD: { ko: '과금 유예', en: 'Charge hold' },
};

/** The commitments a declaration agrees to (spec section 5: all are required). */
export const NON_DISPLAY_COMMITMENTS = [
  {
    code: 'ACCURATE',
    title: { ko: '신고 내용의 정확성', en: 'Accuracy of the declaration' },
    text: {
      ko: '신고한 비조회형 이용 내용(용도, 애플리케이션 수, 적용 시작일)이 사실과 다르지 않음을 확인합니다.',
      en: 'The declared non-display use (purposes, number of applications, effective date) is true and complete.',
    },
  },
  {
    code: 'REPORT_CHANGES',
    title: { ko: '변경 신고', en: 'Reporting changes' },
    text: {
      ko: '이용 용도나 애플리케이션 수가 바뀌면 바뀐 날부터 30일 안에 변경 신고를 하겠습니다.',
      en: 'When the purposes or the number of applications change, I will file a change within 30 days.',
    },
  },
  {
    code: 'NO_REDISTRIBUTION',
    title: { ko: '재배포 금지', en: 'No redistribution' },
    text: {
      ko: '비조회형으로 이용하는 시세정보를 화면에 표시하거나 제3자에게 제공하지 않겠습니다.',
      en: 'The market data used for non-display purposes will not be displayed on screens or passed to third parties.',
    },
  },
  {
    code: 'AUDIT',
    title: { ko: '이용 실태 확인 협조', en: 'Cooperation with usage reviews' },
    text: {
      ko: '거래소와 정보 제공사의 이용 실태 확인(점검) 요청에 성실히 협조하겠습니다.',
      en: 'I will cooperate with the exchange’s and the provider’s reviews of the usage.',
    },
  },
] as const;
export type TNonDisplayCommitmentCode = (typeof NON_DISPLAY_COMMITMENTS)[number]['code'];
export const NON_DISPLAY_COMMITMENT_CODES = NON_DISPLAY_COMMITMENTS.map((c) => c.code) as TNonDisplayCommitmentCode[];
export const ZNonDisplayCommitmentCode = z.enum(
  NON_DISPLAY_COMMITMENT_CODES as [TNonDisplayCommitmentCode, ...TNonDisplayCommitmentCode[]],
);

export const NON_DISPLAY_MAX_APPLICATIONS = 9999;
export const NON_DISPLAY_MAX_FILES = 10;

// ---------------------------------------------------------------------------------------------------------
// The form. Every field is optional while a draft is saved (only types and lengths are checked); submission checks
// the rules of `nonDisplaySubmissionIssues`.

const noNul = (s: string) => !s.includes('\u0000');
const ZShort = z.string().trim().max(200).refine(noNul);
const ZDate = z.iso.date();

export const ZNonDisplayPurposeLine = z.object({
  /** Number of applications using the data for this purpose (0 or empty: none). */
  applications: z.number().int().min(0).max(NON_DISPLAY_MAX_APPLICATIONS).nullable().optional(),
  /** The fee of the purpose is held (agreed with the provider): a choice of its own, whatever the number. */
  chargeHold: z.boolean().default(false),
});
export type TNonDisplayPurposeLine = z.infer<typeof ZNonDisplayPurposeLine>;

export const ZNonDisplayConfirmation = z.object({
  /** The confirming company (as it signs). */
  company: ZShort.optional(),
  /** The manager (contact person) confirming. */
  manager: ZShort.optional(),
  email: z.string().trim().max(254).refine(noNul).optional(),
  position: ZShort.optional(),
  /** The confirmation date. */
  date: ZDate.nullable().optional(),
});
export type TNonDisplayConfirmation = z.infer<typeof ZNonDisplayConfirmation>;

export const ZNonDisplayForm = z.object({
  use: ZNonDisplayUseChoice.nullable().optional(),
  purposes: z
    .object({
      TRADING: ZNonDisplayPurposeLine.default({ chargeHold: false }),
      OTHER: ZNonDisplayPurposeLine.default({ chargeHold: false }),
    })
    .default({ TRADING: { chargeHold: false }, OTHER: { chargeHold: false } }),
  /** The date the declared use starts (the fees apply from it). */
  effectiveDate: ZDate.nullable().optional(),
  acceptedCommitments: z.array(ZNonDisplayCommitmentCode).max(NON_DISPLAY_COMMITMENTS.length).default([]),
  confirmation: ZNonDisplayConfirmation.default({}),
  /** Attachments and related documents, uploaded through the file service (group NON_DISPLAY). */
  fileUUIDs: z.array(ZFileUUID).max(NON_DISPLAY_MAX_FILES).default([]),
});
export type TNonDisplayForm = z.infer<typeof ZNonDisplayForm>;
export type TNonDisplayFormInput = z.input<typeof ZNonDisplayForm>;

/** Field names in both languages, for messages and the history's "what changed". */
export const NON_DISPLAY_FIELD_LABELS: Record<string, TText> = {
  orderId: { ko: '주문서', en: 'Order form' },
  use: { ko: '비조회형 이용 여부', en: 'Use or no use' },
  purposes: { ko: '용도별 애플리케이션 수', en: 'Applications per purpose' },
  'purposes.TRADING': { ko: '매매 용도', en: 'Trading purpose' },
  'purposes.TRADING.applications': { ko: '매매 용도 애플리케이션 수', en: 'Trading applications' },
  'purposes.TRADING.chargeHold': { ko: '매매 용도 과금 유예', en: 'Trading charge hold' },
  'purposes.OTHER': { ko: '기타 용도', en: 'Other purpose' },
  'purposes.OTHER.applications': { ko: '기타 용도 애플리케이션 수', en: 'Other applications' },
  'purposes.OTHER.chargeHold': { ko: '기타 용도 과금 유예', en: 'Other charge hold' },
  effectiveDate: { ko: '적용 시작일', en: 'Effective date' },
  acceptedCommitments: { ko: '약속 사항', en: 'Commitments' },
  confirmation: { ko: '확인자', en: 'Confirmation' },
  'confirmation.company': { ko: '확인 회사', en: 'Confirming company' },
  'confirmation.manager': { ko: '담당자', en: 'Manager' },
  'confirmation.email': { ko: '담당자 이메일', en: 'Contact e-mail' },
  'confirmation.position': { ko: '직위', en: 'Position' },
  'confirmation.date': { ko: '확인일', en: 'Confirmation date' },
  fileUUIDs: { ko: '첨부 파일', en: 'Attachments' },
};

/** The label of a field path in a language (a commitment by its title). */
export function nonDisplayFieldLabel(path: string, lang: 'ko' | 'en'): string {
  const commitment = NON_DISPLAY_COMMITMENTS.find((c) => `commitments.${c.code}` === path || c.code === path);
  if (commitment) return commitment.title[lang];
  return NON_DISPLAY_FIELD_LABELS[path]?.[lang] ?? NON_DISPLAY_FIELD_LABELS[path.split('.')[0]!]?.[lang] ?? path;
}

// ---------------------------------------------------------------------------------------------------------
// Tiers and fees (one rule for the form on screen, the detail answer and the PDF)

/** Whether a purpose line declares use: some applications, or a charge hold. */
export const declaresPurpose = (line: Partial<TNonDisplayPurposeLine> | undefined): boolean =>
  !!line && (line.chargeHold === true || (line.applications ?? 0) >= 1);

/** The tier a purpose line falls in: a charge hold, else the tier of its number of applications (null when none). */
export function declaredTierOf(line: Partial<TNonDisplayPurposeLine> | undefined): TDeclaredTier | null {
  if (!line) return null;
  if (line.chargeHold) return CHARGE_HOLD;
  return nonDisplayTierOf(line.applications ?? 0);
}

/** Formats an amount in minor units: ₩1,500,000 or US$1,250.00 (thousands separators in both). */
export const formatMoney = (minor: number, currency: TCurrency): string => formatMoneyText({ amount: minor, currency });

/** "₩1,500,000 per month (excluding VAT)" in a language. */
export function formatMonthlyFee(minor: number, currency: TCurrency, lang: 'ko' | 'en'): string {
  const amount = formatMoney(minor, currency);
  return lang === 'ko' ? `월 ${amount} (VAT 별도)` : `${amount} per month (excluding VAT)`;
}

export interface TNonDisplayQuote {
  purpose: TNonDisplayPurpose;
  applications: number;
  tier: TDeclaredTier | null;
  /** Monthly fee in minor units of the currency, excluding VAT; null when no fee applies (no use, charge hold, no price). */
  monthlyFee: number | null;
}

/**
 * The tier and monthly fee of every purpose of a form, from the price table in effect (the getNonDisplayFees items)
 * in a currency. No use declares nothing: every purpose is quoted without tier and fee.
 */
export function quoteNonDisplay(
  form: Pick<TNonDisplayFormInput, 'use' | 'purposes'>,
  fees: readonly Pick<TNonDisplayFee, 'usagePurpose' | 'tier' | 'fee'>[],
  currency: TCurrency,
): TNonDisplayQuote[] {
  return NON_DISPLAY_PURPOSES.map((purpose) => {
    const line = form.purposes?.[purpose];
    const applications = line?.applications ?? 0;
    if (form.use !== 'USE') return { purpose, applications, tier: null, monthlyFee: null };
    const tier = declaredTierOf({ applications, chargeHold: line?.chargeHold ?? false });
    const row = tier && tier !== CHARGE_HOLD ? fees.find((f) => f.usagePurpose === purpose && f.tier === tier) : undefined;
    return { purpose, applications, tier, monthlyFee: row ? (currency === 'USD' ? row.fee.usd : row.fee.krw) : null };
  });
}

/** The sum of the quoted monthly fees (null when none applies). */
export function totalMonthlyFee(quotes: readonly TNonDisplayQuote[]): number | null {
  const fees = quotes.flatMap((q) => (q.monthlyFee === null ? [] : [q.monthlyFee]));
  return fees.length ? fees.reduce((a, b) => a + b, 0) : null;
}

// ---------------------------------------------------------------------------------------------------------
// Submission rules and warnings

export interface TNonDisplayIssue {
  field: string;
  code: 'NDR1N4001' | 'NDR1N4002' | 'NDR1N4003' | 'NDR1N4004' | 'NDR1N4005';
  params?: Record<string, string | number>;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The rules a declaration must meet to be submitted (spec section 5: use or no use, effective date, commitments), in
 * the order the form shows its fields; one issue per field. The server refuses a submission with the first issue (the
 * field named in the request's language); the web marks every field with its own.
 */
export function nonDisplaySubmissionIssues(form: TNonDisplayFormInput): TNonDisplayIssue[] {
  const issues: TNonDisplayIssue[] = [];
  if (!form.use) issues.push({ field: 'use', code: 'NDR1N4002', params: { item: 'use' } });
  else if (form.use === 'USE' && !NON_DISPLAY_PURPOSES.some((p) => declaresPurpose(form.purposes?.[p])))
    issues.push({ field: 'purposes', code: 'NDR1N4004' });
  if (!form.effectiveDate) issues.push({ field: 'effectiveDate', code: 'NDR1N4001', params: { item: 'effectiveDate' } });
  const accepted = new Set(form.acceptedCommitments ?? []);
  for (const c of NON_DISPLAY_COMMITMENTS)
    if (!accepted.has(c.code)) issues.push({ field: `commitments.${c.code}`, code: 'NDR1N4003', params: { item: c.code } });
  const email = form.confirmation?.email?.trim();
  if (email && !EMAIL_PATTERN.test(email))
    issues.push({ field: 'confirmation.email', code: 'NDR1N4005', params: { item: 'confirmation.email' } });
  return issues;
}

/** Flags a declaration may carry (warnings, never blocking): see REQUEST_FLAG_LABELS for their texts. */
export const NON_DISPLAY_FLAGS = ['ND_TRADING_MISMATCH', 'ND_OTHER_MISMATCH', 'ND_BEFORE_CONTRACT'] as const;
export type TNonDisplayFlag = (typeof NON_DISPLAY_FLAGS)[number];

/** The order's non-display flags each purpose stands for: trading for TRADING, the four others for OTHER. */
export const purposeOfOrderUse = (use: z.infer<typeof ZNonDisplayUse>): TNonDisplayPurpose => (use === 'TRADING' ? 'TRADING' : 'OTHER');

/**
 * Beyond the specification: what the customer is warned of before submitting and provider staff see in the
 * desk. A purpose whose use the order declares but the declaration gives no applications for, or the other way round,
 * is a mismatch; an effective date before the begin date of the order's contract (when it has one) is flagged too.
 */
export function nonDisplayFlags(
  form: Pick<TNonDisplayFormInput, 'use' | 'purposes' | 'effectiveDate'>,
  order: { nonDisplayUses: readonly z.infer<typeof ZNonDisplayUse>[]; contractBeginDate: string | null },
): TNonDisplayFlag[] {
  const flags: TNonDisplayFlag[] = [];
  const ordered = new Set(order.nonDisplayUses.map(purposeOfOrderUse));
  for (const purpose of NON_DISPLAY_PURPOSES) {
    const declared = form.use === 'USE' && declaresPurpose(form.purposes?.[purpose]);
    if (declared !== ordered.has(purpose)) flags.push(purpose === 'TRADING' ? 'ND_TRADING_MISMATCH' : 'ND_OTHER_MISMATCH');
  }
  if (form.effectiveDate && order.contractBeginDate && form.effectiveDate < order.contractBeginDate) flags.push('ND_BEFORE_CONTRACT');
  return flags;
}

// ---------------------------------------------------------------------------------------------------------
// Calls

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
export const ZNonDisplayIdParams = z.object({ declarationId: ZId });
export const ZNonDisplayActionParams = ZNonDisplayIdParams.extend({ action: z.string().max(40) });

export const ZNonDisplayCreateRequest = z.object({
  /** The order form the declaration is for (one of the caller's company). */
  orderId: z.number().int().positive().max(2_147_483_647),
  form: ZNonDisplayForm,
});
export type TNonDisplayCreateRequest = z.input<typeof ZNonDisplayCreateRequest>;

/** Saves the fields (the customer, in a draft, a reconfirmation request or a change of an approved declaration). */
export const ZNonDisplayUpdateRequest = z.object({
  version: z.number().int().positive().max(2_147_483_647),
  form: ZNonDisplayForm,
});
export type TNonDisplayUpdateRequest = z.input<typeof ZNonDisplayUpdateRequest>;

export const ZNonDisplaySearchRequest = ZPageRequest.extend({
  state: ZNonDisplayState.optional(),
  /** The declarations of one order form. */
  orderId: ZId.optional(),
  /** Declaration or order number. */
  searchText: z.string().trim().max(100).refine(noNul).optional(),
  /** Provider staff: one company (customers always see their own). */
  companyId: ZId.optional(),
  sort: z.enum(['updatedDesc', 'updatedAsc', 'numberDesc', 'numberAsc']).default('updatedDesc'),
});
export type TNonDisplaySearchRequest = z.input<typeof ZNonDisplaySearchRequest>;

export const ZNonDisplayTiers = z.object({ TRADING: z.string().nullable(), OTHER: z.string().nullable() });

export const ZNonDisplayListItem = z.object({
  declarationId: z.number().int(),
  number: z.string(),
  state: ZNonDisplayState,
  companyId: z.number().int(),
  companyName: z.string(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderType: ZOrderRequestType,
  use: ZNonDisplayUseChoice.nullable(),
  /** The declared tier of each purpose (a TDeclaredTier code), null without use of it. */
  tiers: ZNonDisplayTiers,
  effectiveDate: z.string().nullable(),
  /** Warnings (REQUEST_FLAG_LABELS codes). */
  flags: z.array(z.string()),
  /** 1 for the first declaration, + 1 for each change of an approved one. */
  revisionNo: z.number().int(),
  submittedAt: ZIsoDateTime.nullable(),
  approvedAt: ZIsoDateTime.nullable(),
  updatedAt: ZIsoDateTime,
  version: z.number().int(),
});
export type TNonDisplayListItem = z.infer<typeof ZNonDisplayListItem>;
export const ZNonDisplaySearchResponse = ZPage(ZNonDisplayListItem);
export type TNonDisplaySearchResponse = z.infer<typeof ZNonDisplaySearchResponse>;

export const ZNonDisplayFeeLine = z.object({
  purpose: z.enum(NON_DISPLAY_PURPOSES),
  purposeName: z.string(),
  applications: z.number().int(),
  tier: z.string().nullable(),
  tierName: z.string().nullable(),
  /** Minor units of `currency`, per month excluding VAT; null without a fee. */
  monthlyFee: z.number().int().nullable(),
  /** The fee as shown ("₩1,500,000 per month (excluding VAT)"), or null. */
  monthlyFeeText: z.string().nullable(),
});
export type TNonDisplayFeeLine = z.infer<typeof ZNonDisplayFeeLine>;

export const ZRequestFlag = z.object({ code: z.string(), label: z.string() });
export type TRequestFlag = z.infer<typeof ZRequestFlag>;

export const ZNonDisplayDetail = ZNonDisplayListItem.extend({
  form: ZNonDisplayForm,
  files: z.array(ZFileInfo),
  /** The customer's billing currency. */
  currency: ZCurrency,
  fees: z.array(ZNonDisplayFeeLine),
  totalMonthlyFee: z.number().int().nullable(),
  totalMonthlyFeeText: z.string().nullable(),
  /** The order's declared non-display uses (the order form's flags). */
  orderUses: z.array(ZNonDisplayUse),
  contractId: z.number().int().nullable(),
  contractNumber: z.string().nullable(),
  contractBeginDate: z.string().nullable(),
  flagDetails: z.array(ZRequestFlag),
  createdAt: ZIsoDateTime,
  createdByName: z.string(),
  /** The report date: when it was last submitted. */
  reportDate: ZIsoDateTime.nullable(),
  /** The provider staff member who approved it, and when. */
  approvalManagerName: z.string().nullable(),
  /** The latest reason of a rejection or a reconfirmation request. */
  lastReason: z.string().nullable(),
  allowedActions: z.array(ZNonDisplayAction),
  mayEdit: z.boolean(),
});
export type TNonDisplayDetail = z.infer<typeof ZNonDisplayDetail>;

export type { TOrderRequestType };

/** Names of the parts of a version's content the contract's field labels do not name. */
const DECLARATION_HISTORY_MORE_LABELS: Record<string, TText> = {
  revisionNo: { ko: '차수', en: 'Revision' },
  orderNumber: { ko: '주문서', en: 'Order form' },
};

/** A path of a version's content without the form's wrapper and list positions: `form.purposes.TRADING.applications`. */
const declarationHistoryKey = (path: string) =>
  path
    .replace(/^form\./, '')
    .replace(/\[\d*\]/g, '')
    .replace(/\.\d+(?=\.|$)/g, '');

/**
 * The label of a field of a declaration version for the history and the comparison: the contract's field labels, else
 * this screen's own; undefined for what a declaration has no name for (the order's id: left out of the history).
 */
export function declarationHistoryFieldLabel(path: string, lang: 'ko' | 'en'): string | undefined {
  if (/\[\d+\]/.test(path)) return undefined;
  const key = declarationHistoryKey(path);
  if (key === 'orderId') return undefined;
  return (DECLARATION_HISTORY_MORE_LABELS[key] ?? NON_DISPLAY_FIELD_LABELS[key])?.[lang];
}
