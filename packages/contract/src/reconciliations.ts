import { z } from 'zod';
import { USE_CATEGORY_LABELS, type TUseCategory } from './catalogue';
import { ZIsoDateTime, ZPage, ZPageRequest, type TLanguage } from './common';
import { WORKFLOW_REASON_MAX } from './orders';
import { addMonths, monthsBetween } from './user-reports';
import { RECONCILIATION_WORKFLOW, type TReconciliationAction, type TReconciliationState } from './workflow';

/**
 * Entitlement reconciliation (issue 25 section 1; decision 079). A customer member uploads an extract of its entitlement
 * system for a period of one to twelve whole months (docs/entitlement-csv.md: the documented CSV, an xlsx with the same
 * columns, or the company's own export through the column mapping it saved); the portal counts, per product, use category
 * and month, the users or devices entitled (ENTITLEMENT_COUNTING_RULE) and compares them with the quantity of the
 * company's filed monthly user reports (the latest filed version, corrections included). A reconciliation is a request of
 * kind `reconciliation` (RECONCILIATION_WORKFLOW): a draft (re-uploads make new versions), submitted as the company's
 * statement, returned or accepted by the provider; the clearance of a period (section 2) starts from an accepted one.
 */

export const RECONCILIATION_STATES = Object.keys(RECONCILIATION_WORKFLOW.states) as TReconciliationState[];
export const RECONCILIATION_ACTIONS = Object.keys(RECONCILIATION_WORKFLOW.actions) as TReconciliationAction[];
export const ZReconciliationState = z.enum(RECONCILIATION_STATES as [TReconciliationState, ...TReconciliationState[]]);

/** The web pages of reconciliations. */
export const reconciliationListPage = '/audit/reconciliation-list';
export const reconciliationWritePage = '/audit/reconciliation-write';
export const reconciliationDetailPage = (id: number) => `/audit/${id}/reconciliation-detail`;

/** A period is one to twelve whole months. */
export const RECONCILIATION_MAX_MONTHS = 12;

/**
 * The unit of count (the policy's rule, decision 079): a user or device entitled on any day of a month counts once for
 * that month, per product and use category, whatever the number of its rows or days. Kept on every reconciliation (its
 * code) and shown on its page in words.
 */
export const ENTITLEMENT_COUNTING_RULES = {
  ANY_DAY_DISTINCT: {
    ko: '한 달 중 하루라도 권한이 있었던 사용자 또는 단말은 상품·이용 구분별로 그 달에 한 번 셉니다(같은 ID의 여러 행과 여러 날은 한 번입니다).',
    en: 'A user or device entitled on any day of a month counts once for that month, per product and use category (several rows or days of the same ID count once).',
  },
} as const;
export type TEntitlementCountingRule = keyof typeof ENTITLEMENT_COUNTING_RULES;
export const ENTITLEMENT_COUNTING_RULE: TEntitlementCountingRule = 'ANY_DAY_DISTINCT';

// ---------------------------------------------------------------------------------------------------------
// The extract's columns (docs/entitlement-csv.md)

export const ENTITLEMENT_COLUMNS = [
  { key: 'entityId', label: { ko: '사용자/단말 ID', en: 'User or device ID' }, required: true, max: 50 },
  { key: 'name', label: { ko: '이름', en: 'Name' }, required: true, max: 100 },
  { key: 'productCode', label: { ko: '상품 코드', en: 'Product code' }, required: true, max: 30 },
  { key: 'useCategory', label: { ko: '이용 구분', en: 'Use category' }, required: true, max: 40 },
  { key: 'startDate', label: { ko: '시작일', en: 'Start date' }, required: true, max: 20 },
  { key: 'endDate', label: { ko: '종료일', en: 'End date' }, required: false, max: 20 },
  { key: 'location', label: { ko: '위치', en: 'Location' }, required: false, max: 100 },
] as const;
export type TEntitlementColumnKey = (typeof ENTITLEMENT_COLUMNS)[number]['key'];
export const ENTITLEMENT_COLUMN_KEYS = ENTITLEMENT_COLUMNS.map((c) => c.key) as TEntitlementColumnKey[];
export const entitlementColumnLabel = (key: TEntitlementColumnKey, lang: TLanguage): string =>
  ENTITLEMENT_COLUMNS.find((c) => c.key === key)!.label[lang];
