import { z } from 'zod';
import { ZIdParam, ZIsoDateTime, ZYn } from './common';
import { DOC_PRIVACY, DOC_TERMS } from './constants';

/**
 * Versioned policies and the price list (issue 26 section 2, decision 084). A policy is a classification of the
 * standard documents (decision 040) whose versions are written as numbered clauses; a version is one standard document
 * row (its `standardDocumentId` is the `policyId` of these calls). Provider administrators draft a version, preview its
 * diff against the version in force, mark it material or not and publish it (once: publishing is irreversible).
 * Members read the published versions and a clause-by-clause diff; a material version in force holds the company's new
 * submissions (orders, non-display declarations, monthly user reports: POL1N4231) until a member acknowledges it.
 *
 * Admin:  GET  /apis/v1/admin/policies                      -> ZPolicyList (drafts included)
 *         POST /apis/v1/admin/policies                      ZPolicyDraftCreate -> ZPolicyVersion (201)
 *         GET  /apis/v1/admin/policies/{policyId}           -> ZPolicyVersion
 *         PUT  /apis/v1/admin/policies/{policyId}           ZPolicyDraftUpdate -> ZPolicyVersion (drafts only)
 *         GET  /apis/v1/admin/policies/{policyId}/diff      -> ZPolicyDiff (against the version in force)
 *         POST /apis/v1/admin/policies/{policyId}/publish   -> ZPolicyVersion (a second publish: POL1N4091)
 * Member: GET  /apis/v1/user/policies                       -> ZUserPolicyList (published versions only)
 *         GET  /apis/v1/user/policies/{policyId}/diff       -> ZUserPolicyDiff (against the version before it)
 *         POST /apis/v1/user/policies/{policyId}/acknowledgement -> ZPolicyAcknowledgement (customer members)
 */
export const POLICY_CLASSIFICATIONS = {
  terms: DOC_TERMS,
  privacy: DOC_PRIVACY,
  data: '01_04',
  priceList: '01_05',
} as const;
export const POLICY_CODES = [DOC_TERMS, DOC_PRIVACY, '01_04', '01_05'] as const;
export type TPolicyCode = (typeof POLICY_CODES)[number];
export const ZPolicyCode = z.enum(POLICY_CODES);

/** The name of each policy in both languages (also the code list of the document classifications). */
export const POLICY_NAMES: Record<TPolicyCode, { ko: string; en: string }> = {
  [DOC_TERMS]: { ko: '이용약관', en: 'Terms and conditions' },
  [DOC_PRIVACY]: { ko: '개인정보처리방침', en: 'Personal information policy' },
  '01_04': { ko: '데이터 이용 정책', en: 'Data policy' },
  '01_05': { ko: '가격표', en: 'Price list' },
};

export const POLICY_CLAUSES_MAX = 1000;
export const POLICY_CLAUSE_TEXT_MAX = 20_000;

/** A product (and, for a tiered price, the tier) a clause prices or rules: how a change is traced to contracts. */
export const ZPolicyClauseProduct = z.object({
  productCode: z.string().trim().min(1).max(30),
  /** A non-display tier (BASIC, PREMIUM, UNLIMITED) or a use type the clause prices; null for the whole product. */
  tierCode: z.string().trim().min(1).max(20).nullable().default(null),
});
export type TPolicyClauseProduct = z.infer<typeof ZPolicyClauseProduct>;

/** One numbered clause, in both languages. */
export const ZPolicyClause = z.object({
  /** "1", "2", "3.1": unique in a version; clauses of two versions are matched by it. */
  clauseNo: z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d{1,4}){0,3}$/, 'POL1N4002'),
  titleKo: z.string().trim().min(1).max(200),
  titleEn: z.string().trim().min(1).max(200),
  textKo: z.string().trim().min(1).max(POLICY_CLAUSE_TEXT_MAX),
  textEn: z.string().trim().min(1).max(POLICY_CLAUSE_TEXT_MAX),
  products: z.array(ZPolicyClauseProduct).max(100).default([]),
});
export type TPolicyClause = z.infer<typeof ZPolicyClause>;
export type TPolicyClauseInput = z.input<typeof ZPolicyClause>;

export const ZPolicyStatus = z.enum(['DRAFT', 'PUBLISHED']);
export type TPolicyStatus = z.infer<typeof ZPolicyStatus>;

export const ZPolicyIdParams = z.object({ policyId: ZIdParam });

/** A version in a list. */
export const ZPolicyVersionSummary = z.object({
  policyId: z.number().int(),
  classificationCode: ZPolicyCode,
  /** The policy's name in the request's language. */
  policyName: z.string(),
  versionNo: z.number().int(),
  /** The version's subject in the request's language. */
  subject: z.string(),
  /** YYYY-MM-DD (Asia/Seoul) the version takes effect. */
  effectiveDate: z.string(),
  status: ZPolicyStatus,
  materialYn: ZYn,
  publishedAt: ZIsoDateTime.nullable(),
  /** SHA-256 (hex) of the canonical form of the clauses, fixed at publication. */
  sha256: z.string().nullable(),
  /** Y for the version in force now (published, its date come, the newest such). */
  inForceYn: ZYn,
  clauseCount: z.number().int(),
});
export type TPolicyVersionSummary = z.infer<typeof ZPolicyVersionSummary>;

