import { z } from 'zod';
import { ZLanguageTypeCode } from './common';

/**
 * Document templates (spec 1, section 7, "System and templates"). Templates are stored per name and
 * language; building fills one with data, every value HTML-escaped, and answers the HTML in JSON.
 */
export const DOCUMENT_TEMPLATE_PREFIX = 'document.';
export const APPROVAL_TEMPLATE_PREFIX = 'approval-type.';
/** Largest data object a build accepts (JSON length). */
export const TEMPLATE_DATA_MAX_CHARS = 64 * 1024;

/** Approval types of the business domain with their templates. */
export const APPROVAL_TYPES = {
  '01': { ko: '신청서 승인', en: 'Order form approval' },
  '02': { ko: '계약 승인', en: 'Contract approval' },
  '03': { ko: '이용 중지 승인', en: 'Suspension approval' },
  '04': { ko: '비전시 이용 신고 승인', en: 'Non-display usage declaration approval' },
  '05': { ko: '월간 이용 보고 승인', en: 'Monthly usage report approval' },
} as const;
export type TApprovalTypeCode = keyof typeof APPROVAL_TYPES;
export const ZApprovalTypeCode = z.enum(Object.keys(APPROVAL_TYPES) as [TApprovalTypeCode, ...TApprovalTypeCode[]]);

const ZTemplateData = z.record(z.string().max(100), z.unknown()).default({});

export const ZTemplateBuildRequest = z.object({
  /** e.g. "document.order-form-cover". */
  templateName: z.string().trim().min(1).max(60),
  /** 01 Korean, 02 English; default the request's language. */
  languageTypeCode: ZLanguageTypeCode.optional(),
  data: ZTemplateData,
});
export type TTemplateBuildRequest = z.input<typeof ZTemplateBuildRequest>;

export const ZApprovalTypeTemplateRequest = z.object({
  approvalTypeCode: ZApprovalTypeCode,
  languageTypeCode: ZLanguageTypeCode.optional(),
  data: ZTemplateData,
});
export type TApprovalTypeTemplateRequest = z.input<typeof ZApprovalTypeTemplateRequest>;

export const ZTemplateBuildResponse = z.object({
  templateName: z.string(),
  /** The language actually used (the other one when the asked one is missing). */
  languageTypeCode: ZLanguageTypeCode,
  subject: z.string(),
  /** The built document, HTML with every data value escaped. */
  html: z.string(),
});
export type TTemplateBuildResponse = z.infer<typeof ZTemplateBuildResponse>;
