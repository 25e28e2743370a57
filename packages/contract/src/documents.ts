import { z } from 'zod';
import { ZYn } from './common';
import { DOC_PRIVACY, DOC_TERMS } from './constants';

/**
 * Standard documents (terms and conditions, personal-information policy, ...) with their versions.
 * A standardDocumentId names one version.
 *
 * GET /apis/v1/user/standard-documents/{standardDocumentId} -> ZStandardDocument (unknown id: COM1N4041, 404)
 * GET /apis/v1/user/standard-documents/{documentClassificationCode}/latest-version -> ZStandardDocument
 *     the newest version whose effective date has come (unknown classification: COM1N4041, 404).
 *     The footer shows it only when noticeYn is Y.
 * Subject and body come in the request's language, the other language as fallback.
 */
export const DOCUMENT_CLASSIFICATIONS = {
  terms: DOC_TERMS,
  privacy: DOC_PRIVACY,
  /** What happens to an account and its data on withdrawal (agreed to on the withdrawal page). */
  withdrawal: '01_03',
} as const;

export const ZDocumentClassificationCode = z
  .string()
  .trim()
  .regex(/^\d{2}_\d{2}$/);
export const ZDocumentClassificationParams = z.object({ documentClassificationCode: ZDocumentClassificationCode });
export const ZStandardDocumentIdParams = z.object({ standardDocumentId: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZDocumentVersion = z.object({
  standardDocumentId: z.number().int(),
  versionNo: z.number().int(),
  /** YYYY-MM-DD. */
  effectiveDate: z.string(),
});
export type TDocumentVersion = z.infer<typeof ZDocumentVersion>;

export const ZStandardDocument = z.object({
  standardDocumentId: z.number().int(),
  documentClassificationCode: z.string(),
  versionNo: z.number().int(),
  /** Subject in the request's language. */
  documentSubject: z.string(),
  /** Sanitized HTML body in the request's language. */
  documentContents: z.string(),
  noticeYn: ZYn,
  /** YYYY-MM-DD the version takes effect. */
  effectiveDate: z.string(),
  /** Y when this is the version in effect now. */
  latestYn: ZYn,
  /** Every version of the classification already in effect, newest first (for "earlier versions"). */
  versions: z.array(ZDocumentVersion),
});
export type TStandardDocument = z.infer<typeof ZStandardDocument>;