export const ZPolicyVersion = ZPolicyVersionSummary.extend({
  subjectKo: z.string(),
  subjectEn: z.string(),
  clauses: z.array(ZPolicyClause),
});
export type TPolicyVersion = z.infer<typeof ZPolicyVersion>;

export const ZPolicyList = z.object({ items: z.array(ZPolicyVersionSummary) });
export type TPolicyList = z.infer<typeof ZPolicyList>;

export const ZPolicyDraftCreate = z.object({ classificationCode: ZPolicyCode });

export const ZPolicyDraftUpdate = z.object({
  subjectKo: z.string().trim().min(1).max(300),
  subjectEn: z.string().trim().min(1).max(300),
  /** YYYY-MM-DD. */
  effectiveDate: z.iso.date(),
  materialYn: ZYn,
  clauses: z.array(ZPolicyClause).min(1).max(POLICY_CLAUSES_MAX),
});
export type TPolicyDraftUpdate = z.input<typeof ZPolicyDraftUpdate>;

/** A run of text of a clause diff: unchanged, inserted in the newer version or deleted from the older. */
export const ZDiffPart = z.object({ text: z.string(), op: z.enum(['same', 'inserted', 'deleted']) });
export type TDiffPart = z.infer<typeof ZDiffPart>;

export const ZClauseChange = z.enum(['added', 'removed', 'changed', 'same']);
export type TClauseChange = z.infer<typeof ZClauseChange>;

/** One clause of two versions side by side; each text as runs marking the changed words. */
export const ZPolicyClauseDiff = z.object({
  clauseNo: z.string(),
  change: ZClauseChange,
  titleKo: z.array(ZDiffPart),
  titleEn: z.array(ZDiffPart),
  textKo: z.array(ZDiffPart),
  textEn: z.array(ZDiffPart),
  /** The products the clause names in either version. */
  products: z.array(ZPolicyClauseProduct),
});
export type TPolicyClauseDiff = z.infer<typeof ZPolicyClauseDiff>;

export const ZPolicyDiff = z.object({
  /** The version compared against (null for a first version: every clause is added). */
  base: ZPolicyVersionSummary.nullable(),
  target: ZPolicyVersionSummary,
  counts: z.object({ added: z.number().int(), removed: z.number().int(), changed: z.number().int(), same: z.number().int() }),
  clauses: z.array(ZPolicyClauseDiff),
});
export type TPolicyDiff = z.infer<typeof ZPolicyDiff>;

/** A member's acknowledgement of a version for their company (in the members' agreement history). */
export const ZPolicyAcknowledgement = z.object({
  policyId: z.number().int(),
  classificationCode: ZPolicyCode,
  policyName: z.string(),
  versionNo: z.number().int(),
  userName: z.string(),
  acknowledgedAt: ZIsoDateTime,
  /** The version's SHA-256 as acknowledged. */
  sha256: z.string(),
});
export type TPolicyAcknowledgement = z.infer<typeof ZPolicyAcknowledgement>;

/** A product or tier of the caller company's contracts whose price or rule a version changes. */
export const ZPolicyImpact = z.object({
  clauseNo: z.string(),
  clauseTitle: z.string(),
  change: ZClauseChange,
  productCode: z.string(),
  productName: z.string(),
  tierCode: z.string().nullable(),
  /** The company's contracts holding the product. */
  contractNumbers: z.array(z.string()),
});
export type TPolicyImpact = z.infer<typeof ZPolicyImpact>;

export const ZUserPolicyDiff = ZPolicyDiff.extend({
  impact: z.array(ZPolicyImpact),
  /** Y when the version is material and the caller's company has not acknowledged it. */
  acknowledgementRequiredYn: ZYn,
  acknowledgement: ZPolicyAcknowledgement.nullable(),
});
export type TUserPolicyDiff = z.infer<typeof ZUserPolicyDiff>;

export const ZUserPolicyItem = ZPolicyVersionSummary.extend({
  acknowledgementRequiredYn: ZYn,
});
export type TUserPolicyItem = z.infer<typeof ZUserPolicyItem>;
export const ZUserPolicyList = z.object({
  items: z.array(ZUserPolicyItem),
  /** The material versions in force the caller's company has still to acknowledge (they hold its submissions). */
  holds: z.array(ZPolicyVersionSummary),
  /** The company's acknowledgements, newest first. */
  acknowledgements: z.array(ZPolicyAcknowledgement),
});
export type TUserPolicyList = z.infer<typeof ZUserPolicyList>;

/** The page of a version's diff (the link of POL1N4231 and of the banners). */
export const policyDiffPath = (policyId: number) => `/policy/${policyId}/policy-diff`;