/** The bilingual header the documented file and the template write: "사용자/단말 ID / User or device ID". */
export const entitlementHeaderLabel = (key: TEntitlementColumnKey): string => {
  const c = ENTITLEMENT_COLUMNS.find((x) => x.key === key)!;
  return `${c.label.ko} / ${c.label.en}`;
};

/** One clean row of an extract: dates as "YYYY-MM-DD", no end date for an entitlement still running. */
export interface TEntitlementRow {
  row: number;
  entityId: string;
  name: string;
  productCode: string;
  useCategory: TUseCategory;
  startDate: string;
  endDate: string | null;
  location: string;
}

export const ENTITLEMENT_CELL_ISSUES = ['required', 'tooLong', 'date', 'dateOrder', 'product', 'code', 'formula'] as const;
export type TEntitlementCellIssueCode = (typeof ENTITLEMENT_CELL_ISSUES)[number];
export interface TEntitlementCellIssue {
  row: number;
  column: TEntitlementColumnKey;
  code: TEntitlementCellIssueCode;
}

export const ENTITLEMENT_ISSUE_TEXTS: Record<TEntitlementCellIssueCode, { ko: string; en: string }> = {
  required: { ko: '값이 없습니다', en: 'is empty' },
  tooLong: { ko: '너무 깁니다', en: 'is too long' },
  date: { ko: '날짜(YYYY-MM-DD)가 아닙니다', en: 'is not a date (YYYY-MM-DD)' },
  dateOrder: { ko: '시작일보다 앞섭니다', en: 'is before the start date' },
  product: { ko: '없는 상품 코드입니다', en: 'is not a product code of the catalogue' },
  code: { ko: '이용 구분 코드(151, 152, 155)가 아닙니다', en: 'is not a use category (151, 152, 155)' },
  formula: { ko: '수식은 받지 않습니다', en: 'holds a formula, which is not accepted' },
};

/** An issue in words: "3행 시작일: 날짜(YYYY-MM-DD)가 아닙니다" / "Row 3, Start date: is not a date (YYYY-MM-DD)". */
export const entitlementIssueText = (i: TEntitlementCellIssue, lang: TLanguage): string =>
  lang === 'ko'
    ? `${i.row}행 ${entitlementColumnLabel(i.column, lang)}: ${ENTITLEMENT_ISSUE_TEXTS[i.code].ko}`
    : `Row ${i.row}, ${entitlementColumnLabel(i.column, lang)}: ${ENTITLEMENT_ISSUE_TEXTS[i.code].en}`;

