import { z } from 'zod';
import { ZLanguageTypeCode } from './common';

/**
 * Shared code lists (spec 1, section 3: "Code group: codeGroupCode with codes, cached per group").
 * POST /apis/v1/common/codes/search  -> ZCodeSearchResponse (unknown groups are left out).
 * GET  /apis/v1/common/codes/{codeGroupCode} -> ZCodeGroup (unknown group: COM1N4041, 404).
 * Names come in the request's language (Accept-Language), the other language as fallback.
 */
export const CODE_GROUPS = {
  /** Categories of notices and market notices. */
  noticeCategory: 'NOTICE_CATEGORY',
  /** Categories of exchange derivatives notices. */
  derivativesCategory: 'DERIVATIVES_CATEGORY',
  /** Categories of FAQ entries. */
  faqCategory: 'FAQ_CATEGORY',
  /** Categories of the bulletin boards 02..11. */
  bbsCategory: 'BBS_CATEGORY',
  /** Board names (NOTICE, MARKET_NOTICE, KRX_DERIVATIVES, FAQ, 02..11). */
  bbsCode: 'BBS_CODE',
  /** Nations (ISO 3166 alpha-2 code; extraValue: international dialling code such as +82). */
  nation: 'NATION',
  /** Interface and mail languages (01 Korean, 02 English). */
  language: 'LANGUAGE',
  /** Role codes (01, 02, 05, 06, 09). */
  role: 'ROLE',
  /** Classifications of standard documents (01_01 terms, 01_02 personal-information policy, ...). */
  documentClassification: 'DOCUMENT_CLASSIFICATION',
  /** Contents type codes (01_08 directions, 01_10 contact us, ...). */
  contentsType: 'CONTENTS_TYPE',
} as const;
export type TCodeGroupCode = (typeof CODE_GROUPS)[keyof typeof CODE_GROUPS];

export const ZCodeGroupCode = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_]+$/);

export const ZCodeLanguage = z.object({ languageTypeCode: ZLanguageTypeCode, codeName: z.string() });
export type TCodeLanguage = z.infer<typeof ZCodeLanguage>;

export const ZCode = z.object({
  code: z.string(),
  /** Name in the request's language (fallback: the other language). */
  codeName: z.string(),
  codeLanguages: z.array(ZCodeLanguage),
  /** Extra value of the code where the group defines one (e.g. dialling code of a nation), else null. */
  extraValue: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type TCode = z.infer<typeof ZCode>;

export const ZCodeGroup = z.object({
  codeGroupCode: z.string(),
  codeGroupName: z.string(),
  codes: z.array(ZCode),
});
export type TCodeGroup = z.infer<typeof ZCodeGroup>;

/** Codes search: several groups in one call (read only). */
export const ZCodeSearchRequest = z.object({
  codeGroupCodes: z.array(ZCodeGroupCode).min(1).max(50),
});
export type TCodeSearchRequest = z.infer<typeof ZCodeSearchRequest>;

export const ZCodeSearchResponse = z.object({ codeGroups: z.array(ZCodeGroup) });
export type TCodeSearchResponse = z.infer<typeof ZCodeSearchResponse>;

export const ZCodeGroupParams = z.object({ codeGroupCode: ZCodeGroupCode });
