import { z } from 'zod';
import { ZLanguageTypeCode, ZPage, ZPageRequest, ZSortOrder } from './common';
import { UPLOAD_MAX_FILES, ZFileInfo } from './files';
import { toStoredPhone } from './text';

/** 1:1 inquiries (/mypage/my-inquiry-list) and the non-member inquiry; their calls are in call-paths.ts. */

/** The web page of an inquiry (mail links). */
export const inquiryDetailPage = (id: number) => `/mypage/${id}/my-inquiry-detail`;

export const ZInquiryStatus = z.enum(['AWAITING', 'ANSWERED']);

/** Byte limits (1 byte per character up to code 127, 2 above: contract byteLength). */
export const INQUIRY_SUBJECT_MAX_BYTES = 200;
export const INQUIRY_CONTENTS_MAX_BYTES = 8000;
export const INQUIRY_ANSWER_MAX_BYTES = 8000;
export const INQUIRY_WRITER_NAME_MAX_BYTES = 100;
/** Non-member inquiries: at most this many per e-mail address and per client address in the window. */
export const GUEST_INQUIRY_LIMIT_PER_EMAIL = 3;
export const GUEST_INQUIRY_LIMIT_PER_IP = 10;
export const GUEST_INQUIRY_WINDOW_MS = 60 * 60 * 1000;

/** Contents: plain text or HTML (sanitized when stored). */
const ZText = (maxChars: number) => z.string().max(maxChars);

export const ZInquiryCreateRequest = z.object({
  categoryCode: z.string().max(10),
  subject: ZText(INQUIRY_SUBJECT_MAX_BYTES),
  contents: ZText(INQUIRY_CONTENTS_MAX_BYTES * 4),
  fileUUIDs: z.array(z.uuid()).max(UPLOAD_MAX_FILES).default([]),
});
export type TInquiryCreateRequest = z.input<typeof ZInquiryCreateRequest>;

export const ZGuestInquiryCreateRequest = z.object({
  categoryCode: z.string().max(10),
  subject: ZText(INQUIRY_SUBJECT_MAX_BYTES),
  contents: ZText(INQUIRY_CONTENTS_MAX_BYTES * 4),
  writerName: ZText(INQUIRY_WRITER_NAME_MAX_BYTES),
  writerEmail: z.email().max(254),
  /** International format with country code, e.g. +82-2-100-1234. */
  writerTelephoneNumber: z.string().max(30).overwrite(toStoredPhone),
  /** Language of the answer mail: 01 Korean, 02 English (default: the request's language). */
  mailLanguageCode: ZLanguageTypeCode.optional(),
});
export type TGuestInquiryCreateRequest = z.input<typeof ZGuestInquiryCreateRequest>;
export const ZGuestInquiryCreateResponse = z.object({ inquiryId: z.number().int(), createDateTime: z.string() });
export type TGuestInquiryCreateResponse = z.infer<typeof ZGuestInquiryCreateResponse>;

const ZInquiryFilters = z.object({
  /** AWAITING or ANSWERED; empty: both. */
  statusCode: ZInquiryStatus.optional(),
  /** Category codes joined with `|`. */
  categoryCodes: z.string().max(100).optional(),
  /** Text searched in the subject. */
  searchText: z.string().trim().max(100).optional(),
  sort: ZSortOrder.default('newest'),
  ...ZPageRequest.shape,
});
export const ZInquirySearchRequest = ZInquiryFilters;
export type TInquirySearchRequest = z.input<typeof ZInquirySearchRequest>;
export const ZInquiryManageSearchRequest = ZInquiryFilters.extend({
  /** MEMBER, GUEST; empty: both. */
  writerKind: z.enum(['MEMBER', 'GUEST']).optional(),
  companyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TInquiryManageSearchRequest = z.input<typeof ZInquiryManageSearchRequest>;

export const ZInquiryItem = z.object({
  inquiryId: z.number().int(),
  categoryCode: z.string(),
  categoryName: z.string(),
  subject: z.string(),
  statusCode: ZInquiryStatus,
  statusName: z.string(),
  /** Y for a member's inquiry, N for a non-member's. */
  memberYn: z.enum(['Y', 'N']),
  writerName: z.string(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  createDateTime: z.string(),
  answerDateTime: z.string().nullable(),
  attachmentCount: z.number().int(),
});
export type TInquiryItem = z.infer<typeof ZInquiryItem>;
export const ZInquirySearchResponse = ZPage(ZInquiryItem);
export type TInquirySearchResponse = z.infer<typeof ZInquirySearchResponse>;

export const ZInquiryIdParams = z.object({ inquiryId: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZInquiryDetail = ZInquiryItem.extend({
  /** Sanitized HTML. */
  contents: z.string(),
  files: z.array(ZFileInfo),
  writerEmail: z.string().nullable(),
  writerTelephoneNumber: z.string().nullable(),
  /** Sanitized HTML of the answer, or null while awaiting. */
  answerContents: z.string().nullable(),
  answerFiles: z.array(ZFileInfo),
});
export type TInquiryDetail = z.infer<typeof ZInquiryDetail>;

export const ZInquiryAnswerRequest = z.object({
  answerContents: ZText(INQUIRY_ANSWER_MAX_BYTES * 4),
  fileUUIDs: z.array(z.uuid()).max(UPLOAD_MAX_FILES).default([]),
});
export type TInquiryAnswerRequest = z.input<typeof ZInquiryAnswerRequest>;