const DAY = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/;
/** A day as "YYYY-MM-DD" from "2026-03-01", "2026.3.1" or "2026/03/01"; null when it is no calendar day. */
export function entitlementDay(text: string): string | null {
  const m = DAY.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${m[1]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A use category from its code or its label in either language. */
export function entitlementUseCategory(text: string): TUseCategory | null {
  const v = text.trim();
  for (const [code, label] of Object.entries(USE_CATEGORY_LABELS))
    if (v === code || v === label.ko || v.toLowerCase() === label.en.toLowerCase()) return code as TUseCategory;
  return null;
}

/**
 * Checks one row of an extract (text cells by column; `formulas` names the cells that held a formula). Answers the clean
 * row or its issues. The same rule for every file kind (run in the report reader's thread).
 */
export function checkEntitlementRow(
  values: Partial<Record<TEntitlementColumnKey, string>>,
  row: number,
  ctx: { productCodes: ReadonlySet<string>; formulas?: ReadonlySet<TEntitlementColumnKey> },
): { row?: TEntitlementRow; issues: TEntitlementCellIssue[] } {
  const issues: TEntitlementCellIssue[] = [];
  const out: Partial<Record<TEntitlementColumnKey, string | null>> = {};
  for (const column of ENTITLEMENT_COLUMNS) {
    const key = column.key;
    if (ctx.formulas?.has(key)) {
      issues.push({ row, column: key, code: 'formula' });
      continue;
    }
    const value = (values[key] ?? '').trim();
    if (!value) {
      if (column.required) issues.push({ row, column: key, code: 'required' });
      else out[key] = key === 'endDate' ? null : '';
      continue;
    }
    if (value.length > column.max) {
      issues.push({ row, column: key, code: 'tooLong' });
      continue;
    }
    if (key === 'startDate' || key === 'endDate') {
      const day = entitlementDay(value);
      if (day) out[key] = day;
      else issues.push({ row, column: key, code: 'date' });
    } else if (key === 'productCode') {
      const code = value.toUpperCase();
      if (ctx.productCodes.has(code)) out[key] = code;
      else issues.push({ row, column: key, code: 'product' });
    } else if (key === 'useCategory') {
      const code = entitlementUseCategory(value);
      if (code) out[key] = code;
      else issues.push({ row, column: key, code: 'code' });
    } else out[key] = value;
  }
  if (!issues.length && out.endDate && out.endDate < out.startDate!) issues.push({ row, column: 'endDate', code: 'dateOrder' });
  if (issues.length) return { issues };
  return {
    issues,
    row: {
      row,
      entityId: out.entityId!,
      name: out.name!,
      productCode: out.productCode!,
      useCategory: out.useCategory as TUseCategory,
      startDate: out.startDate!,
      endDate: out.endDate ?? null,
      location: out.location ?? '',
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// The column mapping a company saves for its own export

/**
 * Which header of the company's own export holds each column (the header's text as the file writes it, compared without
 * case and spaces). Columns left out are read by their documented header. Saved per company; used when an upload asks.
 */
export const ZEntitlementMapping = z
  .object(
    Object.fromEntries(
      ENTITLEMENT_COLUMN_KEYS.map((k) => [
        k,
        z
          .string()
          .trim()
          .max(100)
          .refine((s) => !s.includes('\u0000'))
          .optional(),
      ]),
    ) as Record<TEntitlementColumnKey, z.ZodOptional<z.ZodString>>,
  )
  .strict();
export type TEntitlementMapping = z.infer<typeof ZEntitlementMapping>;

export const ZEntitlementMappingAnswer = z.object({
  mapping: z.record(z.string(), z.string()),
  updatedAt: ZIsoDateTime.nullable(),
});
export type TEntitlementMappingAnswer = z.infer<typeof ZEntitlementMappingAnswer>;

/** What is wrong with a mapping before any file is read: the same header named for two columns (REC1N4006). */
export function mappingIssue(mapping: TEntitlementMapping): { code: 'REC1N4006'; params: { header: string } } | null {
  const seen = new Map<string, TEntitlementColumnKey>();
  for (const key of ENTITLEMENT_COLUMN_KEYS) {
    const header = mapping[key]?.trim();
    if (!header) continue;
    const norm = header.toLowerCase().replace(/\s+/g, '');
    if (seen.has(norm)) return { code: 'REC1N4006', params: { header } };
    seen.set(norm, key);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// The period

const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month');

/** The months of a period, oldest first. */
export function periodMonths(fromMonth: string, toMonth: string): string[] {
  const n = monthsBetween(fromMonth, toMonth);
  return Array.from({ length: n + 1 }, (_, i) => addMonths(fromMonth, i));
}

/**
 * The rule of a period on the Korean day `today`: from before to; at most twelve months; ended (the last month before
 * the current one).
 */
export function periodIssue(fromMonth: string, toMonth: string, today: string): 'REC1N4002' | 'REC1N4003' | 'REC1N4004' | null {
  if (toMonth < fromMonth) return 'REC1N4002';
  if (monthsBetween(fromMonth, toMonth) + 1 > RECONCILIATION_MAX_MONTHS) return 'REC1N4003';
  if (toMonth >= today.slice(0, 7)) return 'REC1N4004';
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Calls

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
export const ZReconciliationIdParams = z.object({ reconciliationId: ZId });
export const ZReconciliationActionParams = ZReconciliationIdParams.extend({ action: z.string().max(40) });

/** The query of a creation (the file is the multipart part `file`). */
export const ZReconciliationCreateQuery = z.object({
  fromMonth: ZMonth,
  toMonth: ZMonth,
  /** Read the file through the company's saved column mapping (else by the documented headers). */
  useMapping: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type TReconciliationCreateQuery = z.input<typeof ZReconciliationCreateQuery>;

/** A re-upload into the draft: the version the caller saw. */
export const ZReconciliationUploadQuery = z.object({
  version: ZId,
  useMapping: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const ZReconciliationActionRequest = z.object({
  version: z.number().int().positive().max(2_147_483_647),
  reason: z
    .string()
    .max(WORKFLOW_REASON_MAX)
    .refine((s) => !s.includes('\u0000'))
    .optional(),
});
export type TReconciliationActionRequest = z.input<typeof ZReconciliationActionRequest>;

export const RECONCILIATION_SORTS = ['updatedDesc', 'periodDesc', 'periodAsc'] as const;
export const ZReconciliationSearchRequest = ZPageRequest.extend({
  state: ZReconciliationState.optional(),
  /** Provider staff and the exchange's reviewer: one company (customers always see their own). */
  companyId: ZId.optional(),
  /** Reconciliations whose period meets [fromMonth, toMonth]. */
  fromMonth: ZMonth.optional(),
  toMonth: ZMonth.optional(),
  searchText: z
    .string()
    .trim()
    .max(100)
    .refine((s) => !s.includes('\u0000'))
    .optional(),
  sort: z.enum(RECONCILIATION_SORTS).default('updatedDesc'),
});
export type TReconciliationSearchRequest = z.input<typeof ZReconciliationSearchRequest>;

export const ZReconciliationListItem = z.object({
  reconciliationId: z.number().int(),
  number: z.string(),
  state: ZReconciliationState,
  companyId: z.number().int(),
  companyName: z.string(),
  fromMonth: z.string(),
  toMonth: z.string(),
  fileName: z.string(),
  rowCount: z.number().int(),
  /** Months with a difference, under-reported months (shortfall), over-reported months (surplus). */
  differenceCount: z.number().int(),
  shortfall: z.number().int(),
  surplus: z.number().int(),
  createdByName: z.string(),
  updatedAt: ZIsoDateTime,
  version: z.number().int(),
});
export type TReconciliationListItem = z.infer<typeof ZReconciliationListItem>;
export const ZReconciliationSearchResponse = ZPage(ZReconciliationListItem);
export type TReconciliationSearchResponse = z.infer<typeof ZReconciliationSearchResponse>;

/** A month of the period: its filed report (the latest filed version) and whether it may still be corrected. */
export const ZReconciliationMonth = z.object({
  month: z.string(),
  /** The filed report whose figures count (a correction when one was filed), null when none was filed (counted 0). */
  reportId: z.number().int().nullable(),
  reportNumber: z.string().nullable(),
  /** The monthly report of the month (what a correction corrects), null when none was filed. */
  monthlyReportId: z.number().int().nullable(),
  correctable: z.boolean(),
  /** The last Korean day the month may be corrected. */
  correctableUntil: z.string(),
  entitled: z.number().int(),
  reported: z.number().int(),
  /** reported - entitled: above 0 over-reported (surplus), below 0 under-reported (shortfall). */
  difference: z.number().int(),
});
export type TReconciliationMonth = z.infer<typeof ZReconciliationMonth>;

/** Per product and use category over the period: the gross surplus and shortfall and their net. */
export const ZReconciliationNet = z.object({
  productCode: z.string(),
  productName: z.string(),
  useCategory: z.string(),
  useCategoryName: z.string(),
  entitled: z.number().int(),
  reported: z.number().int(),
  surplus: z.number().int(),
  shortfall: z.number().int(),
  /** surplus - shortfall: the net of over- against under-reported months inside the period. */
  net: z.number().int(),
});
export type TReconciliationNet = z.infer<typeof ZReconciliationNet>;

export const ZReconciliationDetail = ZReconciliationListItem.extend({
  countingRule: z.string(),
  countingRuleText: z.string(),
  fileSize: z.number().int(),
  usedMapping: z.boolean(),
  /** The result's number: 1 for the first upload, one more for each re-upload. */
  resultNo: z.number().int(),
  months: z.array(ZReconciliationMonth),
  nets: z.array(ZReconciliationNet),
  /** Months outside the correction window with a difference: for settlement in the clearance. */
  settlementMonths: z.array(z.string()),
  returnReason: z.string().nullable(),
  submittedAt: ZIsoDateTime.nullable(),
  acceptedAt: ZIsoDateTime.nullable(),
  acceptedByName: z.string().nullable(),
  createdAt: ZIsoDateTime,
  allowedActions: z.array(z.string()),
  mayEdit: z.boolean(),
  /** The caller may draft the corrections of the correctable months with a difference (the company's member). */
  mayDraftCorrections: z.boolean(),
});
export type TReconciliationDetail = z.infer<typeof ZReconciliationDetail>;

export const DIFFERENCE_FILTERS = ['all', 'differences', 'surplus', 'shortfall'] as const;
export const ZReconciliationDifferencesQuery = ZPageRequest.extend({
  month: ZMonth.optional(),
  productCode: z.string().trim().max(30).optional(),
  show: z.enum(DIFFERENCE_FILTERS).default('differences'),
});
export type TReconciliationDifferencesQuery = z.input<typeof ZReconciliationDifferencesQuery>;

export const ZReconciliationDifference = z.object({
  month: z.string(),
  productCode: z.string(),
  productName: z.string(),
  useCategory: z.string(),
  useCategoryName: z.string(),
  entitled: z.number().int(),
  reported: z.number().int(),
  difference: z.number().int(),
  /** No filed report for the month: the reported quantity is 0 for that reason. */
  noReport: z.boolean(),
  correctable: z.boolean(),
});
export type TReconciliationDifference = z.infer<typeof ZReconciliationDifference>;
export const ZReconciliationDifferences = ZPage(ZReconciliationDifference);
export type TReconciliationDifferences = z.infer<typeof ZReconciliationDifferences>;

export const ZReconciliationUsersQuery = ZPageRequest.extend({
  month: ZMonth,
  productCode: z.string().trim().min(1).max(30),
  useCategory: z.string().trim().min(1).max(3),
});
export type TReconciliationUsersQuery = z.input<typeof ZReconciliationUsersQuery>;

export const ZReconciliationUser = z.object({
  entityId: z.string(),
  name: z.string(),
  location: z.string(),
  /** The first and last day of the month the user or device was entitled. */
  fromDate: z.string(),
  toDate: z.string(),
  /**
   * Whether the month's counted report names the id as a subscriber ID of the product and use category: null when the
   * month has no filed report or its rows of the pair carry no subscriber IDs.
   */
  inReport: z.boolean().nullable(),
});
export type TReconciliationUser = z.infer<typeof ZReconciliationUser>;
export const ZReconciliationUsers = ZPage(ZReconciliationUser);
export type TReconciliationUsers = z.infer<typeof ZReconciliationUsers>;

/**
 * A subscriber the month's counted report names for the product and use category whom the extract does not entitle in
 * that month: who stands behind a surplus (reported more than entitled). Quantity: the report's rows of it, summed.
 */
export const ZReconciliationReportedSubscriber = z.object({
  subscriberId: z.string(),
  subscriberName: z.string(),
  quantity: z.number().int(),
});
export type TReconciliationReportedSubscriber = z.infer<typeof ZReconciliationReportedSubscriber>;
export const ZReconciliationReportedOnly = ZPage(ZReconciliationReportedSubscriber);
export type TReconciliationReportedOnly = z.infer<typeof ZReconciliationReportedOnly>;

export const ZReconciliationCorrectionsRequest = z.object({
  /** The months to draft (default: every correctable month with a difference). */
  months: z.array(ZMonth).max(RECONCILIATION_MAX_MONTHS).optional(),
});
export type TReconciliationCorrectionsRequest = z.input<typeof ZReconciliationCorrectionsRequest>;

export const ZReconciliationCorrectionOutcome = z.object({
  month: z.string(),
  /** CREATED: a draft correction (or a monthly report where none was filed); SKIPPED: see `message`. */
  outcome: z.enum(['CREATED', 'SKIPPED']),
  reportId: z.number().int().nullable(),
  reportNumber: z.string().nullable(),
  type: z.enum(['CORRECTION', 'MONTHLY']).nullable(),
  message: z.string().nullable(),
});
export const ZReconciliationCorrections = z.object({
  drafted: z.array(ZReconciliationCorrectionOutcome),
  /** Months outside the correction window with a difference: for settlement in the clearance. */
  settlementMonths: z.array(z.string()),
});
export type TReconciliationCorrections = z.infer<typeof ZReconciliationCorrections>;
